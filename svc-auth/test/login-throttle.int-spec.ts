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
  let db: Client;
  const attempt = (ip: string, username: string, password: string) =>
    request(svc.server).post('/api/admin/login').set('X-Real-IP', ip).send({ username, password });
  const failFiveTimes = async (ip: (i: number) => string, username: string) => {
    for (let i = 0; i < 5; i++) await attempt(ip(i), username, 'wrong password').expect(401);
  };

  beforeAll(async () => {
    svc = await startServiceForTest((env) => AppModule.register(env), SERVICE, authEnv());
    for (const name of ['editor', 'victim', 'burst', 'resetter']) {
      await svc.app.get(AdminUserService).createIfMissing(name, EDITOR_PASSWORD);
    }
    db = new Client({ connectionString: svc.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await svc.close();
  });
  beforeEach(() => db.query('DELETE FROM auth.login_attempt'));

  it('refuses a username after 5 failures in 15 minutes, from any address, with Retry-After', async () => {
    await failFiveTimes((i) => `198.51.100.${i + 1}`, 'admin');
    const refused = await attempt('198.51.100.50', 'admin', ADMIN_PASSWORD).expect(429);
    expect(refused.body).toEqual(THROTTLED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('lets a different username from a different address log in meanwhile', async () => {
    await failFiveTimes(() => '198.51.100.7', 'admin');
    await attempt('198.51.100.7', 'admin', ADMIN_PASSWORD).expect(429);
    await attempt('203.0.113.9', 'editor', EDITOR_PASSWORD).expect(200);
  });

  it('refuses an address after 5 failures, whatever username it tries next', async () => {
    for (let i = 0; i < 5; i++) await attempt('203.0.113.66', `nobody-${i}`, 'wrong password').expect(401);
    await attempt('203.0.113.66', 'editor', EDITOR_PASSWORD).expect(429);
    // ...while the same username from elsewhere is fine: its own counter is clean.
    await attempt('203.0.113.67', 'editor', EDITOR_PASSWORD).expect(200);
  });

  it('counts usernames case-insensitively', async () => {
    for (const [i, name] of ['Victim', 'VICTIM', 'victim', 'vIcTiM', 'victiM'].entries()) {
      await attempt(`192.0.2.${i + 10}`, name, 'wrong password').expect(401);
    }
    await attempt('192.0.2.99', 'victim', EDITOR_PASSWORD).expect(429);
  });

  it('clears the username after a successful login but keeps the address counting', async () => {
    for (let i = 0; i < 4; i++) await attempt('192.0.2.200', 'resetter', 'wrong password').expect(401);
    await attempt('192.0.2.200', 'resetter', EDITOR_PASSWORD).expect(200);
    const { rows } = await db.query(
      `SELECT key, count(*)::int AS n FROM auth.login_attempt GROUP BY key ORDER BY key`,
    );
    expect(rows).toEqual([{ key: 'ip:192.0.2.200', n: 4 }]);
    await attempt('192.0.2.200', 'resetter', 'wrong password').expect(401);
    await attempt('192.0.2.200', 'resetter', EDITOR_PASSWORD).expect(429);
  });

  it('does not extend the block while a blocked client keeps trying', async () => {
    await failFiveTimes(() => '192.0.2.150', 'editor');
    for (let i = 0; i < 3; i++) await attempt('192.0.2.150', 'editor', 'wrong password').expect(429);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM auth.login_attempt WHERE key = 'user:editor'`,
    );
    expect(rows[0].n).toBe(5);
  });

  it('forgets failures older than 15 minutes', async () => {
    await failFiveTimes(() => '192.0.2.151', 'admin');
    await attempt('192.0.2.151', 'admin', ADMIN_PASSWORD).expect(429);
    await db.query(`UPDATE auth.login_attempt SET failed_at = failed_at - interval '15 minutes 1 second'`);
    await attempt('192.0.2.151', 'admin', ADMIN_PASSWORD).expect(200);
  });

  it('lets at most 5 of a burst of parallel attempts through', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(`198.18.0.${i + 1}`, 'burst', 'wrong password')),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Refused attempts take their rows back; only the attempts that were checked remain counted.
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM auth.login_attempt WHERE key = 'user:burst'`,
    );
    expect(rows[0].n).toBe(statuses.filter((s) => s === 401).length);
  });

  it('does not count requests that fail validation', async () => {
    for (let i = 0; i < 6; i++) await attempt('192.0.2.160', 'admin', '').expect(400);
    await attempt('192.0.2.160', 'admin', ADMIN_PASSWORD).expect(200);
  });
});
