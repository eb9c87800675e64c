import type { Browser } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, openPage } from './support/browser';

interface BusinessSummary {
  name: string;
}

describe('directory home through the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the businesses the API returns', async () => {
    const { status, body } = await api<BusinessSummary[]>('/api/businesses');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(18);

    const { page, context } = await openPage(browser);
    await page.goto('/?view=list');
    for (const business of body.slice(0, 5)) {
      await page.getByRole('heading', { name: business.name, exact: true }).first().waitFor();
    }
    await context.close();
  });

  it('keeps the app working when one remote fails to load, and offers Retry there', async () => {
    const { page, context } = await openPage(browser);
    let failNews = true;
    await page.route('**/mf/news/remoteEntry.js', (route) => (failNews ? route.abort() : route.continue()));
    await page.goto('/news-events');
    // The shell's frame is still there ...
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // ... the failed area says so and offers Retry ...
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // ... other routes still work ...
    await page.getByRole('link', { name: 'Communities' }).first().click();
    await page.getByRole('heading', { name: 'Communities', level: 1 }).waitFor();
    // ... and back on the failed area, Retry recovers once the remote is reachable again.
    await page.getByRole('link', { name: 'News & Events' }).first().click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    failNews = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'News & Events', level: 1 }).waitFor();
    await context.close();
  });

  it('loads OpenLayers only when the map is shown', async () => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
    });
    // OpenLayers' code carries its viewport class name; no other bundle does.
    const olLoaded = () => scripts.some((code) => code.includes('ol-viewport'));
    await page.goto('/?view=list');
    await page.getByTestId('business-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(olLoaded()).toBe(false);
    // The map's frame is drawn at once; OpenLayers is loaded into it as it nears the screen.
    const olResponse = page.waitForResponse(
      async (res) => res.request().resourceType() === 'script' && (await res.text()).includes('ol-viewport'),
    );
    await page.getByRole('button', { name: 'Map view' }).click();
    await page.getByTestId('business-map').waitFor();
    await olResponse;
    await page.getByTestId('business-map').locator('.ol-viewport').waitFor();
    await context.close();
  });

  it('shows the cards at once on a phone and loads OpenLayers only after the first card is on the page', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    // For each script that brings OpenLayers: whether a business card was on the page when it came.
    const olArrivals: Promise<boolean | null>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      olArrivals.push(
        (async () => {
          // Looked at as the script arrives, before its body is read (reading takes a while).
          const cardShown = await page
            .evaluate(() => document.querySelector('[data-testid="business-card"]') !== null)
            .catch(() => false);
          const code = await res.text().catch(() => '');
          return code.includes('ol-viewport') ? cardShown : null;
        })(),
      );
    });
    await page.goto('/');
    // On a phone the map is compact with its cards right under it (issue 28): the cards come
    // first, and OpenLayers follows into the map's frame once they are there.
    await page.getByTestId('business-card').first().waitFor({ state: 'attached' });
    await page.getByTestId('business-map').locator('.ol-viewport').waitFor();
    const withOpenLayers = (await Promise.all(olArrivals)).filter((shown) => shown !== null);
    expect(withOpenLayers.length).toBeGreaterThan(0);
    expect(withOpenLayers.every(Boolean)).toBe(true);
    await context.close();
  });
});
