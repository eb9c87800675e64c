// The gateway's nginx outside containers: renders its configuration (the renderer in gateway/src,
// built to gateway/dist), checks, reloads and runs it. Used by the system starter's gateway step
// (./system/gateway.mjs) and the gateway tests. CommonJS so that jest tests can require it as
// well as the .mjs scripts (jest maps @byp/gateway to its source).
'use strict';

const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');

/** Path of the nginx binary, or null. /usr/sbin is often missing from a user's PATH. */
function findNginx() {
  const dirs = (process.env.PATH || '')
    .split(path.delimiter)
    .concat(['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']);
  for (const dir of dirs) {
    const candidate = path.join(dir, 'nginx');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // try the next directory
    }
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Renders the gateway configuration into outDir.
 * @param {object} options
 * @param {string} options.outDir where nginx.conf, snippets/ and runtime files go
 * @param {Record<string,string>} options.env gateway variables (PORT, *_UPSTREAM, MAP_TILE_URL, ...)
 * @param {string[]} [options.routeLists] the services' route lists, files or directories
 *        (default: each service's own, published by its build: svc-NAME/dist/routes.json)
 * @param {{name:string, listen:string, root:string, spa:boolean}[]} [options.staticServers]
 *        local static servers for frontend dists, served by the same nginx
 * @returns {string} path of nginx.conf
 */
function renderGateway({ outDir, env, routeLists, staticServers = [] }) {
  const renderer = require('@byp/gateway');
  fs.mkdirSync(outDir, { recursive: true });
  const baseEnv = { NGINX_RUNTIME_DIR: outDir, ...env };
  // When nginx starts as root its workers run as nobody: they must be able to write the
  // temp directories and read the dists.
  if (isRoot() && !baseEnv.NGINX_USER) baseEnv.NGINX_USER = 'nobody nogroup';
  renderer.writeGateway({
    outDir,
    env: baseEnv,
    routeLists: routeLists ?? renderer.serviceRouteListFiles(repoRoot),
  });
  const frontendsDir = path.join(outDir, 'frontends');
  for (const file of fs.readdirSync(frontendsDir)) fs.rmSync(path.join(frontendsDir, file));
  for (const server of staticServers) {
    renderer.writeStaticServer({
      outFile: path.join(frontendsDir, `${server.name}.conf`),
      env: { STATIC_LISTEN: server.listen, STATIC_ROOT: server.root, STATIC_SPA: String(server.spa) },
    });
  }
  if (isRoot()) {
    const temp = path.join(baseEnv.NGINX_RUNTIME_DIR, 'temp');
    for (const dir of [temp, ...fs.readdirSync(temp).map((d) => path.join(temp, d))])
      fs.chownSync(dir, 65534, 65534);
  }
  return path.join(outDir, 'nginx.conf');
}

/** Runs `nginx -t` on a rendered configuration; throws with nginx's output on failure. */
function testGatewayConfig(outDir, nginx = findNginx()) {
  if (!nginx) throw new Error('nginx is not installed');
  try {
    execFileSync(nginx, ['-e', 'stderr', '-t', '-q', '-p', outDir, '-c', path.join(outDir, 'nginx.conf')], {
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(
      `nginx rejected the rendered configuration in ${outDir}:\n${String(error.stderr ?? error.message).trim()}`,
    );
  }
}

/** Asks a running nginx (started by spawnNginx) to load its configuration again, without a restart. */
function reloadNginx(outDir, nginx = findNginx()) {
  if (!nginx) throw new Error('nginx is not installed');
  execFileSync(nginx, ['-e', 'stderr', '-s', 'reload', '-p', outDir, '-c', path.join(outDir, 'nginx.conf')], {
    stdio: 'pipe',
  });
}

/**
 * Starts nginx in the foreground on a rendered configuration. Node gives a child sockets, not
 * pipes, for stdio, and nginx cannot open /dev/stdout on a socket: render with an access log
 * file (NGINX_ACCESS_LOG) and the default error log (`stderr`, which nginx writes to fd 2).
 * @returns {import('node:child_process').ChildProcess}
 */
function spawnNginx(outDir, { nginx = findNginx(), stdio = ['ignore', 'pipe', 'pipe'] } = {}) {
  if (!nginx) throw new Error('nginx is not installed');
  return spawn(
    nginx,
    ['-e', 'stderr', '-p', outDir, '-c', path.join(outDir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio },
  );
}

module.exports = {
  findNginx,
  renderGateway,
  testGatewayConfig,
  reloadNginx,
  spawnNginx,
  repoRoot,
};
