// JWT signing keys for local runs. svc-auth signs RS256 tokens (docs/architecture.md: @nestjs/jwt
// has no EdDSA); every service verifies with the public key.
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Creates dir/jwt-private.pem and dir/jwt-public.pem once; returns their paths. */
export function ensureJwtKeyFiles(dir) {
  const privateKeyFile = join(dir, 'jwt-private.pem');
  const publicKeyFile = join(dir, 'jwt-public.pem');
  if (!existsSync(privateKeyFile) || !existsSync(publicKeyFile)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privateKeyFile, privateKey, { mode: 0o600 });
    writeFileSync(publicKeyFile, publicKey, { mode: 0o644 });
    chmodSync(privateKeyFile, 0o600);
  }
  return { privateKeyFile, publicKeyFile };
}
