// Category ids of the filter (spec section 3). Labels live in the `common` namespace under
// `categories.<id>`; icons come from @byp/ui's CategoryIcon.
// TODO(contracts): import the list from @byp/contracts once libs/contracts exports it.
export const BUSINESS_CATEGORIES = [
  'dining',
  'health',
  'beauty',
  'wellness',
  'shop',
  'business',
  'lessons',
  'art',
  'entertainment',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const CATEGORY_FILTERS = ['all', 'communities', ...BUSINESS_CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return typeof value === 'string' && (CATEGORY_FILTERS as readonly string[]).includes(value);
}

/** Query parameter on / that holds the selected category (absent means 'all'). */
export const CATEGORY_QUERY_PARAM = 'category';
