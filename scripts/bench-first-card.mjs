// Issue 29's figure: what visitors wait for. The time from navigation until the first business
// card's heading paints on `/`, in Chromium, on a desktop and on a phone (4× CPU slowdown), at
// 18 (the samples), 1,000, 10,000 and 100,000 approved businesses, beside the same measure for
// the stack's floor page and the bytes fetched before the card.
//
// It starts a system of its own (the shared one's catalog size is other figures' business) and
// grows its catalog between sizes, so it runs last and takes a few minutes.
import { percentile, growTo } from './bench-api.mjs';
import { CHROME, CHROME_FLAGS, floorPage, watchFirstCard } from './bench-browser.mjs';
import { acquireSystem } from './bench-system.mjs';
import { chromium } from 'playwright-core';

const SIZES = (process.env.BENCH_FIRST_CARD_SIZES ?? '18,1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_FIRST_CARD_RUNS ?? 3);
/** A navigation that shows no card in this time is recorded as over it, not waited for. */
const GIVE_UP_MS = 60_000;
const PROFILES = {
  desktop: { viewport: { width: 1440, height: 900 }, cpuSlowdown: 1, budgetMs: 1_000 },
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, cpuSlowdown: 4, budgetMs: 2_500 },
};
const CARD = '[data-testid="business-card"]';
const FLOOR_CONTENT = 'main a';

/**
 * One cold navigation (a fresh context: no cache, no storage). Answers when `selector`'s heading
 * painted (ms from navigation start, the page's own clock) and the bytes of every response that
 * started before it (the document included), or undefined when it did not paint in time.
 */
async function timeToFirst(browser, url, selector, profile) {
  const { viewport, isMobile, cpuSlowdown } = PROFILES[profile];
  const context = await browser.newContext({ viewport, isMobile: Boolean(isMobile) });
  try {
    // Map tiles come from the internet, which a bench never reaches.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    await context.addInitScript(watchFirstCard, selector);
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    try {
      await page.waitForFunction(() => (window.__benchFirstCardAt ?? -1) >= 0, undefined, {
        timeout: GIVE_UP_MS,
        polling: 50,
      });
    } catch {
      return undefined;
    }
    return await page.evaluate(() => {
      const at = window.__benchFirstCardAt;
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].filter((entry) => entry.startTime < at);
      return { at, bytes: entries.reduce((total, entry) => total + (entry.transferSize ?? 0), 0) };
    });
  } finally {
    await context.close();
  }
}

/** RUNS navigations; the median time and bytes, or undefined when any run gave up. */
async function median(browser, url, selector, profile) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await timeToFirst(browser, url, selector, profile);
    if (!run) return undefined;
    runs.push(run);
  }
  return {
    at: percentile(
      runs.map((r) => r.at),
      50,
    ),
    bytes: percentile(
      runs.map((r) => r.bytes),
      50,
    ),
  };
}

const seconds = (ms) => (ms === undefined ? `> ${GIVE_UP_MS / 1000} s` : `${(ms / 1000).toFixed(2)} s`);
const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;

export async function firstCardFigures({ log, record }) {
  const system = await acquireSystem({ log: (line) => log(`first card: ${line}`) });
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  const floor = system.staticDir ? await floorPage(system.staticDir) : undefined;
  try {
    if (floor) {
      const desktop = await median(browser, `${system.url}${floor.path}`, FLOOR_CONTENT, 'desktop');
      const phone = await median(browser, `${system.url}${floor.path}`, FLOOR_CONTENT, 'phone');
      record({
        figure: 'first content, stack floor page (react, react-dom, router; one link)',
        measured: `desktop ${seconds(desktop?.at)}, phone ${seconds(phone?.at)}; ${kib(desktop?.bytes ?? 0)} fetched`,
        limit: 'informational: the best this host gives the stack',
        value: { desktopMs: desktop?.at, phoneMs: phone?.at, bytes: desktop?.bytes },
      });
    }
    let bytesAtSamples;
    for (const size of SIZES) {
      if (system.catalogDbUrl && size > 18) {
        const t0 = performance.now();
        await growTo(system.catalogDbUrl, size);
        log(`first card: ${size} businesses ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      }
      const desktop = await median(browser, `${system.url}/`, CARD, 'desktop');
      const phone = await median(browser, `${system.url}/`, CARD, 'phone');
      const bytes = desktop?.bytes;
      if (size === SIZES[0]) bytesAtSamples = bytes;
      const atLargest = size === Math.max(...SIZES) && size > SIZES[0];
      const bytesOk = !atLargest || (bytes !== undefined && bytes <= bytesAtSamples * 1.05);
      record({
        figure: `first business card on /, ${size.toLocaleString('en-GB')} businesses`,
        measured:
          `desktop ${seconds(desktop?.at)}, phone (4× CPU) ${seconds(phone?.at)}; ` +
          `${bytes === undefined ? 'n/a' : kib(bytes)} fetched before it`,
        limit: '≤ 1.0 s desktop, ≤ 2.5 s phone' + (atLargest ? '; fetches no more than at the samples' : ''),
        pass:
          desktop !== undefined &&
          phone !== undefined &&
          desktop.at <= PROFILES.desktop.budgetMs &&
          phone.at <= PROFILES.phone.budgetMs &&
          bytesOk,
        value: { size, desktopMs: desktop?.at, phoneMs: phone?.at, bytes },
      });
    }
  } finally {
    floor?.remove();
    await browser.close();
    await system.stop();
  }
}
