import { baseUrl } from './browser';

/** JSON request through the gateway, as a client outside the browser would make it. */
export async function api<T = unknown>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    /** Another system's gateway (a file's own system); the shared one by default. */
    base?: string;
  } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${init.base ?? baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

export async function adminToken(): Promise<string> {
  const res = await api<{ token: string }>('/api/admin/login', {
    method: 'POST',
    body: { username: process.env.BYP_E2E_ADMIN_USERNAME, password: process.env.BYP_E2E_ADMIN_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}
