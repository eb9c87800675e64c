// docker compose one-shot: creates the secrets the system needs in a volume, once, so that
// `docker compose up --build` works on a fresh clone. Files already present are kept, so your
// own values win: put them in the volume (or set the *_FILE / plain variables, see docker-compose.yml).
//   jwt-private.pem, jwt-public.pem          RS256 pair (svc-auth signs, every service verifies)
//   postgres-password                        Postgres superuser
//   <role>-db-password, <role>-database-url  one role and schema per service: catalog, content, auth
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '/secrets';
const host = process.env.POSTGRES_HOST ?? 'postgres';
const database = process.env.POSTGRES_DB ?? 'byp';
mkdirSync(dir, { recursive: true });

// Readable by the service users (node, postgres, nginx) of the other containers; the volume is
// mounted only into this project's containers.
const write = (name, value) => {
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  writeFileSync(file, `${value}\n`);
  chmodSync(file, 0o444);
  console.log(`created ${name}`);
  return value;
};

if (!existsSync(join(dir, 'jwt-private.pem')) || !existsSync(join(dir, 'jwt-public.pem'))) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(join(dir, 'jwt-private.pem'), privateKey);
  writeFileSync(join(dir, 'jwt-public.pem'), publicKey);
  chmodSync(join(dir, 'jwt-private.pem'), 0o444);
  chmodSync(join(dir, 'jwt-public.pem'), 0o444);
  console.log('created jwt-private.pem, jwt-public.pem');
}
const secret = () => randomBytes(24).toString('base64url');
write('postgres-password', secret());
for (const role of ['catalog', 'content', 'auth']) {
  const password = write(`${role}-db-password`, secret());
  write(`${role}-database-url`, `postgres://${role}:${password}@${host}:5432/${database}`);
}
console.log(`secrets ready in ${dir}`);
