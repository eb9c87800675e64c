import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminToken, api } from './support/api';
import { baseUrl, launchBrowser, openPage, watchProblems, type OpenedPage } from './support/browser';
import { seriousViolations } from './support/axe';
import { escapeRegExp, t, type Language } from './support/i18n';

/** The admin console through the gateway, signed in as the e2e admin. */
describe('admin console', () => {
  let browser: Browser;
  let opened: OpenedPage | undefined;
  let token: string;
  const unique = () => Math.random().toString(36).slice(2, 8);
  /**
   * The tests signed in with the file's own session share one context, a new page each, rather
   * than a context each (cheaper on a busy host). After each test its page closes and the site's
   * storage and cookies are cleared, so the next starts as in a context of its own (the init
   * scripts sign it in again in its new tab).
   */
  let shared: BrowserContext | undefined;
  let sharedPage: { page: Page; problems: string[] } | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    const problems = [...(opened?.problems ?? []), ...(sharedPage?.problems ?? [])];
    await opened?.context.close();
    opened = undefined;
    if (sharedPage) {
      if (sharedPage.page.url().startsWith(baseUrl()))
        await sharedPage.page.evaluate(() => localStorage.clear());
      await shared?.clearCookies();
      await sharedPage.page.close();
      sharedPage = undefined;
    }
    expect(problems).toEqual([]);
  });

  /** Each tab of `context` starts signed in with `sessionToken` (later sign-outs in it hold). */
  const seedToken = (context: BrowserContext, sessionToken: string) =>
    context.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('admin_token', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, sessionToken);

  /** A page signed in with the file's session, or in a context of its own with another session. */
  async function signedIn(sessionToken = token): Promise<Page> {
    if (sessionToken !== token) {
      opened = await openPage(browser, { language: 'en' });
      await seedToken(opened.context, sessionToken);
      return opened.page;
    }
    if (!shared) {
      shared = (await openPage(browser, { language: 'en' })).context;
      await seedToken(shared, token);
    }
    const page = await shared.newPage();
    sharedPage = { page, problems: watchProblems(page) };
    return page;
  }

  async function createBusiness(name: string, extra: Record<string, unknown> = {}) {
    const res = await api<{ id: string }>('/api/businesses', {
      method: 'POST',
      token,
      body: {
        name,
        description: 'A family bakery with rye bread.',
        category: 'dining',
        address: '1 Test Street, London',
        heroImage: 'https://images.example/hero.jpg',
        email: 'old@example.com',
        ...extra,
      },
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  async function businessNamed(name: string) {
    const res = await api<{ items: { name: string; isVerified: number; email: string | null }[] }>(
      `/api/businesses/all?page=1&pageSize=10&q=${encodeURIComponent(name)}`,
      { token },
    );
    return res.body.items.find((b) => b.name === name);
  }

  /**
   * Types a unique name into the search and waits for the server's filtered answer (one row):
   * until then the unfiltered first page shows, and its refetch could race what the test does next.
   */
  async function searchManage(page: Page, term: string) {
    await page.goto('/admin/businesses');
    await page.getByLabel(t('en', 'admin:manage.search')).fill(term);
    await page.waitForURL((url) => url.searchParams.get('q') === term);
    await page.getByRole('table').getByText('1 business', { exact: true }).waitFor();
    await page
      .getByRole('button', { name: t('en', 'admin:manage.editField', { field: 'Name', name: term }) })
      .waitFor();
  }

  it("dashboard shows the services' figures and the moderation activity", async () => {
    const name = `Dash ${unique()}`;
    const id = await createBusiness(name);
    await api(`/api/businesses/${id}`, { method: 'PATCH', token, body: { isVerified: 1 } });
    const stats = (
      await api<{ totalBusinesses: number; verifiedBusinesses: number }>('/api/businesses/stats', { token })
    ).body;
    const page = await signedIn();
    await page.goto('/admin');
    const figures = page.getByRole('list', { name: 'Statistics' });
    await figures
      .getByText(new Intl.NumberFormat('en').format(stats.totalBusinesses), { exact: true })
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Recent Activity' })
      // The time is worded by date-fns' formatDistance, kept in the admin's build only.
      .getByText(new RegExp(`edited business “${escapeRegExp(name)}”.*\\bago$`))
      .waitFor();
  });

  it('edits a cell inline: Enter saves, Escape cancels, a failed save restores the old value', async () => {
    const name = `Inline ${unique()}`;
    await createBusiness(name);
    const page = await signedIn();
    await searchManage(page, name);
    const emailCell = () => page.getByRole('button', { name: `Edit Email of ${name}` });

    await emailCell().click();
    const editor = page.getByRole('textbox', { name: `Edit Email of ${name}` });
    await editor.fill('new@example.com');
    await editor.press('Enter');
    await page
      .getByRole('button', { name: `Edit Email of ${name}` })
      .getByText('new@example.com')
      .waitFor();
    // The cell is busy while the PATCH is in flight; once idle, the server has the new value.
    await emailCell().and(page.locator('[aria-busy="false"]')).waitFor();
    expect((await businessNamed(name))?.email).toBe('new@example.com');

    await emailCell().click();
    await editor.fill('cancelled@example.com');
    await editor.press('Escape');
    await emailCell().getByText('new@example.com').waitFor();
    expect((await businessNamed(name))?.email).toBe('new@example.com');

    await page.route('**/api/businesses/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 400,
              error: 'Validation failed',
              details: [{ path: 'email', message: 'Invalid email address', code: 'invalid_email' }],
            }),
          })
        : route.continue(),
    );
    await emailCell().click();
    await editor.fill('broken@example.com');
    await editor.press('Enter');
    await page.getByText('Email: Invalid email address').first().waitFor();
    await emailCell().getByText('new@example.com').waitFor();
  });

  it('saves the verified switch at once', async () => {
    const name = `Switch ${unique()}`;
    await createBusiness(name);
    const page = await signedIn();
    await searchManage(page, name);
    const verified = page.getByRole('switch', { name: `Verified: ${name}` });
    expect(await verified.getAttribute('aria-checked')).toBe('false');
    await verified.click();
    await page
      .locator(`[role="switch"][aria-label="Verified: ${name}"][aria-checked="true"]:not([disabled])`)
      .waitFor();
    expect((await businessNamed(name))?.isVerified).toBe(1);
  });

  it('adds a business, shows the success screen for 3 seconds, then the form again', async () => {
    const name = `Added ${unique()}`;
    const page = await signedIn();
    await page.goto('/admin/businesses?action=add');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Category').selectOption('shop');
    await page.getByLabel('Description').fill('Embroidered shirts and gifts.');
    await page.getByLabel('Address').fill('2 Test Street, London');
    await page.getByLabel('Hero image URL').fill('https://images.example/shop.jpg');
    await page.getByRole('button', { name: 'Add Business' }).click();
    await page.getByRole('heading', { name: 'Business added!' }).waitFor();
    await page.getByRole('button', { name: 'Add another' }).waitFor();
    // The success screen goes by itself (3 s): the empty form comes back.
    await page.getByRole('button', { name: 'Add Business' }).waitFor({ timeout: 10_000 });
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await businessNamed(name)).toBeTruthy();
  });

  it('imports a CSV: invalid rows listed with their row numbers, valid rows (quoted commas, blank lines) imported', async () => {
    const tag = unique();
    const csv = [
      'Name,Description,Category,Address,Email,HeroImage,GalleryImages,IsVerified,IsPremium',
      `CSV Good ${tag},"Bread, pastries and coffee",Dining,"3 High Street, London",,,https://a.example/1.jpg;not-a-url,1,true`,
      '',
      `,No name here,dining,4 High Street,,,,,`,
      `CSV BadCat ${tag},Somewhere,restaurant,5 High Street,,,,,`,
      `CSV BadMail ${tag},Somewhere,shop,6 High Street,nope,,,,`,
      `CSV BadHero ${tag},Somewhere,shop,7 High Street,,javascript:alert(1),,,`,
      '   ',
      `CSV Services ${tag},Accounting for families,business services,"8 High Street, London",{email},,,0,0`,
    ].join('\n');
    const page = await signedIn();
    await page.goto('/admin/businesses?action=upload');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'not-csv.txt', mimeType: 'text/plain', buffer: Buffer.from(csv) });
    await page.getByText('Invalid file type: choose a .csv file.').waitFor();

    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'import.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const errors = page.getByRole('region', { name: '4 rows with errors' });
    await errors.waitFor();
    await errors.getByText('Row 3 (no name): Name required').waitFor();
    await errors.getByText(new RegExp(`^Row 4 \\(CSV BadCat ${tag}\\): Invalid category`)).waitFor();
    await errors.getByText(`Row 5 (CSV BadMail ${tag}): Invalid email address`).waitFor();
    await errors.getByText(`Row 6 (CSV BadHero ${tag}): Invalid URL hero image`).waitFor();
    const preview = page.getByRole('region', { name: 'Preview (2 rows)' });
    await preview.getByText(`CSV Good ${tag}`).waitFor();
    await preview.getByText('3 High Street, London').waitFor();
    await page.getByRole('button', { name: 'Import 2 businesses' }).click();
    await page.getByText('Imported 2 businesses.').first().waitFor();

    await searchManage(page, `CSV Good ${tag}`);
    await page.getByLabel(t('en', 'admin:manage.search')).fill(`CSV Services ${tag}`);
    await page
      .getByRole('button', { name: `Edit Category of CSV Services ${tag}` })
      .getByText('Business Services')
      .waitFor();
    expect(await businessNamed(`CSV BadCat ${tag}`)).toBeUndefined();
  });

  it('exports businesses_export_{date}.csv and the file re-imports cleanly', async () => {
    const formula = `=Formula ${unique()}`;
    await createBusiness(formula, { phone: '+44 20 7946 0000' });
    const page = await signedIn();
    await page.goto('/admin/businesses?action=upload');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^businesses_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = page.getByText(/^Exported [\d,]+ businesses to CSV$/).first();
    await exported.waitFor();
    const count = /Exported ([\d,]+)/.exec(await exported.innerText())![1];
    const text = await readFile(await download.path(), 'utf8');
    // A UTF-8 BOM first, so Excel reads 'Café' and Cyrillic right (issue 28), then the spec's columns.
    expect(text).toMatch(/^\uFEFFname,description,category/);
    expect(text).toContain(`'${formula}`);

    // The saved file under its own name (Playwright keeps downloads under a random name without .csv).
    await page.getByLabel('CSV file').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
    await page.getByRole('button', { name: `Import ${count} businesses` }).waitFor();
    expect(await page.getByRole('region', { name: /rows? with errors/ }).count()).toBe(0);
    // The neutralising apostrophe is gone again: the row reads as the business was stored.
    await page
      .getByRole('region', { name: `Preview (${count} rows)` })
      .getByRole('cell', { name: formula, exact: true })
      .waitFor();
  });

  it('deletes after confirmation, the button naming the business', async () => {
    const name = `Delete ${unique()}`;
    await createBusiness(name);
    const page = await signedIn();
    await searchManage(page, name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await businessNamed(name)).toBeTruthy();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Business deleted: ${name}`).first().waitFor();
    expect(await businessNamed(name)).toBeUndefined();
  });

  it('approves a pending community and a pending post, which then show on the public pages', async () => {
    const community = `Choir ${unique()}`;
    const submitted = await api('/api/communities/public', {
      method: 'POST',
      body: {
        name: community,
        description: 'We sing Ukrainian folk songs.',
        heroImage: 'https://images.example/c.jpg',
      },
    });
    expect(submitted.status).toBe(201);
    const title = `News ${unique()}`;
    const post = await api('/api/posts/public', {
      method: 'POST',
      body: { type: 'news', organizerType: 'public', title, body: 'A new Saturday school opens in Ealing.' },
    });
    expect(post.status).toBe(201);

    const page = await signedIn();
    await page.goto('/admin/communities');
    await page.getByRole('button', { name: `Approve ${community}` }).click();
    await page.getByText('Community approved successfully!').first().waitFor();
    await page.goto('/admin/news-events');
    await page.getByRole('button', { name: `Approve ${title}` }).click();
    await page.getByText('Post approved successfully!').first().waitFor();

    await page.goto('/communities');
    await page.getByText(community).first().waitFor();
    await page.goto('/news-events');
    await page.getByText(title).first().waitFor();
  });

  it('sends an admin whose session was revoked to the login with a message, then back with the edit kept', async () => {
    const name = `Session ${unique()}`;
    await createBusiness(name);
    const ownToken = await adminToken();
    const page = await signedIn(ownToken);
    await searchManage(page, name);
    await api('/api/admin/logout', { method: 'POST', token: ownToken });

    await page.getByRole('button', { name: `Edit Address of ${name}` }).click();
    await page.getByRole('textbox', { name: `Edit Address of ${name}` }).fill('9 Kept Street, London');
    await page.getByRole('textbox', { name: `Edit Address of ${name}` }).press('Enter');
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fbusinesses/);
    await page.getByRole('alert').getByText(t('en', 'admin:login.sessionEnded')).waitFor();

    await page.getByLabel('Username').fill(process.env.BYP_E2E_ADMIN_USERNAME!);
    await page.getByLabel('Password').fill(process.env.BYP_E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The same screen: the businesses list with the same search.
    await page.waitForURL(
      (url) => url.pathname === '/admin/businesses' && url.searchParams.get('q') === name,
    );
    const kept = page.getByRole('textbox', { name: `Edit Address of ${name}` });
    await kept.waitFor();
    expect(await kept.inputValue()).toBe('9 Kept Street, London');
  });

  /** Each admin screen: its path, the key of its h1, and what to do before the check. */
  const ADMIN_SCREENS: {
    path: string;
    headingKey: string;
    prepare?: (p: Page, lang: Language) => Promise<void>;
  }[] = [
    { path: '/admin', headingKey: 'admin:dashboard.title' },
    { path: '/admin/businesses', headingKey: 'admin:pages.businesses' },
    { path: '/admin/businesses?action=add', headingKey: 'admin:pages.businesses' },
    {
      path: '/admin/businesses?action=upload',
      headingKey: 'admin:pages.businesses',
      prepare: async (p, lang) => {
        const mixedCsv = [
          'name,description,category,address,email',
          `Shot Good ${unique()},"Bread, pastries and coffee",dining,"3 High Street, London",`,
          ',No name here,dining,4 High Street,',
          `Shot Bad ${unique()},Somewhere,restaurant,5 High Street,nope`,
        ].join('\n');
        await p
          .getByLabel(t(lang, 'admin:upload.chooseFile'))
          .setInputFiles({ name: 'mixed.csv', mimeType: 'text/csv', buffer: Buffer.from(mixedCsv) });
        await p.locator('section[aria-labelledby="csv-errors-title"] li').nth(1).waitFor();
        await p.locator('section[aria-labelledby="csv-preview-title"] tbody tr').first().waitFor();
      },
    },
    { path: '/admin/businesses?action=reviews', headingKey: 'admin:pages.businesses' },
    { path: '/admin/communities', headingKey: 'admin:pages.communities' },
    { path: '/admin/news-events', headingKey: 'admin:pages.newsEvents' },
  ];

  // One test a screen and language, so each has the whole time budget on a busy CI machine. The
  // screens are only read (the upload's preview stays in the page): one signed-in context a
  // language serves them all. BYP_E2E_SCREENSHOTS=<dir> keeps a full-page screenshot of each for
  // review.
  describe.each(['en', 'uk'] as Language[])('screens in %s', (lang) => {
    let shared: BrowserContext;
    beforeAll(async () => {
      shared = (await openPage(browser, { language: lang })).context;
      await seedToken(shared, token);
    });
    afterAll(() => shared.close());

    it.each(ADMIN_SCREENS)(
      '$path: no serious or critical axe violations',
      async ({ path, headingKey, prepare }) => {
        const page = await shared.newPage();
        try {
          const problems = watchProblems(page);
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: t(lang, headingKey) }).waitFor();
          await page.waitForLoadState('networkidle');
          await prepare?.(page, lang);
          const found = (await seriousViolations(page)).map(
            (v) =>
              `${path}: ${v.id} (${v.impact}) ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          );
          const dir = process.env.BYP_E2E_SCREENSHOTS;
          if (dir) {
            mkdirSync(dir, { recursive: true });
            const file = path.replace(/[/?=]+/g, '_').replace(/^_/, '') || 'admin';
            await page.screenshot({ path: `${dir}/${lang}-${file}.png`, fullPage: true });
          }
          expect(found).toEqual([]);
          expect(problems).toEqual([]);
        } finally {
          await page.close();
        }
      },
    );
  });
});
