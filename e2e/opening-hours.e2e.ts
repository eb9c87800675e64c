import type { Browser, Page } from 'playwright-core';
import type { Business } from '@byp/contracts';
import { adminToken, api } from './support/api';
import { launchBrowser, openPagesPerTest } from './support/browser';
import { t, type Language } from './support/i18n';

/**
 * Issue 26 in the browser: a card's opening status, the detail's week with today marked and the
 * 'Open now' filter, in English with the browser's clock in New York and in Ukrainian with it in
 * Tokyo: the texts are London time either way. The hours are written relative to London's
 * current day (a business open today, one open only tomorrow, one only in two days), so the
 * expected texts are known whatever day the test runs.
 */
const LONDON = 'Europe/London';
const OSM_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const DAY_MS = 86_400_000;

/** London's weekday (0 Sunday) `offset` days from now. */
function londonWeekday(offset: number): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(Date.now()).split('-');
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)) + offset * DAY_MS).getUTCDay();
}

describe('opening hours', () => {
  let browser: Browser;
  const openPage = openPagesPerTest();
  const tag = `oh${Date.now().toString(36)}`;
  const names = {
    open: `Open Today Bakery ${tag}`,
    tomorrow: `Tomorrow Tailor ${tag}`,
    later: `Later Locksmith ${tag}`,
    unknown: `Unknown Hours Florist ${tag}`,
  };
  const today = londonWeekday(0);
  const tomorrow = londonWeekday(1);
  const inTwoDays = londonWeekday(2);

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await adminToken();
    const place = {
      description: 'A test business with opening hours.',
      category: 'shop',
      address: '9 Clock Lane, London',
      heroImage: '/images/communities/choir.svg',
    };
    const created = await Promise.all(
      [
        // Open all of London's today (the last minute aside), closed on the other days.
        { name: names.open, openingHours: `${OSM_DAYS[today]} 00:00-23:59` },
        { name: names.tomorrow, openingHours: `${OSM_DAYS[tomorrow]} 09:00-17:00` },
        { name: names.later, openingHours: `${OSM_DAYS[inTwoDays]} 10:00-12:00` },
        { name: names.unknown },
      ].map((body) =>
        api<Business>('/api/businesses', { method: 'POST', token, body: { ...place, ...body } }),
      ),
    );
    for (const { status, body } of created) expect({ status, body }).toMatchObject({ status: 201 });
  });
  afterAll(() => browser.close());

  const visit = async (path: string, language: Language, timezoneId: string): Promise<Page> => {
    const { page } = await openPage(browser, { language, timezoneId });
    await page.goto(path);
    return page;
  };
  const card = (page: Page, name: string) =>
    page.getByTestId('business-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

  describe.each([
    ['en', 'America/New_York'],
    ['uk', 'Asia/Tokyo'],
  ] as const)('in %s with the browser in %s', (language, timezoneId) => {
    it('shows each card’s status in London time, and nothing for unknown hours', async () => {
      const page = await visit(`/?view=list&q=${tag}`, language, timezoneId);
      // The browser really is in that zone.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const status = (name: string) => card(page, name).getByTestId('opening-status');
      await status(names.open).waitFor();
      expect(await status(names.open).textContent()).toBe(
        t(language, 'directory:hours.openUntil', { time: '23:59' }),
      );
      expect(await status(names.tomorrow).textContent()).toBe(
        t(language, 'directory:hours.closedOpensTomorrow', { time: '9:00' }),
      );
      expect(await status(names.later).textContent()).toBe(
        t(language, `directory:hours.opensOn.${inTwoDays}`, { time: '10:00' }),
      );
      await card(page, names.unknown).waitFor();
      expect(await status(names.unknown).count()).toBe(0);
    });

    it('shows the week in the details, today first and marked', async () => {
      const page = await visit(`/?view=list&q=${tag}`, language, timezoneId);
      await card(page, names.tomorrow)
        .getByRole('button', { name: t(language, 'directory:card.viewDetails') })
        .click();
      const dialog = page.getByRole('dialog', { name: names.tomorrow });
      const week = dialog.getByRole('table', { name: t(language, 'directory:hours.heading') });
      await week.waitFor();
      const rows = week.getByRole('row');
      expect(await rows.count()).toBe(7);
      expect(await rows.nth(0).getAttribute('aria-current')).toBe('date');
      expect(await rows.nth(0).textContent()).toContain(`(${t(language, 'directory:hours.today')})`);
      expect(await rows.nth(0).textContent()).toContain(t(language, 'directory:hours.closedAllDay'));
      expect(await rows.nth(1).getByRole('cell').textContent()).toBe('9:00–17:00');
      expect(await rows.nth(2).getByRole('cell').textContent()).toBe(
        t(language, 'directory:hours.closedAllDay'),
      );
    });

    it("filters to the businesses open now with the 'Open now' button, on the server", async () => {
      const page = await visit(`/?view=list&q=${tag}`, language, timezoneId);
      await card(page, names.later).waitFor();
      const request = page.waitForRequest(
        (r) =>
          new URL(r.url()).pathname === '/api/businesses' &&
          new URL(r.url()).searchParams.get('openNow') === 'true',
      );
      const toggle = page.getByRole('button', {
        name: t(language, 'directory:hours.openNowFilter'),
        exact: true,
      });
      await toggle.click();
      await request;
      await card(page, names.later).waitFor({ state: 'detached' });
      await card(page, names.open).waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('business-card').allTextContents()).toEqual([
        expect.stringContaining(names.open),
      ]);
      expect(new URL(page.url()).searchParams.get('openNow')).toBe('true');
      await toggle.click();
      await card(page, names.later).waitFor();
    });
  });
});
