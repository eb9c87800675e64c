// Local overlay, one-shot Job: creates the `byp-secrets` Secret (RS256 key pair, Postgres
// passwords, one database URL per service) unless it exists, through the Kubernetes API with the
// Job's service account. Pods that mount the Secret start once it exists.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';

const sa = '/var/run/secrets/kubernetes.io/serviceaccount';
const namespace = readFileSync(`${sa}/namespace`, 'utf8').trim();
const token = readFileSync(`${sa}/token`, 'utf8').trim();
const ca = readFileSync(`${sa}/ca.crt`);
const name = process.env.SECRET_NAME ?? 'byp-secrets';

function api(method, path, body) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: process.env.KUBERNETES_SERVICE_HOST,
        port: process.env.KUBERNETES_SERVICE_PORT,
        method,
        path,
        ca,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

const existing = await api('GET', `/api/v1/namespaces/${namespace}/secrets/${name}`);
if (existing.status === 200) {
  console.log(`secret ${name} exists: kept`);
  process.exit(0);
}
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const secret = () => randomBytes(24).toString('base64url');
const data = { 'jwt-private.pem': privateKey, 'jwt-public.pem': publicKey, 'postgres-password': secret() };
for (const role of ['catalog', 'content', 'auth']) {
  data[`${role}-db-password`] = secret();
  data[`${role}-database-url`] = `postgres://${role}:${data[`${role}-db-password`]}@postgres:5432/byp`;
}
const created = await api('POST', `/api/v1/namespaces/${namespace}/secrets`, {
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name },
  type: 'Opaque',
  stringData: data,
});
if (created.status !== 201) {
  console.error(`could not create secret ${name}: ${created.status} ${created.text}`);
  process.exit(1);
}
console.log(`secret ${name} created`);
