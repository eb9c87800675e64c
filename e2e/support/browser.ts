import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The hosts the tests' browser may reach: the gateway's (BYP_E2E_URL) and its loopback address. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** True for a URL on a host other than the gateway's own (http and https only). */
export function isOutsideUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (protocol === 'http:' || protocol === 'https:') && !LOCAL_HOSTS.includes(hostname);
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Tests never reach the internet (map tiles, say): every host but the gateway's fails to resolve
  // at once. Done here rather than with a route for outside hosts because Playwright turns a
  // context's HTTP cache off once it has a route, and a test that loads the app again in the same
  // context then downloads and compiles every script again (the hashed assets are immutable).
  // `watchProblems` fails a test whose page still got an answer from an outside host.
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${LOCAL_HOSTS.join(', EXCLUDE ')}`,
  // No proxy either: a proxy would resolve the outside hosts itself.
  '--no-proxy-server',
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
  /** Another system's gateway (a file's own system, support/own-system.ts); the shared one by default. */
  baseURL?: string;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed i18n look-ups seen by the page so far. */
  problems: string[];
}

/**
 * A fresh context per test (its own localStorage and cookies), with its HTTP cache on. Map tiles
 * come from the internet, which tests never reach: the browser fails to resolve every outside
 * host (CHROMIUM_ARGS), so nothing waits on them.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    timezoneId: options.timezoneId,
  });
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

/**
 * The page errors, failed i18n look-ups and answers from outside hosts (which CHROMIUM_ARGS keep
 * out of reach) `page` sees from now on (the list fills as they come).
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('requestfinished', (request) => {
    if (isOutsideUrl(request.url())) problems.push(`answer from an outside host: ${request.url()}`);
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.includes('[i18n] missing key')) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens pages for the tests of a file and, after each test, closes them and fails the test if
 * any saw a page error, a missing translation or an answer from an outside host. Call once at the
 * top of a describe block.
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
 * context each: measured per test on a busy host, from half a second to a few seconds less; the
 * context's HTTP cache also serves the app's scripts again from the second page on. After
 * each test its pages close, the site's storage and the cookies are cleared (so a test starts as
 * in a context of its own; the language init script sets the language again), and the test fails
 * if a page saw a page error, a missing translation or an answer from an outside host.
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
