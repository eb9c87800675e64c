// Issue 29, point 4: a map that grows. The frame times of the business map while a visitor pans
// and zooms it over 100,000 approved businesses (the map asks GET /api/businesses/map for its
// view: clusters, then single markers once zoomed in), in Chromium, on a desktop and on a phone
// (4× CPU slowdown), with the time and size of the map's answers beside them.
//
// Frame times are the deltas between requestAnimationFrame callbacks during a scripted session
// (pointer drags, wheel zooms, animated zooms out to all of London and in to a street), measured in the
// page; a frame the main thread held (a long answer to draw, a slow style) shows as a long delta.
// It starts a system of its own and grows its catalog to BENCH_MAP_SIZE (100,000) businesses, so
// it runs last. Without the map endpoint (an older svc-catalog) it says so instead of measuring.
import { chromium } from 'playwright-core';
import { growTo, percentile } from './bench-api.mjs';
import { CHROME, CHROME_FLAGS } from './bench-browser.mjs';
import { acquireSystem } from './bench-system.mjs';

const SIZE = Number(process.env.BENCH_MAP_SIZE ?? 100_000);
const PROFILES = {
  desktop: { viewport: { width: 1440, height: 900 }, cpuSlowdown: 1, budget: { p50: 20, p95: 50 } },
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, cpuSlowdown: 4 },
};
const FRAME = '[data-testid="business-map"]';
const STEP_TIMEOUT_MS = 30_000;

/** Counts rAF deltas from start() to stop() (in the page). */
function frameRecorder() {
  const frames = [];
  let last = 0;
  let recording = false;
  const tick = (now) => {
    if (!recording) return;
    if (last) frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  window.__benchFrames = {
    start() {
      frames.length = 0;
      last = 0;
      recording = true;
      requestAnimationFrame(tick);
    },
    stop() {
      recording = false;
      return frames.slice();
    },
  };
}

/**
 * The map has answered for its view and drawn it: the frame's answer is for the view's zoom and
 * its box holds the view's centre, and nothing is loading.
 */
const settled = (page) =>
  page.waitForFunction(
    (selector) => {
      const frame = document.querySelector(selector);
      const view = window.__bypMap?.getView();
      if (!frame || !view || frame.getAttribute('data-loading') !== 'false') return false;
      const [x, y] = view.getCenter();
      const R = 6378137;
      const lon = (x / R) * (180 / Math.PI);
      const lat = (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI);
      const [west, south, east, north] = (frame.getAttribute('data-bbox') ?? '').split(',').map(Number);
      return (
        Number(frame.getAttribute('data-zoom')) === Math.round(view.getZoom()) &&
        west <= lon &&
        lon <= east &&
        south <= lat &&
        lat <= north
      );
    },
    FRAME,
    { timeout: STEP_TIMEOUT_MS, polling: 50 },
  );

/** An animated view change through the page's map (window.__bypMap), waited for to its end. */
const animate = (page, target) =>
  page.evaluate(
    ({ zoom, lonLat }) =>
      new Promise((resolve) => {
        const view = window.__bypMap.getView();
        const R = 6378137;
        const center = lonLat
          ? [
              (R * lonLat[0] * Math.PI) / 180,
              R * Math.log(Math.tan(Math.PI / 4 + (lonLat[1] * Math.PI) / 360)),
            ]
          : undefined;
        view.animate({ zoom, ...(center ? { center } : {}), duration: 600 }, () => resolve());
      }),
    target,
  );

/** A pointer drag across the map (OpenLayers' DragPan), in steps as a hand moves. */
async function drag(page, box, dx, dy) {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) await page.mouse.move(x + (dx * i) / 24, y + (dy * i) / 24);
  await page.mouse.up();
}

/** The session measured: pans and zooms over London, as far out as the map goes, a borough and a street. */
async function session(page) {
  const box = await page.locator(`${FRAME} .ol-viewport`).boundingBox();
  for (const [dx, dy] of [
    [260, 120],
    [-420, -60],
    [200, -180],
    [-80, 160],
  ]) {
    await drag(page, box, dx, dy);
    await settled(page);
  }
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (const deltaY of [-240, -240, 240, 240]) {
    await page.mouse.wheel(0, deltaY);
    await settled(page);
  }
  // As far out as the London-bounded view goes (spec: the map stays in Greater London).
  await animate(page, { zoom: 9, lonLat: [-0.09, 51.49] });
  await settled(page);
  await drag(page, box, 300, -100);
  await settled(page);
  await animate(page, { zoom: 12, lonLat: [-0.12, 51.51] });
  await settled(page);
  await animate(page, { zoom: 16, lonLat: [-0.13, 51.5] });
  await settled(page);
  await drag(page, box, -250, 150);
  await settled(page);
  await animate(page, { zoom: 11, lonLat: [-0.09, 51.49] });
  await settled(page);
}

async function measure(browser, url, profile) {
  const { viewport, isMobile, hasTouch, cpuSlowdown } = PROFILES[profile];
  const context = await browser.newContext({
    viewport,
    isMobile: Boolean(isMobile),
    hasTouch: Boolean(hasTouch),
  });
  try {
    // Map tiles come from the internet, which a bench never reaches: the markers draw without them.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    await context.addInitScript(frameRecorder);
    const page = await context.newPage();
    const answers = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().includes('/api/businesses/map?')) return;
      const timing = request.timing();
      const response = await request.response();
      const body = await response?.body().catch(() => undefined);
      answers.push({ ms: timing.responseEnd, bytes: body?.length ?? 0 });
    });
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const frame = page.locator(FRAME);
    await frame.scrollIntoViewIfNeeded();
    // A phone loads OpenLayers once the page has settled, or at a touch.
    if (isMobile) await frame.dispatchEvent('pointerdown');
    await page.waitForFunction(() => Boolean(window.__bypMap), undefined, { timeout: 60_000 });
    await settled(page);
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.evaluate(() => window.__benchFrames.start());
    await session(page);
    const frames = await page.evaluate(() => window.__benchFrames.stop());
    return { frames, answers };
  } finally {
    await context.close();
  }
}

const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);

export async function mapFrameFigures({ log, record }) {
  const system = await acquireSystem({ log: (line) => log(`map: ${line}`) });
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const probe = await fetch(`${system.url}/api/businesses/map?bbox=-0.52,51.27,0.34,51.7&zoom=11&lang=en`);
    if (probe.status !== 200) {
      record({
        figure: 'map frame times while panning/zooming',
        measured: `not measured: GET /api/businesses/map answered ${probe.status}`,
        limit: 'the map endpoint of issue 29',
        pass: false,
      });
      return;
    }
    if (system.catalogDbUrl) {
      const t0 = performance.now();
      await growTo(system.catalogDbUrl, SIZE);
      log(`map: ${SIZE} businesses ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const total = (await (await fetch(`${system.url}/api/businesses/map?bbox=-180,-85,180,85&zoom=0`)).json())
      .total;
    for (const profile of Object.keys(PROFILES)) {
      const { frames, answers } = await measure(browser, system.url, profile);
      const p50 = percentile(frames, 50);
      const p95 = percentile(frames, 95);
      const longFrames = frames.filter((frame) => frame > 50).length;
      const answerMs = answers.map((a) => a.ms).filter((v) => v >= 0);
      const budget = PROFILES[profile].budget;
      record({
        figure: `map frame times, pan/zoom over ${total.toLocaleString('en-GB')} located businesses, ${profile}${
          PROFILES[profile].cpuSlowdown > 1 ? ` (${PROFILES[profile].cpuSlowdown}× CPU)` : ''
        }`,
        measured:
          `p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(Math.max(...frames))}; ${frames.length} frames, ${longFrames} over 50 ms; ` +
          `${answers.length} answers, p95 ${ms(percentile(answerMs, 95))}, largest ${Math.round(
            Math.max(0, ...answers.map((a) => a.bytes)) / 1024,
          )} KiB`,
        limit: budget ? `p50 ≤ ${budget.p50} ms, p95 ≤ ${budget.p95} ms` : 'informational',
        pass: budget ? p50 <= budget.p50 && p95 <= budget.p95 : undefined,
        value: { profile, total, p50, p95, frames: frames.length, longFrames, answers: answers.length },
      });
    }
  } finally {
    await browser.close();
    await system.stop();
  }
}
