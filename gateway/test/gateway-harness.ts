import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROUTES_DIR } from '../src/published-routes';

const gateway = require('../../scripts/lib/nginx.cjs');

const processes = require('../../scripts/lib/process.cjs');

export interface StaticDist {
  name: string;
  port: number;
  spa: boolean;
  files: Record<string, string | Buffer>;
}

/** The real nginx, rendered from gateway/nginx.conf.template, running in a throwaway directory. */
export class GatewayUnderTest {
  readonly dir: string;
  readonly log: string[] = [];
  private nginx?: ChildProcess;
  private staticServers: Array<{ name: string; listen: string; root: string; spa: boolean }> = [];

  /**
   * @param routeLists the services' published route lists, files or directories of
   *   *.routes.json (default: gateway/routes, the copies gathered from the services' builds)
   */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly dists: StaticDist[] = [],
    private readonly routeLists: readonly string[] = [ROUTES_DIR],
  ) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-gateway-'));
    // nginx workers run as nobody when the tests run as root: they must read the dists.
    fs.chmodSync(this.dir, 0o755);
  }

  static nginxAvailable(): boolean {
    return Boolean(gateway.findNginx());
  }

  get accessLog(): string {
    return path.join(this.dir, 'access.log');
  }

  /**
   * nginx writes the access-log line in its log phase, after the response has gone out, so a
   * client can hold the answer before the line exists: wait for the line, not for a time.
   */
  async waitForAccessLogEntry(
    matches: (entry: Record<string, unknown>) => boolean,
    timeoutMs = 10_000,
  ): Promise<Record<string, unknown> | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = fs.existsSync(this.accessLog) ? fs.readFileSync(this.accessLog, 'utf8') : '';
      const entry = text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find(matches);
      if (entry || Date.now() > deadline) return entry;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private get outDir(): string {
    return path.join(this.dir, 'nginx');
  }

  /** Renders the configuration from the current templates and route lists, and checks it. */
  private render(): void {
    gateway.renderGateway({
      outDir: this.outDir,
      env: {
        PORT: `127.0.0.1:${this.port}`,
        NGINX_WORKER_PROCESSES: '1',
        NGINX_ACCESS_LOG: this.accessLog,
        NGINX_ERROR_LOG: path.join(this.dir, 'error.log'),
        ...this.env,
      },
      routeLists: this.routeLists,
      staticServers: this.staticServers,
    });
    gateway.testGatewayConfig(this.outDir);
  }

  /** The master's worker processes (Linux /proc): the ones serving the current configuration. */
  private workerPids(): number[] {
    const master = fs.readFileSync(path.join(this.outDir, 'nginx.pid'), 'utf8').trim();
    return fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // "pid (comm) state ppid ...": comm may hold spaces, so split after its parenthesis.
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
          return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === master;
        } catch {
          return false; // gone meanwhile
        }
      })
      .map(Number);
  }

  /**
   * Renders again (a service published a new route list) and has the running nginx load it:
   * resolves once the workers of the old configuration have exited, so every later request is
   * answered by the new one.
   */
  async reload(timeoutMs = 10_000): Promise<void> {
    this.render();
    const old = this.workerPids();
    gateway.reloadNginx(this.outDir);
    const deadline = Date.now() + timeoutMs;
    while (old.some((pid) => fs.existsSync(`/proc/${pid}`))) {
      if (Date.now() > deadline)
        throw new Error(`nginx workers ${old.join(', ')} still run after the reload`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async start(): Promise<void> {
    this.staticServers = this.dists.map((dist) => {
      const root = path.join(this.dir, 'dist', dist.name);
      for (const [file, content] of Object.entries(dist.files)) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), content);
      }
      return { name: dist.name, listen: `127.0.0.1:${dist.port}`, root, spa: dist.spa };
    });
    for (const d of [
      path.join(this.dir, 'dist'),
      ...this.dists.map((dist) => path.join(this.dir, 'dist', dist.name)),
    ]) {
      if (fs.existsSync(d)) fs.chmodSync(d, 0o755);
    }
    this.render();
    const nginx: ChildProcess = gateway.spawnNginx(this.outDir);
    processes.pipeLines(nginx, (line: string) => this.log.push(line));
    this.nginx = nginx;
    await processes.waitForHttp(`http://127.0.0.1:${this.port}/healthz`, {
      timeoutMs: 10000,
      child: nginx,
      name: 'nginx',
    });
  }

  async stop(): Promise<void> {
    await processes.stopChild(this.nginx, { signal: 'SIGQUIT', timeoutMs: 5000 });
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
