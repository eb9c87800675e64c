// Step "gateway": one nginx for the gateway on the public port and the frontends' static servers
// on 127.0.0.1, rendered from gateway/nginx.conf.template into dataDir/gateway (../nginx.cjs).
import { join } from 'node:path';

import nginx from '../nginx.cjs';
import { FRONTENDS, SERVICES } from '../ports.mjs';
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

/** @returns {Promise<{ accessLog: string }>} */
export async function startGateway({ rootDir, dataDir, env, ports, nginxBinary, group, log }) {
  const gatewayDir = join(dataDir, 'gateway');
  const gatewayEnv = {
    PORT: String(ports.gateway),
    INTERNAL_PORT: String(ports.gatewayInternal),
    NGINX_ACCESS_LOG: join(gatewayDir, 'access.log'),
  };
  for (const { upstreamVar, portKey } of [...SERVICES, ...FRONTENDS])
    gatewayEnv[upstreamVar] = `127.0.0.1:${ports[portKey]}`;
  for (const name of GATEWAY_PASSTHROUGH) if (env[name]) gatewayEnv[name] = env[name];
  nginx.renderGateway({
    outDir: gatewayDir,
    env: gatewayEnv,
    staticServers: FRONTENDS.map((fe) => ({
      name: fe.name,
      listen: `127.0.0.1:${ports[fe.portKey]}`,
      root: join(rootDir, fe.dir, 'dist'),
      spa: fe.spa,
    })),
  });
  nginx.testGatewayConfig(gatewayDir, nginxBinary);
  const server = nginx.spawnNginx(gatewayDir, { nginx: nginxBinary });
  processes.pipeLines(server, (line) => log('gateway', line));
  group.add('gateway', server);
  await processes.waitForHttp(`http://127.0.0.1:${ports.gateway}/healthz`, {
    timeoutMs: 15_000,
    child: server,
    name: 'nginx',
  });
  log('system', `gateway on port ${ports.gateway}; access log (JSON): ${gatewayEnv.NGINX_ACCESS_LOG}`);
  return { accessLog: gatewayEnv.NGINX_ACCESS_LOG };
}
