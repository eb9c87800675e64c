import { serviceRoutes } from '@byp/contracts';
import { publishRouteList } from '@byp/nest-common';

/**
 * Every /api route svc-content serves (communities and posts): who may call it, how its answers may be
 * cached and which rate limit applies (the types: @byp/contracts routes.ts). This table is the
 * service's own: test/route-table.spec.ts checks the controllers' decorators against it, the
 * canonical-path middleware reads it, and the build publishes it as dist/routes.json, from which
 * the gateway renders its maps (docs/deploy.md). A new route is added here and in a controller,
 * and ships with this service alone.
 */
export const ROUTES = serviceRoutes('content', [
  ['GET', '/api/communities', 'public', 'public', 'none', true],
  ['GET', '/api/communities/all', 'admin', 'no-store', 'none', true],
  // The first cards in the page's HTML (issue 29, point 2).
  ['GET', '/api/communities/first-cards', 'public', 'public', 'none', false],
  // svc-content's moderation log: communities and posts.
  ['GET', '/api/communities/activity', 'admin', 'no-store', 'none', false],
  ['POST', '/api/communities/public', 'public', 'no-store', 'public-write', true],
  // Uploaded photos (issue 26): counted with the other public writes.
  ['POST', '/api/communities/photos', 'public', 'no-store', 'public-write', false],
  ['GET', '/api/communities/photos/:file', 'public', 'immutable', 'none', false],
  // A community's own iCalendar feed (issue 27).
  ['GET', '/api/communities/:id/calendar.ics', 'public', 'public', 'none', false],
  // Addresses, page heads and the sitemap (issue 25).
  ['GET', '/api/communities/sitemap-parts', 'public', 'public', 'none', false],
  ['GET', '/api/communities/sitemap.xml', 'public', 'public', 'none', false],
  ['GET', '/api/communities/by-slug/:slug', 'public', 'public', 'none', false],
  ['GET', '/api/communities/by-slug/:slug/head', 'public', 'public', 'none', false],
  ['POST', '/api/communities/:id/approve', 'admin', 'no-store', 'none', true],
  ['PATCH', '/api/communities/:id', 'admin', 'no-store', 'none', true],
  ['DELETE', '/api/communities/:id', 'admin', 'no-store', 'none', true],
  ['GET', '/api/posts', 'public', 'public', 'none', true],
  ['GET', '/api/posts/all', 'admin', 'no-store', 'none', true],
  // The first cards in the page's HTML (issue 29, point 2).
  ['GET', '/api/posts/first-cards', 'public', 'public', 'none', false],
  ['GET', '/api/posts/calendar.ics', 'public', 'public', 'none', false],
  ['GET', '/api/posts/feed.xml', 'public', 'public', 'none', false],
  ['POST', '/api/posts/public', 'public', 'no-store', 'public-write', true],
  ['GET', '/api/posts/sitemap-parts', 'public', 'public', 'none', false],
  ['GET', '/api/posts/sitemap.xml', 'public', 'public', 'none', false],
  ['GET', '/api/posts/by-slug/:slug', 'public', 'public', 'none', false],
  ['GET', '/api/posts/by-slug/:slug/head', 'public', 'public', 'none', false],
  ['GET', '/api/posts/:id/calendar.ics', 'public', 'public', 'none', false],
  ['POST', '/api/posts/:id/approve', 'admin', 'no-store', 'none', true],
  ['PATCH', '/api/posts/:id', 'admin', 'no-store', 'none', true],
  ['DELETE', '/api/posts/:id', 'admin', 'no-store', 'none', true],
]);

// The build's last step, `node dist/routes.js`, publishes the table as dist/routes.json.
if (require.main === module) publishRouteList(ROUTES, __dirname);
