import type { I18nText } from './content-language';

/** A community as svc-content returns it (spec section 3). isApproved 1 means Verified. */
export interface Community {
  id: string;
  /** The item's address is /communities/{slug} (issue 25): readable, unique, kept on renames. */
  slug: string;
  /** In the language asked for (`?lang=`), else the other one; both are in `nameI18n`. */
  name: string;
  description: string;
  nameI18n: I18nText;
  descriptionI18n: I18nText;
  website: string | null;
  contactEmail: string | null;
  /** Handle as submitted, a leading @ optional; clients show it without the @. */
  instagram: string | null;
  tiktok: string | null;
  heroImage: string;
  /** More photos after the hero image (issue 26): uploaded photos' URLs or pasted ones. */
  galleryImages: string[];
  /** Additional resources: http(s) URLs. */
  links: string[];
  latitude: number | null;
  longitude: number | null;
  /** Where the point is, in words ('Leeds, Chapeltown'): as submitted, any language. */
  placeName: string | null;
  isApproved: 0 | 1;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/communities/public body (spec section 7): blanks are allowed for the optional fields. */
export interface CommunitySubmission {
  /** The English name; `nameUk` the Ukrainian one. At least one of the two. */
  name?: string;
  nameUk?: string;
  description?: string;
  descriptionUk?: string;
  heroImage: string;
  galleryImages?: string[];
  website?: string;
  contactEmail?: string;
  instagram?: string;
  tiktok?: string;
  links?: string[];
  latitude?: number | null;
  longitude?: number | null;
  placeName?: string;
}

/** PATCH /api/communities/:id body (admin edit form). */
export type CommunityUpdate = Partial<
  Omit<Community, 'id' | 'createdAt' | 'updatedAt' | 'nameI18n' | 'descriptionI18n'> & {
    nameUk: string | null;
    descriptionUk: string | null;
  }
>;

/** A community card shows at most this many extra links, then '+N more' (spec section 9). */
export const COMMUNITY_CARD_MAX_LINKS = 3;

/** The Instagram handle without its leading @ (spec: shown without it). */
export const instagramHandle = (value: string): string => value.trim().replace(/^@+/, '');
