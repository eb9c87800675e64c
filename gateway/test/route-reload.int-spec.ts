import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePorts } from '../../libs/testing/free-ports.mjs';
import { FakeUpstream } from './fake-upstream';
import { GatewayUnderTest } from './gateway-harness';
import { request } from './http-client';

// A service deploys alone (issue 24): svc-content ships a new public route, publishes its route
// list, and the running gateway re-renders and reloads. No other service, frontend or image is
// rebuilt: the other lists stay byte for byte as they were. svc-content is a stand-in here
// (it answers the new route); the gateway, its renderer and nginx's reload are the real ones.
const ADMIN_TOKEN = 'Bearer good-admin-token';
const FIXTURE_ROUTE = { method: 'GET', path: '/api/posts/digest', access: 'public' };

const describeWithNginx = GatewayUnderTest.nginxAvailable() ? describe : describe.skip;

describeWithNginx('a service deploying a new public route alone', () => {
  const routesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-routes-'));
  let ports: Record<'gateway' | 'catalog' | 'content' | 'auth', number>;
  let content: FakeUpstream;
  let auth: FakeUpstream;
  let catalog: FakeUpstream;
  let gateway: GatewayUnderTest;

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    request(ports.gateway, 'GET', urlPath, { headers });
  const listFile = (service: string) => path.join(routesDir, `${service}.routes.json`);
  const readLists = () =>
    Object.fromEntries(['catalog', 'auth'].map((s) => [s, fs.readFileSync(listFile(s), 'utf8')]));

  beforeAll(async () => {
    ports = await freePorts(['gateway', 'catalog', 'content', 'auth']);
    fs.cpSync(path.join(__dirname, '..', 'routes'), routesDir, { recursive: true });
    catalog = new FakeUpstream('catalog', ports.catalog);
    content = new FakeUpstream('content', ports.content);
    auth = new FakeUpstream('auth', ports.auth, (req, res) => {
      if (req.headers.authorization === ADMIN_TOKEN) return FakeUpstream.json(res, 200, { valid: true });
      FakeUpstream.json(res, 401, { statusCode: 401, error: 'Invalid token' });
    });
    await Promise.all([catalog.start(), content.start(), auth.start()]);
    gateway = new GatewayUnderTest(
      ports.gateway,
      {
        CATALOG_UPSTREAM: catalog.address,
        CONTENT_UPSTREAM: content.address,
        AUTH_UPSTREAM: auth.address,
      },
      [],
      [routesDir],
    );
    await gateway.start();
  });

  afterAll(async () => {
    await gateway?.stop();
    await Promise.all([catalog?.stop(), content?.stop(), auth?.stop()]);
    fs.rmSync(routesDir, { recursive: true, force: true });
  });

  it('is an admin request until svc-content publishes it, then answers publicly after a reload', async () => {
    // Not in any list yet: fail closed, svc-content never sees it.
    const mark = content.seen.length;
    expect((await get(FIXTURE_ROUTE.path)).status).toBe(401);
    expect(content.since(mark)).toEqual([]);

    // svc-content's deploy publishes its list with the new route; nothing else changes.
    const others = readLists();
    const list = JSON.parse(fs.readFileSync(listFile('content'), 'utf8'));
    list.routes.unshift(FIXTURE_ROUTE);
    fs.writeFileSync(listFile('content'), JSON.stringify(list));
    const masterPid = fs.readFileSync(path.join(gateway.dir, 'nginx', 'nginx.pid'), 'utf8');
    await gateway.reload();

    const res = await get(FIXTURE_ROUTE.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ service: 'content', method: 'GET', url: FIXTURE_ROUTE.path });
    // Public now: no token, and no validation by svc-auth.
    const authMark = auth.seen.length;
    expect((await get(FIXTURE_ROUTE.path)).status).toBe(200);
    expect(auth.since(authMark)).toEqual([]);

    // The same nginx, reloaded (not restarted), and every other service's list untouched.
    expect(fs.readFileSync(path.join(gateway.dir, 'nginx', 'nginx.pid'), 'utf8')).toBe(masterPid);
    expect(readLists()).toEqual(others);
  });

  it.each([
    ['GET', '/api/posts/all'],
    ['DELETE', '/api/posts/0b7e7c58-6a4f-4c1e-9a53-0d5f4f3c2a11'],
    ['GET', '/api/communities/activity'],
  ])('still asks for the admin token on %s %s', async (method, urlPath) => {
    const mark = content.seen.length;
    expect((await request(ports.gateway, method, urlPath)).status).toBe(401);
    expect(content.since(mark)).toEqual([]);
    const admitted = await request(ports.gateway, method, urlPath, {
      headers: { authorization: ADMIN_TOKEN },
    });
    expect(admitted.status).toBe(200);
    expect(content.since(mark).map((r) => r.url)).toEqual([urlPath]);
  });
});
