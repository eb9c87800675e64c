import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';

/**
 * Issue 12: a CSV of 10,000 rows (~3 MB) imports through the gateway in one request and the
 * rows are then listed. 10,000 more approved businesses would change what every other browser
 * test sees, so this file runs on a system of its own (no sample data), started here.
 */
const ROOT = join(__dirname, '..');
const ADMIN = { username: 'admin', password: 'bulk-e2e-admin-password-7730' };

/** Runs scripts/lib/system.mjs (ESM) in a child: prints the gateway URL, stops on SIGTERM. */
const SYSTEM_RUNNER = `
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const { startSystem } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'scripts/lib/system.mjs')).href)});
const { freePorts } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'libs/testing/free-ports.mjs')).href)});
const names = ['gateway', 'gatewayInternal', 'catalog', 'content', 'auth', 'postgres', 'shell', 'directory', 'news', 'admin'];
const ports = await freePorts(names);
const dataDir = mkdtempSync(join(tmpdir(), 'byp-e2e-bulk-'));
chmodSync(dataDir, 0o755);
const env = { ...process.env };
for (const key of ['DATABASE_URL', 'PORT', 'GATEWAY_INTERNAL_PORT', 'CATALOG_PORT', 'CONTENT_PORT', 'AUTH_PORT', 'PGPORT', 'SHELL_PORT', 'MF_DIRECTORY_PORT', 'MF_NEWS_PORT', 'MF_ADMIN_PORT']) delete env[key];
const lines = [];
let system;
try {
  system = await startSystem({ dataDir, ports, port: ports.gateway, env, build: false, log: (name, line) => lines.push('[' + name + '] ' + line) });
} catch (error) {
  process.stderr.write(lines.slice(-40).join('\\n') + '\\n' + error.message + '\\n');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
const stop = async () => { await system.stop(); rmSync(dataDir, { recursive: true, force: true }); process.exit(0); };
process.on('SIGTERM', () => void stop());
process.stdout.write('READY ' + system.url + '\\n');
`;

function startOwnSystem(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SYSTEM_RUNNER], {
    cwd: ROOT,
    env: {
      ...process.env,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) resolve({ child, url: ready[1] });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`the bulk-import system stopped (${code}): ${err.slice(-2000)}`)),
    );
  });
}

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
  let own: { child: ChildProcess; url: string };
  let browser: Browser;

  beforeAll(async () => {
    [own, browser] = await Promise.all([startOwnSystem(), launchBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    if (own && own.child.exitCode === null) {
      const exited = new Promise((resolve) => own.child.once('exit', resolve));
      own.child.kill('SIGTERM');
      await exited;
    }
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
