// Writes each service's published route list (gateway/routes/<service>.routes.json) from its rows
// of the route table (libs/contracts/src/routes.ts), most specific first as the service's router
// tries them. A service's deploy ships its list with it; the gateway only re-renders (README.md).
//
//   node gateway/dist/published-routes.js            rewrite the lists from the table
//   node gateway/dist/published-routes.js --check    exit 1 if a committed list is out of date
import fs from 'node:fs';
import path from 'node:path';

import { API_ROUTES, routesBySpecificity, type ApiRoute } from '@byp/contracts';

import { PACKAGE_DIR } from './files';
import { ROUTE_LIST_SUFFIX, type ServiceRouteList } from './route-lists';

export const ROUTES_DIR = path.join(PACKAGE_DIR, 'routes');

/** One service's list, as JSON text. */
export function publishedRouteList(service: ApiRoute['service'], table: readonly ApiRoute[]): string {
  const routes: ServiceRouteList['routes'] = table
    .filter((r) => r.service === service)
    .map(({ method, path: p, access, cache }) => ({ method, path: p, access, cache }));
  // One route a line where it fits prettier's 110 columns, else one field a line, as prettier
  // writes them.
  const lines = routes.map((r) => {
    const fields = Object.entries(r).map(([key, value]) => `"${key}": "${value}"`);
    const line = `    { ${fields.join(', ')} }`;
    return line.length + 1 <= 110 ? line : `    {\n${fields.map((f) => `      ${f}`).join(',\n')}\n    }`;
  });
  return `{\n  "service": "${service}",\n  "routes": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** File name -> text, for every service of the table. */
export function publishedRouteLists(
  table: readonly ApiRoute[] = routesBySpecificity(),
): Record<string, string> {
  const services = [...new Set(API_ROUTES.map((r) => r.service))];
  return Object.fromEntries(services.map((s) => [`${s}${ROUTE_LIST_SUFFIX}`, publishedRouteList(s, table)]));
}

if (require.main === module) {
  const stale: string[] = [];
  for (const [file, text] of Object.entries(publishedRouteLists())) {
    const target = path.join(ROUTES_DIR, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current === text) continue;
    stale.push(file);
    if (!process.argv.includes('--check')) {
      fs.mkdirSync(ROUTES_DIR, { recursive: true });
      fs.writeFileSync(target, text);
    }
  }
  if (process.argv.includes('--check') && stale.length) {
    process.stderr.write(`out of date: ${stale.join(', ')} (run npm run routes -w @byp/gateway)\n`);
    process.exit(1);
  }
}
