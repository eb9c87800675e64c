import path from 'node:path';
import { testKeyPair } from '@byp/testing';

/** A password for the admin the service creates at start in tests. */
export const ADMIN_PASSWORD = 'correct horse battery staple';

/** svc-auth's own variables on top of testEnv(): the test key pair's private half, a known admin. */
export function authEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { JWT_PRIVATE_KEY: testKeyPair().privateKey, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD, ...extra };
}

export const SVC_AUTH_DIR = path.resolve(__dirname, '../..');
/** `node` arguments that run one of svc-auth's TypeScript entry points from source. */
export const runTs = (entry: string) => [
  '-r',
  path.join(__dirname, '..', '..', '..', 'libs', 'testing', 'register-ts.cjs'),
  path.join(SVC_AUTH_DIR, entry),
];
