/** Shapes of the admin console's catalog reads (issue 12). */
import type { Business } from './business';

/** GET /api/businesses/stats. */
export interface CatalogStats {
  totalBusinesses: number;
  verifiedBusinesses: number;
  premiumBusinesses: number;
  pendingBusinesses: number;
  pendingReviews: number;
}

/** `status` of GET /api/businesses/all: visitors' submissions awaiting approval, or approved ones. */
export const ADMIN_BUSINESS_STATUSES = ['pending', 'approved'] as const;
export type AdminBusinessStatus = (typeof ADMIN_BUSINESS_STATUSES)[number];

/** Largest `pageSize` of GET /api/businesses/all. */
export const ADMIN_PAGE_SIZE_MAX = 100;

/**
 * GET /api/businesses/all with `page` or `pageSize`: one page and the total that matches the
 * filters. Without them the answer stays the plain array the spec's clients expect.
 */
export interface AdminBusinessPage {
  items: Business[];
  total: number;
  page: number;
  pageSize: number;
}
