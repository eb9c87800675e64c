// Issue 28, points 1, 4, 5 and 6: the details a visitor trips on, at 390 px and 1440 px, in both
// languages. Each test waits for the state a visitor would see (never for a time).
import type { Browser, Page } from 'playwright-core';
import type { Community, Post } from '@byp/contracts';
import { formatDate, productDayKey } from '@byp/platform';
import { adminToken, api } from './support/api';
import {
  launchBrowser,
  openPage,
  pagesInOneContext,
  type OpenedPage,
  type PageOptions,
} from './support/browser';
import { escapeRegExp, t, type Language } from './support/i18n';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** The coordinate picker's OpenLayers map (window.__bypPickerMap, a test hook of mf-directory). */
interface PickerHook {
  getView(): { getResolution(): number | undefined };
}
declare global {
  interface Window {
    __bypPickerMap?: PickerHook;
    /** When the first business card was in the page (set by an init script below). */
    __firstCardAt?: number;
  }
}

/** An event's status as a visitor reads it (mf-news/src/lib/eventStatus.ts). */
const isPast = (event: Post, now: number) => {
  const start = Date.parse(event.startAt!);
  if (now < start) return false;
  if (event.endAt) return now > Date.parse(event.endAt);
  return productDayKey(now) !== productDayKey(start);
};

describe.each(['en', 'uk'] as Language[])('the details a visitor trips on (%s)', (lang) => {
  let browser: Browser;
  let opened: OpenedPage[] = [];
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
  const newPage = pagesInOneContext({ language: lang });

  const open = async (path: string, options: Pick<PageOptions, 'viewport'> = {}): Promise<Page> => {
    const page = await newPage(browser);
    if (options.viewport) await page.setViewportSize(options.viewport);
    await page.goto(path);
    return page;
  };
  const resultsShown = (page: Page) =>
    page.waitForFunction(() => {
      const results = document.querySelector('section[aria-labelledby="businesses-heading"]');
      return (
        results?.getAttribute('aria-busy') === 'false' &&
        results.querySelectorAll('[data-testid="business-card"]').length > 0
      );
    });
  /** No sideways scroll: the page is no wider than the screen. */
  const pageFitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  /**
   * The search placeholders show whole. Checked on the home pages other tests load (at 390 px
   * here, at 1440 px in point 6) rather than on two loads of their own.
   */
  const expectPlaceholdersWhole = async (page: Page) => {
    for (const id of ['directory-search-term', 'directory-search-location']) {
      const fits = await page.locator(`#${id}`).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: input.placeholder, width: context.measureText(input.placeholder).width, room };
      });
      expect(fits.text).not.toBe('');
      expect(fits.width).toBeLessThanOrEqual(fits.room);
    }
  };

  describe('point 1: the home page on a phone', () => {
    it('keeps the map as the view, compact, with the first card within the first screen and a half, and the search placeholders whole', async () => {
      const page = await open('/', { viewport: PHONE });
      await resultsShown(page);
      const map = (await page.getByTestId('business-map').boundingBox())!;
      const card = (await page.getByTestId('business-card').first().boundingBox())!;
      expect(map.height).toBeLessThanOrEqual(PHONE.height * 0.45);
      expect(card.y).toBeGreaterThanOrEqual(map.y + map.height);
      expect(card.y).toBeLessThan(PHONE.height * 1.5);
      expect(await pageFitsWidth(page)).toBe(true);
      await expectPlaceholdersWhole(page);
    });

    it('fetches OpenLayers only after the first cards are on the page', async () => {
      // A context of its own: a first visit, as a visitor's.
      const o = await openPage(browser, { language: lang, viewport: PHONE });
      opened.push(o);
      await o.context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="business-card"]')) return;
          window.__firstCardAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await o.page.goto('/');
      await o.page.getByTestId('business-card').first().waitFor();
      // The map loads as it nears the screen: bring it there (wherever the layout puts it).
      await o.page.getByTestId('business-map').scrollIntoViewIfNeeded();
      await o.page.getByTestId('ol-map').waitFor();
      const timing = await o.page.evaluate(() => ({
        firstCard: window.__firstCardAt,
        map: performance
          .getEntriesByType('resource')
          .find((entry) => /business-map/.test(entry.name) && entry.name.endsWith('.js'))?.startTime,
      }));
      expect(timing.firstCard).toBeDefined();
      expect(timing.map).toBeDefined();
      expect(timing.map!).toBeGreaterThan(timing.firstCard!);
    });

    it('makes the open phone menu a modal dialog, the rest of the page inert, until it is closed', async () => {
      const page = await open('/', { viewport: PHONE });
      await resultsShown(page);
      await page.getByRole('button', { name: t(lang, 'shell:header.toggleSidebar') }).click();
      const menu = page.getByRole('dialog', { name: t(lang, 'shell:nav.menu') });
      await menu.waitFor();
      expect(await menu.getAttribute('aria-modal')).toBe('true');
      // Screen readers cannot reach the page behind it: it is inert.
      expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);
      await menu.getByRole('button', { name: t(lang, 'shell:nav.closeMenu') }).click();
      await menu.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.querySelector('[inert]') === null);
    });

    it('brings the first result onto the screen after a search on a phone, with the map view', async () => {
      const page = await open('/', { viewport: PHONE });
      await resultsShown(page);
      const expected = (await api<{ id: string }[]>('/api/businesses?q=dental')).body;
      expect(expected.length).toBeGreaterThan(0);
      await page.getByLabel(t(lang, 'directory:search.termLabel')).fill('dental');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="business-card"]').length === count,
        expected.length,
      );
      await page.waitForFunction(() => {
        const card = document.querySelector('[data-testid="business-card"]')?.getBoundingClientRect();
        return !!card && card.top >= 0 && card.top + 48 <= window.innerHeight;
      });
    });
  });

  describe('point 4: the calendar', () => {
    const eventsCalendar = async (viewport: { width: number; height: number }) => {
      const page = await open('/news-events', { viewport });
      await page.getByRole('tab', { name: t(lang, 'news:tabs.events'), exact: true }).click();
      await page.getByTestId('events-calendar').waitFor();
      return page;
    };

    /** All seven days from Sunday, without sideways scrolling. */
    const expectSevenDays = async (page: Page, viewport: { width: number; height: number }) => {
      const headers = page.getByTestId('events-calendar').getByRole('columnheader');
      expect(await headers.count()).toBe(7);
      const names = await headers.allTextContents();
      expect(names.join(' ')).toBe(lang === 'uk' ? 'нд пн вт ср чт пт сб' : 'Sun Mon Tue Wed Thu Fri Sat');
      const lastHeader = (await headers.last().boundingBox())!;
      expect(lastHeader.x + lastHeader.width).toBeLessThanOrEqual(viewport.width);
      const today = (await page.locator('td[aria-current="date"]').boundingBox())!;
      expect(today.x + today.width).toBeLessThanOrEqual(viewport.width);
      expect(await pageFitsWidth(page)).toBe(true);
    };

    it('shows all seven days from Sunday, without sideways scrolling (phone)', async () => {
      await expectSevenDays(await eventsCalendar(PHONE), PHONE);
    });

    // The desktop's seven days are checked on this test's calendar, before an event is opened.
    it('shows all seven days from Sunday, without sideways scrolling (desktop); writes every time as HH:mm: the calendar, the list and the dialog', async () => {
      const events = (await api<Post[]>(`/api/posts?type=event&lang=${lang}`)).body;
      const now = Date.now();
      const event = events.find(
        (candidate) => productDayKey(candidate.startAt!).slice(0, 7) === productDayKey(now).slice(0, 7),
      );
      expect(event).toBeDefined();
      const time = formatDate(event!.startAt!, 'HH:mm', lang);
      expect(time).toMatch(/^\d{2}:\d{2}$/);
      const page = await eventsCalendar(DESKTOP);
      await expectSevenDays(page, DESKTOP);
      await page
        .locator(`td[data-day="${productDayKey(event!.startAt!)}"]`)
        .getByRole('button', { name: `${time} ${event!.title}`, exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: event!.title });
      await dialog
        .getByText(new RegExp(`${escapeRegExp(time)}`))
        .first()
        .waitFor();
      // Never the locale's short form ('о 9:05'): every time has two-digit hours.
      const text = await dialog.textContent();
      expect(text).not.toMatch(/(^|[^\d:])\d:\d{2}/);
    });
  });

  describe("point 5: the 'All' tab", () => {
    it('lists upcoming events by date, then news newest first, and past events last under their heading', async () => {
      const posts = (await api<Post[]>(`/api/posts?lang=${lang}`)).body;
      const now = Date.now();
      const page = await open('/news-events', { viewport: DESKTOP });
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="post-card"]').length === n &&
          !document.querySelector('ul[aria-busy="true"]'),
        posts.length,
      );
      const byTitle = new Map(posts.map((post) => [post.title, post]));
      const pastSection = page.locator('section[aria-labelledby="past-events-title"]');
      await pastSection
        .getByRole('heading', { name: t(lang, 'news:allTab.pastEvents'), exact: true })
        .waitFor();
      const pastTitles = await pastSection.getByTestId('post-card').getByRole('heading').allTextContents();
      const allTitles = await page.getByTestId('post-card').getByRole('heading').allTextContents();
      const currentTitles = allTitles.slice(0, allTitles.length - pastTitles.length);
      expect(allTitles.slice(currentTitles.length)).toEqual(pastTitles);

      const current = currentTitles.map((title) => byTitle.get(title)!);
      const firstNews = current.findIndex((post) => post.type === 'news');
      const upcoming = current.slice(0, firstNews === -1 ? current.length : firstNews);
      const news = firstNews === -1 ? [] : current.slice(firstNews);
      expect(upcoming.length).toBeGreaterThan(0);
      expect(news.length).toBeGreaterThan(0);
      expect(upcoming.every((post) => post.type === 'event' && !isPast(post, now))).toBe(true);
      expect(news.every((post) => post.type === 'news')).toBe(true);
      const starts = upcoming.map((post) => Date.parse(post.startAt!));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const published = news.map((post) => Date.parse(post.createdAt));
      expect(published).toEqual([...published].sort((a, b) => b - a));
      const past = pastTitles.map((title) => byTitle.get(title)!);
      expect(past.length).toBeGreaterThan(0);
      expect(past.every((post) => post.type === 'event' && isPast(post, now))).toBe(true);
    });
  });

  describe('point 6: submitting a community', () => {
    it("has one 'Communities' entry in the sidebar, and the category's page speaks of communities, and the desktop home shows the search placeholders whole", async () => {
      const page = await open('/', { viewport: DESKTOP });
      await resultsShown(page);
      await expectPlaceholdersWhole(page);
      const nav = page.getByRole('navigation', { name: t(lang, 'shell:nav.label') });
      expect(
        await nav.getByRole('link', { name: new RegExp(`^${t(lang, 'shell:nav.communities')}`) }).count(),
      ).toBe(1);
      await nav.getByRole('link', { name: new RegExp(`^${t(lang, 'shell:nav.communities')}`) }).click();
      await page
        .getByRole('heading', { level: 1, name: t(lang, 'directory:hero.communitiesTitle'), exact: true })
        .waitFor();
      expect(await page.getByText(t(lang, 'directory:hero.title'), { exact: true }).count()).toBe(0);
    });

    it.each(VIEWPORTS)(
      "offers 'Submit Community' on /communities, picks the point on the map (pointer or keyboard), accepts a website without https:// and explains a decimal comma (%s)",
      async (_, viewport) => {
        const page = await open('/communities', { viewport });
        await page.getByRole('button', { name: t(lang, 'directory:submitCommunity.open') }).click();
        const dialog = page.getByRole('dialog', { name: t(lang, 'directory:submitCommunity.title') });
        await dialog.waitFor();
        expect(await pageFitsWidth(page)).toBe(true);
        const field = (key: string) =>
          dialog.getByLabel(
            new RegExp(`^${escapeRegExp(t(lang, `directory:submitCommunity.fields.${key}`))}`),
          );

        // A decimal comma gets a message about the separator.
        await field('latitude').fill('53,7997');
        await dialog.getByRole('button', { name: t(lang, 'directory:submitCommunity.submit') }).click();
        await dialog
          .getByText(t(lang, 'directory:validation.decimalComma', { suggestion: '53.7997' }), { exact: true })
          .waitFor();

        // A click on the map fills both numbers.
        const picker = dialog.getByTestId('coordinate-picker');
        await picker.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => window.__bypPickerMap?.getView().getResolution() !== undefined);
        const box = (await picker.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 - 10);
        await page.waitForFunction(
          () =>
            !(document.getElementById('submit-community-latitude') as HTMLInputElement).value.includes(','),
        );
        const picked = {
          latitude: Number(await field('latitude').inputValue()),
          longitude: Number(await field('longitude').inputValue()),
        };
        // The UK (the map opens on it).
        expect(picked.latitude).toBeGreaterThan(49);
        expect(picked.latitude).toBeLessThan(61);
        expect(picked.longitude).toBeGreaterThan(-9);
        expect(picked.longitude).toBeLessThan(3);
        await dialog
          .getByText(t(lang, 'directory:validation.decimalComma', { suggestion: '53.7997' }))
          .waitFor({ state: 'detached' });

        // The keyboard way: the arrows move the map, Enter sets its centre.
        await picker.focus();
        await page.keyboard.press('ArrowLeft');
        // The centre is not where the pointer clicked (off-centre above), so Enter changes the value.
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (before) =>
            Number((document.getElementById('submit-community-longitude') as HTMLInputElement).value) !==
            before,
          picked.longitude,
        );

        // One submission per language: the browser's public writes share 127.0.0.1's allowance.
        if (viewport !== PHONE) return;
        const name = `Kalyna Circle ${lang} ${Date.now()}`;
        await field('name').fill(name);
        await field('description').fill('Folk singing in the evenings, all welcome.');
        await field('heroImage').fill('https://example.org/kalyna.jpg');
        await field('website').fill('kalyna.example.org');
        await dialog.getByRole('button', { name: t(lang, 'directory:submitCommunity.submit') }).click();
        await page.getByText(t(lang, 'directory:submitCommunity.success')).first().waitFor();

        const stored = (
          await api<Community[]>('/api/communities/all', { token: await adminToken() })
        ).body.find((community) => community.name === name);
        expect(stored).toMatchObject({ website: 'https://kalyna.example.org', isApproved: 0 });
        expect(typeof stored!.latitude).toBe('number');
        expect(typeof stored!.longitude).toBe('number');
      },
    );
  });
});
