import type { Browser } from 'playwright-core';
import type { Community, Post } from '@byp/contracts';
import { formatDate, formatMonthYear, fromProductLocalDateTime, productDayKey } from '@byp/platform';
import { adminToken, api } from './support/api';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { escapeRegExp, t, type Language } from './support/i18n';

/** Four Saturdays of the month after next, 10:00–13:00 UK time ('yyyy-MM-dd' of each). */
function fourSaturdays(): string[] {
  const [year, month] = productDayKey(Date.now()).split('-').map(Number);
  const first = new Date(Date.UTC(year, month + 1, 1, 12));
  first.setUTCDate(1 + ((6 - first.getUTCDay() + 7) % 7));
  return [0, 7, 14, 21].map((days) =>
    new Date(first.getTime() + days * 86_400_000).toISOString().slice(0, 10),
  );
}

describe.each(['en', 'uk'] as Language[])('repeating events and their community (%s)', (lang) => {
  let browser: Browser;
  let opened: OpenedPage[] = [];
  let community: Community;
  let series: Post;
  const saturdays = fourSaturdays();
  const title = `Saturday chess club ${lang} ${Date.now()}`;
  const communityName = `Chess friends ${lang} ${Date.now()}`;
  const at = (day: string, time: string) => fromProductLocalDateTime(`${day}T${time}`)!;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await adminToken();
    community = (
      await api<Community>('/api/communities/public', {
        method: 'POST',
        body: {
          name: communityName,
          description: 'Friends who meet to play chess every Saturday.',
          heroImage: 'https://example.org/chess.jpg',
        },
      })
    ).body;
    expect((await api(`/api/communities/${community.id}/approve`, { method: 'POST', token })).status).toBe(
      200,
    );
    const submitted = await api<Post>('/api/posts/public', {
      method: 'POST',
      body: {
        type: 'event',
        organizerType: 'community',
        organizerId: community.id,
        title,
        body: 'Boards and clocks are provided; all levels welcome.',
        startAt: at(saturdays[0], '10:00'),
        endAt: at(saturdays[0], '13:00'),
        isOnline: false,
        locationName: 'Ealing library',
        recurrence: { frequency: 'weekly', count: 4 },
      },
    });
    expect(submitted.status).toBe(201);
    expect((await api(`/api/posts/${submitted.body.id}/approve`, { method: 'POST', token })).status).toBe(
      200,
    );
    // The second Saturday is cancelled, as an admin does in the console.
    const patched = await api<Post>(`/api/posts/${submitted.body.id}`, {
      method: 'PATCH',
      token,
      body: {
        recurrence: {
          frequency: 'weekly',
          count: 4,
          exceptions: [{ occurrence: at(saturdays[1], '10:00'), cancelled: true }],
        },
      },
    });
    expect(patched.status).toBe(200);
    series = patched.body;
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    const problems = opened.flatMap((o) => o.problems);
    await Promise.all(opened.map((o) => o.context.close()));
    opened = [];
    expect(problems).toEqual([]);
  });

  it('shows the series on each Saturday but the cancelled one, and says how it repeats', async () => {
    const o = await openPage(browser, { language: lang });
    opened.push(o);
    const { page } = o;
    await page.goto('/news-events');
    await page.getByRole('tab', { name: t(lang, 'news:tabs.events'), exact: true }).click();
    const next = page.getByRole('button', { name: t(lang, 'news:calendar.next') });
    const month = new Date(`${saturdays[0]}T12:00:00Z`);
    // Two months on, one click at a time (each heading is awaited before the next click).
    const [year, monthIndex] = productDayKey(Date.now()).split('-').map(Number);
    for (const offset of [0, 1]) {
      await page
        .getByRole('heading', {
          level: 2,
          name: formatMonthYear(new Date(Date.UTC(year, monthIndex - 1 + offset, 1, 12)), lang),
          exact: true,
        })
        .waitFor();
      await next.click();
    }
    await page.getByRole('heading', { level: 2, name: formatMonthYear(month, lang), exact: true }).waitFor();
    const entry = (day: string) =>
      page.locator(`td[data-day="${day}"]`).getByRole('button', { name: `10:00 ${title}`, exact: true });
    for (const day of [saturdays[0], saturdays[2], saturdays[3]]) await entry(day).waitFor();
    expect(await entry(saturdays[1]).count()).toBe(0);

    await entry(saturdays[2]).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    // This date's times, and the series in words: 'Every Saturday, 10:00–13:00'.
    await dialog
      .getByTestId('post-date-range')
      .getByText(formatDate(at(saturdays[2], '10:00'), 'PPPp', lang), { exact: false })
      .waitFor();
    const pattern = t(lang, 'news:recurrence.withTimes', {
      pattern: t(lang, 'news:recurrence.every.6'),
      start: '10:00',
      end: '13:00',
    });
    expect(await dialog.getByTestId('post-recurrence').textContent()).toContain(pattern);
    expect(await dialog.getByTestId('post-cancelled-dates').textContent()).toBe(
      t(lang, 'news:recurrence.cancelled', { dates: formatDate(at(saturdays[1], '10:00'), 'PPP', lang) }),
    );

    // The event links back to its community, whose details list its coming dates.
    await dialog.getByRole('link', { name: t(lang, 'news:detail.runBy', { name: communityName }) }).click();
    await page.waitForURL(
      (url) => url.pathname === '/communities' && url.searchParams.get('community') === community.id,
    );
    const details = page.getByRole('dialog', { name: communityName });
    await details.waitFor();
    const listed = details.getByTestId('community-events').getByRole('link', { name: title, exact: true });
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('[data-testid="community-events"] a')].filter(
          (a) => a.textContent === name,
        ).length === 3,
      title,
    );
    expect(await listed.count()).toBe(3);
    const times = await details
      .getByTestId('community-events')
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(times).toEqual(
      expect.arrayContaining([saturdays[0], saturdays[2], saturdays[3]].map((d) => at(d, '10:00'))),
    );
    const addToCalendar = details.getByRole('link', {
      name: t(lang, 'directory:communityEvents.addToCalendar'),
    });
    expect(await addToCalendar.getAttribute('href')).toBe(
      `/api/communities/${community.id}/calendar.ics?lang=${lang}`,
    );
    const feed = await api<string>(`/api/communities/${community.id}/calendar.ics?lang=${lang}`);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA;COUNT=4');
    expect(feed.body).toContain(`EXDATE;TZID=Europe/London:${saturdays[1].replace(/-/g, '')}T100000`);
    expect(series.community?.id).toBe(community.id);
  });
  it('changes one date in the console without touching the rest, and the whole series from its edit form', async () => {
    const token = await adminToken();
    const choir = `Saturday choir ${lang} ${Date.now()}`;
    const submitted = await api<Post>('/api/posts/public', {
      method: 'POST',
      body: {
        type: 'event',
        title: choir,
        body: 'Songs in four parts; every voice is welcome.',
        startAt: at(saturdays[0], '10:00'),
        endAt: at(saturdays[0], '13:00'),
        isOnline: false,
        locationName: 'St Mary’s hall',
        recurrence: { frequency: 'weekly', count: 4 },
      },
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body.id;
    expect((await api(`/api/posts/${id}/approve`, { method: 'POST', token })).status).toBe(200);

    // The admin's computer is in New York: the console still speaks UK time.
    const o = await openPage(browser, { language: lang, timezoneId: 'America/New_York' });
    opened.push(o);
    const { page } = o;
    await o.context.addInitScript((value) => localStorage.setItem('admin_token', value), token);
    await page.goto('/admin/news-events?action=approved');
    const row = page.getByRole('row').filter({ hasText: choir });
    const startsWith = (key: string) => new RegExp(`^${escapeRegExp(t(lang, key))}`);

    // This date: the second Saturday cancelled, the third moved to 11:00–14:00.
    await row
      .getByRole('button', { name: t(lang, 'admin:recurrence.datesButton', { title: choir }) })
      .click();
    const dates = page.getByRole('dialog', {
      name: t(lang, 'admin:recurrence.datesTitle', { title: choir }),
    });
    const date = (day: string) => dates.locator(`[data-occurrence="${at(day, '10:00')}"]`);
    await date(saturdays[3]).waitFor();
    expect(await dates.getByTestId('series-date').count()).toBe(4);
    await date(saturdays[1])
      .getByRole('button', { name: startsWith('admin:recurrence.cancelDate') })
      .click();
    await date(saturdays[1]).getByText(t(lang, 'admin:recurrence.cancelled'), { exact: true }).waitFor();
    const third = date(saturdays[2]);
    await third.getByRole('button', { name: startsWith('admin:recurrence.moveDate') }).click();
    const startField = third.getByLabel(t(lang, 'admin:postFields.startAt'), { exact: true });
    expect(await startField.inputValue()).toBe(`${saturdays[2]}T10:00`);
    await startField.fill(`${saturdays[2]}T11:00`);
    await third.getByLabel(t(lang, 'admin:postFields.endAt'), { exact: true }).fill(`${saturdays[2]}T14:00`);
    await third.getByRole('button', { name: t(lang, 'admin:recurrence.saveMove'), exact: true }).click();
    await third.getByText(t(lang, 'admin:recurrence.moved'), { exact: true }).waitFor();
    // The other dates are untouched.
    for (const day of [saturdays[0], saturdays[3]])
      expect(await date(day).getByText(t(lang, 'admin:recurrence.cancelled'), { exact: true }).count()).toBe(
        0,
      );
    const dated = (await api<Post[]>('/api/posts/all', { token })).body.find((p) => p.id === id)!;
    expect(dated.occurrences!.map((d) => [d.startAt, d.endAt, d.cancelled, d.moved])).toEqual([
      [at(saturdays[0], '10:00'), at(saturdays[0], '13:00'), false, false],
      [at(saturdays[1], '10:00'), at(saturdays[1], '13:00'), true, false],
      [at(saturdays[2], '11:00'), at(saturdays[2], '14:00'), false, true],
      [at(saturdays[3], '10:00'), at(saturdays[3], '13:00'), false, false],
    ]);
    await dates.getByRole('button', { name: t(lang, 'admin:actions.close'), exact: true }).click();
    await dates.waitFor({ state: 'detached' });

    // The whole series: its edit form says so, shows UK times, and a new end time reaches every
    // date but the one moved on its own; the cancelled date stays cancelled.
    await row.getByRole('button', { name: t(lang, 'admin:actions.editItem', { name: choir }) }).click();
    const edit = page.getByRole('dialog', { name: t(lang, 'admin:posts.editTitle', { title: choir }) });
    expect(await edit.getByTestId('series-note').textContent()).toBe(t(lang, 'admin:recurrence.wholeSeries'));
    expect(await edit.getByLabel(t(lang, 'admin:postFields.startAt'), { exact: true }).inputValue()).toBe(
      `${saturdays[0]}T10:00`,
    );
    await edit.getByLabel(t(lang, 'admin:postFields.endAt'), { exact: true }).fill(`${saturdays[0]}T12:30`);
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/posts/${id}`,
      ),
      edit.getByRole('button', { name: t(lang, 'admin:actions.save'), exact: true }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const whole = (await saved.json()) as Post;
    expect(whole.occurrences!.map((d) => [d.startAt, d.endAt, d.cancelled, d.moved])).toEqual([
      [at(saturdays[0], '10:00'), at(saturdays[0], '12:30'), false, false],
      [at(saturdays[1], '10:00'), at(saturdays[1], '12:30'), true, false],
      [at(saturdays[2], '11:00'), at(saturdays[2], '14:00'), false, true],
      [at(saturdays[3], '10:00'), at(saturdays[3], '12:30'), false, false],
    ]);
  });

  it('lets a visitor name the community a news post comes from, in the public news form', async () => {
    const o = await openPage(browser, { language: lang });
    opened.push(o);
    const { page } = o;
    await page.goto('/news-events');
    await page.getByRole('button', { name: t(lang, 'news:submitNews.open') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'news:submitNews.title') });
    const field = (key: string) =>
      dialog.getByLabel(new RegExp(`^${escapeRegExp(t(lang, `news:submitNews.fields.${key}`))}`));
    const newsTitle = `Chess news ${lang} ${Date.now()}`;
    await field('title').fill(newsTitle);
    await field('body').fill('The club now meets in the library’s upstairs room.');
    const picker = dialog.getByLabel(t(lang, 'news:submitNews.fields.organizerId'), { exact: true });
    // The picker lists the approved communities by name.
    await picker.locator(`option[value="${community.id}"]`).waitFor({ state: 'attached' });
    expect(await picker.locator(`option[value="${community.id}"]`).textContent()).toBe(communityName);
    await picker.selectOption(community.id);
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/posts/public')),
      dialog.getByRole('button', { name: t(lang, 'news:submitNews.submit') }).click(),
    ]);
    expect(sent.postDataJSON()).toMatchObject({
      type: 'news',
      organizerType: 'community',
      organizerId: community.id,
    });
    await page.getByText(t(lang, 'news:submitNews.success')).first().waitFor();
    const token = await adminToken();
    const stored = (await api<Post[]>('/api/posts/all', { token })).body.find((p) => p.title === newsTitle)!;
    expect(stored.community?.id).toBe(community.id);
  });
});
