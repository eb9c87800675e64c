// A service's published route list (issue 24): what the gateway needs of its route table, written
// by the service's own build beside its code (dist/routes.json) and read by the gateway renderer
// (gateway/src/route-lists.ts, which defines and checks the format) when it renders at start.
import fs from 'node:fs';
import path from 'node:path';

import { routeTable, type ApiRoute } from '@byp/contracts';

/** The list as JSON text: the service's name and its routes, most specific first. */
export function publishedRouteList(routes: readonly ApiRoute[]): string {
  const services = [...new Set(routes.map((r) => r.service))];
  if (services.length !== 1) throw new Error(`a route list is one service's, not ${services.join(', ')}`);
  const list = routeTable(routes).routes.map(({ method, path: p, access, cache }) => ({
    method,
    path: p,
    access,
    cache,
  }));
  return `${JSON.stringify({ service: services[0], routes: list }, null, 2)}\n`;
}

/**
 * `node dist/routes.js` as a service's last build step: writes dist/routes.json from the table
 * that module exports. Called from the service's routes.ts when it is the main module.
 */
export function publishRouteList(routes: readonly ApiRoute[], outDir: string): string {
  const file = path.join(outDir, 'routes.json');
  fs.writeFileSync(file, publishedRouteList(routes));
  return file;
}
