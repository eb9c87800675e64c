// Step "keys": the JWT key pair the services use. Given ones (JWT_* variables) win; otherwise a
// pair generated once under dataDir/keys.
import { join } from 'node:path';

import { ensureJwtKeyFiles } from '../keys.mjs';

const KEY_VARIABLES = ['JWT_PUBLIC_KEY', 'JWT_PUBLIC_KEY_FILE', 'JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE'];

/** Environment entries to add to every service's environment (empty when keys are given). */
export function jwtKeyEnv(env, dataDir) {
  if (KEY_VARIABLES.some((name) => env[name])) return {};
  const { publicKeyFile, privateKeyFile } = ensureJwtKeyFiles(join(dataDir, 'keys'));
  return { JWT_PUBLIC_KEY_FILE: publicKeyFile, JWT_PRIVATE_KEY_FILE: privateKeyFile };
}
