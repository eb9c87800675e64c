import { serviceRoutes } from '@byp/contracts';
import { publishRouteList } from '@byp/nest-common';

/**
 * Every /api route svc-auth serves (admin users and sessions): who may call it, how its answers may be
 * cached and which rate limit applies (the types: @byp/contracts routes.ts). This table is the
 * service's own: test/route-table.spec.ts checks the controllers' decorators against it, the
 * canonical-path middleware reads it, and the build publishes it as dist/routes.json, from which
 * the gateway renders its maps (docs/deploy.md). A new route is added here and in a controller,
 * and ships with this service alone.
 */
export const ROUTES = serviceRoutes('auth', [
  ['POST', '/api/admin/login', 'public', 'no-store', 'login', true],
  ['GET', '/api/admin/validate', 'admin', 'no-store', 'none', true],
  ['GET', '/api/admin/me', 'admin', 'no-store', 'none', false],
  ['POST', '/api/admin/logout', 'admin', 'no-store', 'none', true],
]);

// The build's last step, `node dist/routes.js`, publishes the table as dist/routes.json.
if (require.main === module) publishRouteList(ROUTES, __dirname);
