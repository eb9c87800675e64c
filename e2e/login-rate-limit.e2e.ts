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
  it('locks out the attacking address for a username, never the real admin elsewhere (429 with Retry-After)', async () => {
    const admin = process.env.BYP_E2E_ADMIN_USERNAME!;
    const password = process.env.BYP_E2E_ADMIN_PASSWORD!;
    const attacker = '127.0.0.77';
    for (let i = 0; i < 5; i++) {
      expect((await login(attacker, admin, `wrong-${i}`)).status).toBe(401);
    }
    // Even the right password is refused from the attacking address...
    const blocked = await login(attacker, admin, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many login attempts. Try again later.');
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(15 * 60);

    // ...while the real admin, from another address, logs in: the brake is keyed on (client, username).
    expect((await login('127.0.0.78', admin, password)).status).toBe(200);
    // Another username from the attacking address is not blocked by this pair's failures.
    expect((await login(attacker, 'someone-else', 'wrong')).status).toBe(401);
  });

  it('limits an address that scans many usernames, not the others', async () => {
    const scanner = '127.0.0.90';
    for (let i = 0; i < 20; i++) expect((await login(scanner, `user-${i}`, 'guess')).status).toBe(401);
    expect((await login(scanner, 'user-99', 'guess')).status).toBe(429);
    expect((await login('127.0.0.91', 'user-99', 'guess')).status).toBe(401);
  });
});
