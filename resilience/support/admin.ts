import { ok, send } from './http';

/** Signs the admin in through the gateway and gives the bearer token. */
export async function adminToken(): Promise<string> {
  const o = await send({
    kind: 'setup',
    piece: 'auth',
    path: '/api/admin/login',
    body: { username: process.env.BYP_E2E_ADMIN_USERNAME, password: process.env.BYP_E2E_ADMIN_PASSWORD },
  });
  if (!ok(o)) throw new Error(`admin login failed: ${o.status ?? o.failure} ${JSON.stringify(o.json)}`);
  return (o.json as { token: string }).token;
}
