// Browser figures of `npm run bench`: what Chromium fetches on first load (gzip JS+CSS bytes,
// federation runtime copies, the request waterfall) and Lighthouse mobile/desktop scores.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { REPO_ROOT } from './lib/bootstrap.mjs';

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
 * The floor of this stack: a minimal production app of react, react-dom (client) and
 * react-router (BrowserRouter, Routes, Route, Link), bundled and minified by webpack as the
 * frontends are, plus one federation runtime (the host's entry, main.js), gzip.
 */
export async function stackFloor(mainJs) {
  const dir = mkdtempSync(join(tmpdir(), 'byp-floor-'));
  try {
    const app = gzipSync(readFileSync(await buildFloorBundle(dir)), { level: 9 }).length;
    return { reactAndRouter: app, runtime: mainJs, total: app + mainJs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bundles the floor app into `dir` with webpack in production mode; returns the bundle's path. */
async function buildFloorBundle(dir) {
  const { default: webpack } = await import('webpack');
  writeFileSync(
    join(dir, 'entry.js'),
    `import { createElement as h } from 'react';
     import { createRoot } from 'react-dom/client';
     import { BrowserRouter, Routes, Route, Link } from 'react-router-dom';
     const Page = () => h('main', null, h(Link, { to: '/about' }, 'About'));
     createRoot(document.getElementById('root')).render(
       h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) }))),
     );`,
  );
  await new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: join(dir, 'dist'), filename: 'floor.js' },
        resolve: { modules: [join(REPO_ROOT, 'node_modules')] },
        performance: { hints: false },
      },
      (error, result) => (error || result.hasErrors() ? reject(error ?? result.toString()) : resolve(result)),
    ),
  );
  return join(dir, 'dist', 'floor.js');
}

/**
 * The floor app as a page of the product's own static root, so the same nginx serves it with the
 * same headers and the same precompressed twins (.gz, .br) as the frontends' assets. Lighthouse
 * on it is the best score any page of this stack can get on this host, on this day.
 */
async function floorPage(staticDir) {
  const dir = mkdtempSync(join(tmpdir(), 'byp-floor-'));
  const files = [];
  const put = (name, bytes) => {
    const file = join(staticDir, name);
    writeFileSync(file, bytes);
    files.push(file);
  };
  try {
    const bundle = readFileSync(await buildFloorBundle(dir));
    put('bench-floor.js', bundle);
    put('bench-floor.js.gz', gzipSync(bundle, { level: 9 }));
    put('bench-floor.js.br', brotliCompressSync(bundle));
    put(
      'bench-floor.html',
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Stack floor</title><script defer src="/bench-floor.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
  } catch (error) {
    for (const file of files) rmSync(file, { force: true });
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    path: '/bench-floor.html',
    remove: () => files.forEach((file) => rmSync(file, { force: true })),
  };
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
    let gzipBytes = 0;
    if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') {
      const body = await response.body().catch(() => Buffer.alloc(0));
      runtime = request.resourceType() === 'script' && body.includes(RUNTIME_MARKER);
      // The issue's unit: the same file gzipped (level 9, as the builds' .gz twins).
      gzipBytes = gzipSync(body, { level: 9 }).length;
    }
    requests.push({
      url: request.url().replace(url, ''),
      type: request.resourceType(),
      // As fetched: brotli when the static servers have the module, else gzip.
      bytes: sizes.responseBodySize,
      gzipBytes,
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
      const gzipBytes = assets.reduce((sum, r) => sum + r.gzipBytes, 0);
      const runtimes = requests.filter((r) => r.runtime);
      const main = requests.find((r) => /^\/main\.js/.test(r.url));
      let floor;
      if (path === '/' && main) floor = await stackFloor(main.gzipBytes);
      const kib = (n) => `${(n / KiB).toFixed(0)} KiB`;
      record({
        figure: `first load ${path}: JS+CSS as fetched (${assets.length} files)`,
        measured: `${kib(bytes)}; gzip ${kib(gzipBytes)}${floor ? ` (stack floor ${kib(floor.total)} gzip)` : ''}`,
        limit: path === '/' ? '≤ 230 KiB' : 'informational',
        pass: path === '/' ? bytes <= 230 * KiB : undefined,
        value: { bytes, gzipBytes, files: assets.length, floor },
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

/** Runs per page and preset; the median run (by score) is reported, as Lighthouse advises. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export async function lighthouseFigures({ system, log, record }) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Map tiles are on the internet: blocked, as the issue asks.
    blockedUrlPatterns: ['*basemaps.cartocdn.com*', '*tile.openstreetmap.org*', '*tiles.*'],
  };
  /** One Lighthouse run: its figures, or its error (a run can end without metrics). */
  const measure = async (preset, path) => {
    const { lhr } = await lighthouse(
      `${system.url}${path}`,
      flags,
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const a = lhr.audits;
    const value = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: a['largest-contentful-paint']?.numericValue,
      tbt: a['total-blocking-time']?.numericValue,
      cls: a['cumulative-layout-shift']?.numericValue,
    };
    const complete = [value.lcp, value.tbt, value.cls].every((n) => typeof n === 'number');
    return complete && !lhr.runtimeError ? { value } : { error: lhr.runtimeError?.code ?? 'no metrics' };
  };
  /**
   * LIGHTHOUSE_RUNS runs (failed ones retried up to as many again), logged under `figure`; the
   * median run by score.
   */
  const medianRun = async (figure, preset, path) => {
    const runs = [];
    const errors = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS + errors.length && errors.length < LIGHTHOUSE_RUNS; i += 1) {
      const run = await measure(preset, path);
      if (run.value) runs.push(run.value);
      else errors.push(run.error);
    }
    runs.sort((x, y) => x.score - y.score);
    const failed = errors.length ? ` (failed runs: ${errors.join(', ')})` : '';
    log(`${figure}: ${runs.length ? runs.map((r) => r.score).join(', ') : 'no result'}${failed}`);
    return { runs, errors, median: runs[Math.floor(runs.length / 2)] };
  };
  const summary = ({ score, lcp, tbt, cls }, count) =>
    `${score} (LCP ${(lcp / 1000).toFixed(1)} s, TBT ${tbt.toFixed(0)} ms, CLS ${cls.toFixed(3)}; median of ${count})`;
  const floor = system.staticDir ? await floorPage(system.staticDir) : undefined;
  try {
    for (const preset of ['mobile', 'desktop']) {
      // Beside the pages, in the same run: the stack's floor app on the same nginx and Chromium.
      let floorScore;
      if (floor) {
        const figure = `lighthouse ${preset} floor (react, react-dom, router; one link)`;
        const { runs, errors, median } = await medianRun(figure, preset, floor.path);
        floorScore = median?.score;
        record({
          figure,
          measured: median ? summary(median, runs.length) : `no result: ${errors.join(', ')}`,
          limit: 'informational: the best this host gives the stack',
          value: median ? { ...median, runs } : null,
        });
      }
      for (const path of PAGES) {
        const figure = `lighthouse ${preset} ${path}`;
        const { runs, errors, median } = await medianRun(figure, preset, path);
        const limit = preset === 'mobile' ? '≥ 90 (LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.02)' : '≥ 98';
        if (!median) {
          record({ figure, measured: `no result: ${errors.join(', ')}`, limit, pass: false, value: null });
          continue;
        }
        const { score, lcp, tbt, cls } = median;
        const pass =
          preset === 'mobile' ? score >= 90 && lcp <= 2500 && tbt <= 200 && cls <= 0.02 : score >= 98;
        record({
          figure,
          measured: `${summary(median, runs.length)}${floorScore === undefined ? '' : `; floor ${floorScore}`}`,
          limit,
          pass,
          value: { ...median, runs, floor: floorScore },
        });
      }
    }
  } finally {
    floor?.remove();
    chrome.kill();
  }
}
