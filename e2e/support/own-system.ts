import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(__dirname, '..', '..');

/** Runs scripts/lib/system.mjs (ESM) in a child: prints the gateway URL, stops on SIGTERM. */
const SYSTEM_RUNNER = (dataDirPrefix: string) => `
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const { startSystem } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'scripts/lib/system.mjs')).href)});
const { freePorts } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'libs/testing/free-ports.mjs')).href)});
const names = ['gateway', 'gatewayInternal', 'catalog', 'content', 'auth', 'postgres', 'shell', 'directory', 'news', 'admin'];
const ports = await freePorts(names);
const dataDir = mkdtempSync(join(tmpdir(), ${JSON.stringify(dataDirPrefix)}));
chmodSync(dataDir, 0o755);
const env = { ...process.env };
for (const key of ['DATABASE_URL', 'PORT', 'GATEWAY_INTERNAL_PORT', 'CATALOG_PORT', 'CONTENT_PORT', 'AUTH_PORT', 'PGPORT', 'SHELL_PORT', 'MF_DIRECTORY_PORT', 'MF_NEWS_PORT', 'MF_ADMIN_PORT']) delete env[key];
const lines = [];
let system;
try {
  system = await startSystem({ dataDir, ports, port: ports.gateway, env, build: false, log: (name, line) => lines.push('[' + name + '] ' + line) });
} catch (error) {
  process.stderr.write(lines.slice(-40).join('\\n') + '\\n' + error.message + '\\n');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
const stop = async () => { await system.stop(); rmSync(dataDir, { recursive: true, force: true }); process.exit(0); };
process.on('SIGTERM', () => void stop());
process.stdout.write('READY ' + system.url + ' ' + Buffer.from(JSON.stringify(system.databaseUrls)).toString('base64') + '\\n');
`;

export interface OwnSystem {
  child: ChildProcess;
  /** The gateway's URL. */
  url: string;
  /** Each service's database URL (its role and schema), by service name ('content', …). */
  databaseUrls: Record<string, string>;
  /** Stops the system (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * A system of the file's own, without sample data, for a test whose data would change what every
 * other browser test sees (thousands of businesses): the built tree on free ports with a throwaway
 * data directory, started in a child process, with `admin` as its administrator.
 */
export function startOwnSystem(
  name: string,
  admin: { username: string; password: string },
): Promise<OwnSystem> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SYSTEM_RUNNER(`byp-e2e-${name}-`)], {
    cwd: ROOT,
    env: {
      ...process.env,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+) (\S+)\n/.exec(out);
      if (ready)
        resolve({
          child,
          url: ready[1],
          databaseUrls: JSON.parse(Buffer.from(ready[2], 'base64').toString('utf8')) as Record<
            string,
            string
          >,
          stop,
        });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`the ${name} system stopped (${code}): ${err.slice(-2000)}`)),
    );
  });
}
