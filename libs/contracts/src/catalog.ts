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
  /**
   * Admin answers only (GET /api/offers/all, create, update): the offer's secret for checking claim
   * codes, given to the business as its verification link (issue 28).
   */
  verificationKey?: string;
}

/** A visitor's claim of an offer: the code to show at the till (issue 28). */
export interface OfferClaim {
  /** Short, unambiguous (no 0/O, 1/I/L), unique within the offer; shown as `ABCD-EFGH`. */
  code: string;
  claimedAt: string;
  /** When the business marked it used; null until then. */
  redeemedAt: string | null;
}

/** POST /api/offers/:id/claim answer: the offer with its new count, and the claim's code. */
export interface ClaimedOffer extends Offer {
  claim: OfferClaim & {
    /** true when this browser's claim token had claimed the offer before: its first code, not counted again. */
    repeated: boolean;
  };
}

/** POST /api/offers/:id/claims/check and /redeem answer. */
export interface CheckedClaim extends OfferClaim {
  offerId: string;
  offerTitle: string;
  businessName: string;
}

/** Body of POST /api/offers/:id/claims/check and /redeem. */
export interface ClaimCheckInput {
  code: string;
  key: string;
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

/**
 * Columns of the business CSV in template and export order: the spec's (section 3) first, then
 * every other field the import takes, so an export imports back to the same businesses (issue 28).
 * Files without the extra columns still import.
 */
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
  // Issue 23: the Ukrainian name and description.
  'name_uk',
  'description_uk',
  // Issue 28: the public form's area and website, and the map's coordinates (decimal degrees).
  'area',
  'website',
  'latitude',
  'longitude',
  // Issue 26: OpenStreetMap opening_hours, e.g. `Mo-Fr 09:00-18:00; Sa 10:00-14:00`; optional.
  'opening_hours',
] as const;
