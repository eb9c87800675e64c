import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { launchBrowser } from '../e2e/support/browser';
import { GatewayUnderTest } from '../gateway/test/gateway-harness';
import { freePorts } from '../libs/testing/free-ports.mjs';

// Issue 24, "a remote deploys alone, proven": with everything built, a remote's heading and first
// API read are changed and only that remote is rebuilt and redeployed. The shell, untouched, then
// serves HTML (read over HTTP through the real gateway, no JavaScript) with the new heading in both
// languages and a preload of the new read: the page is composed per request from what each remote
// publishes with its own build (webpack.pages.js), never from a remote's files at the shell's build.
// Likewise a remote's pages: mf-news gains a page, is rebuilt and redeployed alone, and the
// unchanged shell routes to it in Chromium, from the page-manifest.json mf-news now publishes.
// A remote's production build on a busy machine.
jest.setTimeout(600_000);
const repoRoot = path.resolve(__dirname, '..');
const FRONTENDS = ['shell', 'mf-directory', 'mf-news', 'mf-admin'] as const;
type Frontend = (typeof FRONTENDS)[number];
const available = GatewayUnderTest.nginxAvailable();

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeHtml = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, dec?: string, hex?: string, name?: string) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : (NAMED_ENTITIES[name!] ?? entity),
  );

/**
 * What a visitor gets before any script: the page's heading in each language, and its preloaded
 * API reads. (The builds minify HTML: attribute quotes are optional.)
 */
interface FirstPaint {
  heading: Record<string, string>;
  reads: string[];
}
function firstPaintOf(html: string): FirstPaint {
  const h1 = /<h1>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
  const heading = Object.fromEntries(
    [...h1.matchAll(/<span lang="?(\w+)"?>(.*?)<\/span>/g)].map(([, lang, text]) => [lang, decodeHtml(text)]),
  );
  const reads = [
    ...html.matchAll(
      /<link rel="?preload"? href="?(\/api\/[^"\s>]*)"? as="?fetch"? crossorigin="?use-credentials/g,
    ),
  ].map(([, href]) => decodeHtml(href));
  return { heading, reads };
}

/** A remote's heading as its translation files have it (en and uk), by key. */
function headingInSource(remoteDir: string, key: string): Record<string, string> {
  const text = (lang: string) =>
    key
      .split('.')
      .reduce((node, part) => node[part], readJson(path.join(remoteDir, 'src/i18n', `${lang}.json`)));
  return { en: text('en'), uk: text('uk') };
}

/**
 * Builds a changed copy of a remote with its own build command, outside the repository: the copy
 * sits beside links to the repository's packages and shared webpack files, as the remote sits in
 * the repository. Returns the copy's dist.
 */
function buildChangedCopy(remote: Frontend, change: (dir: string) => void): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `byp-redeploy-${remote}-`));
  for (const shared of ['node_modules', 'webpack.federation.js'])
    fs.symlinkSync(path.join(repoRoot, shared), path.join(root, shared));
  const dir = path.join(root, remote);
  fs.cpSync(path.join(repoRoot, remote), dir, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  if (fs.existsSync(path.join(repoRoot, remote, 'node_modules')))
    fs.symlinkSync(path.join(repoRoot, remote, 'node_modules'), path.join(dir, 'node_modules'));
  change(dir);
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    { cwd: dir, stdio: 'pipe' },
  );
  return path.join(dir, 'dist');
}

/** Rewrites a text file, failing when the text to replace is not there (the test would prove nothing). */
function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
}

/** Sets a translation in both languages' files of a copy. */
function setHeading(dir: string, key: string, heading: Record<string, string>): void {
  for (const lang of ['en', 'uk']) {
    const file = path.join(dir, 'src/i18n', `${lang}.json`);
    const json = readJson(file);
    const parts = key.split('.');
    const parent = parts.slice(0, -1).reduce((node, part) => node[part], json);
    parent[parts.at(-1)!] = heading[lang];
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
  }
}

/** Every file of a folder with its content, for "nothing of the shell changed". */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, file)] = fs.readFileSync(file).toString('base64');
    }
  return files;
}

(available ? describe : describe.skip)('a remote deploys alone (real builds, real gateway)', () => {
  let gateway: GatewayUnderTest;
  let port = 0;
  const deployed = (frontend: Frontend) => path.join(gateway.dir, 'dist', frontend);
  /** Replaces what a frontend's static server serves, as a new image or volume would. */
  const deploy = (frontend: Frontend, dist: string) => {
    fs.rmSync(deployed(frontend), { recursive: true, force: true });
    fs.cpSync(dist, deployed(frontend), { recursive: true });
  };
  /**
   * A page's HTML as a browser asks for it (gzip accepted), each on a new connection: a build
   * outlasts the gateway's keep-alive timeout.
   */
  const get = (pathname: string, cookie?: string) =>
    new Promise<{ status?: number; type?: string; html: string }>((resolve, reject) => {
      const headers = { 'accept-encoding': 'gzip', ...(cookie && { cookie }) };
      http
        .get({ host: '127.0.0.1', port, path: pathname, agent: false, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const html = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body;
            resolve({ status: res.statusCode, type: res.headers['content-type'], html: html.toString() });
          });
        })
        .on('error', reject);
    });
  const page = async (pathname: string, cookie?: string) => {
    const { status, type, html } = await get(pathname, cookie);
    expect([pathname, status, type]).toEqual([pathname, 200, expect.stringMatching(/^text\/html/)]);
    return html;
  };
  const shellHtml = () => fs.readFileSync(path.join(deployed('shell'), 'index.html'), 'utf8');

  beforeAll(async () => {
    // Everything built (`npm run build` skips what is up to date).
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    const ports = await freePorts(['gateway', ...FRONTENDS]);
    port = ports.gateway;
    gateway = new GatewayUnderTest(
      port,
      {
        SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
        MF_DIRECTORY_UPSTREAM: `127.0.0.1:${ports['mf-directory']}`,
        MF_NEWS_UPSTREAM: `127.0.0.1:${ports['mf-news']}`,
        MF_ADMIN_UPSTREAM: `127.0.0.1:${ports['mf-admin']}`,
      },
      FRONTENDS.map((name) => ({ name, port: ports[name], spa: name === 'shell', files: {} })),
    );
    for (const frontend of FRONTENDS) deploy(frontend, path.join(repoRoot, frontend, 'dist'));
    await gateway.start();
  });
  afterAll(() => gateway?.stop());

  it("composes each page from its remote's published heading and first reads", async () => {
    const news = firstPaintOf(await page('/news-events'));
    expect(news).toEqual({
      heading: headingInSource(path.join(repoRoot, 'mf-news'), 'page.title'),
      reads: ['/api/posts?type=event&lang=en', '/api/posts?type=news&limit=24&offset=0&lang=en'],
    });
    const home = firstPaintOf(await page('/'));
    expect(home).toEqual({
      heading: headingInSource(path.join(repoRoot, 'mf-directory'), 'hero.title'),
      reads: ['/api/businesses?limit=24&offset=0&lang=en', '/api/offers?lang=en'],
    });
    // The visitor's language (the app's `language` cookie) picks the reads the app will make.
    expect(firstPaintOf(await page('/news-events', 'language=uk')).reads).toEqual([
      '/api/posts?type=event&lang=uk',
      '/api/posts?type=news&limit=24&offset=0&lang=uk',
    ]);
    // A path no remote has a first paint for: the shell's own page (header and skeletons).
    expect(firstPaintOf(await page('/about'))).toEqual({ heading: {}, reads: [] });
  });

  /** What each remote's redeployed copy changes: its page's heading and that page's first read. */
  const REDEPLOYS = [
    {
      remote: 'mf-news' as const,
      pathname: '/news-events',
      key: 'page.title',
      read: ['/api/posts?type=event&lang={lang}', '/api/posts?type=event&limit=50&lang={lang}'],
      otherPage: '/',
    },
    {
      remote: 'mf-directory' as const,
      pathname: '/communities',
      key: 'communities.title',
      read: [
        '/api/communities?limit=24&offset=0&lang={lang}',
        '/api/communities?limit=12&offset=0&lang={lang}',
      ],
      otherPage: '/news-events',
    },
  ];
  const stamp = Date.now();
  const newHeading = (remote: Frontend) => ({
    en: `Redeployed ${remote} ${stamp}`,
    uk: `Оновлено ${remote} ${stamp}`,
  });
  const NEW_PAGE_HEADING = `News archive ${stamp}`;
  const copies = new Map<Frontend, string>();
  /**
   * A remote's changed copy (new heading, new first read), built once with the remote's own
   * production build. mf-news's copy also gains a page (in its router and in the pages it
   * publishes), so one build of it serves both of its tests: each checks its own change.
   */
  const changedCopy = (remote: (typeof REDEPLOYS)[number]['remote']): string => {
    const built = copies.get(remote);
    if (built) return built;
    const { key, read } = REDEPLOYS.find((r) => r.remote === remote)!;
    const dist = buildChangedCopy(remote, (dir) => {
      setHeading(dir, key, newHeading(remote));
      replaceIn(path.join(dir, 'webpack.config.js'), `'${read[0]}'`, `'${read[1]}'`);
      if (remote === 'mf-news') {
        replaceIn(
          path.join(dir, 'src/app/NewsRoutes.tsx'),
          '<Route path="news-events" element={<NewsEventsPage />} />',
          `<Route path="news-events" element={<NewsEventsPage />} /><Route path="news-archive" element={<h1>${NEW_PAGE_HEADING}</h1>} />`,
        );
        replaceIn(path.join(dir, 'webpack.config.js'), 'pages: [', "pages: [{ path: '/news-archive' },");
      }
    });
    copies.set(remote, dist);
    return dist;
  };

  it.each(REDEPLOYS)(
    '$remote redeployed alone with a new heading and first read: the unchanged shell serves both',
    async ({ remote, pathname, read: [oldRead, newRead], otherPage }) => {
      const shellBefore = snapshot(deployed('shell'));
      const otherBefore = firstPaintOf(await page(otherPage));
      const heading = newHeading(remote);

      deploy(remote, changedCopy(remote));

      // The HTML before any script runs: the new heading in both languages, the new read preloaded.
      const after = firstPaintOf(await page(pathname));
      expect(after.heading).toEqual(heading);
      // Without the `language` cookie the reads are the English ones.
      expect(after.reads).toContain(newRead.replace('{lang}', 'en'));
      expect(after.reads).not.toContain(oldRead.replace('{lang}', 'en'));
      // Nothing else changed: the shell's files (it was neither rebuilt nor redeployed), which
      // name no remote's text, and the other remote's page.
      expect(snapshot(deployed('shell'))).toEqual(shellBefore);
      expect(shellHtml()).not.toContain(heading.en);
      expect(firstPaintOf(await page(otherPage))).toEqual(otherBefore);
    },
  );

  it('mf-news redeployed alone with a new page: the unchanged shell routes to it in a browser', async () => {
    const shellBefore = snapshot(deployed('shell'));
    const dist = changedCopy('mf-news');
    expect(readJson(path.join(dist, 'page-manifest.json')).routes).toContain('/news-archive');
    deploy('mf-news', dist);

    const browser = await launchBrowser();
    try {
      const tab = await browser.newPage();
      await tab.goto(`http://127.0.0.1:${port}/news-archive`);
      await tab.getByRole('heading', { name: NEW_PAGE_HEADING }).waitFor();
      // The shell's own pages and its 404 are as they were.
      await tab.goto(`http://127.0.0.1:${port}/no-such-page`);
      await tab.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    } finally {
      await browser.close();
    }
    expect(snapshot(deployed('shell'))).toEqual(shellBefore);
  });

  it("leaves the shell's page as it is when a remote's fragments fail", async () => {
    fs.rmSync(path.join(deployed('mf-news'), 'first-paint'), { recursive: true });
    const html = await page('/news-events');
    expect(firstPaintOf(html)).toEqual({ heading: {}, reads: [] });
    // No error answer in the page; the app's scripts are still there.
    expect(html).not.toMatch(/statusCode|Not Found|an error occurred/);
    expect(html).toMatch(/<script defer fetchpriority="?high"? src="?\/main\.js\?/);
  });
});
