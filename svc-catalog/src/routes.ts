import { serviceRoutes } from '@byp/contracts';
import { publishRouteList } from '@byp/nest-common';

/**
 * Every /api route svc-catalog serves (businesses, offers and reviews): who may call it, how its answers may be
 * cached and which rate limit applies (the types: @byp/contracts routes.ts). This table is the
 * service's own: test/route-table.spec.ts checks the controllers' decorators against it, the
 * canonical-path middleware reads it, and the build publishes it as dist/routes.json, from which
 * the gateway renders its maps (docs/deploy.md). A new route is added here and in a controller,
 * and ships with this service alone.
 */
export const ROUTES = serviceRoutes('catalog', [
  ['GET', '/api/businesses', 'public', 'public', 'none', true],
  ['GET', '/api/businesses/categories', 'public', 'public', 'none', false],
  // The map's clusters and markers in view (issue 29).
  ['GET', '/api/businesses/map', 'public', 'public', 'none', false],
  ['GET', '/api/businesses/all', 'admin', 'no-store', 'none', false],
  ['GET', '/api/businesses/stats', 'admin', 'no-store', 'none', false],
  ['GET', '/api/businesses/activity', 'admin', 'no-store', 'none', false],
  ['GET', '/api/businesses/export', 'admin', 'no-store', 'none', false],
  ['GET', '/api/businesses/template', 'public', 'public', 'none', false],
  ['POST', '/api/businesses/bulk', 'admin', 'no-store', 'none', false],
  ['POST', '/api/businesses/public', 'public', 'no-store', 'public-write', true],
  ['POST', '/api/businesses', 'admin', 'no-store', 'none', true],
  ['GET', '/api/businesses/reviews/pending', 'admin', 'no-store', 'none', false],
  ['POST', '/api/businesses/reviews/:reviewId/approve', 'admin', 'no-store', 'none', false],
  ['DELETE', '/api/businesses/reviews/:reviewId', 'admin', 'no-store', 'none', false],
  // Uploaded photos (issue 26): counted with the other public writes.
  ['POST', '/api/businesses/photos', 'public', 'no-store', 'public-write', false],
  ['GET', '/api/businesses/photos/:file', 'public', 'immutable', 'none', false],
  // Addresses, page heads and the sitemap (issue 25).
  ['GET', '/api/businesses/sitemap-parts', 'public', 'public', 'none', false],
  ['GET', '/api/businesses/sitemap.xml', 'public', 'public', 'none', false],
  ['GET', '/api/businesses/by-slug/:slug', 'public', 'public', 'none', false],
  ['GET', '/api/businesses/by-slug/:slug/head', 'public', 'public', 'none', false],
  // The first cards in the page's HTML (issue 29, point 2).
  ['GET', '/api/businesses/first-cards', 'public', 'public', 'none', false],
  ['GET', '/api/businesses/:id', 'public', 'public', 'none', false],
  ['PATCH', '/api/businesses/:id', 'admin', 'no-store', 'none', true],
  ['POST', '/api/businesses/:id/approve', 'admin', 'no-store', 'none', false],
  ['DELETE', '/api/businesses/:id', 'admin', 'no-store', 'none', true],
  ['GET', '/api/businesses/:id/reviews', 'public', 'public', 'none', false],
  ['POST', '/api/businesses/:id/reviews', 'public', 'no-store', 'public-write', false],
  ['GET', '/api/offers', 'public', 'public', 'none', false],
  ['GET', '/api/offers/all', 'admin', 'no-store', 'none', false],
  ['POST', '/api/offers', 'admin', 'no-store', 'none', false],
  ['POST', '/api/offers/:id/claim', 'public', 'no-store', 'claim', false],
  // Claim codes at the till (issue 28): gated by the offer's verification key, not a login.
  ['POST', '/api/offers/:id/claims/check', 'public', 'no-store', 'claim', false],
  ['POST', '/api/offers/:id/claims/redeem', 'public', 'no-store', 'claim', false],
  ['PATCH', '/api/offers/:id', 'admin', 'no-store', 'none', false],
  ['DELETE', '/api/offers/:id', 'admin', 'no-store', 'none', false],
]);

// The build's last step, `node dist/routes.js`, publishes the table as dist/routes.json.
if (require.main === module) publishRouteList(ROUTES, __dirname);
