import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchProblems } from './support/browser';
import { t, type Language } from './support/i18n';

/**
 * Issue 29, point 4: the business map asks the server for its view (GET /api/businesses/map):
 * clusters for a box and zoom level, single markers once zoomed in. 300 located businesses across
 * the UK, imported as CSV by the admin; then in Chromium, in English and Ukrainian, the map at
 * three zoom levels: the UK (clusters whose counts add up to what is in view), a city (smaller
 * clusters) and a street (single markers that open the popup), the keyboard list of what is in
 * view, and a cluster opened from the keyboard zooming in to its businesses.
 *
 * 300 more approved businesses across the UK would change what every other browser test sees (and
 * counts exact here need a catalog of these alone), so this file runs on a system of its own
 * without sample data, as admin-bulk-import does.
 */
const ROOT = join(__dirname, '..');
const ADMIN = { username: 'admin', password: 'map-clusters-e2e-password-5521' };

/** Runs scripts/lib/system.mjs (ESM) in a child: prints the gateway URL, stops on SIGTERM. */
const SYSTEM_RUNNER = `
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const { startSystem } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'scripts/lib/system.mjs')).href)});
const { freePorts } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'libs/testing/free-ports.mjs')).href)});
const names = ['gateway', 'gatewayInternal', 'catalog', 'content', 'auth', 'postgres', 'shell', 'directory', 'news', 'admin'];
const ports = await freePorts(names);
const dataDir = mkdtempSync(join(tmpdir(), 'byp-e2e-map-'));
chmodSync(dataDir, 0o755);
const env = { ...process.env };
for (const key of ['DATABASE_URL', 'PORT', 'GATEWAY_INTERNAL_PORT', 'CATALOG_PORT', 'CONTENT_PORT', 'AUTH_PORT', 'PGPORT', 'SHELL_PORT', 'MF_DIRECTORY_PORT', 'MF_NEWS_PORT', 'MF_ADMIN_PORT']) delete env[key];
const lines = [];
let system;
try {
  system = await startSystem({ dataDir, ports, port: ports.gateway, env, build: false, log: (name, line) => lines.push('[' + name + '] ' + line) });
} catch (error) {
  process.stderr.write(lines.slice(-40).join('\\n') + '\\n' + error.message + '\\n');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
const stop = async () => { await system.stop(); rmSync(dataDir, { recursive: true, force: true }); process.exit(0); };
process.on('SIGTERM', () => void stop());
process.stdout.write('READY ' + system.url + '\\n');
`;

function startOwnSystem(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SYSTEM_RUNNER], {
    cwd: ROOT,
    env: {
      ...process.env,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) resolve({ child, url: ready[1] });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the map system stopped (${code}): ${err.slice(-2000)}`)));
  });
}

// ---- The catalog: 300 located businesses in ten places across the UK ----

interface Place {
  name: string;
  lon: number;
  lat: number;
  count: number;
}
/** Businesses per city, spread over a few kilometres around its centre. */
const CITIES: Place[] = [
  { name: 'London', lon: -0.1276, lat: 51.5072, count: 60 },
  { name: 'Manchester', lon: -2.2426, lat: 53.4808, count: 50 },
  { name: 'Birmingham', lon: -1.8904, lat: 52.4862, count: 40 },
  { name: 'Leeds', lon: -1.5491, lat: 53.8008, count: 30 },
  { name: 'Glasgow', lon: -4.2518, lat: 55.8642, count: 30 },
  { name: 'Edinburgh', lon: -3.1883, lat: 55.9533, count: 25 },
  { name: 'Bristol', lon: -2.5879, lat: 51.4545, count: 25 },
  { name: 'Cardiff', lon: -3.1791, lat: 51.4816, count: 20 },
  { name: 'Newcastle', lon: -1.6178, lat: 54.9783, count: 19 },
];
/** One business on its own in Nottingham, with contacts: the street view's single marker. */
const PROBE = {
  name: 'Map Probe Bakery',
  lon: -1.1581,
  lat: 52.9548,
  address: '3 Market Square, Nottingham NG1 2DT',
  phone: '0115 496 0123',
  email: 'hello@mapprobe.example.co.uk',
};
const MANCHESTER = CITIES[1];
const TOTAL = CITIES.reduce((sum, city) => sum + city.count, 0) + 1;

interface Located {
  name: string;
  lon: number;
  lat: number;
}

/** Deterministic spread (a seeded generator): the same catalog every run. */
function catalog(): Located[] {
  let seed = 20_291;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const located: Located[] = [];
  for (const city of CITIES) {
    for (let i = 1; i <= city.count; i++) {
      located.push({
        name: `${city.name} Map Business ${i}`,
        lon: city.lon + (next() - 0.5) * 0.16,
        lat: city.lat + (next() - 0.5) * 0.1,
      });
    }
  }
  return [...located, { name: PROBE.name, lon: PROBE.lon, lat: PROBE.lat }];
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function csvOf(located: Located[]): string {
  const header =
    'name,description,category,address,phone,email,instagram,tiktok,heroimage,galleryimages,isverified,ispremium,latitude,longitude';
  const rows = located.map((business, index) => {
    const probe = business.name === PROBE.name;
    return [
      business.name,
      'Ukrainian-owned business on the map of the UK, for the clusters test.',
      ['dining', 'beauty', 'shop', 'business'][index % 4],
      probe ? PROBE.address : `${index + 1} High Street, ${business.name.split(' ')[0]}`,
      probe ? PROBE.phone : '',
      probe ? PROBE.email : '',
      '',
      '',
      `https://images.example/map/${index + 1}.jpg`,
      '',
      '0',
      '0',
      business.lat.toFixed(6),
      business.lon.toFixed(6),
    ]
      .map(cell)
      .join(',');
  });
  return [header, ...rows].join('\r\n');
}

// ---- The map in the page ----

/** The bits of the OpenLayers map ((window as unknown as MapWindow).__bypMap, a test hook of mf-directory) the test uses. */
interface MapHook {
  getView(): {
    getZoom(): number;
    getMinZoom(): number;
    getCenter(): number[];
    setCenter(center: number[]): void;
    setZoom(zoom: number): void;
    getAnimating(): boolean;
    calculateExtent(size: number[]): number[];
  };
  getSize(): number[];
  getPixelFromCoordinate(coordinate: number[]): number[];
}
/** The page's window with the map's test hook (first-impression.e2e.ts declares its own narrower one). */
interface MapWindow {
  __bypMap?: MapHook;
}

const RADIUS = 6378137;
const mercator = (lon: number, lat: number): [number, number] => [
  (lon * Math.PI * RADIUS) / 180,
  RADIUS * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
];

/** The text of a plural key ('directory:map.cluster') for a count, as i18next picks it. */
function plural(lang: Language, key: string, count: number): string {
  const rule = new Intl.PluralRules(lang).select(count);
  try {
    return t(lang, `${key}_${rule}`, { count });
  } catch {
    return t(lang, `${key}_other`, { count });
  }
}

const FRAME = '[data-testid="business-map"]';

/**
 * The map has answered for its view: nothing loading, the answer for the view's zoom, and its box
 * holding the view's centre (the view rests, so its request has gone out and come back).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction((selector) => {
    const frame = document.querySelector(selector);
    const view = (window as unknown as MapWindow).__bypMap?.getView();
    if (!frame || !view || view.getAnimating() || frame.getAttribute('data-loading') !== 'false')
      return false;
    const [x, y] = view.getCenter();
    const lon = (x / 6378137) * (180 / Math.PI);
    const lat = (2 * Math.atan(Math.exp(y / 6378137)) - Math.PI / 2) * (180 / Math.PI);
    const [west, south, east, north] = (frame.getAttribute('data-bbox') ?? '').split(',').map(Number);
    return (
      Number(frame.getAttribute('data-zoom')) === Math.round(view.getZoom()) &&
      west <= lon &&
      lon <= east &&
      south <= lat &&
      lat <= north
    );
  }, FRAME);
}

/** Moves the map's view (as a visitor's pan and zoom would) and waits for its answer. */
async function showAt(page: Page, lon: number, lat: number, zoom: number | 'min'): Promise<number> {
  await page.evaluate(
    ([center, z]) => {
      const view = (window as unknown as MapWindow).__bypMap!.getView();
      view.setCenter(center as number[]);
      view.setZoom(z === 'min' ? view.getMinZoom() : (z as number));
    },
    [mercator(lon, lat), zoom] as const,
  );
  await settled(page);
  return page.evaluate(() => (window as unknown as MapWindow).__bypMap!.getView().getZoom());
}

interface Listed {
  key: string;
  name: string;
  /** A cluster's count; undefined for a business. */
  count?: number;
}

/** The keyboard list of the map: what is in view. */
async function keyboardList(page: Page): Promise<Listed[]> {
  return page
    .getByTestId('map-keyboard-list')
    .locator('button[data-point-key]')
    .evaluateAll((buttons) =>
      buttons.map((button) => ({
        key: button.getAttribute('data-point-key')!,
        name: button.textContent ?? '',
        count: button.hasAttribute('data-cluster-count')
          ? Number(button.getAttribute('data-cluster-count'))
          : undefined,
      })),
    );
}

const frameNumber = async (page: Page, name: string) => Number(await page.locator(FRAME).getAttribute(name));

/** The visible extent of the map in lon/lat: [west, south, east, north]. */
async function visibleExtent(page: Page): Promise<number[]> {
  const [minX, minY, maxX, maxY] = await page.evaluate(() =>
    (window as unknown as MapWindow)
      .__bypMap!.getView()
      .calculateExtent((window as unknown as MapWindow).__bypMap!.getSize()),
  );
  const lonOf = (x: number) => (x / RADIUS) * (180 / Math.PI);
  const latOf = (y: number) => (2 * Math.atan(Math.exp(y / RADIUS)) - Math.PI / 2) * (180 / Math.PI);
  return [lonOf(minX), latOf(minY), lonOf(maxX), latOf(maxY)];
}
const inside = (extent: number[], lon: number, lat: number) =>
  lon >= extent[0] && lon <= extent[2] && lat >= extent[1] && lat <= extent[3];

interface MapAnswer {
  total: number;
  clusters: { id: string; longitude: number; latitude: number; count: number; bbox: number[] }[];
  markers: {
    id: string;
    slug: string;
    name: string;
    category: string;
    longitude: number;
    latitude: number;
    isPremium: boolean;
  }[];
}

describe('the business map in clusters at three zoom levels (issue 29)', () => {
  let own: { child: ChildProcess; url: string };
  let browser: Browser;
  const located = catalog();

  beforeAll(async () => {
    [own, browser] = await Promise.all([startOwnSystem(), launchBrowser()]);
    const login = await fetch(`${own.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const imported = await fetch(`${own.url}/api/businesses/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ csv: csvOf(located) }),
    });
    const result = (await imported.json()) as { created: unknown[]; failed: unknown[] };
    expect([imported.status, result.failed]).toEqual([200, []]);
    expect(result.created).toHaveLength(TOTAL);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (own && own.child.exitCode === null) {
      const exited = new Promise((resolve) => own.child.once('exit', resolve));
      own.child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  const mapApi = async (bbox: string, zoom: number): Promise<MapAnswer> => {
    const res = await fetch(`${own.url}/api/businesses/map?bbox=${bbox}&zoom=${zoom}`);
    expect(res.status).toBe(200);
    return (await res.json()) as MapAnswer;
  };

  describe.each(['en', 'uk'] as Language[])('in %s', (lang) => {
    let context: BrowserContext;
    let problems: string[] = [];

    beforeEach(async () => {
      context = await browser.newContext({ baseURL: own.url, viewport: { width: 1280, height: 900 } });
      // Map tiles come from the internet, which tests never reach: the markers draw without them.
      await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
        route.fulfill({ status: 204, body: '' }),
      );
      await context.addInitScript((language) => localStorage.setItem('language', language), lang);
    });
    afterEach(async () => {
      await context.close();
      expect(problems).toEqual([]);
      problems = [];
    });

    /** The home page with its map loaded (OpenLayers) and its first answer drawn. */
    async function home(): Promise<Page> {
      const page = await context.newPage();
      problems = watchProblems(page);
      await page.goto('/');
      await page.locator(FRAME).scrollIntoViewIfNeeded();
      await page.locator(`${FRAME} .ol-viewport`).waitFor();
      await page.waitForFunction(() => Boolean((window as unknown as MapWindow).__bypMap));
      await settled(page);
      return page;
    }

    it('clusters the UK with counts adding up to what is in view, smaller clusters in a city, and single markers at a street that open the popup', async () => {
      const page = await home();

      // The UK, as far out as the map goes: clusters (circles with counts) for all 300.
      await showAt(page, -2.5, 54, 'min');
      const extent = await visibleExtent(page);
      expect(located.filter((b) => inside(extent, b.lon, b.lat))).toHaveLength(TOTAL);
      const uk = await keyboardList(page);
      const ukClusters = uk.filter((item) => item.count !== undefined);
      expect(ukClusters.length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...ukClusters.map((c) => c.count!))).toBeGreaterThanOrEqual(25);
      // Each cluster's button is named by its count ('N businesses'), in the page's language.
      for (const cluster of ukClusters)
        expect(cluster.name).toBe(plural(lang, 'directory:map.cluster', cluster.count!));
      const ukSum = uk.reduce((sum, item) => sum + (item.count ?? 1), 0);
      expect(ukSum).toBe(TOTAL);
      expect(await frameNumber(page, 'data-marker-count')).toBe(TOTAL);
      await page
        .getByTestId('map-keyboard-list')
        .getByRole('heading', { name: plural(lang, 'directory:map.listHeading', TOTAL) })
        .waitFor({ state: 'attached' });
      // The server's answer for the box the page asked for: its clusters and markers add up to its total.
      const ukAnswer = await mapApi(
        (await page.locator(FRAME).getAttribute('data-bbox'))!,
        await frameNumber(page, 'data-zoom'),
      );
      expect(ukAnswer.total).toBe(TOTAL);
      expect(ukAnswer.clusters.reduce((sum, c) => sum + c.count, 0) + ukAnswer.markers.length).toBe(TOTAL);
      expect(ukAnswer.clusters.every((c) => c.count >= 2)).toBe(true);
      const manchesterAtUk = ukAnswer.clusters.find(
        (c) =>
          c.bbox[0] <= MANCHESTER.lon &&
          MANCHESTER.lon <= c.bbox[2] &&
          c.bbox[1] <= MANCHESTER.lat &&
          MANCHESTER.lat <= c.bbox[3],
      );

      // A city: Manchester's 50, in smaller clusters (and single markers) than at the UK's zoom.
      const cityZoom = await showAt(page, MANCHESTER.lon, MANCHESTER.lat, 11);
      expect(cityZoom).toBe(11);
      const city = await keyboardList(page);
      const cityExtent = await visibleExtent(page);
      const manchester = located.filter((b) => b.name.startsWith('Manchester'));
      expect(manchester.every((b) => inside(cityExtent, b.lon, b.lat))).toBe(true);
      expect(city.reduce((sum, item) => sum + (item.count ?? 1), 0)).toBe(MANCHESTER.count);
      expect(city.length).toBeGreaterThanOrEqual(2);
      for (const item of city) expect(item.count ?? 1).toBeLessThan(MANCHESTER.count);
      if (manchesterAtUk) for (const item of city) expect(item.count ?? 1).toBeLessThan(manchesterAtUk.count);

      // A street: the probe on its own, a single marker; clicking it opens the spec's popup with
      // the contacts the popup loads (GET /api/businesses/:id).
      await showAt(page, PROBE.lon, PROBE.lat, 17);
      const street = await keyboardList(page);
      expect(street).toEqual([
        {
          key: expect.any(String),
          name: t(lang, 'directory:map.showOnMap', { name: PROBE.name }),
          count: undefined,
        },
      ]);
      expect(await frameNumber(page, 'data-marker-count')).toBe(1);
      const probeAnswer = await mapApi(
        (await page.locator(FRAME).getAttribute('data-bbox'))!,
        await frameNumber(page, 'data-zoom'),
      );
      expect(probeAnswer.clusters).toEqual([]);
      expect(probeAnswer.markers.map((m) => m.name)).toEqual([PROBE.name]);
      const pixel = await page.evaluate(
        (coordinate) => (window as unknown as MapWindow).__bypMap!.getPixelFromCoordinate(coordinate),
        mercator(probeAnswer.markers[0].longitude, probeAnswer.markers[0].latitude),
      );
      const viewport = (await page.locator(`${FRAME} .ol-viewport`).boundingBox())!;
      await page.mouse.click(viewport.x + pixel[0], viewport.y + pixel[1]);
      const popup = page.getByTestId('map-popup');
      await popup.getByRole('heading', { name: PROBE.name }).waitFor();
      await popup.getByText(PROBE.address).waitFor();
      expect(await popup.getByRole('link', { name: PROBE.phone }).getAttribute('href')).toBe(
        'tel:01154960123',
      );
      expect(await popup.getByRole('link', { name: PROBE.email }).getAttribute('href')).toBe(
        `mailto:${PROBE.email}`,
      );
      await popup.getByRole('button', { name: t(lang, 'directory:map.viewBusiness') }).click();
      await page.getByRole('dialog', { name: PROBE.name }).waitFor();
    });

    it('lists what is in view for the keyboard, and opening a cluster from it zooms in to its businesses', async () => {
      const page = await home();
      await showAt(page, -2.5, 54, 'min');
      const before = await page.evaluate(() =>
        (window as unknown as MapWindow).__bypMap!.getView().getZoom(),
      );
      const answer = await mapApi(
        (await page.locator(FRAME).getAttribute('data-bbox'))!,
        await frameNumber(page, 'data-zoom'),
      );
      const largest = answer.clusters.reduce((a, b) => (b.count > a.count ? b : a));

      // Tab into the list (it shows while it has the focus) to the largest cluster's button.
      const list = page.getByTestId('map-keyboard-list');
      const button = list.locator(`button[data-point-key="cluster:${largest.id}"]`);
      await button.focus();
      expect(await button.textContent()).toBe(plural(lang, 'directory:map.cluster', largest.count));
      expect(await list.evaluate((panel) => panel.getBoundingClientRect().width > 1)).toBe(true);
      await page.keyboard.press('Enter');
      await settled(page);

      // Zoomed in to the cluster: further in, its businesses all in view, its button gone, and the
      // focus kept in the list (its heading), which now lists the new view.
      const after = await page.evaluate(() => (window as unknown as MapWindow).__bypMap!.getView().getZoom());
      expect(after).toBeGreaterThan(before);
      const extent = await visibleExtent(page);
      const [west, south, east, north] = largest.bbox;
      expect(inside(extent, west, south) && inside(extent, east, north)).toBe(true);
      const listed = await keyboardList(page);
      expect(listed.some((item) => item.key === `cluster:${largest.id}`)).toBe(false);
      expect(listed.reduce((sum, item) => sum + (item.count ?? 1), 0)).toBeGreaterThanOrEqual(largest.count);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
      expect(await list.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
      // Every business in view is listed: the list's count is the page's own count of the view.
      const inView = located.filter((b) => inside(extent, b.lon, b.lat)).length;
      expect(listed.reduce((sum, item) => sum + (item.count ?? 1), 0)).toBeGreaterThanOrEqual(inView);

      // On to a single business with the keyboard: its 'Show … on map' button opens its popup.
      await showAt(page, PROBE.lon, PROBE.lat, 17);
      await list
        .getByRole('button', { name: t(lang, 'directory:map.showOnMap', { name: PROBE.name }) })
        .focus();
      await page.keyboard.press('Enter');
      const popup = page.getByTestId('map-popup');
      await popup.getByText(PROBE.address).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(PROBE.name);
    });
  });
});
