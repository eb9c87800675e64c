// The category list itself lives in @byp/contracts (shared with the services). Labels are in
// the platform's `common` namespace under `categories.<id>`; icons come from @byp/ui's CategoryIcon.
import { CATEGORY_FILTERS, type CategoryFilter } from '@byp/contracts';

export { BUSINESS_CATEGORIES, CATEGORY_FILTERS, isBusinessCategory } from '@byp/contracts';
export type { BusinessCategory, CategoryFilter } from '@byp/contracts';

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return typeof value === 'string' && (CATEGORY_FILTERS as readonly string[]).includes(value);
}

/** Query parameter on / that holds the selected category (absent means 'all'). */
export const CATEGORY_QUERY_PARAM = 'category';
