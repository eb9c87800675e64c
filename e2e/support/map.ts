import type { Page } from 'playwright-core';

/**
 * Zooms the page's business map (OpenLayers, reached as `window.__bypMap`) in on a point, as a
 * visitor's zoom would: at street level (18) a business is its own marker, out of any cluster
 * (issue 29), with its own 'Show … on map' button in the keyboard list.
 */
export async function zoomBusinessMapTo(
  page: Page,
  at: { longitude: number; latitude: number },
  zoom = 18,
): Promise<void> {
  await page.getByTestId('business-map').locator('.ol-viewport').waitFor();
  await page.waitForFunction(() => Boolean((window as unknown as { __bypMap?: unknown }).__bypMap));
  await page.evaluate(
    ([lon, lat, z]) => {
      const view = (
        window as unknown as {
          __bypMap: { getView(): { setCenter(c: number[]): void; setZoom(z: number): void } };
        }
      ).__bypMap.getView();
      const R = 6378137;
      view.setCenter([
        (lon * Math.PI * R) / 180,
        R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
      ]);
      view.setZoom(z);
    },
    [at.longitude, at.latitude, zoom] as const,
  );
}
