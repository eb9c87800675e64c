import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import type { Community } from '@byp/contracts';
import { adminToken, api } from './support/api';
import { baseUrl, launchBrowser, pagesInOneContext } from './support/browser';
import { escapeRegExp, t, type Language } from './support/i18n';
import { waitForAttribute } from './support/wait';

/**
 * Submits a community from a loopback address of its own (127.0.0.0/8), so these set-up
 * submissions do not use up 127.0.0.1's public-write allowance, which the browser's own
 * submissions (and other suites) count against.
 */
function submitFrom(from: string, body: Record<string, unknown>): Promise<Community> {
  const url = new URL('/api/communities/public', baseUrl());
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 201
            ? resolve(JSON.parse(text) as Community)
            : reject(new Error(`submit ${res.statusCode}: ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const publicCommunities = async () => (await api<Community[]>('/api/communities')).body;

/** The plural key i18next picks for `count` in `lang` (en: one/other; uk: one/few/many/other). */
const countText = (lang: Language, count: number) =>
  t(lang, `directory:communities.count_${new Intl.PluralRules(lang).select(count)}`, { count });

describe.each([
  ['en', '127.0.0.110'],
  ['uk', '127.0.0.111'],
] as [Language, string][])('communities (%s)', (lang, setupAddress) => {
  let browser: Browser;
  // Five approved communities sharing a made-up word, so searches have known answers.
  const tag = `zoryanka${lang}${Date.now().toString(36)}`;
  let tagged: Community[];
  let single: Community;
  let broken: Community;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await adminToken();
    const approve = async (community: Community) =>
      (await api<Community>(`/api/communities/${community.id}/approve`, { method: 'POST', token })).body;
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(
        await submitFrom(setupAddress, {
          name: i === 0 ? `Single ${tag} Club` : `Hromada ${i} ${lang.toUpperCase()}`,
          description: `Community ${i} of the ${tag} set, meeting in London.`,
          heroImage: '/images/communities/choir.svg',
          contactEmail: i < 2 ? `${tag}-pair${i}@example.org` : `group${i}@example.org`,
          website: 'https://hromada.example.org',
          instagram: '@hromada.e2e',
          tiktok: 'hromadatok',
          links: Array.from({ length: i === 0 ? 6 : 1 }, (_, n) => `https://hromada.example.org/r${i}-${n}`),
          latitude: 51.5 + i / 100,
          longitude: -0.12,
        }),
      );
    }
    tagged = await Promise.all(created.map(approve));
    single = tagged[0];
    broken = await approve(
      await submitFrom(setupAddress, {
        name: `Broken Picture ${lang.toUpperCase()} ${Date.now()}`,
        description: 'Its hero image is a file the product does not have.',
        heroImage: '/images/communities/no-such-image.svg',
      }),
    );
  });
  afterAll(() => browser.close());
  const newPage = pagesInOneContext({ language: lang });

  const visit = async (path: string): Promise<Page> => {
    const page = await newPage(browser);
    await page.goto(path);
    return page;
  };
  const cards = (page: Page) => page.getByTestId('community-card');
  const card = (page: Page, name: string) =>
    cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
  const cardCount = (page: Page, expected: number) =>
    page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="community-card"]').length === n,
      expected,
    );
  // Other suites may add communities meanwhile, so whole-list counts are lower bounds.
  const atLeastCards = (page: Page, minimum: number) =>
    page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="community-card"]').length >= n,
      minimum,
    );

  it('shows the communities view on / with its search, empty state and Clear search', async () => {
    const all = await publicCommunities();
    expect(all.length).toBeGreaterThanOrEqual(12 + 6);
    const page = await visit('/?category=communities');
    await page.getByRole('heading', { name: t(lang, 'directory:communities.heading'), level: 2 }).waitFor();
    // The first page at least: the list asks for 24 at a time (issue 29).
    await atLeastCards(page, Math.min(all.length, 24));
    expect(await page.getByRole('button', { name: t(lang, 'directory:submitCommunity.open') }).count()).toBe(
      1,
    );
    // No offers strip in this view (spec).
    expect(await page.getByRole('region', { name: t(lang, 'directory:offers.heading') }).count()).toBe(0);

    await page.getByLabel(t(lang, 'directory:search.termLabel')).fill(tag);
    await page.keyboard.press('Enter');
    await cardCount(page, 5);

    await page.getByLabel(t(lang, 'directory:search.termLabel')).fill('zzqx-nothing');
    await page.keyboard.press('Enter');
    await page.getByText(t(lang, 'directory:communities.noMatch', { term: 'zzqx-nothing' })).waitFor();
    await page.getByRole('button', { name: t(lang, 'directory:search.clearSearch') }).click();
    // The first page at least: the list asks for 24 at a time (issue 29).
    await atLeastCards(page, Math.min(all.length, 24));
  });

  it('lists the matching communities after the businesses in the All view, and plots them on the map', async () => {
    const page = await visit(`/?view=list&q=${tag}`);
    await cardCount(page, 5);
    // After the business results, in document order.
    const order = await page.evaluate(() => {
      const businesses = document.querySelector('#businesses-heading');
      const communities = document.querySelector('#matching-communities-title');
      return businesses && communities
        ? businesses.compareDocumentPosition(communities) & Node.DOCUMENT_POSITION_FOLLOWING
        : 0;
    });
    expect(order).toBeTruthy();
    expect(await page.getByText(t(lang, 'directory:businesses.noMatch', { term: tag })).count()).toBe(0);

    // The map (the default view) holds the located businesses and the communities loaded so far
    // (the list's first page, issue 29) as distinct markers.
    const firstPage = (await api<Community[]>(`/api/communities?limit=24&offset=0&lang=${lang}`)).body;
    const located = firstPage.filter((c) => c.latitude !== null && c.longitude !== null);
    expect(located.length).toBeGreaterThan(0);
    const map = await visit('/');
    await map.waitForFunction(
      (n) =>
        Number(
          document.querySelector('[data-testid="business-map"]')?.getAttribute('data-community-marker-count'),
        ) >= n,
      located.length,
    );
    const shown = located[0];
    const show = map.getByRole('button', { name: t(lang, 'directory:map.showOnMap', { name: shown.name }) });
    await show.focus();
    await show.click();
    const popup = map.getByTestId('map-popup');
    await popup.getByText(shown.name).first().waitFor();
    await popup.getByText(t(lang, 'directory:map.communityBadge'), { exact: true }).waitFor();
    await popup.getByRole('button', { name: t(lang, 'directory:map.viewCommunity') }).click();
    await map.getByRole('dialog', { name: shown.name }).waitFor();
  });

  it('searches /communities and counts the matches in the right plural form', async () => {
    const page = await newPage(browser);
    // The first page's answer: its X-Total-Count is every match (issue 29, a page at a time).
    const firstPage = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/communities' && url.searchParams.get('offset') === '0';
    });
    await page.goto('/communities');
    await page.getByRole('heading', { name: t(lang, 'directory:communities.title'), level: 1 }).waitFor();
    await atLeastCards(page, 12);
    const total = Number(await (await firstPage).headerValue('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(await cards(page).count());
    const count = page.getByTestId('communities-count');
    expect(await count.textContent()).toBe(countText(lang, total));
    const search = page.getByRole('searchbox', { name: t(lang, 'directory:communities.searchLabel') });

    await search.fill(tag.toUpperCase());
    await count.getByText(countText(lang, 5), { exact: true }).waitFor();
    await cardCount(page, 5);
    await search.fill(`${tag}-PAIR`); // the contact emails of two of them
    await count.getByText(countText(lang, 2), { exact: true }).waitFor();
    await search.fill(`single ${tag}`); // one name
    await count.getByText(countText(lang, 1), { exact: true }).waitFor();
    await cardCount(page, 1);
    if (lang === 'uk') {
      // Ukrainian has three forms: 1 громаду, 2 громади, 5 громад.
      expect([1, 2, 5].map((n) => countText(lang, n))).toEqual([
        'Знайдено 1 громаду',
        'Знайдено 2 громади',
        'Знайдено 5 громад',
      ]);
    }

    await search.fill('zzqx-nothing');
    await page.getByText(t(lang, 'directory:communities.noMatch', { term: 'zzqx-nothing' })).waitFor();
    await count.getByText(countText(lang, 0), { exact: true }).waitFor();
  });

  it('opens a card’s details, with its links, from a click on the card, and shows "+N more"', async () => {
    const page = await visit('/communities');
    await page.getByRole('searchbox').fill(single.name);
    await cardCount(page, 1);
    const shown = card(page, single.name);
    await shown.getByText(t(lang, 'directory:communityCard.moreLinks_other', { count: 3 })).waitFor();
    expect(await shown.getByRole('list').getByRole('link').count()).toBe(3);
    await waitForAttribute(shown.getByTestId('image-frame'), 'data-status', 'loaded');

    // The whole card is the click area (Learn More's ::after covers it), so the text under the
    // pointer is not the click target: force the click where the description is.
    await shown.getByText(single.description).click({ force: true });
    const dialog = page.getByRole('dialog', { name: single.name });
    await dialog.getByText(t(lang, 'directory:communityDetail.verified')).waitFor();
    await dialog.getByText(single.description).waitFor();
    expect(await dialog.getByRole('link', { name: single.contactEmail! }).getAttribute('href')).toBe(
      `mailto:${single.contactEmail}`,
    );
    const instagram = dialog.getByRole('link', { name: /Instagram: hromada\.e2e/ });
    expect(await instagram.getAttribute('target')).toBe('_blank');
    expect(await instagram.getAttribute('rel')).toBe('noopener noreferrer');
    const website = dialog.getByRole('link', { name: /^hromada\.example\.org \(/ });
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
    await dialog.getByRole('link', { name: /TikTok: hromadatok/ }).waitFor();
    // Readable (issue 28: '51.5° N, 0.12° W'), linked to the map.
    const coordinates = dialog.getByRole('link', {
      name: t(lang, 'directory:communityDetail.coordinates', {
        latitude: `51.5° ${t(lang, 'directory:communityDetail.hemisphere.north')}`,
        longitude: `0.12° ${t(lang, 'directory:communityDetail.hemisphere.west')}`,
      }),
      exact: false,
    });
    expect(await coordinates.getAttribute('href')).toContain('openstreetmap.org/?mlat=51.5&mlon=-0.12');
    const resources = dialog.getByRole('heading', { name: t(lang, 'directory:communityDetail.resources') });
    await resources.waitFor();
    const resourceList = dialog.locator('section').filter({
      has: page.getByRole('heading', { name: t(lang, 'directory:communityDetail.resources') }),
    });
    expect(await resourceList.getByRole('link').count()).toBe(6);
    await dialog
      .getByRole('button', { name: t(lang, 'common:actions.close'), exact: true })
      .last()
      .click();
    await dialog.waitFor({ state: 'detached' });

    // The keyboard way: Tab reaches Learn More, Enter opens the same dialog.
    await shown.getByRole('button', { name: t(lang, 'directory:communityCard.learnMore') }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: single.name }).waitFor();
  });

  it('says "Image unavailable" when a community’s image cannot be loaded', async () => {
    const page = await visit('/communities');
    await page.getByRole('searchbox').fill(broken.name);
    await cardCount(page, 1);
    const shown = card(page, broken.name);
    await waitForAttribute(shown.getByTestId('image-frame'), 'data-status', 'failed');
    await shown.getByText(t(lang, 'directory:image.unavailable')).waitFor();
  });

  it('submits a community for moderation after showing the form’s errors', async () => {
    const page = await visit('/?category=communities');
    await page.getByRole('button', { name: t(lang, 'directory:submitCommunity.open') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'directory:submitCommunity.title') });
    const field = (key: string) =>
      dialog.getByLabel(new RegExp(`^${escapeRegExp(t(lang, `directory:submitCommunity.fields.${key}`))}`));
    await field('description').fill('Too short');
    await field('contactEmail').fill('not-an-email');
    await dialog.getByRole('button', { name: t(lang, 'directory:submitCommunity.submit') }).click();
    await dialog.getByText(t(lang, 'validation.required')).first().waitFor();
    expect(await dialog.getByText(t(lang, 'validation.required'), { exact: true }).count()).toBe(2);
    await dialog.getByText(t(lang, 'validation.tooShort', { min: 10 })).waitFor();
    await dialog.getByText(t(lang, 'validation.invalidEmail')).waitFor();

    const name = `Bereginya Circle ${lang} ${Date.now()}`;
    await field('name').fill(name);
    await field('description').fill('Embroidery and folk songs on Sunday afternoons.');
    await field('heroImage').fill('https://example.org/bereginya.jpg');
    await field('contactEmail').fill('bereginya@example.org');
    await field('instagram').fill('@bereginya');
    await dialog.getByRole('button', { name: t(lang, 'directory:submitCommunity.submit') }).click();
    await page.getByText(t(lang, 'directory:submitCommunity.success')).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Pending: an admin sees it, visitors do not.
    const everything = await api<Community[]>('/api/communities/all', { token: await adminToken() });
    expect(everything.body).toContainEqual(
      expect.objectContaining({ name, isApproved: 0, instagram: '@bereginya' }),
    );
    expect((await publicCommunities()).map((c) => c.name)).not.toContain(name);
  });
});
