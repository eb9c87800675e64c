import type { BusinessCategory } from './categories';

/** A business as the API returns it. Flags are 0/1 integers, as in the spec. */
export interface Business {
  id: string;
  name: string;
  description: string;
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
