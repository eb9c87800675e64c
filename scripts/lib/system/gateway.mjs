// Step "gateway": one nginx for the gateway on the public port and the frontends' static servers
// on 127.0.0.1, rendered from gateway/nginx.conf.template into dataDir/gateway.
import { join } from 'node:path';

import gateway from '../gateway.cjs';
import processes from '../process.cjs';

/** Gateway variables passed from the environment to the renderer when set. */
const GATEWAY_PASSTHROUGH = [
  'MAP_TILE_URL',
  'MAP_ATTRIBUTION',
  'REMOTE_DIRECTORY_URL',
  'REMOTE_NEWS_URL',
  'REMOTE_ADMIN_URL',
  'CORS_ORIGINS',
  'CLIENT_MAX_BODY_SIZE',
  'PROXY_TIMEOUT',
  'LOGIN_RATE_LIMIT',
  'LOGIN_RATE_BURST',
  'NGINX_WORKER_PROCESSES',
  'UPSTREAM_KEEPALIVE',
  'API_MICRO_CACHE_SECONDS',
  'API_MICRO_CACHE_MAX_SIZE',
];

/** Which port (of resolvePorts) serves each frontend's dist. */
const FRONTEND_PORT_KEYS = {
  shell: 'shell',
  'mf-directory': 'directory',
  'mf-news': 'news',
  'mf-admin': 'admin',
};

/** @returns {Promise<{ accessLog: string }>} */
export async function startGateway({ rootDir, dataDir, env, ports, nginxBinary, group, log }) {
  const gatewayDir = join(dataDir, 'gateway');
  const gatewayEnv = {
    PORT: String(ports.gateway),
    INTERNAL_PORT: String(ports.gatewayInternal),
    NGINX_ACCESS_LOG: join(gatewayDir, 'access.log'),
    CATALOG_UPSTREAM: `127.0.0.1:${ports.catalog}`,
    CONTENT_UPSTREAM: `127.0.0.1:${ports.content}`,
    AUTH_UPSTREAM: `127.0.0.1:${ports.auth}`,
    SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
    MF_DIRECTORY_UPSTREAM: `127.0.0.1:${ports.directory}`,
    MF_NEWS_UPSTREAM: `127.0.0.1:${ports.news}`,
    MF_ADMIN_UPSTREAM: `127.0.0.1:${ports.admin}`,
  };
  for (const name of GATEWAY_PASSTHROUGH) if (env[name]) gatewayEnv[name] = env[name];
  gateway.renderGateway({
    outDir: gatewayDir,
    env: gatewayEnv,
    staticServers: gateway.FRONTENDS.map((fe) => ({
      name: fe.name,
      listen: `127.0.0.1:${ports[FRONTEND_PORT_KEYS[fe.name]]}`,
      root: join(rootDir, fe.dir, 'dist'),
      spa: fe.spa,
    })),
  });
  gateway.testGatewayConfig(gatewayDir, nginxBinary);
  const nginx = gateway.spawnNginx(gatewayDir, { nginx: nginxBinary });
  processes.pipeLines(nginx, (line) => log('gateway', line));
  group.add('gateway', nginx);
  await processes.waitForHttp(`http://127.0.0.1:${ports.gateway}/healthz`, {
    timeoutMs: 15_000,
    child: nginx,
    name: 'nginx',
  });
  log('system', `gateway on port ${ports.gateway}; access log (JSON): ${gatewayEnv.NGINX_ACCESS_LOG}`);
  return { accessLog: gatewayEnv.NGINX_ACCESS_LOG };
}
