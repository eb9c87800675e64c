// Issue 28: the details a visitor trips on (points 2, 3, 7, 8, 9 and 10), in both languages at a
// phone's 390 px and a desktop's 1440 px. Each test waits for what a visitor would see.
import type { Browser, Page } from 'playwright-core';
import { adminToken, api } from './support/api';
import { baseUrl, launchBrowser, openPage, type OpenedPage } from './support/browser';
import { escapeRegExp, t, type Language } from './support/i18n';

interface Business {
  id: string;
  name: string;
  [field: string]: unknown;
}
interface Offer {
  id: string;
  title: string;
  verificationKey?: string;
}
interface Named {
  id: string;
  name?: string;
  title?: string;
}

const VIEWPORTS = [
  { label: '390 px', width: 390, height: 844 },
  { label: '1440 px', width: 1440, height: 900 },
];
/** A text's words before its {{date}}, to find it whatever the date. */
const beforeDate = (lang: Language, key: string) => t(lang, key).split('{{date}}')[0].trim();

/** A CSV answer's bytes as sent (fetch's text() would drop the BOM), and its text after the BOM. */
async function csvFile(path: string, auth?: string): Promise<{ bom: boolean; text: string }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { bom, text: bytes.subarray(bom ? 3 : 0).toString('utf8') };
}

const CASES = (['en', 'uk'] as Language[]).flatMap((lang) =>
  VIEWPORTS.map((viewport) => ({ lang, viewport })),
);

let browser: Browser;
let token: string;
let opened: OpenedPage[] = [];
let business: Business;

const open = async (lang: Language, viewport: { width: number; height: number }): Promise<Page> => {
  const page = await openPage(browser, { language: lang, viewport });
  opened.push(page);
  return page.page;
};
const asAdmin = async (page: Page) =>
  page.context().addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('admin_token', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  const created = await api<Business>('/api/businesses', {
    method: 'POST',
    token,
    body: {
      name: 'Zirka Café Round Trip',
      nameUk: 'Кафе «Зірка»',
      description: 'Borscht, varenyky and coffee near Camden Lock.',
      descriptionUk: 'Борщ, вареники й кава біля Камден-Лок.',
      category: 'dining',
      address: '12 Chalk Farm Road, London NW1 8AB',
      area: 'Camden',
      website: 'https://zirka.example/menu',
      phone: '020 7946 0123',
      email: 'hello@zirka.example',
      instagram: '@zirka.cafe',
      tiktok: '@zirka_tt',
      heroImage: 'https://images.example/zirka.jpg',
      galleryImages: ['https://images.example/z1.jpg', 'https://images.example/z2.jpg'],
      latitude: 51.5416,
      longitude: -0.1465,
      isVerified: 1,
      isPremium: 0,
    },
  });
  expect(created.status).toBe(201);
  business = created.body;
});
afterEach(async () => {
  await Promise.all(opened.map((o) => o.context.close()));
  opened = [];
});
afterAll(async () => {
  await browser?.close();
});

describe.each(CASES)('issue 28 ($lang, $viewport.label)', ({ lang, viewport }) => {
  it('keeps favourites through a reload, and says Favourites the same way in the header and the page', async () => {
    const page = await open(lang, viewport);
    await page.goto(`/?view=list&q=${encodeURIComponent('Zirka Café Round Trip')}`);
    // The exact name ranks first (its Ukrainian name shows in Ukrainian).
    const card = page.getByTestId('business-card').first();
    await card.getByRole('button', { name: t(lang, 'directory:favourites.add') }).click();
    const header = page.getByRole('button', { name: t(lang, 'shell:header.favorites'), exact: true });
    await header.getByText('1', { exact: true }).waitFor();
    await page.reload();
    await card.getByRole('button', { name: t(lang, 'directory:favourites.remove') }).waitFor();
    await header.getByText('1', { exact: true }).waitFor();
    // One spelling (en-GB) in the header and on the page.
    const headerName = t(lang, 'shell:header.favorites');
    expect(t(lang, 'directory:favourites.showOnly').toLowerCase()).toContain(headerName.toLowerCase());
  });

  it('says why the review form cannot be sent yet', async () => {
    const page = await open(lang, viewport);
    await page.goto(`/?view=list&q=${encodeURIComponent('Zirka Café Round Trip')}`);
    // The exact name ranks first (its Ukrainian name shows in Ukrainian).
    const card = page.getByTestId('business-card').first();
    await card
      .getByRole('button', { name: t(lang, 'directory:card.viewDetails') })
      .first()
      .click();
    await page.getByRole('button', { name: t(lang, 'directory:reviews.add') }).click();
    const submit = page.getByRole('button', { name: t(lang, 'directory:reviews.form.submit') });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    const description = () =>
      submit.evaluate((button) =>
        (button.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      );
    expect(await description()).toBe(
      `${t(lang, 'directory:reviews.form.blocked.nameMissing')} ${t(lang, 'directory:reviews.form.blocked.commentMissing')}`,
    );
    await page.getByRole('textbox', { name: t(lang, 'directory:reviews.form.name') }).fill('Olena');
    await page.getByText(t(lang, 'directory:reviews.form.blocked.commentMissing')).waitFor();
    expect(await description()).toBe(t(lang, 'directory:reviews.form.blocked.commentMissing'));
  });

  it('applies the location to the communities view and the events view, through the server', async () => {
    const page = await open(lang, viewport);
    const expected = (await api<Named[]>(`/api/communities?location=Camden&lang=${lang}`)).body;
    await page.goto('/?category=communities&location=Camden');
    const region = page.getByRole('region', { name: t(lang, 'directory:communities.heading'), exact: true });
    await region.waitFor();
    await page.waitForFunction(
      (count) =>
        !document.querySelector('[aria-busy="true"] [data-testid="community-card"]') &&
        document.querySelectorAll('[data-testid="community-card"]').length === count,
      expected.length,
    );
    const shown = await page.getByTestId('community-card').getByRole('heading').allTextContents();
    expect(shown.sort()).toEqual(expected.map((c) => c.name).sort());
    expect(shown.some((name) => /Bradford|Edinburgh|Manchester/.test(name))).toBe(false);

    const events = (await api<Named[]>(`/api/posts?type=event&location=Camden&lang=${lang}`)).body;
    await page.goto('/news-events');
    await page.getByRole('tab', { name: t(lang, 'news:tabs.events') }).click();
    await page.getByRole('searchbox', { name: t(lang, 'news:location.label') }).fill('Camden');
    await page.getByRole('button', { name: t(lang, 'news:location.apply') }).click();
    await page.waitForURL(/location=Camden/);
    await page.getByRole('button', { name: t(lang, 'news:view.list') }).click();
    if (events.length === 0)
      await page.getByText(t(lang, 'news:location.none', { location: 'Camden' })).waitFor();
    else
      for (const event of events)
        await page.getByRole('heading', { name: event.title!, exact: true }).first().waitFor();
  });

  it('shows the admin businesses page with 24-hour dates, unbroken phones and emails, steady columns and Export beside Upload', async () => {
    const page = await open(lang, viewport);
    await asAdmin(page);
    await page.goto(`/admin/businesses?q=${encodeURIComponent('Zirka Café Round Trip')}`);
    // Export is on the page whichever tab is open, next to the tabs' Upload.
    await page.getByRole('button', { name: t(lang, 'admin:export.button') }).waitFor();
    await page.getByRole('tab', { name: t(lang, 'admin:businesses.tabs.upload') }).waitFor();
    const row = page.getByRole('row').filter({ hasText: '020 7946 0123' }).first();
    await row.waitFor();
    const phone = row.getByRole('button', { name: /020 7946 0123/ });
    expect(await phone.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    const email = row.getByRole('button', { name: /hello@zirka\.example/ });
    expect(await email.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    const widths = () =>
      page
        .locator('thead th')
        .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().width)));
    const before = await widths();
    await phone.click();
    const editor = row.getByRole('textbox');
    await editor.waitFor();
    expect(await widths()).toEqual(before);
    await editor.press('Escape');
    // Offer end dates in the spec's 'MMM dd, yyyy HH:mm' (24-hour).
    const offer = await api<Offer>('/api/offers', {
      method: 'POST',
      token,
      body: {
        businessId: business.id,
        title: 'Evening coffee',
        description: 'A free coffee after 3 pm',
        discountPercentage: 100,
        validUntil: '2030-06-05T14:00:00.000Z',
      },
    });
    expect(offer.status).toBe(201);
    await row
      .getByRole('button', {
        name: new RegExp(`^${escapeRegExp(t(lang, 'admin:offers.manageFor', { name: '' }))}`),
      })
      .click();
    const cell = page.getByRole('dialog').getByRole('cell', { name: /2030/ }).first();
    await cell.waitFor();
    expect(await cell.textContent()).toMatch(/^\S+ 05, 2030 15:00$/);
    await api(`/api/offers/${offer.body.id}`, { method: 'DELETE', token });
  });
});

/**
 * What the page showed when a claim's code did not appear: its toasts (a refused claim says why
 * there), its dialogs and the offers strip's titles (another file's offers may have pushed ours out).
 */
const claimState = (page: Page, lang: Language) =>
  page
    .evaluate(
      ([toastRegion, stripHeading]) => {
        const text = (element: Element | null | undefined) =>
          (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const toasts = Array.from(document.querySelectorAll(`[aria-label="${toastRegion}"] li`)).map(text);
        const dialogs = Array.from(document.querySelectorAll('[role="dialog"]')).map(text);
        const strip = document.querySelector('section[aria-labelledby="offers-strip-heading"]');
        const offers = Array.from(strip?.querySelectorAll('[data-testid="offer-card"] h3') ?? []).map(text);
        return `the page showed: toasts ${JSON.stringify(toasts)}; dialogs ${JSON.stringify(dialogs)}; ${stripHeading} ${
          strip ? `(busy: ${strip.getAttribute('aria-busy')}) ${JSON.stringify(offers)}` : 'not shown'
        }`;
      },
      [t(lang, 'toast.region', { hotkey: 'F8' }), t(lang, 'directory:offers.heading')],
    )
    .catch((error: Error) => `(could not read the page: ${error.message})`);

describe.each(['en', 'uk'] as Language[])('offer claim codes (%s)', (lang) => {
  it('claims with a code and QR code, shows the same code again, and lets the business check and mark it used', async () => {
    const created = await api<Offer>('/api/offers', {
      method: 'POST',
      token,
      body: {
        businessId: business.id,
        title: `Till test ${lang}`,
        description: 'One free pastry',
        discountPercentage: 100,
        // Ends first, so it leads the offers strip.
        validUntil: new Date(Date.now() + 20 * 60_000).toISOString(),
        // No limit: directory-businesses.e2e.ts claims the first offer that has one, and a claim of
        // its on this offer would change the count checked below.
      },
    });
    expect(created.status).toBe(201);
    const offer = created.body;

    for (const viewport of VIEWPORTS) {
      const page = await open(lang, viewport);
      await page.goto('/');
      const strip = page.getByRole('region', { name: t(lang, 'directory:offers.heading') });
      const card = strip.getByTestId('offer-card').filter({ hasText: offer.title }).first();
      // Click once the page has settled: the results drawn (on a phone the strip comes after them
      // and moves down as they load) and the strip showing its offers, not its placeholders.
      await page.waitForFunction(
        () =>
          document
            .querySelector('section[aria-labelledby="businesses-heading"]')
            ?.getAttribute('aria-busy') === 'false' &&
          document
            .querySelector('section[aria-labelledby="offers-strip-heading"]')
            ?.getAttribute('aria-busy') === 'false',
      );
      await card.waitFor().catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await claimState(page, lang)}`);
      });
      const claimAnswer = page.waitForResponse(
        (res) => res.request().method() === 'POST' && /\/api\/offers\/[^/]+\/claim/.test(res.url()),
      );
      await card.getByRole('button', { name: t(lang, 'directory:offers.claim.button'), exact: true }).click();
      const answer = await claimAnswer.catch(async (error: Error) => {
        throw new Error(`no claim was sent: ${error.message}\n${await claimState(page, lang)}`);
      });
      if (answer.status() !== 200)
        throw new Error(
          `the claim was answered ${answer.status()} ${await answer.text()}\n${await claimState(page, lang)}`,
        );
      const dialog = page.getByRole('dialog', { name: t(lang, 'directory:offers.code.title') });
      /** The code the dialog shows, or an error naming what the page showed instead. */
      const shownCode = () =>
        dialog
          .getByTestId('claim-code')
          .textContent()
          .catch(async (error: Error) => {
            throw new Error(`${error.message}\n${await claimState(page, lang)}`);
          });
      const code = (await shownCode())!;
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      await dialog.getByRole('img', { name: t(lang, 'directory:offers.code.qrAlt', { code }) }).waitFor();
      await dialog.getByRole('button', { name: t(lang, 'directory:offers.code.done') }).click();

      // A second claim from this browser, after a reload: the first code, not another redemption.
      await page.reload();
      await card
        .getByRole('button', { name: t(lang, 'directory:offers.claim.claimedButton'), exact: true })
        .waitFor();
      await card.getByRole('button', { name: t(lang, 'directory:offers.code.show') }).click();
      expect(await shownCode()).toBe(code);
      await dialog.getByText(t(lang, 'directory:offers.code.again')).waitFor();
      await dialog.getByRole('button', { name: t(lang, 'directory:offers.code.done') }).click();

      // The business: the verification link the admin gives it, on its own device.
      const key = (await api<Offer[]>('/api/offers/all', { token })).body.find(
        (o) => o.id === offer.id,
      )!.verificationKey!;
      const till = await open(lang, viewport);
      await till.goto(`/offers/verify#offer=${offer.id}&key=${key}`);
      await till.getByRole('heading', { name: t(lang, 'directory:verify.title') }).waitFor();
      expect(till.url()).not.toContain(key);
      await till.getByRole('textbox', { name: t(lang, 'directory:verify.code') }).fill(code.toLowerCase());
      await till.getByRole('button', { name: t(lang, 'directory:verify.check') }).click();
      await till.getByTestId('verify-result').getByText(code).waitFor();
      await till.getByRole('button', { name: t(lang, 'directory:verify.markUsed') }).click();
      await till
        .getByTestId('verify-result')
        .filter({ hasText: beforeDate(lang, 'directory:verify.markedUsed') })
        .waitFor();
      await till.getByRole('button', { name: t(lang, 'directory:verify.check') }).click();
      await till
        .getByTestId('verify-result')
        .filter({ hasText: beforeDate(lang, 'directory:verify.usedOn') })
        .waitFor();

      // The visitor's code now says it was used.
      await card.getByRole('button', { name: t(lang, 'directory:offers.code.show') }).click();
      await dialog.getByText(beforeDate(lang, 'directory:offers.code.used')).waitFor();
    }
    const counted = (await api<Offer & { currentRedemptions: number }[]>('/api/offers/all', { token })).body;
    expect(
      (counted as unknown as { id: string; currentRedemptions: number }[]).find((o) => o.id === offer.id)!
        .currentRedemptions,
    ).toBe(2);
  });
});

describe('business CSV round trip', () => {
  it('exports every field the import takes, and an import of the export gives the same business', async () => {
    const exported = await csvFile('/api/businesses/export', token);
    expect(exported.bom).toBe(true);
    const text = exported.text;
    const templateFile = await csvFile('/api/businesses/template');
    expect(templateFile.bom).toBe(true);
    const template = templateFile.text;
    expect(template).not.toMatch(/\{\w+\}/);
    const [header, ...lines] = text.split('\n');
    expect(template.split('\n')[0]).toBe(header);
    expect(header.split(',').slice(0, 12)).toEqual([
      'name',
      'description',
      'category',
      'address',
      'phone',
      'email',
      'instagram',
      'tiktok',
      'heroimage',
      'galleryimages',
      'isverified',
      'ispremium',
    ]);
    const row = lines.find((line) => line.startsWith('Zirka Café Round Trip,'))!;
    // The handle as typed; flags as 1/0 like the template's.
    expect(row).toContain(',@zirka.cafe,@zirka_tt,');
    expect(row).toMatch(/,1,0,/);
    expect(template.split('\n')[1]).toMatch(/,0,0,/);

    const renamed = row.replace('Zirka Café Round Trip,', 'Zirka Café Round Trip Copy,');
    const imported = await api<{ created: { id: string }[]; failed: unknown[] }>('/api/businesses/bulk', {
      method: 'POST',
      token,
      body: { csv: `${header}\n${renamed}\n` },
    });
    expect(imported.body.failed).toEqual([]);
    const copyId = imported.body.created[0].id;
    const [original, copy] = await Promise.all(
      [business.id, copyId].map(async (id) => (await api<Business>(`/api/businesses/${id}?lang=en`)).body),
    );
    const fields = [
      'description',
      'category',
      'address',
      'area',
      'website',
      'phone',
      'email',
      'instagram',
      'tiktok',
      'heroImage',
      'galleryImages',
      'latitude',
      'longitude',
      'isVerified',
      'isPremium',
      'nameI18n',
      'descriptionI18n',
    ];
    const pick = (b: Business) => Object.fromEntries(fields.map((f) => [f, b[f]]));
    expect({ ...pick(copy), nameI18n: (copy.nameI18n as { uk: string }).uk }).toEqual({
      ...pick(original),
      nameI18n: (original.nameI18n as { uk: string }).uk,
    });
    await api(`/api/businesses/${copyId}`, { method: 'DELETE', token });
  });
});
