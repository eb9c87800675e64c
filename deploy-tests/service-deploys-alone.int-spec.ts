import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { createTestDatabase, testKeyPair, type TestDatabase } from '@byp/testing';

import { GatewayUnderTest } from '../gateway/test/gateway-harness';
import { freePorts } from '../libs/testing/free-ports.mjs';
import {
  authServiceEnv,
  commonServiceEnv,
  repoRoot,
  requestThrough,
  spawnBuiltService,
  stopService,
  waitUntilReady,
} from './support/system-under-test';

// Issue 24, "a service deploys alone, proven": with everything built, svc-content gains a public
// route (the fixture's GET /api/posts/digest: a controller and a row of svc-content's own route
// table) and only svc-content is rebuilt, with its own build command, which publishes its route
// list (dist/routes.json). The running gateway re-renders from the services' published lists and
// reloads; the route then answers through it without a token. No other package was rebuilt: the
// dist of every other service, library, frontend and of the gateway is byte for byte as before.
jest.setTimeout(600_000);
const FIXTURE = path.join(__dirname, 'fixtures', 'service-new-route');
const NEW_ROUTE = '/api/posts/digest';
/** Every package with a build (a dist), but the one deployed. */
const OTHER_PACKAGES = (require('../package.json') as { workspaces: string[] }).workspaces.filter(
  (pkg) => pkg !== 'svc-content' && fs.existsSync(path.join(repoRoot, pkg, 'dist')),
);
const ADMIN = { username: 'deploy-admin', password: 'deploy-admin-password-1' };
const available = GatewayUnderTest.nginxAvailable();

/** A hash of each file of a package's dist, for "nothing else was rebuilt". */
function distHashes(pkg: string): Record<string, string> {
  const dist = path.join(repoRoot, pkg, 'dist');
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      hashes[path.relative(repoRoot, file)] = crypto
        .createHash('sha256')
        .update(fs.readFileSync(file))
        .digest('hex');
    }
  return hashes;
}

/** Applies a replacement once; text that no longer matches the sources fails the test. */
function edit(file: string, pattern: RegExp, replacement: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!pattern.test(text)) throw new Error(`${file} no longer matches ${pattern}: update the fixture`);
  fs.writeFileSync(file, text.replace(pattern, replacement));
}

/**
 * svc-content's next version, built with its own build command (`npm run build`) in a throwaway
 * copy under the repository (so it resolves the same node_modules): the current sources plus the
 * fixture's controller and its row in src/routes.ts. Returns the copy's dist.
 */
function buildSvcContentWithNewRoute(): string {
  const tmp = path.join(repoRoot, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const dir = fs.mkdtempSync(path.join(tmp, 'svc-content-route-'));
  // The build names ../.swcrc.node, as svc-content sits beside it in the repository.
  fs.copyFileSync(path.join(repoRoot, '.swcrc.node'), path.join(tmp, '.swcrc.node'));
  fs.cpSync(path.join(repoRoot, 'svc-content', 'src'), path.join(dir, 'src'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'svc-content', 'package.json'), path.join(dir, 'package.json'));
  const ownModules = path.join(repoRoot, 'svc-content', 'node_modules');
  if (fs.existsSync(ownModules)) fs.symlinkSync(ownModules, path.join(dir, 'node_modules'));

  fs.copyFileSync(
    path.join(FIXTURE, 'posts-digest.controller.ts'),
    path.join(dir, 'src', 'posts', 'posts-digest.controller.ts'),
  );
  edit(
    path.join(dir, 'src', 'app.module.ts'),
    /\n {6}module: AppModule,\n/,
    '\n      module: AppModule,\n      controllers: [PostsDigestController],\n',
  );
  edit(
    path.join(dir, 'src', 'app.module.ts'),
    /^/,
    "import { PostsDigestController } from './posts/posts-digest.controller';\n",
  );
  edit(
    path.join(dir, 'src', 'routes.ts'),
    /\n(\s*)\['GET', '\/api\/posts\/feed\.xml'/,
    `\n$1['GET', '${NEW_ROUTE}', 'public', 'no-store', 'none', false],\n$1['GET', '/api/posts/feed.xml'`,
  );
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'pipe' });
  return path.join(dir, 'dist');
}

(available ? describe : describe.skip)('svc-content deploys a new public route alone', () => {
  let db: TestDatabase;
  let gateway: GatewayUnderTest;
  let ports: Record<'gateway' | 'auth' | 'content' | 'unused', number>;
  let common: Record<string, string>;
  let deployDir: string;
  let content: ChildProcess | undefined;
  const children: ChildProcess[] = [];
  const logs: string[] = [];
  const request = (method: string, url: string, token?: string) =>
    requestThrough(ports.gateway, method, url, { token });

  /** Replaces svc-content's deployed build, as a new image would, and (re)starts it. */
  async function deployContent(dist: string): Promise<void> {
    if (content) await stopService(content);
    fs.rmSync(deployDir, { recursive: true, force: true });
    fs.cpSync(dist, deployDir, { recursive: true });
    content = spawnBuiltService(
      path.join(deployDir, 'main.js'),
      { ...common, PORT: String(ports.content) },
      'content',
      logs,
    );
    children.push(content);
    await waitUntilReady(ports.content, content, 'svc-content', logs);
  }

  beforeAll(async () => {
    // Everything built (`npm run build` skips what is up to date).
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    db = await createTestDatabase();
    const keys = testKeyPair();
    ports = await freePorts(['gateway', 'auth', 'content', 'unused']);
    fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
    deployDir = path.join(fs.mkdtempSync(path.join(repoRoot, '.tmp', 'svc-content-deployed-')), 'dist');
    common = commonServiceEnv(db.url, keys.publicKey, ports.auth);
    const auth = spawnBuiltService(
      path.join(repoRoot, 'svc-auth', 'dist', 'main.js'),
      authServiceEnv(common, ports.auth, keys.privateKey, ADMIN),
      'auth',
      logs,
    );
    children.push(auth);
    await Promise.all([
      waitUntilReady(ports.auth, auth, 'svc-auth', logs),
      deployContent(path.join(repoRoot, 'svc-content', 'dist')),
    ]);
    // The gateway renders from each service's published list: svc-content's is the one its
    // deployed build carries.
    gateway = new GatewayUnderTest(
      ports.gateway,
      {
        CATALOG_UPSTREAM: `127.0.0.1:${ports.unused}`,
        CONTENT_UPSTREAM: `127.0.0.1:${ports.content}`,
        AUTH_UPSTREAM: `127.0.0.1:${ports.auth}`,
        SHELL_UPSTREAM: `127.0.0.1:${ports.unused}`,
        MF_DIRECTORY_UPSTREAM: `127.0.0.1:${ports.unused}`,
        MF_NEWS_UPSTREAM: `127.0.0.1:${ports.unused}`,
        MF_ADMIN_UPSTREAM: `127.0.0.1:${ports.unused}`,
      },
      [],
      [
        path.join(repoRoot, 'svc-auth', 'dist', 'routes.json'),
        path.join(repoRoot, 'svc-catalog', 'dist', 'routes.json'),
        path.join(deployDir, 'routes.json'),
      ],
    );
    await gateway.start();
  });

  afterAll(async () => {
    await gateway?.stop();
    await Promise.all(children.map(stopService));
    await db?.drop();
    if (deployDir) fs.rmSync(path.dirname(deployDir), { recursive: true, force: true });
  });

  it('answers the new route through the gateway after rebuilding svc-content alone and a gateway reload', async () => {
    // Before: no list names the route, so the gateway treats it as an admin request (fail closed).
    expect(await request('GET', NEW_ROUTE)).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized' },
    });

    const before = Object.fromEntries(OTHER_PACKAGES.map((pkg) => [pkg, distHashes(pkg)]));
    const released = distHashes('svc-content');
    const next = buildSvcContentWithNewRoute();
    try {
      // svc-content's build published the route with the others of its table.
      const published = JSON.parse(fs.readFileSync(path.join(next, 'routes.json'), 'utf8'));
      expect(published.routes).toContainEqual({
        method: 'GET',
        path: NEW_ROUTE,
        access: 'public',
        cache: 'no-store',
      });
      await deployContent(next);
      await gateway.reload();

      expect(await request('GET', NEW_ROUTE)).toEqual({
        status: 200,
        body: { digest: 'svc-content, deployed alone' },
      });
      // The rest of svc-content's routes as before: public reads open, admin reads closed.
      expect((await request('GET', '/api/posts')).status).toBe(200);
      expect((await request('GET', '/api/posts/all')).status).toBe(401);

      // Nothing else was rebuilt, svc-content's released build in the repository included.
      expect(Object.fromEntries(OTHER_PACKAGES.map((pkg) => [pkg, distHashes(pkg)]))).toEqual(before);
      expect(distHashes('svc-content')).toEqual(released);
    } finally {
      fs.rmSync(path.dirname(next), { recursive: true, force: true });
    }
  });
});
