/** The nine business categories of the spec, in display order. */
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

/** Entries of the sidebar's category selector: the two filters plus every business category. */
export const CATEGORY_FILTERS = ['all', 'communities', ...BUSINESS_CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export function isBusinessCategory(value: unknown): value is BusinessCategory {
  return typeof value === 'string' && (BUSINESS_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Maps free text (a CSV cell, say) to a category: case-insensitive, and 'business services' /
 * 'businessservices' mean 'business' (spec section 5, CSV import).
 */
export function parseBusinessCategory(text: string): BusinessCategory | undefined {
  const normalised = text.trim().toLowerCase();
  if (normalised === 'business services' || normalised === 'businessservices') return 'business';
  return isBusinessCategory(normalised) ? normalised : undefined;
}
