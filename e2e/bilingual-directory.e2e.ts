import type { Browser, Page } from 'playwright-core';
import type { Business, Community } from '@byp/contracts';
import { DID_YOU_MEAN_HEADER } from '@byp/contracts';
import { adminToken, api } from './support/api';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { t, type Language } from './support/i18n';

/**
 * Issue 23 in the browser: content in the interface language with the 'English only' /
 * 'лише українською' marker where a text has only the other language, a Cyrillic search that
 * finds a Latin-only name, a language switch that loads the other language's content, and
 * 'Did you mean …?'. Its own businesses and community carry a made-up tag, so the searches have
 * known answers whatever the sample data holds.
 */
describe('bilingual directory', () => {
  let browser: Browser;
  let opened: OpenedPage[] = [];
  const tag = `zq${Date.now().toString(36)}`;
  // A distinctive word for the misspelt searches ('Did you mean …?').
  const rareWord = 'Zhuravushka';
  const latinOnlyName = `Kyiv Stitch ${tag}`;
  const bilingualName = { en: `${rareWord} Flowers ${tag}`, uk: `Квіти «Журавушка» ${tag}` };
  const bilingualDescription = {
    en: 'Bouquets and wreaths for every occasion.',
    uk: 'Букети й вінки на будь-яке свято.',
  };
  const ukrainianOnlyCommunity = `Громада ${tag}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await adminToken();
    const place = {
      category: 'shop',
      address: '4 Test Road, London',
      area: 'Camden',
      heroImage: '/images/communities/choir.svg',
    };
    const created = await Promise.all([
      api<Business>('/api/businesses', {
        method: 'POST',
        token,
        body: { ...place, name: latinOnlyName, description: 'Alterations and repairs while you wait.' },
      }),
      api<Business>('/api/businesses', {
        method: 'POST',
        token,
        body: {
          ...place,
          name: bilingualName.en,
          nameUk: bilingualName.uk,
          description: bilingualDescription.en,
          descriptionUk: bilingualDescription.uk,
        },
      }),
    ]);
    for (const { status, body } of created) expect({ status, body }).toMatchObject({ status: 201 });
    const community = await api<Community>('/api/communities/public', {
      method: 'POST',
      body: {
        nameUk: ukrainianOnlyCommunity,
        descriptionUk: 'Зустрічі українців Камдена щонеділі після обіду.',
        heroImage: '/images/communities/choir.svg',
      },
    });
    expect({ status: community.status, body: community.body }).toMatchObject({ status: 201 });
    const approved = await api(`/api/communities/${community.body.id}/approve`, { method: 'POST', token });
    expect([200, 201]).toContain(approved.status);
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    const problems = opened.flatMap((o) => o.problems);
    await Promise.all(opened.map((o) => o.context.close()));
    opened = [];
    expect(problems).toEqual([]);
  });

  const visit = async (path: string, language: Language): Promise<Page> => {
    const o = await openPage(browser, { language });
    opened.push(o);
    await o.page.goto(path);
    return o.page;
  };
  const businessCard = (page: Page, name: string) =>
    page.getByTestId('business-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const searchFor = async (page: Page, language: Language, term: string) => {
    await page.getByLabel(t(language, 'directory:search.termLabel')).fill(term);
    await page.getByLabel(t(language, 'directory:search.termLabel')).press('Enter');
  };

  it("shows the Ukrainian values in uk, and 'лише англійською' where a text has only English", async () => {
    const page = await visit(`/?view=list&q=${tag}`, 'uk');
    const bilingual = businessCard(page, bilingualName.uk);
    await bilingual.waitFor();
    expect(await bilingual.getByText(bilingualDescription.uk).count()).toBe(1);
    expect(await bilingual.getByText(t('uk', 'common:content.englishOnly')).count()).toBe(0);

    const latinOnly = businessCard(page, latinOnlyName);
    await latinOnly.getByText(t('uk', 'common:content.englishOnly')).waitFor();
    expect(await latinOnly.getByRole('heading', { name: latinOnlyName }).getAttribute('lang')).toBe('en');

    // The details say so too, beside the English name.
    await latinOnly.getByRole('button', { name: t('uk', 'directory:card.viewDetails') }).click();
    const dialog = page.getByRole('dialog', { name: latinOnlyName });
    await dialog.getByText(t('uk', 'common:content.englishOnly')).first().waitFor();
  });

  it('finds a business whose name is only in Latin letters with a Cyrillic search (Київ)', async () => {
    const page = await visit('/?view=list', 'uk');
    const request = page.waitForRequest((r) => new URL(r.url()).searchParams.get('q') === 'Київ');
    await searchFor(page, 'uk', 'Київ');
    const sent = new URL((await request).url());
    expect(sent.pathname).toBe('/api/businesses');
    expect(sent.searchParams.get('lang')).toBe('uk');
    await businessCard(page, latinOnlyName).waitFor();
  });

  it("loads the other language's content when the language is switched, without a reload", async () => {
    const page = await visit(`/?view=list&q=${tag}`, 'en');
    await businessCard(page, bilingualName.en).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^${t('en', 'shell:header.switchLanguage')}`) })
      .click();
    await businessCard(page, bilingualName.uk).waitFor();
    await businessCard(page, latinOnlyName).getByText(t('uk', 'common:content.englishOnly')).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
  });

  it("marks a community that has only Ukrainian 'Ukrainian only' in English, and not in Ukrainian", async () => {
    const card = (page: Page) =>
      page
        .getByTestId('community-card')
        .filter({ has: page.getByRole('heading', { name: ukrainianOnlyCommunity, exact: true }) });
    const en = await visit('/communities', 'en');
    await en.getByRole('searchbox', { name: t('en', 'directory:communities.searchLabel') }).fill(tag);
    await card(en).getByText(t('en', 'common:content.ukrainianOnly')).waitFor();

    const uk = await visit('/communities', 'uk');
    await uk.getByRole('searchbox', { name: t('uk', 'directory:communities.searchLabel') }).fill(tag);
    await card(uk).waitFor();
    expect(await card(uk).getByText(t('uk', 'common:content.ukrainianOnly')).count()).toBe(0);
  });

  it("offers 'Did you mean …?' for a misspelt search that finds nothing, and runs the suggestion", async () => {
    // The misspelling the server suggests a spelling for (its thresholds decide which do).
    const misspellings = ['Zhuravuszka', 'Zhurawushkka', 'Jhuravushka', 'Zuravuska', 'Zhurvshka'];
    let misspelt: string | undefined;
    let suggestion: string | undefined;
    for (const candidate of misspellings) {
      const answer = await api<Business[]>(`/api/businesses?lang=uk&q=${encodeURIComponent(candidate)}`);
      const header = answer.headers.get(DID_YOU_MEAN_HEADER);
      if (answer.body.length === 0 && header) {
        misspelt = candidate;
        suggestion = decodeURIComponent(header);
        break;
      }
    }
    expect({ misspelt, suggestion }).toEqual({
      misspelt: expect.any(String),
      suggestion: expect.any(String),
    });

    const page = await visit('/?view=list', 'uk');
    await searchFor(page, 'uk', misspelt!);
    const offer = page.getByTestId('did-you-mean');
    await offer.waitFor();
    expect(await offer.textContent()).toBe(t('uk', 'common:content.didYouMean', { suggestion: suggestion! }));
    await offer.getByRole('button', { name: suggestion, exact: true }).click();
    await page.getByTestId('business-card').first().waitFor();
    expect(await page.getByLabel(t('uk', 'directory:search.termLabel')).inputValue()).toBe(suggestion);
    expect(new URL(page.url()).searchParams.get('q')).toBe(suggestion);
  });
});
