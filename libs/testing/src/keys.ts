import { generateKeyPairSync } from 'node:crypto';
import { sign, type SignOptions } from 'jsonwebtoken';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

let cached: KeyPair | undefined;

export function generateKeyPair(): KeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * One RSA pair per test run: generating one takes 100–300 ms, and each test file has its own module
 * registry, so the jest global setup makes it once (BYP_TEST_KEY_PAIR); else one per process.
 */
export function testKeyPair(): KeyPair {
  const shared = process.env.BYP_TEST_KEY_PAIR;
  cached ??= shared ? (JSON.parse(shared) as KeyPair) : generateKeyPair();
  return cached;
}

/** Signs an admin token the way svc-auth does, for services' own tests. */
export function signAdminToken(
  privateKey: string,
  claims: { sub?: string; sid?: string } = {},
  options: SignOptions = { expiresIn: '1h' },
): string {
  return sign(
    {
      sub: claims.sub ?? '00000000-0000-4000-8000-000000000001',
      sid: claims.sid ?? 'test-session',
      ...claims,
    },
    privateKey,
    {
      algorithm: 'RS256',
      ...options,
    },
  );
}
