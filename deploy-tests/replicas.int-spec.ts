import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

import { createTestDatabase, testKeyPair, type TestDatabase } from '@byp/testing';

import { GatewayUnderTest } from '../gateway/test/gateway-harness';
import { freePorts } from '../libs/testing/free-ports.mjs';
import {
  Balancer,
  repoRoot,
  requestThrough,
  spawnService,
  stopService,
  waitUntilReady,
} from './support/system-under-test';

// Stateless services, proven: two instances of each service (from the current sources, on one
// Postgres, started at the same moment so their migrations race too) behind the real gateway. In
// front of each pair sits a balancer that stands in for a Kubernetes Service; the test points it
// at one instance or the other, so every flow starts on one replica and is checked on the other.
// The root jest run ignores a project's testTimeout; argon2 makes logins slow on a busy machine.
jest.setTimeout(180_000);
const SERVICES = ['catalog', 'content', 'auth'] as const;
type ServiceName = (typeof SERVICES)[number];
const ADMIN = { username: 'replica-admin', password: 'replica-admin-password-1' };
const PUBLIC_WRITE_LIMIT = 3;

let gatewayPort = 0;
const request = (method: string, url: string, options?: Parameters<typeof requestThrough>[3]) =>
  requestThrough(gatewayPort, method, url, options);

describe('two replicas of each service behind the gateway behave as one', () => {
  let db: TestDatabase;
  const children: ChildProcess[] = [];
  const logs: string[] = [];
  const balancers = {} as Record<ServiceName, Balancer>;
  let gateway: GatewayUnderTest;
  const use = (service: ServiceName, index: 0 | 1) => balancers[service].use(index);

  beforeAll(async () => {
    db = await createTestDatabase();
    const keys = testKeyPair();
    const ports = {} as Record<ServiceName, [number, number]>;
    const picked = await freePorts(SERVICES.flatMap((service) => [`${service}-0`, `${service}-1`]));
    for (const service of SERVICES) ports[service] = [picked[`${service}-0`], picked[`${service}-1`]];
    const balancerPorts = {} as Record<ServiceName, number>;
    for (const service of SERVICES) {
      balancers[service] = new Balancer(ports[service]);
      balancerPorts[service] = await balancers[service].listen();
    }
    // All six at once, on an empty database: the two instances of a service migrate concurrently.
    for (const service of SERVICES)
      for (const port of ports[service])
        children.push(
          spawnService(
            path.join(repoRoot, `svc-${service}`),
            {
              PORT: String(port),
              HOST: '127.0.0.1',
              DATABASE_URL: db.url,
              JWT_PUBLIC_KEY: keys.publicKey,
              AUTH_URL: `http://127.0.0.1:${balancerPorts.auth}`,
              LOG_LEVEL: 'warn',
              SEED_SAMPLE_DATA: 'false',
              RATE_LIMIT_PUBLIC_WRITE: `${PUBLIC_WRITE_LIMIT}/3600`,
              TRUSTED_PROXIES: 'loopback',
              ...(service === 'auth'
                ? {
                    JWT_PRIVATE_KEY: keys.privateKey,
                    ADMIN_USERNAME: ADMIN.username,
                    ADMIN_PASSWORD: ADMIN.password,
                  }
                : {}),
            },
            `${service}:${port}`,
            logs,
          ),
        );
    await Promise.all(
      SERVICES.flatMap((service) =>
        ports[service].map((port, i) =>
          waitUntilReady(port, children[SERVICES.indexOf(service) * 2 + i], `svc-${service} #${i}`, logs),
        ),
      ),
    );

    const { gateway: pickedGatewayPort, unused } = await freePorts(['gateway', 'unused']);
    gatewayPort = pickedGatewayPort;
    gateway = new GatewayUnderTest(gatewayPort, {
      CATALOG_UPSTREAM: `127.0.0.1:${balancerPorts.catalog}`,
      CONTENT_UPSTREAM: `127.0.0.1:${balancerPorts.content}`,
      AUTH_UPSTREAM: `127.0.0.1:${balancerPorts.auth}`,
      SHELL_UPSTREAM: `127.0.0.1:${unused}`,
      MF_DIRECTORY_UPSTREAM: `127.0.0.1:${unused}`,
      MF_NEWS_UPSTREAM: `127.0.0.1:${unused}`,
      MF_ADMIN_UPSTREAM: `127.0.0.1:${unused}`,
      // The balancers steer new connections; pooled keep-alive connections would keep every
      // request on the replica of the first one.
      UPSTREAM_KEEPALIVE: '0',
    });
    await gateway.start();
  }, 240_000);

  afterAll(async () => {
    await gateway?.stop();
    await Promise.all(children.map(stopService));
    await Promise.all(Object.values(balancers).map((b) => b.close()));
    await db?.drop();
  });

  const login = async (password = ADMIN.password, from?: string) =>
    request('POST', '/api/admin/login', { body: { username: ADMIN.username, password }, from });

  it('a token from one svc-auth replica is accepted by the other, and by both replicas of the services', async () => {
    use('auth', 0);
    const loggedIn = await login();
    expect(loggedIn.status).toBe(200);
    const token: string = loggedIn.body.token;
    use('auth', 1);
    expect((await request('GET', '/api/admin/me', { token })).status).toBe(200);
    for (const replica of [0, 1] as const) {
      use('catalog', replica);
      use('content', replica);
      expect([replica, (await request('GET', '/api/businesses/all', { token })).status]).toEqual([
        replica,
        200,
      ]);
      expect([replica, (await request('GET', '/api/communities/activity', { token })).status]).toEqual([
        replica,
        200,
      ]);
    }
  });

  it('a logout on one replica revokes the session on every replica', async () => {
    use('auth', 1);
    const token: string = (await login()).body.token;
    expect((await request('POST', '/api/admin/logout', { token })).status).toBe(204);
    use('auth', 0);
    expect((await request('GET', '/api/admin/me', { token })).status).toBe(401);
    for (const authReplica of [0, 1] as const)
      for (const catalogReplica of [0, 1] as const) {
        use('auth', authReplica);
        use('catalog', catalogReplica);
        use('content', catalogReplica);
        const answer = await request('GET', '/api/businesses/all', { token });
        expect([authReplica, catalogReplica, answer.status]).toEqual([authReplica, catalogReplica, 401]);
        const content = await request('GET', '/api/communities/activity', { token });
        expect([authReplica, catalogReplica, content.status]).toEqual([authReplica, catalogReplica, 401]);
      }
  });

  it('a business submitted on one replica is moderated on the other and published on both', async () => {
    use('auth', 0);
    const token: string = (await login()).body.token;
    use('catalog', 0);
    const submitted = await request('POST', '/api/businesses/public', {
      from: '127.0.0.41',
      body: {
        name: 'Replica Bakery',
        description: 'Submitted through one replica, approved through the other.',
        category: 'shop',
        address: '2 Pair Street',
        area: 'Hackney',
        heroImage: 'https://example.com/bakery.jpg',
      },
    });
    expect(submitted.status).toBe(201);
    const id: string = submitted.body.id;
    use('catalog', 1);
    expect((await request('GET', `/api/businesses/${id}`)).status).toBe(404);
    const all = await request('GET', '/api/businesses/all', { token });
    expect(all.body.items ?? all.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, isApproved: 0 })]),
    );
    expect((await request('POST', `/api/businesses/${id}/approve`, { token })).status).toBeLessThan(300);
    for (const replica of [0, 1] as const) {
      use('catalog', replica);
      const published = await request('GET', `/api/businesses/${id}`);
      expect([replica, published.status, published.body?.name]).toEqual([replica, 200, 'Replica Bakery']);
    }
  });

  it('the public-write limit counts submissions on both replicas together', async () => {
    const from = '127.0.0.42';
    const business = (i: number) =>
      request('POST', '/api/businesses/public', {
        from,
        body: {
          name: `Limited Place ${i}`,
          description: 'Counting submissions across replicas.',
          category: 'shop',
          address: `${i} Limit Road`,
          area: 'Camden',
          heroImage: 'https://example.com/limit.jpg',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_WRITE_LIMIT; i++) {
      use('catalog', (i % 2) as 0 | 1);
      statuses.push((await business(i)).status);
    }
    expect(statuses).toEqual(Array(PUBLIC_WRITE_LIMIT).fill(201));
    // Each replica alone has seen fewer than the limit; together they have seen it all.
    for (const replica of [0, 1] as const) {
      use('catalog', replica);
      const refused = await business(100 + replica);
      expect([replica, refused.status, refused.body?.statusCode]).toEqual([replica, 429, 429]);
    }
  });

  it('the login brake started on one svc-auth replica holds on the other', async () => {
    const from = '127.0.0.43';
    use('auth', 0);
    const statuses: number[] = [];
    for (let i = 0; i < 20 && statuses.at(-1) !== 429; i++)
      statuses.push((await login('not-the-password', from)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    use('auth', 1);
    const other = await login('not-the-password', from);
    expect(other.status).toBe(429);
  });

  it('spread the traffic over both instances of every service', () => {
    for (const service of SERVICES)
      for (const count of balancers[service].connections)
        expect([service, count > 0]).toEqual([service, true]);
  });
});
