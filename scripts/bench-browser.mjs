// Browser figures of `npm run bench`: what Chromium fetches on first load (gzip JS+CSS bytes,
// federation runtime copies, the request waterfall) and Lighthouse mobile/desktop scores.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const PAGES = ['/', '/communities', '/news-events'];
const KiB = 1024;
/** A name only the federation runtime core carries (a remote built against the host's keeps its error codes only). */
const RUNTIME_MARKER = '__GLOBAL_LOADING_REMOTE_ENTRY__';

/**
 * The floor of this stack: react, react-dom (client), react-router (production build) and one
 * federation runtime (the host's entry, main.js, which is the webpack + federation runtime), gzip.
 */
async function stackFloor(mainJs) {
  const { minify } = require('terser');
  const gz = (text) => gzipSync(text, { level: 9 }).length;
  const file = (mod, rel) => readFileSync(join(dirname(require.resolve(`${mod}/package.json`)), rel), 'utf8');
  const react =
    gz(file('react', 'cjs/react.production.js')) + gz(file('react', 'cjs/react-jsx-runtime.production.js'));
  const reactDom = gz(file('react-dom', 'cjs/react-dom-client.production.js'));
  const routerDir = dirname(require.resolve('react-router/package.json'));
  const routerSource = readFileSync(join(routerDir, 'dist/production/index.mjs'), 'utf8');
  const router = gz((await minify(routerSource, { module: true })).code);
  return { react, reactDom, router, runtime: mainJs, total: react + reactDom + router + mainJs };
}

async function firstLoad(browser, url, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  // Map tiles come from the internet, which a bench never reaches.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  const requests = [];
  const t0 = Date.now();
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
    const timing = request.timing();
    let runtime = false;
    if (request.resourceType() === 'script')
      runtime = (await response.text().catch(() => '')).includes(RUNTIME_MARKER);
    requests.push({
      url: request.url().replace(url, ''),
      type: request.resourceType(),
      bytes: sizes.responseBodySize,
      start: timing.startTime - t0,
      end: timing.startTime + timing.responseEnd - t0,
      runtime,
    });
  });
  await page.goto(`${url}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // First visible result: a business card heading (/), or any main heading on the other pages.
  await context.close();
  return requests;
}

export async function firstLoadFigures({ system, log, record }) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    for (const path of PAGES) {
      const requests = await firstLoad(browser, system.url, path);
      const assets = requests.filter((r) => r.type === 'script' || r.type === 'stylesheet');
      const bytes = assets.reduce((sum, r) => sum + r.bytes, 0);
      const runtimes = requests.filter((r) => r.runtime);
      const main = requests.find((r) => /^\/main\.js/.test(r.url));
      let floor;
      if (path === '/' && main) floor = await stackFloor(main.bytes);
      record({
        figure: `first load ${path}: JS+CSS gzip (${assets.length} files)`,
        measured: `${(bytes / KiB).toFixed(0)} KiB${floor ? ` (stack floor ${(floor.total / KiB).toFixed(0)} KiB)` : ''}`,
        limit: path === '/' ? '≤ 230 KiB' : 'informational',
        pass: path === '/' ? bytes <= 230 * KiB : undefined,
        value: { bytes, files: assets.length, floor },
      });
      record({
        figure: `first load ${path}: federation runtimes`,
        measured: `${runtimes.length} (${runtimes.map((r) => r.url.split('?')[0]).join(', ')})`,
        limit: '1',
        pass: runtimes.length === 1,
        value: runtimes.length,
      });
      // The waterfall: config.json and the first data requests must start while the entry
      // script is still loading (preloaded from the HTML), not after it ran.
      const config = requests.find((r) => r.url.startsWith('/config.json'));
      const firstApi = requests.filter((r) => r.url.startsWith('/api/')).sort((a, b) => a.start - b.start)[0];
      const line = (r) => (r ? `${r.url.split('?')[0]} ${r.start.toFixed(0)}→${r.end.toFixed(0)}` : 'none');
      const remote = requests.find((r) => r.url.includes('remoteEntry.js'));
      const parallel = Boolean(
        main && config && config.start < main.end && (!firstApi || firstApi.start < main.end),
      );
      log(`waterfall ${path}: ${[main, config, remote, firstApi].map(line).join(' | ')} ms`);
      record({
        figure: `first load ${path}: config + first data in parallel`,
        measured: `${parallel ? 'yes' : 'no'}: ${[config, remote, firstApi].map(line).join('; ')} ms`,
        limit: 'start before main.js ends',
        pass: parallel,
        value: { main, config, remote, firstApi },
      });
    }
  } finally {
    await browser.close();
  }
}

export async function lighthouseFigures({ system, log, record }) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    for (const preset of ['mobile', 'desktop']) {
      for (const path of PAGES) {
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Map tiles are on the internet: blocked, as the issue asks.
          blockedUrlPatterns: ['*basemaps.cartocdn.com*', '*tile.openstreetmap.org*', '*tiles.*'],
        };
        const result = await lighthouse(
          `${system.url}${path}`,
          flags,
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result.lhr;
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        const a = lhr.audits;
        const lcp = a['largest-contentful-paint'].numericValue;
        const tbt = a['total-blocking-time'].numericValue;
        const cls = a['cumulative-layout-shift'].numericValue;
        const pass =
          preset === 'mobile' ? score >= 90 && lcp <= 2500 && tbt <= 200 && cls <= 0.02 : score >= 98;
        log(`lighthouse ${preset} ${path}: ${score}`);
        record({
          figure: `lighthouse ${preset} ${path}`,
          measured: `${score} (LCP ${(lcp / 1000).toFixed(1)} s, TBT ${tbt.toFixed(0)} ms, CLS ${cls.toFixed(3)})`,
          limit: preset === 'mobile' ? '≥ 90 (LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.02)' : '≥ 98',
          pass,
          value: { score, lcp, tbt, cls },
        });
      }
    }
  } finally {
    chrome.kill();
  }
}
