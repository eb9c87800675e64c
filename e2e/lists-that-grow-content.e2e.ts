import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, openPagesPerTest } from './support/browser';
import { t, type Language } from './support/i18n';
import { startOwnSystem, type OwnSystem } from './support/own-system';
import {
  cardBackAt,
  cardOf,
  drawnCards,
  openFromCard,
  scrollUntilDrawn,
  statusText,
  topOnScreen,
  type GrowingListIds,
} from './support/lists';

// Issue 29, point 3, for the communities and the news: /communities and /news-events ask for a
// page at a time and draw only the cards near the screen. With 1,000 approved communities and
// 1,000 news items, a visitor scrolls to the last one, opens it and comes Back (and reloads, then
// Back) to the same place, in both languages, on a wide screen and on a phone, while the page never
// holds more than a few dozen cards. The pages' first reads are the HTML's preloads, used as such.

const IMPORTED = 1_000;
/** Far fewer than the 1,000: the first page (kept) and the rows near the screen. */
const MOST_CARDS_DRAWN = 120;
const DESKTOP = { label: 'desktop', viewport: { width: 1440, height: 900 } };
const PHONE = { label: 'phone', viewport: { width: 390, height: 844 } };

// A system of the file's own (no sample data): 1,000 more of each would change what every other
// browser test sees.
const ADMIN = { username: 'admin', password: 'lists-that-grow-content-e2e-password-7710' };
const number = (i: number) => String(i).padStart(4, '0');

interface Item {
  id: string;
  slug: string;
  name?: string;
  title?: string;
}

/** One kind of growing list: its page, its cards and how one opens. */
interface GrowingPage extends GrowingListIds {
  path: string;
  showMore: string;
  /** The list's API path, for its total and last item. */
  api: string;
  /** The item's name as its card's heading shows it. */
  nameOf: (item: Item) => string;
  /** Opens the item from its card. */
  open: (page: Page, lang: Language, name: string) => Promise<void>;
  itemPath: (item: Item) => string;
}

const COMMUNITIES: GrowingPage = {
  path: '/communities',
  card: 'community-card',
  status: 'community-list-status',
  showMore: 'directory:communities.showMore',
  api: '/api/communities',
  nameOf: (item) => item.name!,
  open: (page, lang, name) =>
    openFromCard(
      cardOf(page, 'community-card', name).getByRole('button', {
        name: t(lang, 'directory:communityCard.learnMore'),
      }),
    ),
  itemPath: (item) => `/communities/${item.slug}`,
};

const NEWS: GrowingPage = {
  path: '/news-events',
  card: 'post-card',
  status: 'post-list-status',
  showMore: 'news:list.showMore',
  api: '/api/posts?type=news',
  nameOf: (item) => item.title!,
  open: (page, _lang, name) =>
    openFromCard(cardOf(page, 'post-card', name).getByRole('button', { name, exact: true })),
  itemPath: (item) => `/news-events/${item.slug}`,
};

/**
 * The columns of a content table but `set` and those the database makes: an INSERT … SELECT copies
 * them from one row made through the API (the `template`), so every other column is as the service
 * writes it.
 */
async function copiedColumns(db: Client, table: string, set: string[]): Promise<string> {
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'content' AND table_name = $1 AND is_generated = 'NEVER'
        AND NOT (column_name = ANY($2))`,
    [table, ['id', 'slug', ...set]],
  );
  return rows.map((row) => `"${row.column_name}"`).join(', ');
}

// A test scrolls through 1,000 items, opens the last and restores the place: on a loaded 2-core
// host that took up to a minute, above support/timeout.ts's 90 s with Back's own wait.
jest.setTimeout(180_000);

describe('lists that grow: 1,000 communities and 1,000 news items, a page at a time (issue 29)', () => {
  let browser: Browser;
  let own: OwnSystem;

  beforeAll(async () => {
    [own, browser] = await Promise.all([startOwnSystem('content-lists', ADMIN), launchBrowser()]);
    const login = await api<{ token: string }>('/api/admin/login', {
      method: 'POST',
      body: ADMIN,
      base: own.url,
    });
    expect(login.status).toBe(200);
    const token = login.body.token;
    const approved = async (kind: 'communities' | 'posts', body: Record<string, unknown>) => {
      const made = await api<{ id: string }>(`/api/${kind}/public`, { method: 'POST', body, base: own.url });
      expect(made.status).toBe(201);
      const approve = await api(`/api/${kind}/${made.body.id}/approve`, {
        method: 'POST',
        token,
        base: own.url,
      });
      expect(approve.status).toBe(200);
      return made.body.id;
    };
    // The first of each through the API; the other 999 copied from it in one INSERT … SELECT
    // generate_series (through the slug triggers like any other write), as the sitemap test does.
    const community = await approved('communities', {
      name: `Growing community ${number(1)}`,
      nameUk: `Зростаюча громада ${number(1)}`,
      description: 'A community of the growing list, one of a thousand.',
      descriptionUk: 'Громада довгого списку, одна з тисячі.',
      heroImage: 'https://example.org/growing.jpg',
    });
    const post = await approved('posts', {
      type: 'news',
      title: `Growing news ${number(1)}`,
      titleUk: `Довга стрічка ${number(1)}`,
      body: 'A news item of the growing list, one of a thousand.',
      bodyUk: 'Новина довгого списку, одна з тисячі.',
      image: '',
      externalUrl: '',
    });
    const db = new Client({ connectionString: own.databaseUrls.content });
    await db.connect();
    try {
      const communityColumns = await copiedColumns(db, 'community', ['nameEn', 'nameUk']);
      await db.query(
        `INSERT INTO "content"."community" ("id", "nameEn", "nameUk", ${communityColumns})
         SELECT gen_random_uuid(), 'Growing community ' || lpad(n::text, 4, '0'),
                'Зростаюча громада ' || lpad(n::text, 4, '0'), ${communityColumns}
           FROM "content"."community", generate_series(2, $2::int) AS n
          WHERE "id" = $1`,
        [community, IMPORTED],
      );
      // A picture the product serves: the test fails on any answer from an outside host.
      await db.query(`UPDATE "content"."community" SET "heroImage" = '/images/communities/books.svg'`);
      const postColumns = await copiedColumns(db, 'post', ['titleEn', 'titleUk', 'createdAt']);
      // Newest first: number 1 is the newest, 1,000 the oldest.
      await db.query(
        `INSERT INTO "content"."post" ("id", "titleEn", "titleUk", "createdAt", ${postColumns})
         SELECT gen_random_uuid(), 'Growing news ' || lpad(n::text, 4, '0'),
                'Довга стрічка ' || lpad(n::text, 4, '0'), now() - n * interval '1 minute', ${postColumns}
           FROM "content"."post", generate_series(2, $2::int) AS n
          WHERE "id" = $1`,
        [post, IMPORTED],
      );
      await db.query(
        `UPDATE "content"."post" SET "createdAt" = now() - interval '1 minute' WHERE "id" = $1`,
        [post],
      );
    } finally {
      await db.end();
    }
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  }, 120_000);

  const open = openPagesPerTest();

  /** The matching total (X-Total-Count) and the last item of a list, in `lang`. */
  async function listEnd(list: GrowingPage, lang: Language): Promise<{ total: number; last: Item }> {
    const join = list.api.includes('?') ? '&' : '?';
    const first = await api<Item[]>(`${list.api}${join}limit=1&offset=0&lang=${lang}`, { base: own.url });
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBe(IMPORTED);
    const last = (
      await api<Item[]>(`${list.api}${join}limit=1&offset=${total - 1}&lang=${lang}`, { base: own.url })
    ).body[0];
    return { total, last };
  }

  /** Down to the last item, open it, Back; open it, reload, Back: the same card at the same place. */
  async function throughTheList(
    list: GrowingPage,
    lang: Language,
    viewport: { width: number; height: number },
  ) {
    const { page } = await open(browser, { language: lang, viewport, baseURL: own.url });
    const { total, last } = await listEnd(list, lang);
    const name = list.nameOf(last);
    await page.goto(list.path);
    await page.getByTestId(list.card).first().waitFor();
    // The list's first cards may be in the served HTML (issue 29, point 2) before the app has
    // started: its 'Show more' button says it has.
    const showMore = page.getByRole('button', { name: t(lang, list.showMore) });
    await showMore.waitFor();
    expect(await drawnCards(page, list)).toBeLessThanOrEqual(24);
    expect(await showMore.count()).toBe(1);
    // The polite status counts from the server's total, not the cards loaded.
    expect((await statusText(page, list)).replace(/\D/g, '')).toBe(`24${total}`);

    const most = await scrollUntilDrawn(page, list, name);
    expect(most).toBeLessThan(MOST_CARDS_DRAWN);
    await showMore.waitFor({ state: 'detached' });

    const target = cardOf(page, list.card, name);
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const before = (await topOnScreen(page, list, name))!;
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
    await list.open(page, lang, name);
    await page.waitForURL((url) => url.pathname === list.itemPath(last));
    await page.getByRole('dialog', { name }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === list.path);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await cardBackAt(page, list, name, before);

    // Opened again, the page reloaded, then Back: a new page load finds the same place too.
    await list.open(page, lang, name);
    await page.waitForURL((url) => url.pathname === list.itemPath(last));
    await page.reload();
    await page.getByRole('dialog', { name }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === list.path);
    await cardBackAt(page, list, name, before);
    expect(await drawnCards(page, list)).toBeLessThan(MOST_CARDS_DRAWN);
    return page;
  }

  describe.each(['en', 'uk'] as Language[])('in %s', (lang) => {
    it.each([DESKTOP, PHONE])(
      'scrolls /communities to the last of 1,000, opens it and comes Back to the same place ($label)',
      async ({ viewport }) => {
        const page = await throughTheList(COMMUNITIES, lang, viewport);
        // 'N found' is the server's total.
        const count = await page.getByTestId('communities-count').textContent();
        expect(count!.replace(/\D/g, '')).toBe(String(IMPORTED));
      },
    );

    it.each([DESKTOP, PHONE])(
      "scrolls /news-events 'All' to the last of 1,000 news items, opens it and comes Back to the same place ($label)",
      async ({ viewport }) => {
        await throughTheList(NEWS, lang, viewport);
      },
    );
  });

  it.each([
    ['/communities', COMMUNITIES],
    ['/news-events', NEWS],
  ] as const)(
    'Show more on %s is reached with the keyboard and loads the next page (en, phone)',
    async (path, list) => {
      const { page } = await open(browser, { language: 'en', viewport: PHONE.viewport, baseURL: own.url });
      await page.goto(path);
      await page.getByTestId(list.card).first().waitFor();
      const showMore = page.getByRole('button', { name: t('en', list.showMore) });
      await showMore.focus();
      const before = await statusText(page, list);
      await page.keyboard.press('Enter');
      // Focusing the button brings the end of the first page near the screen (which may load the
      // second page by itself); Enter loads one more: at least two pages after the first.
      await page.waitForFunction(
        ([statusId, previous]) => {
          const text = document.querySelector(`[data-testid="${statusId}"]`)?.textContent ?? '';
          const shown = Number(/^Showing ([\d,]+) /.exec(text)?.[1].replace(/,/g, '') ?? 0);
          return text !== previous && shown >= 48;
        },
        [list.status, before] as const,
      );
      expect(await page.getByTestId(list.status).getAttribute('role')).toBe('status');
    },
  );

  it.each([
    ['/communities', COMMUNITIES],
    ['/news-events', NEWS],
  ] as const)(
    "asks %s's first reads once: the HTML preloads exactly the URLs the page then uses",
    async (path, list) => {
      const { page } = await open(browser, { language: 'en', viewport: DESKTOP.viewport, baseURL: own.url });
      const html = await (await fetch(`${own.url}${path}`)).text();
      const preloaded = [
        ...html.matchAll(/<link rel="?preload"? href="?(\/api\/[^"\s>]*)"? as="?fetch"?/g),
      ].map(([, href]) => href.replace(/&amp;/g, '&'));
      expect(preloaded.length).toBeGreaterThan(0);
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) requested.push(`${url.pathname}${url.search}`);
      });
      await page.goto(path);
      await page.getByTestId(list.card).first().waitFor();
      await page.waitForLoadState('networkidle');
      // Each preloaded read is asked for once (the app's fetch takes the preloaded answer), and
      // the page asks for nothing twice.
      for (const read of preloaded) expect(requested.filter((r) => r === read)).toHaveLength(1);
      expect(requested.length).toBe(new Set(requested).size);
    },
  );
});
