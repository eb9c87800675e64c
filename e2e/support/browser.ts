import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The gateway URL of the system the global setup started. */
export function baseUrl(): string {
  const url = process.env.BYP_E2E_URL;
  if (!url) throw new Error('BYP_E2E_URL is not set: run the e2e project through the root jest config');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface PageOptions {
  language?: 'en' | 'uk';
  theme?: 'light' | 'dark';
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  /** The browser's time zone (issue 26: opening hours are London time whatever it is). */
  timezoneId?: string;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed i18n look-ups seen by the page so far. */
  problems: string[];
}

/**
 * A fresh context per test (its own localStorage and cookies). Map tiles come from the
 * internet, which tests never reach: those requests are answered empty so nothing waits on them.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    timezoneId: options.timezoneId,
  });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  if (options.language || options.theme) {
    await context.addInitScript(
      ([language, theme]) => {
        if (language && !localStorage.getItem('language')) localStorage.setItem('language', language);
        if (theme && !localStorage.getItem('theme')) localStorage.setItem('theme', theme);
      },
      [options.language, options.theme],
    );
  }
  const page = await context.newPage();
  return { context, page, problems: watchProblems(page) };
}

/** The console errors and failed i18n look-ups `page` sees from now on (the list fills as they come). */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.includes('[i18n] missing key')) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens pages for the tests of a file and, after each test, closes them and fails the test if
 * any saw a page error or a missing translation. Call once at the top of a describe block.
 */
export function openPagesPerTest(): (browser: Browser, options?: PageOptions) => Promise<OpenedPage> {
  let opened: OpenedPage[] = [];
  afterEach(async () => {
    const problems = opened.flatMap((o) => o.problems);
    await Promise.all(opened.map((o) => o.context.close()));
    opened = [];
    expect(problems).toEqual([]);
  });
  return async (browser, options) => {
    const o = await openPage(browser, options);
    opened.push(o);
    return o;
  };
}

/**
 * Pages for the tests of a describe block, all in one context (made on first use) rather than a
 * context each: measured per test on a busy host, from half a second to a few seconds less (not
 * from the HTTP cache: openPage's route for outside hosts makes Playwright turn it off). After
 * each test its pages close, the site's storage and the cookies are cleared (so a test starts as
 * in a context of its own; the language init script sets the language again), and the test fails
 * if a page saw a page error or a missing translation.
 */
export function pagesInOneContext(options: PageOptions): (browser: Browser) => Promise<Page> {
  let context: BrowserContext | undefined;
  let pages: { page: Page; problems: string[] }[] = [];
  afterEach(async () => {
    const problems = pages.flatMap((o) => o.problems);
    const atSite = pages.find(({ page }) => page.url().startsWith(baseUrl()));
    await atSite?.page.evaluate(() => localStorage.clear());
    await context?.clearCookies();
    await Promise.all(pages.map(({ page }) => page.close()));
    pages = [];
    expect(problems).toEqual([]);
  });
  return async (browser) => {
    context ??= (await openPage(browser, options)).context;
    const page = await context.newPage();
    pages.push({ page, problems: watchProblems(page) });
    return page;
  };
}
