import http from 'node:http';
import { baseUrl } from './support/browser';

/**
 * Login attempts from chosen loopback source addresses (127.0.0.0/8), so the per-address limit
 * is exercised without locking out 127.0.0.1, which the other suites log in from.
 */
function login(
  from: string,
  username: string,
  password: string,
): Promise<{ status: number; retryAfter?: string; body: { error?: string } }> {
  const url = new URL('/api/admin/login', baseUrl());
  const payload = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: JSON.parse(text || '{}'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('login brute-force protection through the gateway', () => {
  it('answers 429 with Retry-After after 5 failures for a username, without locking out other users or addresses', async () => {
    const attacker = '127.0.0.77';
    for (let i = 0; i < 5; i++) {
      expect((await login(attacker, 'victim', `wrong-${i}`)).status).toBe(401);
    }
    const blocked = await login(attacker, 'victim', 'wrong-again');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many login attempts. Try again later.');
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(15 * 60);

    // The same username from another address is still limited (per-username rule)...
    expect((await login('127.0.0.78', 'victim', 'wrong')).status).toBe(429);
    // ...but another user from another address is not, and the real admin still gets in.
    expect((await login('127.0.0.79', 'someone-else', 'wrong')).status).toBe(401);
    const admin = await login(
      '127.0.0.80',
      process.env.BYP_E2E_ADMIN_USERNAME!,
      process.env.BYP_E2E_ADMIN_PASSWORD!,
    );
    expect(admin.status).toBe(200);
  });

  it('limits an address that tries many usernames', async () => {
    const scanner = '127.0.0.90';
    for (let i = 0; i < 5; i++) expect((await login(scanner, `user-${i}`, 'guess')).status).toBe(401);
    expect((await login(scanner, 'user-99', 'guess')).status).toBe(429);
    // Other addresses are unaffected.
    expect((await login('127.0.0.91', 'user-99', 'guess')).status).toBe(401);
  });
});
