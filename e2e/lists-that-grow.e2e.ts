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

// Issue 29, point 3: the home asks for a page of businesses at a time and draws only the cards
// near the screen. With 1,000 more approved businesses, a visitor scrolls to the last one, opens
// a business and comes Back (and reloads, then Back) to the same place, in both languages, on a
// wide screen and on a phone, while the page never holds more than a few dozen cards.

interface Business {
  id: string;
  name: string;
  slug: string;
}

const IMPORTED = 1_000;
/** Far fewer than the 1,000: the first page (kept) and the rows near the screen. */
const MOST_CARDS_DRAWN = 120;
const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

// A system of the file's own: other files add businesses while these tests scroll, and a list
// that changes under the test is not the list whose place Back must find again. The names start
// with 'Ⅻ' (U+216B), after Latin and Cyrillic in the database's C.UTF-8 order.
const ADMIN = { username: 'admin', password: 'lists-that-grow-e2e-password-3381' };
const run = Date.now().toString(36);
const rowName = (i: number) => `Ⅻ Growing list ${run} ${String(i).padStart(4, '0')}`;
const rowNameUk = (i: number) => `Ⅻ Довгий список ${run} ${String(i).padStart(4, '0')}`;

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const BUSINESSES: GrowingListIds = { card: 'business-card', status: 'business-list-status' };
const card = (page: Page, name: string) => cardOf(page, BUSINESSES.card, name);

describe('lists that grow: 1,000 more businesses, a page at a time (issue 29)', () => {
  let browser: Browser;
  let own: OwnSystem;
  let token: string;
  const created: string[] = [];

  beforeAll(async () => {
    [own, browser] = await Promise.all([startOwnSystem('lists', ADMIN), launchBrowser()]);
    const login = await api<{ token: string }>('/api/admin/login', {
      method: 'POST',
      body: ADMIN,
      base: own.url,
    });
    expect(login.status).toBe(200);
    token = login.body.token;
    const template = await fetch(`${own.url}/api/businesses/template`);
    const header = (await template.text()).split(/\r?\n/)[0];
    const columns = header.split(',');
    const rows = Array.from({ length: IMPORTED }, (_, index) => {
      const values: Record<string, string> = {
        name: rowName(index + 1),
        name_uk: rowNameUk(index + 1),
        description: `Paging fixture number ${index + 1} of the growing list.`,
        description_uk: `Тестовий запис ${index + 1} довгого списку.`,
        category: 'art',
        address: `${index + 1} Paging Lane, London`,
      };
      return columns.map((column) => csvCell(values[column] ?? '')).join(',');
    });
    const imported = await api<{ created: { id: string }[]; failed: unknown[] }>('/api/businesses/bulk', {
      method: 'POST',
      token,
      body: { csv: [header, ...rows].join('\n') },
      base: own.url,
    });
    expect({ status: imported.status, failed: imported.body.failed }).toEqual({ status: 200, failed: [] });
    created.push(...imported.body.created.map((row) => row.id));
    expect(created).toHaveLength(IMPORTED);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  }, 120_000);

  const open = openPagesPerTest();

  /** The matching total (X-Total-Count) and the last business of the list, in `lang`. */
  async function listEnd(lang: Language): Promise<{ total: number; last: Business }> {
    const first = await api<Business[]>(`/api/businesses?limit=1&offset=0&lang=${lang}`, { base: own.url });
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(IMPORTED);
    const last = (
      await api<Business[]>(`/api/businesses?limit=1&offset=${total - 1}&lang=${lang}`, { base: own.url })
    ).body[0];
    return { total, last };
  }

  describe.each(['en', 'uk'] as Language[])('in %s', (lang) => {
    it.each(VIEWPORTS)(
      'scrolls to the last business, opens one and comes Back to the same place ($label)',
      async ({ viewport }) => {
        const { page } = await open(browser, { language: lang, viewport, baseURL: own.url });
        const { total, last } = await listEnd(lang);
        await page.goto('/?view=list');

        // 'N found' is the server's total, not the cards loaded; the first page only is asked for.
        const count = page.getByTestId('business-count');
        await count.waitFor();
        expect(Number((await count.textContent())!.replace(/\D/g, ''))).toBe(total);
        expect(await drawnCards(page, BUSINESSES)).toBeLessThanOrEqual(24);
        const showMore = page.getByRole('button', { name: t(lang, 'directory:businesses.showMore') });
        expect(await showMore.count()).toBe(1);

        // Down to the last one: never more than a few dozen cards in the page.
        const most = await scrollUntilDrawn(page, BUSINESSES, last.name);
        expect(most).toBeLessThan(MOST_CARDS_DRAWN);
        expect(await drawnCards(page, BUSINESSES)).toBeLessThan(MOST_CARDS_DRAWN);
        // Every page is loaded: no Show more any more.
        await showMore.waitFor({ state: 'detached' });

        // A card in the middle of the screen, opened and closed with Back: the same card, same place.
        const target = card(page, last.name);
        await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const before = (await topOnScreen(page, BUSINESSES, last.name))!;
        const scrollY = await page.evaluate(() => window.scrollY);
        expect(scrollY).toBeGreaterThan(10_000);
        await openFromCard(target.getByRole('button', { name: t(lang, 'directory:card.viewDetails') }));
        await page.waitForURL((url) => url.pathname === `/business/${last.slug}`);
        await page.getByRole('dialog', { name: last.name }).waitFor();
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await cardBackAt(page, BUSINESSES, last.name, before);

        // Opened again, the page reloaded, then Back: a new page load finds the same place too.
        await openFromCard(target.getByRole('button', { name: t(lang, 'directory:card.viewDetails') }));
        await page.waitForURL((url) => url.pathname === `/business/${last.slug}`);
        await page.reload();
        await page.getByRole('dialog', { name: last.name }).waitFor();
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/');
        await cardBackAt(page, BUSINESSES, last.name, before);
        expect(await drawnCards(page, BUSINESSES)).toBeLessThan(MOST_CARDS_DRAWN);
      },
    );
  });

  it('Show more is reached with the keyboard and loads the next page (en, phone)', async () => {
    const { page } = await open(browser, {
      language: 'en',
      viewport: { width: 390, height: 844 },
      baseURL: own.url,
    });
    await page.goto('/?view=list');
    await page.getByTestId('business-count').waitFor();
    const showMore = page.getByRole('button', { name: t('en', 'directory:businesses.showMore') });
    await showMore.focus();
    const before = await statusText(page, BUSINESSES);
    await page.keyboard.press('Enter');
    // Focusing the button brings the end of the first page near the screen (which may load the
    // second page by itself); Enter loads one more: at least two pages after the first.
    await page.waitForFunction((previous) => {
      const text = document.querySelector('[data-testid="business-list-status"]')?.textContent ?? '';
      const shown = Number(/^Showing ([\d,]+) /.exec(text)?.[1].replace(/,/g, '') ?? 0);
      return text !== previous && shown >= 48;
    }, before);
    expect(await page.getByTestId('business-list-status').getAttribute('role')).toBe('status');
  });
});
