import type { Browser } from 'playwright-core';
import { startOwnSystem, type OwnSystem } from './support/own-system';
import { launchBrowser } from './support/browser';

/**
 * Issue 12: a CSV of 10,000 rows (~3 MB) imports through the gateway in one request and the
 * rows are then listed. 10,000 more approved businesses would change what every other browser
 * test sees, so this file runs on a system of its own (no sample data), started here.
 */
const ADMIN = { username: 'admin', password: 'bulk-e2e-admin-password-7730' };

/** 10,000 rows in the template's columns, with quoted commas, Business Services and flags. */
function tenThousandRows(tag: string): string {
  const header =
    'Name,Description,Category,Address,Phone,Email,Instagram,TikTok,HeroImage,GalleryImages,IsVerified,IsPremium';
  const rows = Array.from({ length: 10_000 }, (_, index) => {
    const i = index + 1;
    return [
      `${tag} Shop ${i}`,
      `"Embroidered shirts, rushnyky and painted eggs from Lviv and Poltava, shop number ${i}, open six days a week"`,
      ['Shop', 'dining', 'business services'][i % 3],
      `"${i} Long Acre, Covent Garden, London WC2E 9LH"`,
      `020 7946 ${String(i % 10_000).padStart(4, '0')}`,
      `owner${i}@shop-${tag.toLowerCase()}.example.co.uk`,
      '@bulkshop',
      '',
      `https://images.example/shops/${i}/hero-image-large.jpg`,
      `https://images.example/shops/${i}/1.jpg;https://images.example/shops/${i}/2.jpg`,
      i % 2 ? 'true' : '0',
      '0',
    ].join(',');
  });
  return [header, ...rows].join('\r\n');
}

describe('admin CSV import of 10,000 rows through the gateway', () => {
  let own: OwnSystem;
  let browser: Browser;

  beforeAll(async () => {
    [own, browser] = await Promise.all([startOwnSystem('bulk-import', ADMIN), launchBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  }, 120_000);

  async function login(): Promise<string> {
    const res = await fetch(`${own.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  it('uploads the file, imports every row in one request, and lists them', async () => {
    const token = await login();
    const csv = tenThousandRows('Bulk');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(2 * 1024 * 1024);

    const context = await browser.newContext({ baseURL: own.url, viewport: { width: 1280, height: 900 } });
    try {
      await context.addInitScript((value) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('language', 'en');
          localStorage.setItem('admin_token', value);
          sessionStorage.setItem('seeded', '1');
        }
      }, token);
      const page = await context.newPage();
      const bulkRequests: number[] = [];
      page.on('response', (res) => {
        if (res.url().endsWith('/api/businesses/bulk')) bulkRequests.push(res.status());
      });
      await page.goto('/admin/businesses?action=upload');
      await page.getByLabel('CSV file').setInputFiles({
        name: 'ten-thousand.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      // The browser reads, parses and checks 3 MB on its main thread before the preview shows;
      // on a loaded 2-core CI box that can outlast the default wait, so this one state waits longer.
      await page.getByRole('region', { name: 'Preview (10,000 rows)' }).waitFor({ timeout: 90_000 });
      expect(await page.getByRole('region', { name: /rows? with errors/ }).count()).toBe(0);
      const [answer] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/api/businesses/bulk'), { timeout: 120_000 }),
        page.getByRole('button', { name: 'Import 10,000 businesses' }).click(),
      ]);
      expect([answer.status(), (await answer.text()).slice(0, 200)]).toEqual([
        200,
        expect.stringContaining('"created"'),
      ]);
      await page.getByText('Imported 10,000 businesses.').first().waitFor();
      expect(bulkRequests).toEqual([200]);

      await page.getByRole('tab', { name: 'Manage' }).click();
      await page.getByRole('table').getByText('10,000 businesses', { exact: true }).waitFor();
      await page.getByLabel('Search businesses').fill('Bulk Shop 10000');
      await page.getByRole('button', { name: 'Edit Name of Bulk Shop 10000' }).waitFor();
      await page
        .getByRole('button', { name: 'Edit Category of Bulk Shop 10000' })
        .getByText('Dining')
        .waitFor();
    } finally {
      await context.close();
    }

    // Through the gateway, the large limit is the bulk route's alone.
    const other = await fetch(`${own.url}/api/businesses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Too big', description: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(other.status).toBe(413);
  }, 300_000);
});
