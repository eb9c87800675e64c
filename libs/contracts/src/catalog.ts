import type { I18nText } from './content-language';

/** Offers, reviews and CSV import results as svc-catalog returns them. Flags are 0/1, dates ISO 8601. */

export interface Offer {
  id: string;
  businessId: string;
  /** Present on list endpoints (GET /api/offers, /api/offers/all). */
  businessName?: string;
  /** In the language asked for (`?lang=`), else the other one; both are in `titleI18n`. */
  title: string;
  description: string;
  titleI18n: I18nText;
  descriptionI18n: I18nText;
  /** Exactly one of the two discounts is set; amounts are in pounds. */
  discountPercentage: number | null;
  discountAmount: number | null;
  validFrom: string;
  validUntil: string;
  isActive: 0 | 1;
  maxRedemptions: number | null;
  currentRedemptions: number;
  createdAt: string;
  updatedAt: string;
}

export interface Review {
  id: string;
  businessId: string;
  /** Present on the admin's pending list. */
  businessName?: string;
  userName: string;
  rating: number;
  comment: string;
  isApproved: 0 | 1;
  createdAt: string;
}

/** POST /api/businesses/bulk answer. Row numbers count the CSV header as row 1. */
export interface BulkImportResult {
  created: { row: number; id: string; name: string }[];
  failed: { row: number; name: string; errors: string[] }[];
}

/** Hero image given to imported businesses whose CSV row has none (spec: a placeholder image). */
export const DEFAULT_BUSINESS_HERO_IMAGE =
  'https://images.unsplash.com/photo-1441986300917-64674bd600d8?w=800';

/** Columns of the business CSV (spec section 3), in template and export order. */
export const BUSINESS_CSV_COLUMNS = [
  'name',
  'description',
  'category',
  'address',
  'phone',
  'email',
  'instagram',
  'tiktok',
  'heroimage',
  'galleryimages',
  'isverified',
  'ispremium',
  // Issue 23: the Ukrainian name and description; files without these columns still import.
  'name_uk',
  'description_uk',
  // Issue 26: OpenStreetMap opening_hours, e.g. `Mo-Fr 09:00-18:00; Sa 10:00-14:00`; optional.
  'opening_hours',
] as const;
