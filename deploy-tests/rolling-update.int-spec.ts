import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { Client } from 'pg';

import { createTestDatabase, testKeyPair, type TestDatabase } from '@byp/testing';

import { GatewayUnderTest } from '../gateway/test/gateway-harness';
import { freePorts } from '../libs/testing/free-ports.mjs';
import { buildNextSvcContent } from './fixtures/rolling-update/next-build';
import {
  authServiceEnv,
  Balancer,
  commonServiceEnv,
  repoRoot,
  requestThrough,
  spawnService,
  stopService,
  waitUntilReady,
} from './support/system-under-test';

// A rolling update of svc-content, midway: the released version (the current sources) still
// serves while the next one (the same sources plus an expand migration and the code that reads
// its column: fixtures/rolling-update) has started and migrated the shared database. Both sit
// behind the real gateway, as the pods behind one Kubernetes Service would; the balancer in front
// of them decides which one answers, so every flow starts on one version and is checked on the
// other. docs/deploy.md, "Expand, then contract", says why this holds.
jest.setTimeout(180_000);
const ADMIN = { username: 'rollout-admin', password: 'rollout-admin-password-1' };
const OLD = 0;
const NEW = 1;
const VERSIONS = [OLD, NEW] as const;

let gatewayPort = 0;
// Every read asks for a fresh answer (as a reload does), so the version the balancer picked
// answers it, never a copy the gateway's micro-cache kept from the other one.
const request = (method: string, url: string, options?: Parameters<typeof requestThrough>[3]) =>
  requestThrough(gatewayPort, method, url, { ...options, headers: { 'cache-control': 'no-cache' } });

describe('svc-content mid-rollout: the old and the new version behind the gateway', () => {
  let db: TestDatabase;
  let nextBuild: string;
  let balancer: Balancer;
  let gateway: GatewayUnderTest;
  let token: string;
  let ports: Record<'auth' | 'old' | 'new' | 'gateway' | 'unused', number>;
  /** What both versions get, as pods of one Deployment would; each adds its PORT. */
  let common: Record<string, string>;
  const children: ChildProcess[] = [];
  const logs: string[] = [];
  const use = (version: 0 | 1) => balancer.use(version);

  /** A column of the content schema's post table, as the database has it now. */
  async function postColumns(): Promise<string[]> {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'content' AND table_name = 'post'`,
      );
      return rows.map((row) => row.column_name);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    nextBuild = buildNextSvcContent(repoRoot);
    const keys = testKeyPair();
    ports = await freePorts(['auth', 'old', 'new', 'gateway', 'unused']);
    balancer = new Balancer([ports.old, ports.new]);
    const contentPort = await balancer.listen();
    gatewayPort = ports.gateway;
    common = commonServiceEnv(db.url, keys.publicKey, ports.auth);
    const auth = spawnService(
      path.join(repoRoot, 'svc-auth'),
      authServiceEnv(common, ports.auth, keys.privateKey, ADMIN),
      'auth',
      logs,
    );
    // The released version first, alone: it migrates the empty schema to its own level.
    const old = spawnService(
      path.join(repoRoot, 'svc-content'),
      { ...common, PORT: String(ports.old) },
      'old',
      logs,
    );
    children.push(auth, old);
    await Promise.all([
      waitUntilReady(ports.auth, auth, 'svc-auth', logs),
      waitUntilReady(ports.old, old, 'svc-content (old)', logs),
    ]);
    expect(await postColumns()).not.toContain('summary');

    gateway = new GatewayUnderTest(gatewayPort, {
      CATALOG_UPSTREAM: `127.0.0.1:${ports.unused}`,
      CONTENT_UPSTREAM: `127.0.0.1:${contentPort}`,
      AUTH_UPSTREAM: `127.0.0.1:${ports.auth}`,
      SHELL_UPSTREAM: `127.0.0.1:${ports.unused}`,
      MF_DIRECTORY_UPSTREAM: `127.0.0.1:${ports.unused}`,
      MF_NEWS_UPSTREAM: `127.0.0.1:${ports.unused}`,
      MF_ADMIN_UPSTREAM: `127.0.0.1:${ports.unused}`,
      // The balancer steers new connections; pooled ones would pin every request to one version.
      UPSTREAM_KEEPALIVE: '0',
    });
    await gateway.start();
    const login = await request('POST', '/api/admin/login', { body: ADMIN });
    expect(login.status).toBe(200);
    token = login.body.token;
  }, 240_000);

  afterAll(async () => {
    await gateway?.stop();
    await Promise.all(children.map(stopService));
    await balancer?.close();
    await db?.drop();
    if (nextBuild) fs.rmSync(nextBuild, { recursive: true, force: true });
  });

  const submitPost = (title: string) =>
    request('POST', '/api/posts/public', {
      body: { type: 'news', organizerType: 'public', title, body: `${title}: written during a rollout.` },
    });
  const submitCommunity = (name: string) =>
    request('POST', '/api/communities/public', {
      body: {
        name,
        description: 'A choir that meets on Saturdays.',
        heroImage: 'https://images.example/choir.jpg',
      },
    });

  it('the new version starts while the old one serves, and runs its expand migration', async () => {
    use(OLD);
    const before = await submitPost('Written before the rollout');
    expect(before.status).toBe(201);
    const approved = await request('POST', `/api/posts/${before.body.id}/approve`, { token });
    expect(approved.status).toBe(200);

    const next = spawnService(nextBuild, { ...common, PORT: String(ports.new) }, 'new', logs);
    children.push(next);
    await waitUntilReady(ports.new, next, 'svc-content (new)', logs);
    expect(await postColumns()).toContain('summary');

    // The old version, still serving, reads and writes as before.
    use(OLD);
    const list = await request('GET', '/api/posts');
    expect(list.status).toBe(200);
    expect(list.body.map((p: { title: string }) => p.title)).toContain('Written before the rollout');
  });

  it('both versions answer the public and admin reads with the same bodies', async () => {
    const before = [...balancer.connections];
    const answers = [];
    for (const version of VERSIONS) {
      use(version);
      const reads = [];
      for (const [url, options] of [
        ['/api/posts', {}],
        ['/api/posts?type=news', {}],
        ['/api/communities', {}],
        ['/api/posts/all', { token }],
        ['/api/communities/all', { token }],
      ] as const) {
        const answer = await request('GET', url, options);
        reads.push([url, answer.status, answer.body]);
      }
      answers.push(reads);
    }
    for (const [url, status] of answers[NEW]) expect([url, status]).toEqual([url, 200]);
    expect(answers[NEW]).toEqual(answers[OLD]);
    // Each version answered its share itself (through the gateway, not a cache in front).
    for (const version of VERSIONS)
      expect(balancer.connections[version] - before[version]).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['the new', NEW, OLD],
    ['the old', OLD, NEW],
  ] as const)(
    'a post submitted to %s version is approved, edited and deleted across both',
    async (_label, first, second) => {
      const title = `Rollout news ${first}`;
      use(first);
      const submitted = await submitPost(title);
      expect(submitted.status).toBe(201);
      const id: string = submitted.body.id;

      use(second);
      expect((await request('GET', '/api/posts/all', { token })).body).toEqual(
        expect.arrayContaining([expect.objectContaining({ id, title, isApproved: 0 })]),
      );
      expect((await request('POST', `/api/posts/${id}/approve`, { token })).status).toBe(200);

      for (const version of VERSIONS) {
        use(version);
        const published = await request('GET', '/api/posts?type=news');
        expect([version, published.body.find((p: { id: string }) => p.id === id)?.title]).toEqual([
          version,
          title,
        ]);
      }

      use(first);
      const edited = await request('PATCH', `/api/posts/${id}`, {
        token,
        body: { title: `${title}, edited` },
      });
      expect([edited.status, edited.body.title]).toEqual([200, `${title}, edited`]);
      use(second);
      expect((await request('GET', '/api/posts')).body.find((p: { id: string }) => p.id === id)?.title).toBe(
        `${title}, edited`,
      );
      expect((await request('DELETE', `/api/posts/${id}`, { token })).status).toBe(204);
      use(first);
      expect(
        (await request('GET', '/api/posts/all', { token })).body.map((p: { id: string }) => p.id),
      ).not.toContain(id);
    },
  );

  it('communities written by one version are moderated by the other', async () => {
    use(NEW);
    const submitted = await submitCommunity('Rollout Choir');
    expect(submitted.status).toBe(201);
    use(OLD);
    expect((await request('POST', `/api/communities/${submitted.body.id}/approve`, { token })).status).toBe(
      200,
    );
    use(NEW);
    const listed = await request('GET', '/api/communities');
    expect(listed.body.map((c: { name: string }) => c.name)).toContain('Rollout Choir');
  });

  it('the check has teeth: a contract step taken too early (a rename) breaks the version still serving', async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query('ALTER TABLE "content"."post" RENAME COLUMN "titleEn" TO "headline"');
    } finally {
      await client.end();
    }
    use(OLD);
    expect((await request('GET', '/api/posts/all', { token })).status).toBe(500);
  });
});
