import fs from 'node:fs';

import * as routeTable from '@byp/contracts';

const { OUTPUT, renderRouteMaps, loadRouteTable } = require('../route-maps.cjs');

describe('gateway/snippets/api-routes.conf (generated from the route table)', () => {
  it('is up to date with libs/contracts/src/routes.ts (regenerate: node gateway/route-maps.cjs)', () => {
    expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(renderRouteMaps(routeTable));
  });

  it('is what the generator script renders from the table it loads itself', () => {
    expect(renderRouteMaps(loadRouteTable())).toBe(renderRouteMaps(routeTable));
  });

  it('has one admin-map row per table row, admin rows 1 and public rows 0, static paths first', () => {
    const text = renderRouteMaps(routeTable);
    const rows = [...text.matchAll(/^ {4}"~\*\^([A-Z|()]+):(\S+)\$"\s+([01]);/gm)].map((m) => ({
      method: m[1].replace('(GET|HEAD)', 'GET'),
      pattern: m[2],
      admin: m[3] === '1',
    }));
    expect(rows).toHaveLength(routeTable.API_ROUTES.length);
    for (const route of routeTable.API_ROUTES) {
      const row = rows.find(
        (r) => r.method === route.method && `^${r.pattern}$` === routeTable.routePatternSource(route.path),
      );
      expect([route.method, route.path, row?.admin]).toEqual([
        route.method,
        route.path,
        route.access === 'admin',
      ]);
    }
    const firstParam = rows.findIndex((r) => r.pattern.includes('[^/]+'));
    const staticAfterParam = rows
      .slice(firstParam)
      .filter((r) => r.pattern.split('/').length === 3 && !r.pattern.includes('['));
    expect(staticAfterParam).toEqual([]);
  });
});
