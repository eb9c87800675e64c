import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verify, type JwtPayload } from 'jsonwebtoken';
import { testKeyPair } from './keys';

/**
 * svc-auth's `GET /api/admin/validate` as other services' tests need it: a real HTTP server that
 * accepts tokens signed with the test key (signAdminToken) whose session the test has not revoked.
 * A service under test asks it over HTTP exactly as it asks svc-auth in production (AUTH_URL), so
 * the guard's round trip, 401 and 503 paths are exercised; svc-auth's own suites test the real
 * session table.
 */
export interface TestAuthServer {
  url: string;
  /** Ends a session: its tokens now get 401 from every service, as after a logout. */
  revokeSession(sessionId: string): void;
  close(): Promise<void>;
}

export async function startTestAuthServer(): Promise<TestAuthServer> {
  const revoked = new Set<string>();
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || req.url !== '/api/admin/validate')
      return send(404, { statusCode: 404, error: 'Not found' });
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    try {
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Error('no token');
      const claims = verify(token, testKeyPair().publicKey, { algorithms: ['RS256'] }) as JwtPayload;
      if (typeof claims.sid !== 'string' || revoked.has(claims.sid)) throw new Error('revoked');
      send(200, {
        user: { id: claims.sub, username: claims.username ?? 'admin' },
        expiresAt: new Date((claims.exp ?? 0) * 1000).toISOString(),
      });
    } catch {
      send(401, { statusCode: 401, error: 'Unauthorized' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    revokeSession: (sessionId) => revoked.add(sessionId),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
