// Issue 29's API figures at 100,000 approved businesses, through the gateway: the map's clusters
// for what is in view (GET /api/businesses/map) at three zoom levels, the list's X-Total-Count as
// the gateway answers it (from the service and from its micro-cache), and the admin's CSV export
// of 100,000 rows (time, bytes, svc-catalog's peak RSS while it streams).
import pg from 'pg';

import { growTo, percentile } from './bench-api.mjs';
import { adminToken, rssBytes } from './bench-system.mjs';

const MB = 1024 * 1024;
const ms = (v) => `${v.toFixed(1)} ms`;
const ACCEPT = { 'accept-encoding': 'gzip', accept: 'application/json' };
const SIZE = 100_000;
/** Views asked per zoom level: each a different box (a visitor panning), so none is a cache hit. */
const VIEWS = Number(process.env.BENCH_MAP_VIEWS ?? 150);

/**
 * A 1440 × 900 px view at `zoom` (256 px tiles) centred at (lon, lat): its west,south,east,north.
 * The generated businesses lie in London (seed-businesses.mjs: 51.28–51.69 N, 0.51 W–0.33 E).
 */
function view(lon, lat, zoom) {
  const worldPx = 256 * 2 ** zoom;
  const toY = (la) => {
    const r = (la * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * worldPx;
  };
  const fromY = (y) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldPx))) * 180) / Math.PI;
  const halfLon = ((1440 / 2) * 360) / worldPx;
  const y = toY(lat);
  const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
  return [
    clamp(lon - halfLon, -180, 180),
    clamp(fromY(y + 450), -85, 85),
    clamp(lon + halfLon, -180, 180),
    clamp(fromY(y - 450), -85, 85),
  ].map((v) => v.toFixed(6));
}

/** A seeded walk of view centres over the generated businesses' area. */
function centres(seed, n) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: n }, () => [-0.51 + next() * 0.84, 51.28 + next() * 0.41]);
}

const ZOOMS = [
  // The whole city in one view: every business in a few dozen clusters.
  { zoom: 10, label: 'zoom 10 (the whole city)' },
  // A borough: clusters of tens.
  { zoom: 13, label: 'zoom 13 (a borough)' },
  // Streets: markers (at most 500, else clustered).
  { zoom: 16, label: 'zoom 16 (streets, markers)' },
];

export async function mapFigures({ system, log, record }) {
  if (!system.catalogDbUrl) {
    record({ figure: 'map clusters', measured: 'n/a (needs BENCH_DATABASE_URL)', limit: '≤ 50 ms p95' });
    return;
  }
  const started = performance.now();
  await growTo(system.catalogDbUrl, SIZE);
  log(`map: ${SIZE} businesses ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The first wide view after the catalog grew starts building the stored cells in the
  // background (svc-catalog business-map.ts); time that build, then measure views on them.
  const db = new pg.Client({ connectionString: system.catalogDbUrl });
  await db.connect();
  try {
    const t0 = performance.now();
    await fetch(`${system.url}/api/businesses/map?bbox=-0.6,51.2,0.4,51.8&zoom=9`, { headers: ACCEPT });
    for (;;) {
      const {
        rows: [state],
      } = await db.query(`SELECT "version", "built" FROM "catalog"."business_map_version"`);
      if (state.version === state.built) break;
      if (performance.now() - t0 > 120_000) throw new Error('the map cells were not built in 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const buildMs = performance.now() - t0;
    record({
      figure: `map cells built after a write, ${SIZE.toLocaleString('en-GB')} businesses (background)`,
      measured: ms(buildMs),
      limit: 'informational (views read rows meanwhile)',
      value: buildMs,
    });
  } finally {
    await db.end();
  }

  for (const [i, { zoom, label }] of ZOOMS.entries()) {
    const times = [];
    let failures = 0;
    let items = 0;
    let total = 0;
    for (const [lon, lat] of centres(31 + i, VIEWS)) {
      const bbox = view(lon, lat, zoom).join(',');
      const t0 = performance.now();
      const res = await fetch(`${system.url}/api/businesses/map?bbox=${bbox}&zoom=${zoom}`, {
        headers: ACCEPT,
      });
      const body = await res.json();
      times.push(performance.now() - t0);
      if (res.status !== 200) failures++;
      else {
        items += body.clusters.length + body.markers.length;
        total += body.total;
      }
    }
    const p95 = percentile(times, 95);
    record({
      figure: `map clusters p95, ${label}, ${SIZE.toLocaleString('en-GB')} businesses (${VIEWS} views, uncached)`,
      measured: `p95 ${ms(p95)}, median ${ms(percentile(times, 50))}; ~${Math.round(items / VIEWS)} items, ~${Math.round(total / VIEWS)} businesses a view${failures ? `, ${failures} failed` : ''}`,
      limit: '≤ 50 ms',
      pass: p95 <= 50 && failures === 0,
      value: p95,
    });
  }

  // X-Total-Count as the gateway answers it: the first read from the service, the second from
  // the micro-cache; both must carry the count. Past 1,000 matches the service stops counting and
  // says X-Total-At-Least instead (svc-catalog's TOTAL_COUNT_CAP): either header counts, the same.
  const listUrl = `${system.url}/api/businesses?limit=20&category=dining&offset=${Date.now() % 7}`;
  const seen = [];
  for (let i = 0; i < 2; i++) {
    const res = await fetch(listUrl, { headers: ACCEPT });
    await res.arrayBuffer();
    const exact = res.headers.get('x-total-count');
    const atLeast = res.headers.get('x-total-at-least');
    const total = exact ?? (atLeast === null ? 'missing' : `at least ${atLeast}`);
    seen.push(`${res.headers.get('x-cache-status') ?? '-'}: ${total}`);
  }
  const counts = seen.map((s) => s.split(': ')[1]);
  record({
    figure: 'X-Total-Count (or X-Total-At-Least) through the gateway (uncached, then cached)',
    measured: seen.join(', '),
    limit: 'the same number both times',
    pass: counts[0] !== 'missing' && counts[0] === counts[1],
  });
  await exportFigure({ system, record });
}

/** GET /api/businesses/export of 100,000 rows: time to the last byte, bytes, svc-catalog's peak RSS. */
async function exportFigure({ system, record }) {
  if (!system.admin) {
    record({ figure: 'CSV export, 100,000 rows', measured: 'n/a (needs the admin login)', limit: '' });
    return;
  }
  const token = await adminToken(system.url, system.admin);
  const pid = system.servicePids['svc-catalog'];
  const before = pid === undefined ? undefined : rssBytes(pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    const now = pid === undefined ? undefined : rssBytes(pid);
    if (now !== undefined) peak = Math.max(peak, now);
  }, 10);
  const t0 = performance.now();
  let bytes = 0;
  let lines = 0;
  let status;
  try {
    const res = await fetch(`${system.url}/api/businesses/export`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    status = res.status;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - t0) / 1000;
  const rows = lines - 1;
  record({
    figure: `CSV export, ${SIZE.toLocaleString('en-GB')} rows (streamed, via the gateway)`,
    measured: `${seconds.toFixed(1)} s, ${(bytes / MB).toFixed(1)} MB, ~${rows.toLocaleString('en-GB')} lines; svc-catalog RSS ${before === undefined ? 'n/a' : `${(before / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB peak`}`,
    limit: 'status 200, every row, peak RSS ≤ before + 150 MB',
    pass: status === 200 && rows >= SIZE && (before === undefined || peak <= before + 150 * MB),
    value: seconds,
  });
}
