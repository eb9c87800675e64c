import request from 'supertest';
import { Client } from 'pg';
import { startServiceForTest, type ServiceUnderTest } from '@byp/testing';
import { AppModule, SERVICE } from '../src/app.module';
import { AdminUserService } from '../src/admin-users/admin-user.service';
import { ADMIN_PASSWORD, authEnv } from './support/auth-test-env';

const THROTTLED = { statusCode: 429, error: 'Too many login attempts. Try again later.' };
const EDITOR_PASSWORD = 'another long password';

describe('svc-auth brute-force brake', () => {
  let svc: ServiceUnderTest;
  let replica: ServiceUnderTest;
  let db: Client;
  const attempt = (ip: string, username: string, password: string, via: ServiceUnderTest = svc) =>
    request(via.server).post('/api/admin/login').set('X-Forwarded-For', ip).send({ username, password });
  const failFiveTimes = async (ip: string, username: string) => {
    // Alternating replicas: the counts live in Postgres, not in either process.
    for (let i = 0; i < 5; i++)
      await attempt(ip, username, 'wrong password', i % 2 ? replica : svc).expect(401);
  };
  /** Failures recorded directly (as if from many addresses) for a username, `secondsAgo` old. */
  const recordFailures = (username: string, count: number, secondsAgo = 30) =>
    db.query(
      `INSERT INTO auth.login_attempt (key, failed_at)
       SELECT k, now() - make_interval(secs => $3)
       FROM generate_series(1, $2) AS i,
            LATERAL (VALUES ('user:' || $1), ('pair:10.9.' || (i / 250) || '.' || (i % 250) || '|' || $1)) AS v(k)`,
      [username, count, secondsAgo],
    );

  beforeAll(async () => {
    svc = await startServiceForTest((env) => AppModule.register(env), SERVICE, authEnv());
    replica = await startServiceForTest((env) => AppModule.register(env), SERVICE, authEnv(), svc);
    for (const name of ['editor', 'victim', 'burst', 'resetter']) {
      await svc.app.get(AdminUserService).createIfMissing(name, EDITOR_PASSWORD);
    }
    db = new Client({ connectionString: svc.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await replica?.close();
    await svc?.close();
  });
  beforeEach(() => db.query('DELETE FROM auth.login_attempt'));

  it('locks out one client for a username after 5 failures, while the admin logs in from another address', async () => {
    await failFiveTimes('198.51.100.1', 'admin');
    const refused = await attempt('198.51.100.1', 'admin', ADMIN_PASSWORD).expect(429);
    expect(refused.body).toEqual(THROTTLED);
    expect(refused.headers['cache-control']).toBe('no-store');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The real admin, elsewhere, is not locked out by the attacker's failures.
    await attempt('203.0.113.5', 'admin', ADMIN_PASSWORD, replica).expect(200);
    // ...and the locked-out client can still sign in as another user.
    await attempt('198.51.100.1', 'editor', EDITOR_PASSWORD).expect(200);
  });

  it('refuses a client after 20 failures over any usernames (a scan)', async () => {
    for (let i = 0; i < 20; i++) await attempt('203.0.113.66', `nobody-${i}`, 'wrong password').expect(401);
    await attempt('203.0.113.66', 'editor', EDITOR_PASSWORD).expect(429);
    await attempt('203.0.113.67', 'editor', EDITOR_PASSWORD).expect(200);
  });

  it('slows clients that failed for a username under attack, never a client with a clean record', async () => {
    await recordFailures('victim', 60);
    // A client that failed for it a moment ago must wait for the back-off (a minute), not 15 minutes.
    await attempt('192.0.2.50', 'victim', 'wrong password').expect(401);
    const slowed = await attempt('192.0.2.50', 'victim', EDITOR_PASSWORD).expect(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Someone with no failure of their own gets straight in.
    await attempt('192.0.2.51', 'victim', EDITOR_PASSWORD).expect(200);
    // Once the back-off has passed, the slowed client may try again.
    await db.query(
      `UPDATE auth.login_attempt SET failed_at = failed_at - interval '61 seconds' WHERE key LIKE 'pair:192.0.2.50|%'`,
    );
    await attempt('192.0.2.50', 'victim', EDITOR_PASSWORD).expect(200);
  });

  it('does not slow anyone for a username below the attack threshold', async () => {
    await recordFailures('editor', 40);
    await attempt('192.0.2.60', 'editor', 'wrong password').expect(401);
    await attempt('192.0.2.60', 'editor', EDITOR_PASSWORD).expect(200);
  });

  it('counts usernames case-insensitively', async () => {
    for (const name of ['Victim', 'VICTIM', 'victim', 'vIcTiM', 'victiM']) {
      await attempt('192.0.2.10', name, 'wrong password').expect(401);
    }
    await attempt('192.0.2.10', 'victim', EDITOR_PASSWORD).expect(429);
  });

  it("forgives the client's failures for that username after a successful login", async () => {
    for (let i = 0; i < 4; i++) await attempt('192.0.2.200', 'resetter', 'wrong password').expect(401);
    await attempt('192.0.2.200', 'resetter', EDITOR_PASSWORD).expect(200);
    const { rows } = await db.query(
      `SELECT key, count(*)::int AS n FROM auth.login_attempt GROUP BY key ORDER BY key`,
    );
    // The address and the username keep counting; the pair starts afresh.
    expect(rows).toEqual([
      { key: 'ip:192.0.2.200', n: 4 },
      { key: 'user:resetter', n: 4 },
    ]);
    for (let i = 0; i < 4; i++) await attempt('192.0.2.200', 'resetter', 'wrong password').expect(401);
    await attempt('192.0.2.200', 'resetter', EDITOR_PASSWORD).expect(200);
  });

  it('does not extend the block while a blocked client keeps trying', async () => {
    await failFiveTimes('192.0.2.150', 'editor');
    for (let i = 0; i < 3; i++) await attempt('192.0.2.150', 'editor', 'wrong password').expect(429);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM auth.login_attempt WHERE key = 'pair:192.0.2.150|editor'`,
    );
    expect(rows[0].n).toBe(5);
  });

  it('forgets failures older than 15 minutes', async () => {
    await failFiveTimes('192.0.2.151', 'admin');
    await attempt('192.0.2.151', 'admin', ADMIN_PASSWORD).expect(429);
    await db.query(`UPDATE auth.login_attempt SET failed_at = failed_at - interval '15 minutes 1 second'`);
    await attempt('192.0.2.151', 'admin', ADMIN_PASSWORD).expect(200);
  });

  it('lets at most 5 of a burst of parallel attempts from one client through, across replicas', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        attempt('198.18.0.1', 'burst', 'wrong password', i % 2 ? replica : svc),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM auth.login_attempt WHERE key = 'pair:198.18.0.1|burst'`,
    );
    expect(rows[0].n).toBe(statuses.filter((s) => s === 401).length);
  });

  it('does not count requests that fail validation', async () => {
    for (let i = 0; i < 6; i++) await attempt('192.0.2.160', 'admin', '').expect(400);
    await attempt('192.0.2.160', 'admin', ADMIN_PASSWORD).expect(200);
  });

  it('ignores X-Forwarded-For from peers that are not trusted proxies', async () => {
    const direct = await startServiceForTest(
      (env) => AppModule.register(env),
      SERVICE,
      authEnv({ TRUSTED_PROXIES: '' }),
      svc,
    );
    try {
      for (let i = 0; i < 5; i++)
        await attempt(`192.0.2.${170 + i}`, 'editor', 'wrong password', direct).expect(401);
      // Every attempt counted against the socket's address, whatever the header claimed.
      await attempt('192.0.2.199', 'editor', EDITOR_PASSWORD, direct).expect(429);
    } finally {
      await direct.close();
    }
  });
});
