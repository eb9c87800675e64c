// Step "keys": the JWT key pair the services use. Given ones (JWT_* variables) win; otherwise a
// pair generated once under dataDir/keys. svc-auth signs RS256 tokens (docs/architecture.md:
// @nestjs/jwt has no EdDSA); every service verifies with the public key.
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_VARIABLES = ['JWT_PUBLIC_KEY', 'JWT_PUBLIC_KEY_FILE', 'JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE'];

/** Environment entries to add to every service's environment (empty when keys are given). */
export function jwtKeyEnv(env, dataDir) {
  if (KEY_VARIABLES.some((name) => env[name])) return {};
  const { publicKeyFile, privateKeyFile } = ensureJwtKeyFiles(join(dataDir, 'keys'));
  return { JWT_PUBLIC_KEY_FILE: publicKeyFile, JWT_PRIVATE_KEY_FILE: privateKeyFile };
}

/** Creates dir/jwt-private.pem and dir/jwt-public.pem once; returns their paths. */
function ensureJwtKeyFiles(dir) {
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
