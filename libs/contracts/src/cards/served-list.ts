// A list's first page in the served HTML (issue 29, point 2): how the page marks it and how the
// app knows it is the list it is about to draw (@byp/platform's `useServedList`).

/** The attribute that marks a served list; its value is the list's key. */
export const SERVED_LIST_ATTR = 'data-byp-served';

/**
 * The key of a served list: the kind of item and the only query a served page has (a category,
 * or none), in the page's language. The service writes it, the app compares its own list's.
 */
export function servedListKey(kind: string, lang: string, category?: string | null): string {
  return `${kind}?${category ? `category=${category}&` : ''}lang=${lang}`;
}

/**
 * How many of a list's first cards the page's HTML serves: the first screen's, on any screen (a
 * row or two of three beside the map or in the list), not the whole page of 24, which the app
 * draws on after them. Six cards are about 40 KB of HTML (6 KB compressed).
 */
export const SERVED_CARDS = 6;
