import type { Browser } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { t, type Language } from './support/i18n';

describe.each(['en', 'uk'] as Language[])('admin sign-in (%s)', (lang) => {
  let browser: Browser;
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    const problems = opened?.problems ?? [];
    await opened?.context.close();
    opened = undefined;
    expect(problems).toEqual([]);
  });

  it('sends a visitor from a protected page to the login, and back there after signing in; stays signed in across a reload; logs out', async () => {
    opened = await openPage(browser, { language: lang });
    const { page } = opened;
    await page.goto('/admin/businesses');
    await page.waitForURL(/\/admin\/login/);
    await page.getByRole('heading', { name: t(lang, 'admin:login.title') }).waitFor();
    // Admin pages hide the public navigation.
    expect(await page.getByRole('link', { name: t(lang, 'shell:nav.about') }).count()).toBe(0);

    // Required fields are checked before anything is sent.
    await page.getByRole('button', { name: t(lang, 'admin:login.submit') }).click();
    expect(await page.getByText(t(lang, 'validation.required')).count()).toBe(2);

    // Wrong password: the spec's failure message, still on the login page.
    await page.getByLabel(t(lang, 'admin:login.username')).fill(process.env.BYP_E2E_ADMIN_USERNAME!);
    await page.getByLabel(t(lang, 'admin:login.password')).fill('definitely-wrong');
    await page.getByRole('button', { name: t(lang, 'admin:login.submit') }).click();
    await page.getByText(t(lang, 'admin:login.invalidCredentials')).first().waitFor();
    expect(page.url()).toMatch(/\/admin\/login/);

    await page.getByLabel(t(lang, 'admin:login.password')).fill(process.env.BYP_E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: t(lang, 'admin:login.submit') }).click();
    await page.getByText(t(lang, 'admin:login.success')).first().waitFor();
    await page.waitForURL(/\/admin\/businesses$/);
    await page.getByRole('heading', { name: t(lang, 'admin:pages.businesses') }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    expect(token).toBeTruthy();
    expect((await api('/api/admin/validate', { token: token! })).status).toBe(200);

    await page.reload();
    await page.getByRole('heading', { name: t(lang, 'admin:pages.businesses') }).waitFor();

    await page.goto('/admin');
    await page.getByRole('heading', { name: t(lang, 'admin:dashboard.title') }).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: t(lang, 'admin:dashboard.logout') })
      .click();
    await page.waitForURL(/\/admin\/login|\/$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    // The session is revoked on the server too: the old token no longer works anywhere.
    expect((await api('/api/admin/validate', { token: token! })).status).toBe(401);
    await page.goto('/admin/news-events');
    await page.waitForURL(/\/admin\/login/);
  });

  it('drops a stored token the server no longer accepts', async () => {
    opened = await openPage(browser, { language: lang });
    const { page } = opened;
    await page.context().addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('admin_token', 'stale.token.value');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/admin');
    await page.waitForURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });
});
