import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const processes = require('../../scripts/lib/process.cjs');

// What the multi-instance deploy tests share: services run from their TypeScript sources as real
// processes, a balancer standing in for a Kubernetes Service, and requests through the gateway.
export const repoRoot = path.resolve(__dirname, '..', '..');

/** A TCP balancer in front of two instances: `use(i)` sends new connections to instance i. */
export class Balancer {
  readonly connections = [0, 0];
  private target = 0;
  private readonly server = net.createServer((client) => {
    const index = this.target;
    this.connections[index] += 1;
    const upstream = net.connect(this.backends[index], '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });

  constructor(private readonly backends: [number, number]) {}

  use(index: 0 | 1): void {
    this.target = index;
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A request to the gateway on `port`, from `from` (a loopback address: each flow is its own client). */
export function requestThrough(
  port: number,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/**
 * A service run from TypeScript sources in `dir` (a package folder: svc-content, or a copy of it)
 * with `env` added to PATH; its output goes to `logs` under `name`.
 */
export function spawnService(
  dir: string,
  env: Record<string, string>,
  name: string,
  logs: string[],
): ChildProcess {
  return spawnNode(
    ['-r', path.join(repoRoot, 'libs/testing/register-ts.cjs'), 'src/main.ts'],
    dir,
    env,
    name,
    logs,
  );
}

function spawnNode(
  args: string[],
  cwd: string,
  env: Record<string, string>,
  name: string,
  logs: string[],
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.pipeLines(child, (line: string) => logs.push(`[${name}] ${line}`));
  return child;
}

/** Waits until the service on `port` is ready, or throws with its last log lines. */
export async function waitUntilReady(
  port: number,
  child: ChildProcess,
  name: string,
  logs: string[],
): Promise<void> {
  await processes
    .waitForHttp(`http://127.0.0.1:${port}/health/ready`, { timeoutMs: 150_000, child, name })
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${logs.slice(-40).join('\n')}`);
    });
}

export const stopService = (child: ChildProcess) =>
  processes.stopChild(child, { signal: 'SIGTERM', timeoutMs: 10_000 });

/** A service run from its build (`node dist/main.js`, as its image runs it), output to `logs`. */
export function spawnBuiltService(
  mainJs: string,
  env: Record<string, string>,
  name: string,
  logs: string[],
): ChildProcess {
  return spawnNode([mainJs], path.dirname(mainJs), env, name, logs);
}

/**
 * What every service process of these tests gets, as the pods of one namespace would: its
 * database, svc-auth's address and public key, no sample data, the gateway on loopback trusted.
 */
export function commonServiceEnv(
  databaseUrl: string,
  publicKey: string,
  authPort: number,
): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_PUBLIC_KEY: publicKey,
    AUTH_URL: `http://127.0.0.1:${authPort}`,
    LOG_LEVEL: 'warn',
    SEED_SAMPLE_DATA: 'false',
    TRUSTED_PROXIES: 'loopback',
  };
}

/** svc-auth's own variables besides the common ones: its port, signing key and first admin. */
export function authServiceEnv(
  common: Record<string, string>,
  port: number,
  privateKey: string,
  admin: { username: string; password: string },
): Record<string, string> {
  return {
    ...common,
    PORT: String(port),
    JWT_PRIVATE_KEY: privateKey,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  };
}
