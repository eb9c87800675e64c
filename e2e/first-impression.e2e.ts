// Issue 13, point 4: what a new visitor notices in the first minute, on a phone and a desktop, in
// both languages. Each test waits for the state a visitor would see (never for a time).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, openPage, watchProblems, type OpenedPage, type PageOptions } from './support/browser';
import { seriousViolations } from './support/axe';
import { t, type Language } from './support/i18n';
import { pressUntil } from './support/wait';

interface Business {
  id: string;
  name: string;
  category: string;
  latitude: number | null;
  longitude: number | null;
}
interface Offer {
  id: string;
  title: string;
  maxRedemptions: number | null;
  currentRedemptions: number;
}
interface Post {
  id: string;
  title: string;
}

/** A feature of the OpenLayers map: a marker carries a name (the base's outline and river do not). */
interface MapFeature {
  get(key: 'name' | 'kind'): string | undefined;
  getGeometry(): { getCoordinates(): number[] } | undefined;
}
/** The bits of the OpenLayers map (window.__bypMap, a test hook of mf-directory) the tests use. */
interface MapHook {
  getAllLayers(): { getSource(): { getFeatures?(): MapFeature[] } | null }[];
  getPixelFromCoordinate(coordinate: number[]): number[];
  getView(): { getResolution(): number | undefined };
  once(type: 'rendercomplete', listener: () => void): unknown;
  render(): void;
}
declare global {
  interface Window {
    __bypMap?: MapHook;
  }
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SEPARATOR = ' – ';

/** Web Mercator (EPSG:3857) metres of a longitude/latitude, as the map's view uses. */
const mercator = (lon: number, lat: number): [number, number] => {
  const radius = 6378137;
  return [(lon * Math.PI * radius) / 180, radius * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))];
};

describe.each(['en', 'uk'] as Language[])('first impression (%s)', (lang) => {
  let browser: Browser;
  let opened: OpenedPage[] = [];
  const appName = t(lang, 'appName');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    const problems = opened.flatMap((o) => o.problems);
    await Promise.all(opened.map((o) => o.context.close()));
    opened = [];
    expect(problems).toEqual([]);
  });

  const open = async (path: string, options: PageOptions = {}): Promise<Page> => {
    const o = await openPage(browser, { language: lang, ...options });
    opened.push(o);
    await o.page.goto(path);
    return o.page;
  };
  /**
   * The directory's first answer shown: the results no longer busy and their cards drawn. Not a
   * count from the API: other test files approve and add businesses on the same system meanwhile.
   */
  const resultsShown = (page: Page) =>
    page.waitForFunction(() => {
      const results = document.querySelector('section[aria-labelledby="businesses-heading"]');
      return (
        results?.getAttribute('aria-busy') === 'false' &&
        results.querySelectorAll('[data-testid="business-card"]').length > 0
      );
    });
  const cardCount = (page: Page, n: number) =>
    page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="business-card"]').length === count,
      n,
    );
  /** The map drawn with the markers of the businesses the page shows. */
  const markersShown = async (page: Page) => {
    await resultsShown(page);
    await page.waitForFunction(
      () =>
        Number(document.querySelector('[data-testid="business-map"]')?.getAttribute('data-marker-count')) > 0,
    );
  };
  const waitForTitle = (page: Page, title: string) =>
    page
      .waitForFunction((expected) => document.title === expected, title)
      .catch(async () => {
        throw new Error(
          `the tab title stayed ${JSON.stringify(await page.title())}, not ${JSON.stringify(title)}`,
        );
      });

  /**
   * axe's serious and critical violations on the page a visitor reads: its heading drawn, the
   * network quiet and no loading state left. Functional tests call it on the page they opened, at
   * the state the page first settles in, so a page is loaded once for both checks.
   */
  const axeFindings = async (page: Page) => {
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    return (await seriousViolations(page)).map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  };

  it('scrolls a phone to the results of a search, with the search bar out of the way', async () => {
    const page = await open('/?view=list', { viewport: PHONE });
    await resultsShown(page);
    const expected = (await api<Business[]>('/api/businesses?q=dental')).body;
    expect(expected.length).toBeGreaterThan(0);
    await page.getByLabel(t(lang, 'directory:search.termLabel')).fill('dental');
    await page.keyboard.press('Enter');
    await cardCount(page, expected.length);
    // The results' heading and first card are on screen (before the search they were below the fold).
    await page.waitForFunction(() => {
      const heading = document.getElementById('businesses-heading')?.getBoundingClientRect();
      const card = document.querySelector('[data-testid="business-card"]')?.getBoundingClientRect();
      return (
        !!heading &&
        !!card &&
        heading.top >= 0 &&
        card.top < window.innerHeight * 0.6 &&
        document.elementFromPoint(heading.left + 4, heading.top + heading.height / 2)?.id ===
          'businesses-heading'
      );
    });
    // The search bar covers no more than a tenth of the screen once the results are up. The page
    // scrolls smoothly, and on a busy machine two frames can show the same position mid-scroll:
    // wait for the state itself, then measure (a bar that never gets out of the way fails here).
    // (Functions, not strings: the page's CSP forbids evaluating strings.)
    const barShareWithin = (limit: number) => {
      const bar = document.querySelector('form[role="search"]')!.getBoundingClientRect();
      const visible = Math.max(0, Math.min(bar.bottom, window.innerHeight) - Math.max(bar.top, 0));
      const share = visible / window.innerHeight;
      return share <= limit && { share };
    };
    await page.waitForFunction(barShareWithin, 0.1, { timeout: 15_000 }).catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    });
    const measured = await page.evaluate(barShareWithin, 1);
    expect(measured && measured.share).toBeLessThanOrEqual(0.1);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'shows the matching cards with the map, the default view, with no serious or critical axe violations (%s)',
    async (kind, viewport) => {
      const page = await open('/', { viewport });
      await markersShown(page);
      await resultsShown(page);
      expect(await axeFindings(page)).toEqual([]);
      const map = (await page.getByTestId('business-map').boundingBox())!;
      const card = (await page.getByTestId('business-card').first().boundingBox())!;
      if (kind === 'desktop') {
        // Beside the map, level with its top: seen together with it.
        expect(card.x).toBeGreaterThanOrEqual(map.x + map.width);
        expect(Math.abs(card.y - map.y)).toBeLessThan(80);
      } else {
        // Under a map that leaves room for them.
        expect(card.y).toBeGreaterThanOrEqual(map.y + map.height);
        expect(map.height).toBeLessThanOrEqual(viewport.height * 0.6);
      }
    },
  );

  it('draws a light London under a map without tiles, and names its dots on hover and keyboard focus', async () => {
    const page = await open('/');
    await markersShown(page);
    // The whole map on screen, so the pointer can reach any of its dots.
    await page.getByTestId('business-map').evaluate((map) => map.scrollIntoView({ block: 'center' }));
    const mapBox = (await page.getByTestId('business-map').boundingBox())!;
    expect(mapBox.y).toBeGreaterThanOrEqual(0);
    expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(DESKTOP.height);
    await page.waitForFunction(() => window.__bypMap?.getView().getResolution() !== undefined);
    /** The colour drawn at a place: the topmost opaque pixel of the map's canvases, or null. */
    const colourAt = (lon: number, lat: number) =>
      page.evaluate(
        ([x, y]) =>
          new Promise<number[] | null>((resolve) => {
            // Read after a complete render (the base and markers drawn, the tiles given up).
            window.__bypMap!.once('rendercomplete', () => {
              const pixel = window.__bypMap!.getPixelFromCoordinate([x, y]);
              const canvases = Array.from(
                document.querySelectorAll<HTMLCanvasElement>('[data-testid="business-map"] canvas'),
              );
              let found: number[] | null = null;
              for (const canvas of canvases) {
                const scale = canvas.width / canvas.getBoundingClientRect().width;
                const data = canvas
                  .getContext('2d')!
                  .getImageData(Math.round(pixel[0] * scale), Math.round(pixel[1] * scale), 1, 1).data;
                if (data[3] === 255) found = [data[0], data[1], data[2]];
              }
              resolve(found);
            });
            window.__bypMap!.render();
          }),
        mercator(lon, lat),
      );
    // Every answer in (the All view's communities come apart from the businesses) and all of
    // their markers on the map's source: the view's clusters and single markers (issue 29) and
    // the communities, as many as the map's frame says it draws.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => {
      const element = document.querySelector('[data-testid="business-map"]')!;
      if (element.getAttribute('data-loading') !== 'false') return false;
      const drawn = window
        .__bypMap!.getAllLayers()
        .flatMap((layer) => layer.getSource()?.getFeatures?.() ?? [])
        .filter((feature) => feature.get('kind') !== undefined);
      return drawn.length === Number(element.getAttribute('data-point-count'));
    });
    /** The markers the page drew (businesses, clusters and the All view's communities), at their pixels. */
    const markers = await page.evaluate(() =>
      window
        .__bypMap!.getAllLayers()
        .flatMap((layer) => layer.getSource()?.getFeatures?.() ?? [])
        .filter((feature) => feature.get('kind') !== undefined)
        .map((feature) => ({
          name: feature.get('name') ?? '',
          isCommunity: feature.get('kind') === 'community',
          isCluster: feature.get('kind') === 'cluster',
          pixel: window.__bypMap!.getPixelFromCoordinate(feature.getGeometry()!.getCoordinates()),
        })),
    );
    expect(markers.length).toBeGreaterThan(1);
    const distance = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
    const inView = (pixel: number[]) =>
      pixel[0] > 40 && pixel[0] < mapBox.width - 40 && pixel[1] > 60 && pixel[1] < mapBox.height - 20;
    /**
     * The first of these places on screen that no marker covers: other test files add located
     * businesses and communities (one sits on the Thames at Westminster) while this one runs.
     */
    const clearOfMarkers = async (places: [number, number][]): Promise<[number, number]> => {
      const pixels = await page.evaluate(
        (points) => points.map((point) => window.__bypMap!.getPixelFromCoordinate(point)),
        places.map(([lon, lat]) => mercator(lon, lat)),
      );
      const free = pixels.findIndex(
        (pixel) =>
          pixel[0] > 2 &&
          pixel[0] < mapBox.width - 2 &&
          pixel[1] > 2 &&
          pixel[1] < mapBox.height - 2 &&
          markers.every((marker) => distance(marker.pixel, pixel) > (marker.isCluster ? 36 : 16)),
      );
      expect(free).toBeGreaterThanOrEqual(0);
      return places[free];
    };
    // Inside the Greater London outline, away from the markers: a light land colour, not a void.
    const land = await colourAt(
      ...(await clearOfMarkers([
        [-0.26, 51.6],
        [-0.4, 51.56],
        [0.1, 51.59],
        [-0.05, 51.64],
      ])),
    );
    expect(land).not.toBeNull();
    expect(Math.min(...land!)).toBeGreaterThan(235);
    // On the Thames (at Westminster, the City, Greenwich or Putney): the river's blue.
    const river = await colourAt(
      ...(await clearOfMarkers([
        [-0.122, 51.5],
        [-0.0625, 51.504],
        [0.095, 51.5045],
        [-0.24, 51.4885],
      ])),
    );
    expect(river).not.toBeNull();
    expect(river![2] - river![0]).toBeGreaterThan(20);

    // The most isolated business marker on screen, so it is the one under the pointer.
    const target = markers
      .filter((marker) => !marker.isCommunity && !marker.isCluster && inView(marker.pixel))
      .map((candidate) => ({
        ...candidate,
        nearest: Math.min(
          ...markers.filter((m) => m !== candidate).map((m) => distance(m.pixel, candidate.pixel)),
        ),
      }))
      .sort((a, b) => b.nearest - a.nearest)[0];
    expect(target?.nearest).toBeGreaterThan(30);
    const tooltip = page.getByTestId('map-tooltip');
    await page.mouse.move(mapBox.x + target.pixel[0], mapBox.y + target.pixel[1]);
    await tooltip.getByText(target.name, { exact: true }).waitFor();
    await page.mouse.move(mapBox.x + mapBox.width + 50, mapBox.y + 10);
    await tooltip.waitFor({ state: 'detached' });

    // Keyboard: focusing a business's 'Show … on map' button names its dot too.
    const other = markers.find(
      (m) => !m.isCommunity && !m.isCluster && inView(m.pixel) && m.name !== target.name,
    )!;
    await page
      .getByRole('button', { name: t(lang, 'directory:map.showOnMap', { name: other.name }), exact: true })
      .first()
      .focus();
    await tooltip.getByText(other.name, { exact: true }).waitFor();
  });

  it("shows 'Claimed' on an offer claimed from this browser, also after a reload, and does not claim it again", async () => {
    const offers = (await api<Offer[]>(`/api/offers?lang=${lang}`)).body;
    const offer = offers.find(
      (o) => o.maxRedemptions !== null && o.maxRedemptions - o.currentRedemptions >= 2,
    );
    expect(offer).toBeDefined();
    const page = await open('/?view=list');
    const strip = page.getByRole('region', { name: t(lang, 'directory:offers.heading') });
    const card = strip.locator('article', { hasText: offer!.title }).first();
    await card.getByRole('button', { name: t(lang, 'directory:offers.claim.button'), exact: true }).click();
    const claimed = card.getByRole('button', {
      name: t(lang, 'directory:offers.claim.claimedButton'),
      exact: true,
    });
    await claimed.waitFor();
    expect(await claimed.isDisabled()).toBe(true);
    const counted = async () =>
      (await api<Offer[]>('/api/offers')).body.find((o) => o.id === offer!.id)!.currentRedemptions;
    expect(await counted()).toBe(offer!.currentRedemptions + 1);

    await page.reload();
    await card
      .getByRole('button', { name: t(lang, 'directory:offers.claim.claimedButton'), exact: true })
      .waitFor();
    expect(
      await card.getByRole('button', { name: t(lang, 'directory:offers.claim.button'), exact: true }).count(),
    ).toBe(0);
    expect(await counted()).toBe(offer!.currentRedemptions + 1);
  });

  // One loaded app for every title: the category view's is reached from the list by its link.
  it('names the page in the tab title, the business or post whose dialog is open, and the category in the heading and title of the category view', async () => {
    const page = await open('/?view=list');
    await waitForTitle(page, [t(lang, 'shell:nav.directory'), appName].join(SEPARATOR));
    await resultsShown(page);
    const business = {
      name: (await page.getByTestId('business-card').first().getByRole('heading').first().textContent())!,
    };
    await page
      .getByTestId('business-card')
      .filter({ has: page.getByRole('heading', { name: business.name, exact: true }) })
      .getByRole('button', { name: t(lang, 'directory:card.viewDetails') })
      .click();
    await page.getByRole('dialog', { name: business.name }).waitFor();
    await waitForTitle(page, [business.name, t(lang, 'shell:nav.directory'), appName].join(SEPARATOR));
    await pressUntil(page, 'Escape', (timeout) =>
      page.getByRole('dialog').waitFor({ state: 'detached', timeout }),
    );
    await waitForTitle(page, [t(lang, 'shell:nav.directory'), appName].join(SEPARATOR));

    await page
      .getByRole('list', { name: t(lang, 'shell:nav.categories') })
      .getByRole('link', { name: t(lang, 'categories.lessons') })
      .click();
    const category = t(lang, 'categories.lessons');
    await page
      .getByRole('heading', { level: 2, name: t(lang, 'directory:businesses.categoryHeading', { category }) })
      .waitFor();
    await waitForTitle(page, [category, appName].join(SEPARATOR));

    const pages: [string, string][] = [
      ['/communities', t(lang, 'shell:nav.communities')],
      ['/news-events', t(lang, 'shell:nav.newsEvents')],
      ['/about', t(lang, 'shell:about.title')],
      ['/admin/login', t(lang, 'shell:titles.adminLogin')],
      ['/no-such-page', t(lang, 'shell:notFound.title')],
    ];
    for (const [path, name] of pages) {
      await page.goto(path);
      await waitForTitle(page, [name, appName].join(SEPARATOR));
    }

    const post = (await api<Post[]>(`/api/posts?lang=${lang}`)).body[0];
    await page.goto(`/news-events?post=${post.id}`);
    await page.getByRole('dialog', { name: post.title }).waitFor();
    await waitForTitle(page, [post.title, t(lang, 'shell:nav.newsEvents'), appName].join(SEPARATOR));
  });

  it('has no serious or critical axe violations in the list view, and names both the term and the location when a search finds nothing', async () => {
    const page = await open('/?view=list');
    await resultsShown(page);
    expect(await axeFindings(page)).toEqual([]);
    await page.getByLabel(t(lang, 'directory:search.termLabel')).fill('zzqx-nothing');
    await page.getByLabel(t(lang, 'directory:search.locationLabel')).fill('SE10');
    await page.keyboard.press('Enter');
    await page
      .getByText(t(lang, 'directory:businesses.noMatchNear', { term: 'zzqx-nothing', location: 'SE10' }))
      .waitFor();
  });

  it("keeps focus in the phone's menu drawer while it is open and gives it back on close", async () => {
    const page = await open('/', { viewport: PHONE });
    const menu = page.getByRole('button', { name: t(lang, 'shell:header.toggleSidebar') });
    await menu.click();
    const inDrawer = () =>
      page.evaluate(() => document.getElementById('app-sidebar')!.contains(document.activeElement));
    await page.waitForFunction(() =>
      document.getElementById('app-sidebar')!.contains(document.activeElement),
    );
    const stops = await page.evaluate(
      () =>
        Array.from(
          document.getElementById('app-sidebar')!.querySelectorAll('a[href], button:not([disabled])'),
        ).filter((element) => element.getClientRects().length > 0).length,
    );
    expect(stops).toBeGreaterThan(2);
    // Round the drawer once forwards and once backwards: focus never leaves it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i <= stops; i++) {
        await page.keyboard.press(key);
        expect(await inDrawer()).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => {
      const active = document.activeElement;
      return (
        active?.getAttribute('aria-controls') === 'app-sidebar' &&
        active.getAttribute('aria-expanded') === 'false'
      );
    });
  });

  // The admin console's screens, signed in, are checked in both languages by admin-console.e2e.ts;
  // the map view (/, desktop and phone) and the list view with the functional tests above, on the
  // pages they open.
  describe('accessibility (axe: no serious or critical violations)', () => {
    // These pages are only read: one context serves them all, so each page after the first takes
    // the app's scripts from the context's cache instead of fetching and compiling them again.
    let shared: BrowserContext;
    beforeAll(async () => {
      shared = (await openPage(browser, { language: lang })).context;
    });
    afterAll(() => shared.close());

    it.each([
      ['/communities', DESKTOP],
      ['/news-events', DESKTOP],
      ['/news-events', PHONE],
      ['/about', DESKTOP],
      ['/no-such-page', DESKTOP],
      ['/admin/login', DESKTOP],
    ])('%s (%o)', async (path, viewport) => {
      const page = await shared.newPage();
      try {
        const problems = watchProblems(page);
        await page.setViewportSize(viewport);
        await page.goto(path);
        expect(await axeFindings(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
