import { DID_YOU_MEAN_HEADER } from '@byp/contracts';

/** Minimal response surface (Express's) the header is set on. */
interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/**
 * Sets `X-Did-You-Mean: <encodeURIComponent(suggestion)>` on a search answer that matched nothing
 * but has a close spelling; does nothing without a suggestion.
 */
export function setDidYouMeanHeader(res: HeaderTarget, suggestion: string | null): void {
  if (suggestion) res.setHeader(DID_YOU_MEAN_HEADER, encodeURIComponent(suggestion));
}
