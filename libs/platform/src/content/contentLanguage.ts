import { useTranslation } from 'react-i18next';
import {
  skipToken,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
  type TypedUseQuery,
} from '@reduxjs/toolkit/query/react';
import {
  CONTENT_LANGUAGE_PARAM,
  DEFAULT_CONTENT_LANGUAGE,
  DID_YOU_MEAN_HEADER,
  isContentLanguage,
  type ContentLanguage,
} from '@byp/contracts';

/**
 * How the UI language reaches content reads (issue 23): every endpoint that returns visitor text
 * takes `lang` in its arguments and sends it as `?lang=`, so each language has its own URL (its
 * own gateway and browser cache entry) and its own RTK Query cache entry, and switching language
 * subscribes to the other entry, which loads once. Components never pass it: the exported hooks
 * are wrapped with `withContentLanguage`, which adds the UI language of the moment.
 */
export interface LangArg {
  lang: ContentLanguage;
}

/** The UI language as a content language; re-renders the caller when the language changes. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isContentLanguage(language) ? language : DEFAULT_CONTENT_LANGUAGE;
}

/**
 * A GET of a content route in `lang`: the parameters that have a value, then `lang` (last, so an
 * unsearched list is `/api/x?lang=en`, the URL the shell's first paint preloads).
 */
export function contentRequest(
  url: string,
  lang: ContentLanguage,
  params: Record<string, string | undefined> = {},
): FetchArgs {
  const defined = Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return { url, params: { ...Object.fromEntries(defined), [CONTENT_LANGUAGE_PARAM]: lang } };
}

/**
 * A query's arguments without `lang`: none for a query that has no others (so a stray `{ q }` is
 * a type error, not a silently ignored search), optional when all the others are.
 */
export type ArgsWithoutLang<QueryArg> = [keyof Omit<QueryArg, 'lang'>] extends [never]
  ? void
  : Omit<QueryArg, 'lang'> | (Record<string, never> extends Omit<QueryArg, 'lang'> ? void : never);

/**
 * Wraps a generated `useXQuery` hook of an endpoint whose arguments include `lang`: the wrapped
 * hook takes the other arguments (or none) and the same options, and asks in the UI language.
 */
export function withContentLanguage<ResultType, QueryArg extends LangArg, BaseQuery extends BaseQueryFn>(
  useQuery: TypedUseQuery<ResultType, QueryArg, BaseQuery>,
): TypedUseQuery<ResultType, ArgsWithoutLang<QueryArg>, BaseQuery> {
  const useQueryInUiLanguage = (arg: ArgsWithoutLang<QueryArg> | typeof skipToken, options?: object) => {
    const lang = useContentLanguage();
    const full = arg === skipToken ? skipToken : ({ ...(arg ?? {}), lang } as QueryArg);
    // The hook's own argument type is a deep conditional type that a generic QueryArg cannot meet.
    return (useQuery as (arg: unknown, options?: object) => unknown)(full, options);
  };
  return useQueryInUiLanguage as TypedUseQuery<ResultType, ArgsWithoutLang<QueryArg>, BaseQuery>;
}

/** A search answer: what matched, and the server's 'Did you mean …?' when nothing did. */
export interface SearchAnswer<Item> {
  items: Item[];
  didYouMean: string | null;
}

/** The suggested query of an answer's `X-Did-You-Mean` header (percent-encoded), else null. */
export function didYouMeanOf(meta: FetchBaseQueryMeta | undefined): string | null {
  const header = meta?.response?.headers.get(DID_YOU_MEAN_HEADER);
  if (!header) return null;
  try {
    return decodeURIComponent(header).trim() || null;
  } catch {
    return null; // not valid percent-encoding: no suggestion rather than a broken one
  }
}

/** `transformResponse` of a searchable list: the items plus the header's suggestion. */
export function toSearchAnswer<Item>(
  items: Item[],
  meta: FetchBaseQueryMeta | undefined,
): SearchAnswer<Item> {
  return { items, didYouMean: didYouMeanOf(meta) };
}
