import type { Browser, Page } from 'playwright-core';
import { eachDate, type Post } from '@byp/contracts';
import { formatDate, formatMonthYear, productDayKey } from '@byp/platform';
import { adminToken, api } from './support/api';
import { launchBrowser, pagesInOneContext } from './support/browser';
import { escapeRegExp, t, type Language } from './support/i18n';
import { everyCard } from './support/lists';

type Status = 'upcoming' | 'ongoing' | 'past';

/** What the sample data promises (svc-content/src/sample-data/post-samples.ts), by title. */
const statusOf = (event: Post, now: number): Status => {
  const start = Date.parse(event.startAt!);
  if (now < start) return 'upcoming';
  const end = event.endAt ? Date.parse(event.endAt) : undefined;
  if (end !== undefined) return now <= end ? 'ongoing' : 'past';
  return productDayKey(now) === productDayKey(start) ? 'ongoing' : 'past';
};
const firstOfMonth = (offset: number) => {
  const [year, month] = productDayKey(Date.now()).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + offset, 1, 12));
};
const monthKey = (date: Date | string) => productDayKey(date).slice(0, 7);

describe.each(['en', 'uk'] as Language[])('news and events (%s)', (lang) => {
  let browser: Browser;
  let events: Post[];
  beforeAll(async () => {
    browser = await launchBrowser();
    events = (await api<Post[]>(`/api/posts?type=event&lang=${lang}`)).body;
  });
  afterAll(() => browser.close());
  const newPage = pagesInOneContext({ language: lang });

  const newsPage = async (): Promise<Page> => {
    const page = await newPage(browser);
    await page.goto('/news-events');
    await page.getByRole('heading', { level: 1, name: t(lang, 'news:page.title') }).waitFor();
    return page;
  };
  const tab = (page: Page, key: string) =>
    page.getByRole('tab', { name: t(lang, `news:tabs.${key}`), exact: true });
  const monthHeading = (page: Page, date: Date) =>
    page.getByRole('heading', { level: 2, name: formatMonthYear(date, lang), exact: true });
  const calendarEntry = (page: Page, event: Post) =>
    page.locator(`td[data-day="${productDayKey(event.startAt!)}"]`).getByRole('button', {
      name: `${formatDate(event.startAt!, 'HH:mm', lang)} ${event.title}`,
      exact: true,
    });

  it('shows All and News as grids of cards, each tab with its own posts', async () => {
    const page = await newsPage();
    const all = (await api<Post[]>(`/api/posts?lang=${lang}`)).body;
    const news = (await api<Post[]>(`/api/posts?type=news&lang=${lang}`)).body;
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="post-card"]').length === n,
      all.length,
    );
    expect(await tab(page, 'all').getAttribute('aria-selected')).toBe('true');

    await tab(page, 'news').click();
    // Wait for the news themselves, not a count: while the tab's read is on its way the grid can
    // still hold the All tab's cards, and a count can match them by chance.
    const newsTitles = JSON.stringify(news.map((n) => n.title));
    await page
      .waitForFunction(
        (expected) =>
          JSON.stringify(
            [...document.querySelectorAll('[data-testid="post-card"] :is(h2, h3, h4)')].map(
              (h) => h.textContent,
            ),
          ) === expected,
        newsTitles,
      )
      .catch(() => undefined);
    const titles = await page.getByTestId('post-card').getByRole('heading').allTextContents();
    expect(titles).toEqual(news.map((n) => n.title));
    // News cards carry the published date ('PPP') and no event status.
    const first = page.getByTestId('post-card').first();
    await first
      .getByText(t(lang, 'news:post.published', { date: formatDate(news[0].createdAt, 'PPP', lang) }))
      .waitFor();
    expect(await first.getByTestId('event-status').count()).toBe(0);
  });

  it('opens the Events tab on this month’s calendar; months move both ways; an event opens its dialog', async () => {
    const page = await newsPage();
    await tab(page, 'events').click();
    const calendarToggle = page.getByRole('button', { name: t(lang, 'news:view.calendar'), exact: true });
    expect(await calendarToggle.getAttribute('aria-pressed')).toBe('true');
    await monthHeading(page, firstOfMonth(0)).waitFor();

    // Today is highlighted; days of the neighbouring months are marked as outside the month.
    const today = page.locator('td[aria-current="date"]');
    expect(await today.getAttribute('data-day')).toBe(productDayKey(Date.now()));
    const first = firstOfMonth(0);
    const last = new Date(firstOfMonth(1).getTime() - 86_400_000);
    const outside = first.getUTCDay() + (6 - last.getUTCDay());
    expect(await page.locator('td[data-outside="true"]').count()).toBe(outside);
    expect(await page.locator('td[data-outside="false"]').count()).toBe(last.getUTCDate());
    const thisMonth = events.filter((e) => monthKey(e.startAt!) === monthKey(firstOfMonth(0)));
    expect(thisMonth.length).toBeGreaterThan(0);
    for (const event of thisMonth) await calendarEntry(page, event).waitFor();

    await page.getByRole('button', { name: t(lang, 'news:calendar.next') }).click();
    await monthHeading(page, firstOfMonth(1)).waitFor();
    const nextMonth = events.filter((e) => monthKey(e.startAt!) === monthKey(firstOfMonth(1)));
    expect(nextMonth.length).toBeGreaterThan(0);
    await calendarEntry(page, nextMonth[0]).waitFor();
    expect(await calendarEntry(page, thisMonth[0]).count()).toBe(0);

    await page.getByRole('button', { name: t(lang, 'news:calendar.previous') }).click();
    await page.getByRole('button', { name: t(lang, 'news:calendar.previous') }).click();
    await monthHeading(page, firstOfMonth(-1)).waitFor();
    await page.getByRole('button', { name: t(lang, 'news:calendar.next') }).click();
    await monthHeading(page, firstOfMonth(0)).waitFor();

    // By keyboard: focus the entry, Enter opens the dialog, Escape closes it.
    const event = thisMonth[0];
    await calendarEntry(page, event).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: event.title });
    await dialog.waitFor();
    await dialog
      .getByTestId('post-date-range')
      .getByText(formatDate(event.startAt!, 'PPPp', lang), { exact: false })
      .waitFor();
    const calendarLink = dialog.getByRole('link', { name: t(lang, 'news:detail.addToCalendar') });
    // The file is in the page's language.
    expect(await calendarLink.getAttribute('href')).toBe(`/api/posts/${event.id}/calendar.ics?lang=${lang}`);
    const ics = await api<string>(`/api/posts/${event.id}/calendar.ics?lang=${lang}`);
    expect(ics.status).toBe(200);
    expect(ics.body).toContain(`SUMMARY:${event.title.slice(0, 20)}`);
    // Issue 25: the event links its own page, absolute (content lines unfolded first).
    expect(ics.body.replace(/\r\n[ \t]/g, '')).toMatch(
      new RegExp(`^URL(?:;VALUE=URI)?:https?://[^/\\s]+/news-events/${escapeRegExp(event.slug)}\r$`, 'm'),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A click works too.
    await calendarEntry(page, event).click();
    await dialog.waitFor();
  });

  it('labels past, ongoing and upcoming events in the list view', async () => {
    const page = await newsPage();
    await tab(page, 'events').click();
    await page.getByRole('button', { name: t(lang, 'news:view.list'), exact: true }).click();
    // One card per single event, and one per date of a repeating one in the coming three months.
    const now = Date.now();
    const cards =
      eachDate(events.filter((e) => !e.recurrence)).length +
      eachDate(
        events.filter((e) => e.recurrence),
        { from: now, to: now + 92 * 86_400_000 },
      ).length;
    await page.getByTestId('post-card').first().waitFor();
    // Only the cards near the screen are drawn (issue 29): every card, collected by scrolling.
    const drawn = [...(await everyCard(page, 'post-card')).values()];
    expect(drawn).toHaveLength(cards);
    const seen = new Set<Status>();
    for (const event of events.filter((e) => !e.recurrence)) {
      const expected = statusOf(event, now);
      // An event whose status changes while the test runs would make the check flaky: skip those within 2 minutes of a boundary.
      const boundaries = [event.startAt, event.endAt]
        .filter(Boolean)
        .map((d) => Math.abs(Date.parse(d!) - now));
      if (boundaries.some((b) => b < 120_000)) continue;
      // A card's key is its post's id and date ('<id>@<start>').
      expect(drawn.find((card) => card.key.split('@')[0] === event.id)?.status).toBe(expected);
      seen.add(expected);
    }
    // The badge's words, on a card on the screen.
    const badge = page.getByTestId('event-status').first();
    await badge.scrollIntoViewIfNeeded();
    const shownStatus = (await badge.getAttribute('data-status')) as Status;
    expect(await badge.textContent()).toBe(t(lang, `news:post.status.${shownStatus}`));
    expect([...seen].sort()).toEqual(['ongoing', 'past', 'upcoming']);
  });

  it('validates the event form (a venue unless online) and submits a pending event', async () => {
    const page = await newsPage();
    await page.getByRole('button', { name: t(lang, 'news:submitEvent.open') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'news:submitEvent.title') });
    const field = (key: string) =>
      dialog.getByLabel(new RegExp(`^${escapeRegExp(t(lang, `news:submitEvent.fields.${key}`))}`));
    const submit = dialog.getByRole('button', { name: t(lang, 'news:submitEvent.submit') });

    await submit.click();
    // title, description, start and venue are all required.
    await dialog.getByText(t(lang, 'validation.required'), { exact: true }).nth(3).waitFor();
    const title = `Online meetup ${lang} ${Date.now()}`;
    await field('title').fill(title);
    await field('body').fill('A friendly online meetup for newcomers.');
    // Typed as the app's language writes dates (issue 28), not the browser's mm/dd/yyyy.
    const typed = (time: string) => (lang === 'uk' ? `20.05.2031 ${time}` : `20/05/2031 ${time}`);
    expect(await field('startAt').getAttribute('placeholder')).toBe(
      lang === 'uk' ? 'дд.мм.рррр гг:хх' : 'dd/mm/yyyy hh:mm',
    );
    await field('startAt').fill(typed('18:30'));
    await field('endAt').fill(typed('17:00'));
    await submit.click();
    await dialog.getByText(t(lang, 'news:form.endBeforeStart')).waitFor();
    const venueError = dialog.locator('#submitEvent-locationName-error');
    expect(await venueError.textContent()).toBe(t(lang, 'validation.required'));

    await field('endAt').fill(typed('20:00'));
    await dialog.getByRole('switch').click();
    await field('locationName').waitFor({ state: 'detached' });
    const reload = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/posts' && req.method() === 'GET',
    );
    await submit.click();
    await page.getByText(t(lang, 'news:submitEvent.success')).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await reload;

    const everything = await api<Post[]>('/api/posts/all', { token: await adminToken() });
    expect(everything.body).toContainEqual(
      expect.objectContaining({
        title,
        type: 'event',
        isOnline: true,
        isApproved: 0,
        locationName: null,
        // 18:30 UK summer time.
        startAt: '2031-05-20T17:30:00.000Z',
      }),
    );
    expect((await api<Post[]>('/api/posts')).body.map((p) => p.title)).not.toContain(title);
  });

  it('validates the news form and submits pending news', async () => {
    const page = await newsPage();
    await page.getByRole('button', { name: t(lang, 'news:submitNews.open') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'news:submitNews.title') });
    const field = (key: string) =>
      dialog.getByLabel(new RegExp(`^${escapeRegExp(t(lang, `news:submitNews.fields.${key}`))}`));
    const submit = dialog.getByRole('button', { name: t(lang, 'news:submitNews.submit') });

    await field('body').fill('Too short');
    await field('image').fill('picture.png');
    await submit.click();
    await dialog.getByText(t(lang, 'validation.required'), { exact: true }).waitFor();
    await dialog.getByText(t(lang, 'validation.tooShort', { min: 10 }), { exact: true }).waitFor();
    await dialog.getByText(t(lang, 'validation.invalidUrl'), { exact: true }).waitFor();

    const title = `Choir news ${lang} ${Date.now()}`;
    await field('title').fill(title);
    await field('body').fill('The choir is looking for new tenors this season.');
    await field('image').fill('');
    await field('externalUrl').fill('https://example.org/choir');
    await submit.click();
    await page.getByText(t(lang, 'news:submitNews.success')).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const everything = await api<Post[]>('/api/posts/all', { token: await adminToken() });
    expect(everything.body).toContainEqual(
      expect.objectContaining({
        title,
        type: 'news',
        isApproved: 0,
        externalUrl: 'https://example.org/choir',
      }),
    );
  });
});
