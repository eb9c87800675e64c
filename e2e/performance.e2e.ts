// Issue 13, the parts a visitor would notice without a stopwatch (the timings are in
// `npm run bench`, never here): the first paint before JavaScript, one federation runtime per
// page, and the sample pictures served by the product itself.
import type { Browser } from 'playwright-core';
import directoryEn from '../mf-directory/src/i18n/en.json';
import directoryUk from '../mf-directory/src/i18n/uk.json';
import { baseUrl, launchBrowser, openPage, type OpenedPage } from './support/browser';

/** Global state only the federation runtime core sets up (a remote built against the host's has none). */
const RUNTIME_MARKER = '__GLOBAL_LOADING_REMOTE_ENTRY__';

describe('first impression and page weight', () => {
  let browser: Browser;
  let opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    await Promise.all(opened.map((o) => o.context.close()));
    opened = [];
  });

  it('serves the header and the hero text in both languages in the HTML itself (painted before any script)', async () => {
    const res = await fetch(`${baseUrl()}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(directoryEn.hero.title);
    expect(html).toContain(directoryUk.hero.title);
    expect(html).toMatch(/<header[^>]*class="?pre-bar/);

    // With every script held back, the static markup is what a visitor sees: the English hero by default.
    const context = await browser.newContext();
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: directoryEn.hero.title }).waitFor();
    expect(await page.getByText(directoryUk.hero.title, { exact: true }).isVisible()).toBe(false);
    await context.close();
  });

  it('shows the Ukrainian hero from the static HTML when uk was chosen, before the app replaces it', async () => {
    const o = await openPage(browser, { language: 'uk' });
    opened.push(o);
    // Hold every script but preload.js back: what shows is the HTML's own first paint.
    await o.context.route(/\.js(\?|$)/, (route) =>
      route.request().url().includes('/preload.js') ? route.continue() : route.abort(),
    );
    await o.page.goto('/');
    await o.page.getByRole('heading', { level: 1, name: directoryUk.hero.title }).waitFor();
    expect(await o.page.getByText(directoryEn.hero.title, { exact: true }).isVisible()).toBe(false);
    expect(await o.page.locator('html').getAttribute('lang')).toBe('uk');
  });

  /**
   * The scripts a fresh browser requests for `path` until the page is quiet. Loaded once a path:
   * the runtime check and the preload check below read the same load.
   */
  const loads = new Map<string, Promise<string[]>>();
  const scriptsOf = (path: string) => {
    if (!loads.has(path))
      loads.set(
        path,
        (async () => {
          const o = await openPage(browser);
          opened.push(o);
          const scripts: string[] = [];
          o.page.on('request', (request) => {
            if (request.resourceType() === 'script') scripts.push(request.url());
          });
          await o.page.goto(path);
          await o.page.locator('main h1, main h2').first().waitFor();
          await o.page.waitForLoadState('networkidle');
          return scripts;
        })(),
      );
    return loads.get(path)!;
  };

  it.each(['/', '/communities', '/news-events'])('loads one federation runtime on %s', async (path) => {
    const scripts = await scriptsOf(path);
    // The bodies are read again from the gateway: the same files the page ran.
    const loaded = await Promise.all(
      scripts.map(async (url) => ({
        url,
        runtime: (await (await fetch(url)).text()).includes(RUNTIME_MARKER),
      })),
    );
    // A remote was loaded (the page is federated) and only the host's main.js carries the runtime.
    expect(loaded.some((s) => s.url.includes('remoteEntry.js'))).toBe(true);
    expect(loaded.filter((s) => s.runtime).map((s) => new URL(s.url).pathname)).toEqual(['/main.js']);
  });

  it('loads ICU on a worker the CSP allows, and the offer prices still read as pounds', async () => {
    const o = await openPage(browser);
    opened.push(o);
    const blocked: string[] = [];
    o.page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) blocked.push(msg.text());
    });
    // The sample accountant's £30 offer, formatted by the page's own Intl.NumberFormat, on its own
    // address: the home page's strip shows only the offers ending soonest, and offers other files
    // create can push it out of them.
    const [accountant] = (await (
      await fetch(`${baseUrl()}/api/businesses?q=${encodeURIComponent('Sich Accountancy')}`)
    ).json()) as { slug: string }[];
    const worker = o.page.waitForEvent('worker');
    await o.page.goto(`/business/${accountant.slug}`);
    expect(new URL((await worker).url()).pathname).toBe('/intl-warmup.js');
    await o.page.getByText('£30 OFF', { exact: true }).first().waitFor();
    expect(blocked).toEqual([]);
    expect(o.problems).toEqual([]);
  });

  it('asks for each API answer once on /: the communities badge and the list share one request', async () => {
    const communities = (await (await fetch(`${baseUrl()}/api/communities`)).json()) as {
      name: string;
      latitude?: number | null;
    }[];
    // A sample community: other files' communities may be deleted while this one runs.
    const located = communities.find(
      (c) => c.name === 'Dzvin Ukrainian Choir London' && typeof c.latitude === 'number',
    );
    expect(located).toBeDefined();
    const o = await openPage(browser);
    opened.push(o);
    const apiRequests: string[] = [];
    o.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/'))
        apiRequests.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await o.page.goto('/');
    // The shell's sidebar counts the communities; the directory's All view plots them on its map.
    // Any count: files running beside this one add approved communities while it runs.
    await o.page.getByText(/^\d+ communities$/).waitFor({ state: 'attached' });
    await o.page
      .getByRole('button', { name: `Show ${located?.name} on map`, exact: true })
      .waitFor({ state: 'attached' });
    await o.page.waitForLoadState('networkidle');
    // The first page of the communities (issue 29): the badge reads its X-Total-Count.
    expect(apiRequests.filter((r) => r === 'GET /api/communities?limit=24&offset=0&lang=en')).toHaveLength(1);
    expect(apiRequests.length).toBe(new Set(apiRequests).size);
    expect(o.problems).toEqual([]);
  });

  it("loads the sample businesses' pictures from the product, WebP with sizes and lazy loading", async () => {
    const o = await openPage(browser);
    opened.push(o);
    const images: string[] = [];
    o.page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() === 200)
        images.push(response.url());
    });
    // The list view shows the cards with their pictures (the map is the default view).
    await o.page.goto('/?view=list');
    // Lazy images load when they near the viewport: bring the first card's picture into view.
    // Business cards only: the All view lists communities too, whose first three pictures load at
    // once (eager), and on a slow host one of them can be the first picture loaded.
    const frames = '[data-testid="business-card"] [data-testid="image-frame"]';
    await o.page.locator(frames).first().scrollIntoViewIfNeeded();
    const first = o.page.locator(`${frames}[data-status="loaded"]`).first();
    await first.waitFor();
    const img = first.locator('img');
    expect(await img.getAttribute('width')).toBe('800');
    expect(await img.getAttribute('height')).toBe('450');
    expect(await img.getAttribute('loading')).toBe('lazy');
    const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(new URL(current).pathname).toMatch(/^\/images\/businesses\/[\w-]+\.webp$/);
    expect(images.some((url) => new URL(url).origin === new URL(baseUrl()).origin)).toBe(true);
    // No picture the product serves itself (/images/…) failed on a business card. Only those: the
    // All view also lists communities, and other test files add rows whose pictures are meant to be
    // missing (a community's no-such-image.svg, a business's https://images.example/… hero).
    const failedOwnPictures = await o.page
      .locator('[data-testid="business-card"] [data-testid="image-frame"][data-status="failed"] img')
      .evaluateAll((imgs) =>
        imgs.map((img) => img.getAttribute('src') ?? '').filter((src) => src.startsWith('/images/')),
      );
    expect(failedOwnPictures).toEqual([]);
  });

  it.each(['/communities', '/news-events'])(
    'preloads from the HTML of %s every start-up script of the host the page then runs',
    async (path) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const preloaded = [...html.matchAll(/<link rel="?preload"? href="?([^"\s>]+)"? as="?script/g)]
        .map((match) => match[1])
        .filter((href) => !href.startsWith('/mf/'));
      // The host's chunks: not its runtime (main.js), the first-paint script, the Intl worker or the remotes' files.
      const hostScripts = (await scriptsOf(path))
        .map((url) => new URL(url).pathname)
        .filter((pathname) => !/^\/(mf\/|main\.js|preload\.js|intl-warmup\.js)/.test(pathname));
      expect(preloaded.length).toBeGreaterThan(0);
      expect([...new Set(hostScripts)].sort()).toEqual([...preloaded].sort());
    },
  );

  it("sizes the news grid's pictures, loads the first row at once and the rest lazily, from the product", async () => {
    const o = await openPage(browser);
    opened.push(o);
    await o.page.goto('/news-events');
    const pictures = o.page.locator('[data-testid="post-card"] img');
    // Wait for the first card's picture itself (the largest paint on a phone), not just its box.
    await o.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="post-card"] img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    const attributes = await pictures.evaluateAll((imgs) =>
      imgs.map((img) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        src: img.getAttribute('src') ?? '',
      })),
    );
    // The sample posts outnumber the first row, so some pictures wait until they near the screen.
    expect(attributes.length).toBeGreaterThan(3);
    for (const picture of attributes) {
      expect([picture.width, picture.height]).toEqual(['800', '450']);
    }
    expect(attributes.map((p) => p.loading)).toEqual(attributes.map((_, i) => (i < 3 ? 'eager' : 'lazy')));
    expect(attributes[0].fetchPriority).toBe('high');
    // Other test files add posts of their own; the sample posts' pictures are the product's files.
    expect(attributes.some((p) => /^\/images\/posts\/[\w-]+\.svg$/.test(p.src))).toBe(true);
    expect(o.problems).toEqual([]);
  });
});
