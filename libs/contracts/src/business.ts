import type { BusinessCategory } from './categories';
import type { I18nText } from './content-language';
import type { OpeningSchedule } from './opening-hours';

/** A business as the API returns it. Flags are 0/1 integers, as in the spec. */
export interface Business {
  id: string;
  /** The business's address is /business/{slug} (issue 25): readable, unique, kept on renames. */
  slug: string;
  /** In the language asked for (`?lang=`), else the other one; both are in `nameI18n`. */
  name: string;
  description: string;
  nameI18n: I18nText;
  descriptionI18n: I18nText;
  category: BusinessCategory;
  address: string;
  area: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  instagram: string | null;
  tiktok: string | null;
  heroImage: string;
  galleryImages: string[];
  latitude: number | null;
  longitude: number | null;
  /** OpenStreetMap opening_hours value; null when the business gave none (show nothing). */
  openingHours: string | null;
  /** openingHours evaluated in London time for today and the next days; null with no hours. */
  openingSchedule: OpeningSchedule | null;
  averageRating: number;
  totalReviews: number;
  isVerified: 0 | 1;
  isPremium: 0 | 1;
  isApproved: 0 | 1;
  createdAt: string;
}

export interface CategoryCount {
  category: BusinessCategory;
  count: number;
}
