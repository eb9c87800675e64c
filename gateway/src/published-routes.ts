// Gathers the route lists the services published with their builds (svc-*/dist/routes.json) into
// gateway/routes/<service>.routes.json: the copies the gateway image, compose and the Kubernetes
// ConfigMap (gateway/kustomization.yaml) render from, where no service's dist is at hand. A
// service that adds a route is built, then this runs; only the gateway's configuration changes
// (docs/deploy.md, "A service deploys alone"). `npm start` and the tests read the dists directly.
//
//   node gateway/dist/published-routes.js            copy the services' lists
//   node gateway/dist/published-routes.js --check    exit 1 if a copy differs from its service's list
import fs from 'node:fs';
import path from 'node:path';

import { PACKAGE_DIR } from './files';
import { readRouteLists, ROUTE_LIST_SUFFIX } from './route-lists';

export const ROUTES_DIR = path.join(PACKAGE_DIR, 'routes');
const REPO_ROOT = path.resolve(PACKAGE_DIR, '..');

/** The services whose lists the copies hold, by the package that publishes each. */
export const SERVICE_PACKAGES = ['svc-auth', 'svc-catalog', 'svc-content'] as const;

/** Each service's published list (its dist/routes.json), as the gateway renders from it at start. */
export function serviceRouteListFiles(repoRoot = REPO_ROOT): string[] {
  return SERVICE_PACKAGES.map((pkg) => path.join(repoRoot, pkg, 'dist', 'routes.json'));
}

if (require.main === module) {
  const stale: string[] = [];
  for (const source of serviceRouteListFiles()) {
    const [list] = readRouteLists(source);
    const target = path.join(ROUTES_DIR, `${list.service}${ROUTE_LIST_SUFFIX}`);
    const text = fs.readFileSync(source, 'utf8');
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    stale.push(path.basename(target));
    if (!process.argv.includes('--check')) fs.writeFileSync(target, text);
  }
  if (process.argv.includes('--check') && stale.length) {
    process.stderr.write(
      `out of date: ${stale.join(', ')} (npm run build, then npm run routes -w @byp/gateway)\n`,
    );
    process.exit(1);
  }
}
