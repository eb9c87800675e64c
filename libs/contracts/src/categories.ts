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

/** Icon (an emoji, so it needs no asset) and translation key per selector entry. */
export const CATEGORY_META: Record<CategoryFilter, { icon: string; labelKey: string }> = {
  all: { icon: '🗂️', labelKey: 'categories.all' },
  communities: { icon: '🤝', labelKey: 'categories.communities' },
  dining: { icon: '🍽️', labelKey: 'categories.dining' },
  health: { icon: '🩺', labelKey: 'categories.health' },
  beauty: { icon: '💇', labelKey: 'categories.beauty' },
  wellness: { icon: '🧘', labelKey: 'categories.wellness' },
  shop: { icon: '🛍️', labelKey: 'categories.shop' },
  business: { icon: '💼', labelKey: 'categories.business' },
  lessons: { icon: '📚', labelKey: 'categories.lessons' },
  art: { icon: '🎨', labelKey: 'categories.art' },
  entertainment: { icon: '🎭', labelKey: 'categories.entertainment' },
};

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
