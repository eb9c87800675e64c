import type { Browser, Page } from 'playwright-core';
import shellEn from '../shell/src/i18n/en.json';
import shellUk from '../shell/src/i18n/uk.json';
import { adminToken } from './support/api';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { seriousViolations } from './support/axe';
import { pressShortcutWhenHandled, pressUntil, waitForAttribute, waitForCookie } from './support/wait';

const sidebarToggle = (page: Page) =>
  page.getByRole('button', { name: /^(Toggle sidebar|Показати або сховати бічну панель)$/ });
/** Waits until <html> has attribute `name` = `value` (lang, data-theme: set as the app starts). */
const htmlHas = (page: Page, name: string, value: string) =>
  waitForAttribute(page.locator('html'), name, value);

describe('the app shell', () => {
  let browser: Browser;
  let opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    // Every screen must find every translation it asks for.
    const problems = opened.flatMap((o) => o.problems);
    await Promise.all(opened.map((o) => o.context.close()));
    opened = [];
    expect(problems).toEqual([]);
  });
  const open = async (...args: Parameters<typeof openPage> extends [unknown, ...infer R] ? R : never) => {
    const o = await openPage(browser, ...args);
    opened.push(o);
    return o.page;
  };

  it('collapses the sidebar by button and by Ctrl+B, and remembers it in a cookie across reloads', async () => {
    const page = await open();
    await page.goto('/');
    const toggle = sidebarToggle(page);
    await waitForAttribute(toggle, 'aria-expanded', 'true');
    await toggle.click();
    await waitForAttribute(toggle, 'aria-expanded', 'false');
    await waitForCookie(page, 'sidebar_state', 'false');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // A 7-day cookie.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await page.reload();
    await waitForAttribute(toggle, 'aria-expanded', 'false');
    // Ctrl+B once the reloaded app listens for it (a key pressed before that is lost) ...
    await pressShortcutWhenHandled(page, 'b');
    await waitForAttribute(toggle, 'aria-expanded', 'true');
    // ... and from the keyboard, both ways.
    await page.keyboard.press('Control+b');
    await waitForAttribute(toggle, 'aria-expanded', 'false');
    await page.keyboard.press('Control+b');
    await waitForAttribute(toggle, 'aria-expanded', 'true');
    await waitForCookie(page, 'sidebar_state', 'true');
    await page.reload();
    await waitForAttribute(toggle, 'aria-expanded', 'true');
  });

  it('on a phone, opens the sidebar as an overlay and closes it with Escape or by navigating', async () => {
    const page = await open({ viewport: { width: 390, height: 800 } });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = sidebarToggle(page);
    await waitForAttribute(toggle, 'aria-expanded', 'false');
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    await waitForAttribute(toggle, 'aria-expanded', 'true');
    await nav.waitFor({ state: 'visible' });
    // The overlay listens for Escape only once it is open (an effect after it renders).
    await pressUntil(page, 'Escape', (timeout) =>
      waitForAttribute(toggle, 'aria-expanded', 'false', timeout),
    );
    await nav.waitFor({ state: 'hidden' });
    await toggle.click();
    await nav.getByRole('link', { name: 'News & Events' }).click();
    await page.waitForURL(/\/news-events$/);
    await waitForAttribute(toggle, 'aria-expanded', 'false');
  });

  it('shows the category list only on the directory home', async () => {
    const page = await open();
    await page.goto('/');
    const categories = page.getByRole('list', { name: 'Categories' });
    await categories.waitFor();
    await expect(categories.getByRole('link', { name: 'Business Services' }).count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: shellEn.about.title }).waitFor();
    expect(await page.getByRole('list', { name: 'Categories' }).count()).toBe(0);
  });

  it('switches language both ways and keeps the choice across reloads', async () => {
    const page = await open();
    await page.goto('/about');
    await page.getByRole('heading', { name: shellEn.about.title }).waitFor();
    await htmlHas(page, 'lang', 'en');
    await page.getByRole('button', { name: /^Switch language/ }).click();
    await page.getByRole('heading', { name: shellUk.about.title }).waitFor();
    await htmlHas(page, 'lang', 'uk');
    await page.reload();
    await page.getByRole('heading', { name: shellUk.about.title }).waitFor();
    await htmlHas(page, 'lang', 'uk');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('uk');
    await page.getByRole('button', { name: /^Змінити мову/ }).click();
    await page.getByRole('heading', { name: shellEn.about.title }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: shellEn.about.title }).waitFor();
    await htmlHas(page, 'lang', 'en');
  });

  it('switches theme both ways, keeps it across reloads, and falls back to the system preference', async () => {
    const dark = await open({ colorScheme: 'dark' });
    await dark.goto('/');
    await htmlHas(dark, 'data-theme', 'dark');

    const page = await open({ colorScheme: 'light' });
    await page.goto('/');
    await htmlHas(page, 'data-theme', 'light');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await htmlHas(page, 'data-theme', 'dark');
    await page.waitForFunction(() => localStorage.getItem('theme') === 'dark');
    await page.reload();
    await htmlHas(page, 'data-theme', 'dark');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await htmlHas(page, 'data-theme', 'light');
    await page.waitForFunction(() => localStorage.getItem('theme') === 'light');
    await page.reload();
    await htmlHas(page, 'data-theme', 'light');
  });

  it('shows the 404 page for unknown paths, in both languages, with a way home', async () => {
    const page = await open();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('404 Page Not Found').waitFor();
    const uk = await open({ language: 'uk' });
    await uk.goto('/also/missing');
    await uk.getByRole('heading', { name: 'Сторінку не знайдено' }).waitFor();
  });

  it('hides admin links from visitors and shows them, with Log out instead of About, to an admin', async () => {
    const visitor = await open();
    await visitor.goto('/');
    await visitor.getByRole('link', { name: 'About' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Log out' }).count()).toBe(0);

    const token = await adminToken();
    const admin = await open();
    await admin.context().addInitScript((t) => localStorage.setItem('admin_token', t), token);
    await admin.goto('/');
    await admin.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await admin.getByRole('link', { name: 'About' }).count()).toBe(0);
  });

  it.each([
    ['en', shellEn],
    ['uk', shellUk],
  ] as const)('shows the About page with its four paragraphs (%s)', async (language, texts) => {
    const page = await open({ language });
    await page.goto('/about');
    await page.getByRole('heading', { name: texts.about.title }).waitFor();
    await page.getByText(texts.about.name, { exact: true }).waitFor();
    await page.getByText(texts.about.role, { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: texts.about.portraitAlt }).count()).toBe(1);
    for (const key of ['paragraph1', 'paragraph2', 'paragraph3', 'paragraph4'] as const) {
      await page.getByText(texts.about[key], { exact: true }).waitFor();
    }
  });

  // The light theme's pages are checked in both languages by first-impression.e2e.ts. One test a
  // page, so each has the whole time budget on a busy CI machine.
  it.each(['/', '/about', '/no-such-page'])(
    'has no serious or critical accessibility violations on %s (dark theme)',
    async (path) => {
      const page = await open({ theme: 'dark' });
      await page.goto(path);
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await htmlHas(page, 'data-theme', 'dark');
      await page.waitForLoadState('networkidle');
      const found = (await seriousViolations(page)).map(
        (v) =>
          `${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
      expect(found).toEqual([]);
    },
  );
});
