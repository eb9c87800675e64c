// Issue 25: an address for every business, community and event, read by search engines and chat
// apps. The served HTML is read as a crawler reads it (no script run: jsdom parses, nothing
// executes); the browser tests open items by their addresses, go Back to the list, and share.
import type { Browser, Page } from 'playwright-core';
import { crawlerView, jsonLdProblems } from '@byp/testing';
import { adminToken, api } from './support/api';
import { baseUrl, launchBrowser, openPagesPerTest } from './support/browser';
import { t, type Language } from './support/i18n';

interface Item {
  id: string;
  slug: string;
  name?: string;
  title?: string;
}

const LANGUAGES: Language[] = ['en', 'uk'];
const HOSTILE = 'Findable </script><script>alert(1)</script> "><img src=x onerror=alert(2)> Deli';

/** The page as a crawler gets it: status, type, the HTML, and Location for a redirect. */
async function served(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    location: res.headers.get('location'),
    html: await res.text(),
  };
}

let browser: Browser;
let token: string;
let bakery: Item;
let hostile: Item;
let community: Item;
let event: Item;
let news: Item;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  const create = async (path: string, body: Record<string, unknown>) => {
    const res = await api<Item>(path, { method: 'POST', token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  bakery = await create('/api/businesses', {
    name: 'Findable Rye Bakery',
    nameUk: 'Житня пекарня для пошуку',
    description: 'Rye bread and pampushky baked every morning, found by its own address.',
    descriptionUk: 'Житній хліб і пампушки щоранку, за власною адресою.',
    category: 'dining',
    address: '9 Findable Street, London E8 1AA',
    area: 'Hackney',
    phone: '+44 20 7946 0101',
    latitude: 51.54,
    longitude: -0.06,
    openingHours: 'Mo-Sa 08:00-18:00',
    heroImage: '/images/communities/books.svg',
  });
  hostile = await create('/api/businesses', {
    name: HOSTILE,
    description: `${HOSTILE} sells sandwiches.`,
    category: 'dining',
    address: '1 Hostile Row, London',
    heroImage: 'https://example.org/x.jpg',
  });
  const submitted = await api<Item>('/api/communities/public', {
    method: 'POST',
    body: {
      name: 'Findable Choir',
      nameUk: 'Хор для пошуку',
      description: 'A choir that sings Ukrainian songs every Thursday evening in Leeds.',
      heroImage: 'https://example.org/choir.jpg',
      website: 'https://choir.example.org',
      contactEmail: '',
      instagram: '',
      tiktok: '',
      links: [],
    },
  });
  community = submitted.body;
  await api(`/api/communities/${community.id}/approve`, { method: 'POST', token });
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(17, 0, 0, 0);
  const posted = await api<Item>('/api/posts/public', {
    method: 'POST',
    body: {
      type: 'event',
      organizerType: 'community',
      organizerId: community.id,
      title: 'Findable carol evening',
      body: 'Carols and kutia for everyone; bring a friend and a song.',
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      isOnline: false,
      locationName: 'St Mary hall',
      address: '2 Church Lane, Leeds LS1 1AA',
      contactEmail: '',
      externalUrl: '',
    },
  });
  event = posted.body;
  await api(`/api/posts/${event.id}/approve`, { method: 'POST', token });
  const newsPosted = await api<Item>('/api/posts/public', {
    method: 'POST',
    body: {
      type: 'news',
      title: 'Findable news: a new Saturday school',
      body: 'A Saturday school opens in Leeds for children from four.',
      externalUrl: '',
      image: '',
    },
  });
  news = newsPosted.body;
  await api(`/api/posts/${news.id}/approve`, { method: 'POST', token });
});

afterAll(async () => {
  await browser?.close();
});

describe('served HTML, read without JavaScript', () => {
  it.each(LANGUAGES)(
    "a business's page carries its own head and LocalBusiness JSON-LD (%s)",
    async (lang) => {
      const page = await served(`/business/${bakery.slug}${lang === 'uk' ? '?lang=uk' : ''}`);
      expect([page.status, page.type]).toEqual([200, expect.stringMatching(/^text\/html/)]);
      const view = crawlerView(page.html);
      const name = lang === 'uk' ? 'Житня пекарня для пошуку' : 'Findable Rye Bakery';
      expect(view.htmlLang).toBe(lang);
      expect(view.title).toContain(name);
      expect(view.canonical).toMatch(
        new RegExp(`/business/${bakery.slug}${lang === 'uk' ? '\\?lang=uk' : ''}$`),
      );
      expect(Object.keys(view.alternates).sort()).toEqual(['en', 'uk', 'x-default']);
      expect(view.meta['og:title']).toBe(name);
      expect(view.meta['og:image']).toMatch(/^https?:\/\/[^/]+\/images\/communities\/books\.svg$/);
      expect(view.meta['twitter:card']).toBe('summary_large_image');
      expect(view.meta.description).toBeTruthy();
      // One title and one description: the site's own are left out on an item's page.
      expect(view.document.querySelectorAll('title')).toHaveLength(1);
      expect(view.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      // Feeds for autodiscovery.
      expect(view.feeds['application/rss+xml']).toBe('/api/posts/feed.xml');
      expect(view.feeds['text/calendar']).toBe('/api/posts/calendar.ics');
      expect(view.jsonLd).toHaveLength(1);
      expect(view.jsonLd[0]).toMatchObject({
        '@type': 'FoodEstablishment',
        name,
        telephone: '+44 20 7946 0101',
      });
      expect(
        await jsonLdProblems(view.jsonLd[0], [
          'url',
          'image',
          'telephone',
          'geo',
          'openingHoursSpecification',
          'description',
        ]),
      ).toEqual([]);
      expect(view.injected).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    "a community's and an event's pages carry an Organization and an Event; news a NewsArticle (%s)",
    async (lang) => {
      const query = lang === 'uk' ? '?lang=uk' : '';
      const choir = crawlerView((await served(`/communities/${community.slug}${query}`)).html);
      expect(choir.htmlLang).toBe(lang);
      expect(choir.jsonLd[0]).toMatchObject({
        '@type': 'Organization',
        name: lang === 'uk' ? 'Хор для пошуку' : 'Findable Choir',
      });
      expect(await jsonLdProblems(choir.jsonLd[0], ['description', 'image', 'sameAs'])).toEqual([]);
      const evening = await served(`/news-events/${event.slug}${query}`);
      expect(evening.status).toBe(200);
      const eveningView = crawlerView(evening.html);
      expect(eveningView.htmlLang).toBe(lang);
      expect(eveningView.jsonLd[0]).toMatchObject({
        '@type': 'Event',
        name: 'Findable carol evening',
        organizer: { name: lang === 'uk' ? 'Хор для пошуку' : 'Findable Choir' },
        location: { '@type': 'Place', name: 'St Mary hall' },
      });
      expect(await jsonLdProblems(eveningView.jsonLd[0], ['description', 'image', 'url'])).toEqual([]);
      const article = crawlerView((await served(`/news-events/${news.slug}${query}`)).html);
      expect(article.jsonLd[0]).toMatchObject({
        '@type': 'NewsArticle',
        headline: 'Findable news: a new Saturday school',
        inLanguage: lang,
      });
      expect(
        await jsonLdProblems(article.jsonLd[0], [
          'image',
          'dateModified',
          'author',
          'publisher',
          'description',
        ]),
      ).toEqual([]);
    },
  );

  it('keeps a hostile name inert in the served page', async () => {
    const page = await served(`/business/${hostile.slug}`);
    expect(page.status).toBe(200);
    const view = crawlerView(page.html);
    expect(view.injected).toEqual([]);
    expect(view.meta['og:title']).toBe(HOSTILE);
    expect(view.jsonLd[0]).toMatchObject({ name: HOSTILE });
    expect(page.html).not.toMatch(/<img src=x|<\/script><script>alert/);
  });

  it('answers an unknown slug and an unknown path with 404 and the app; a renamed item with 301', async () => {
    for (const path of [
      `/business/no-such-business-${Date.now()}`,
      '/communities/no-such-community',
      '/news-events/no-such-post',
      '/nonexistent-page',
    ]) {
      const page = await served(path);
      expect([path, page.status, page.type]).toEqual([path, 404, expect.stringMatching(/^text\/html/)]);
      expect(page.html).toMatch(/<div id="?root"?>/);
    }
    for (const path of ['/', '/communities', '/news-events', '/about', '/admin/login']) {
      expect([path, (await served(path)).status]).toEqual([path, 200]);
    }
    const renamed = await api<Item>('/api/businesses', {
      method: 'POST',
      token,
      body: {
        name: 'Findable Old Name',
        description: 'Renamed soon.',
        category: 'shop',
        address: '3 Rename Road, London',
        heroImage: 'https://example.org/r.jpg',
      },
    });
    await api(`/api/businesses/${renamed.body.id}`, {
      method: 'PATCH',
      token,
      body: { name: 'Findable New Name' },
    });
    const moved = await served(`/business/${renamed.body.slug}`);
    expect([moved.status, moved.location]).toEqual([301, '/business/findable-new-name']);
  });

  it("links each feed item to its own address, absolute, which serves the item's page", async () => {
    const rss = await served('/api/posts/feed.xml');
    expect(rss.status).toBe(200);
    const item = [...rss.html.matchAll(/<item>[\s\S]*?<\/item>/g)]
      .map((m) => m[0])
      .find((each) => each.includes(news.id));
    expect(item).toBeDefined();
    const link = /<link>([^<]+)<\/link>/.exec(item!)?.[1];
    expect(link).toMatch(new RegExp(`^https?://[^/]+/news-events/${news.slug}$`));
    const ics = await served('/api/posts/calendar.ics');
    expect(ics.status).toBe(200);
    const vevent = ics.html
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .find((each) => each.includes(`UID:${event.id}@`));
    expect(vevent).toBeDefined();
    const url = /^URL(?:;VALUE=URI)?:(.+)\r$/m.exec(vevent!)?.[1];
    expect(url).toMatch(new RegExp(`^https?://[^/]+/news-events/${event.slug}$`));
    // The address answers with the item's own page.
    for (const [address, type] of [
      [link!, 'NewsArticle'],
      [url!, 'Event'],
    ]) {
      const page = await served(new URL(address).pathname);
      expect([address, page.status]).toEqual([address, 200]);
      expect(crawlerView(page.html).jsonLd[0]).toMatchObject({ '@type': type });
    }
  });

  it('serves robots.txt and a sitemap of exactly the approved items', async () => {
    const robots = await served('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.html).toMatch(/^Disallow: \/admin$/m);
    expect(robots.html).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.html).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    const index = await served('/sitemap.xml');
    expect([index.status, index.type]).toEqual([200, expect.stringMatching(/xml/)]);
    const parts = [...index.html.matchAll(/<loc>[^<]*(\/sitemaps\/\w+\.xml)<\/loc>/g)]
      .map((m) => m[1])
      .sort();
    expect(parts).toEqual(['/sitemaps/businesses.xml', '/sitemaps/communities.xml', '/sitemaps/posts.xml']);
    const listed = async (part: string) =>
      [
        ...(await served(part)).html.matchAll(
          /<loc>[^<]*?(\/(?:business|communities|news-events)\/[^<]+)<\/loc>/g,
        ),
      ]
        .map((m) => m[1])
        .sort();
    const businesses = (await api<Item[]>('/api/businesses')).body;
    expect(await listed('/sitemaps/businesses.xml')).toEqual(
      businesses.map((b) => `/business/${b.slug}`).sort(),
    );
    const communities = (await api<Item[]>('/api/communities')).body;
    expect(await listed('/sitemaps/communities.xml')).toEqual(
      communities.map((c) => `/communities/${c.slug}`).sort(),
    );
    const posts = (await api<Item[]>('/api/posts')).body;
    expect(await listed('/sitemaps/posts.xml')).toEqual(posts.map((p) => `/news-events/${p.slug}`).sort());
    // Pending items are in no part.
    const pending = (await api<Item[]>('/api/communities/all', { token })).body.filter(
      (c) => !communities.some((approved) => approved.id === c.id),
    );
    expect(pending.length).toBeGreaterThan(0);
    expect(await listed('/sitemaps/communities.xml')).not.toContain(`/communities/${pending[0].slug}`);
  });
});

describe('item addresses in the browser', () => {
  const open = openPagesPerTest();
  const dialogOf = (page: Page, name: string) => page.getByRole('dialog', { name });

  it.each(LANGUAGES)(
    'a deep link opens the business over the list; Close leaves the list (%s)',
    async (lang) => {
      const { page } = await open(browser, { language: lang });
      await page.goto(`/business/${bakery.slug}`);
      const name = lang === 'uk' ? 'Житня пекарня для пошуку' : 'Findable Rye Bakery';
      await dialogOf(page, name).waitFor();
      await page.getByRole('heading', { name: t(lang, 'directory:hero.title'), level: 1 }).waitFor();
      await dialogOf(page, name)
        .getByRole('button', { name: t(lang, 'common:actions.close'), exact: true })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('business-card').first().waitFor();
    },
  );

  it.each(LANGUAGES)(
    'a card pushes the address; Back closes the dialog and restores the list and its scroll (%s)',
    async (lang) => {
      const { page } = await open(browser, { language: lang, viewport: { width: 1280, height: 700 } });
      await page.goto('/?view=list');
      const card = page
        .getByTestId('business-card')
        .filter({ hasText: lang === 'uk' ? 'Житня пекарня для пошуку' : 'Findable Rye Bakery' });
      await card.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Where the card sits on the screen: the browser's scroll anchoring keeps it there while
      // content above it settles, so this, not scrollY, is what the visitor sees.
      const cardTop = () => card.first().evaluate((element) => element.getBoundingClientRect().top);
      const before = await cardTop();
      await card
        .first()
        .getByRole('button', { name: t(lang, 'directory:card.viewDetails') })
        .click();
      await page.waitForURL(
        (url) => url.pathname === `/business/${bakery.slug}` && url.searchParams.get('view') === 'list',
      );
      await page.getByRole('dialog').first().waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('view') === 'list');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await card.first().waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(Math.abs((await cardTop()) - before)).toBeLessThan(80);
    },
  );

  it.each(LANGUAGES)(
    'opens a community and an event by address, and the not-found view for an unknown one (%s)',
    async (lang) => {
      const { page } = await open(browser, { language: lang });
      await page.goto(`/communities/${community.slug}`);
      await dialogOf(page, lang === 'uk' ? 'Хор для пошуку' : 'Findable Choir').waitFor();
      await page.getByRole('heading', { name: t(lang, 'directory:communities.title'), level: 1 }).waitFor();
      await page.goto(`/news-events/${event.slug}`);
      await page.getByTestId('post-detail').waitFor();
      await page.getByRole('heading', { name: t(lang, 'news:page.title'), level: 1 }).waitFor();
      await page.goto('/business/no-such-business-here');
      await dialogOf(page, t(lang, 'common:notFound.itemTitle')).waitFor();
    },
  );

  it("moves an old link, /news-events?post=<id>, to the post's address and opens it there", async () => {
    const { page } = await open(browser, { language: 'en' });
    await page.goto(`/news-events?post=${event.id}&view=list`);
    await page.waitForURL(
      (url) =>
        url.pathname === `/news-events/${event.slug}` &&
        !url.searchParams.has('post') &&
        url.searchParams.get('view') === 'list',
    );
    await dialogOf(page, 'Findable carol evening').getByTestId('post-detail').waitFor();
  });

  it.each(LANGUAGES)(
    'Share copies the link where there is no Web Share API, and says so (%s)',
    async (lang) => {
      const { page, context } = await open(browser, { language: lang });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      await page.goto(`/business/${bakery.slug}`);
      const name = lang === 'uk' ? 'Житня пекарня для пошуку' : 'Findable Rye Bakery';
      await dialogOf(page, name)
        .getByRole('button', { name: t(lang, 'common:share.label', { name }) })
        .click();
      await page.getByText(t(lang, 'common:share.copiedTitle')).first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${baseUrl()}/business/${bakery.slug}`,
      );
    },
  );
});
