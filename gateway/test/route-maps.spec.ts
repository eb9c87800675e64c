import fs from 'node:fs';

import * as routeTable from '@byp/contracts';

const { OUTPUT, renderRouteMaps, loadRouteTable } = require('../route-maps.cjs');

/** The rows of one generated map (between `map ... $name {` and its closing brace). */
const mapBody = (text: string, name: string) => {
  const start = text.indexOf(` ${name} {\n`);
  expect(start).toBeGreaterThan(0);
  return text.slice(start, text.indexOf('\n}\n', start));
};

describe('gateway/snippets/api-routes.conf (generated from the route table)', () => {
  it('is up to date with libs/contracts/src/routes.ts (regenerate: node gateway/route-maps.cjs)', () => {
    expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(renderRouteMaps(routeTable));
  });

  it('is what the generator script renders from the table it loads itself', () => {
    expect(renderRouteMaps(loadRouteTable())).toBe(renderRouteMaps(routeTable));
  });

  it('has one admin-map row per table row, admin rows 1 and public rows 0, static paths first', () => {
    const text = mapBody(renderRouteMaps(routeTable), '$admin_request');
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

  it('micro-caches exactly the public GET routes whose answers any cache may keep, listing every GET row', () => {
    const text = mapBody(renderRouteMaps(routeTable), '$api_micro_cache_route');
    const rows = [...text.matchAll(/^ {4}"~\*\^\(GET\|HEAD\):(\S+)\$"\s+([01]);/gm)].map((m) => ({
      pattern: m[1],
      cached: m[2] === '1',
    }));
    const gets = routeTable.API_ROUTES.filter((r) => r.method === 'GET');
    // Every GET row is listed (admin ones as 0), so a parameter row never catches an admin path.
    expect(rows).toHaveLength(gets.length);
    expect(text).toMatch(/default 0;/);
    expect(text).not.toMatch(/POST|PATCH|DELETE/);
    for (const route of gets) {
      const row = rows.find((r) => `^${r.pattern}$` === routeTable.routePatternSource(route.path));
      expect([route.path, row?.cached]).toEqual([
        route.path,
        route.access === 'public' && (route.cache === 'public' || route.cache === 'revalidate'),
      ]);
    }
    expect(rows.filter((r) => r.cached).map((r) => r.pattern)).toContain('/api/businesses');
    const admin = gets.filter((r) => r.access === 'admin').map((r) => routeTable.routePatternSource(r.path));
    for (const row of rows.filter((r) => r.cached)) expect(admin).not.toContain(`^${row.pattern}$`);
  });
});
