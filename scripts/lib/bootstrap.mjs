// The first thing every root command runs (`npm start`, `npm test`, `npm run build`, `npm run bench`):
// it installs the npm dependencies when they are missing or out of date, and the system packages
// npm cannot provide. ONLY Node's built-in modules may be imported here (and by the scripts before
// they call it): on a fresh clone nothing else exists yet. The rest is loaded with import() after.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { prefixedLogger } from './log.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const defaultLog = prefixedLogger();

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Why node_modules must be (re)installed, or null when it matches package-lock.json. npm keeps a
 * copy of the lock it installed from in node_modules/.package-lock.json: older than the lock and
 * with different versions means the lock changed since (a pull, a branch switch).
 */
export function installReason(root = REPO_ROOT) {
  const lockFile = join(root, 'package-lock.json');
  const installedFile = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(installedFile)) return 'node_modules has no record of an install';
  if (statSync(installedFile).mtimeMs >= statSync(lockFile).mtimeMs) return null;
  // Older by time only (a checkout rewrites the file's time) is no reason to install again.
  try {
    const wanted = JSON.parse(readFileSync(lockFile, 'utf8')).packages ?? {};
    const installed = JSON.parse(readFileSync(installedFile, 'utf8')).packages ?? {};
    for (const [path, entry] of Object.entries(wanted)) {
      if (!path.includes('node_modules/')) continue; // the workspaces themselves
      const have = installed[path];
      // Other platforms' optional binaries are in the lock but never installed here.
      if (!have ? !(entry.optional || entry.devOptional) : have.version !== entry.version)
        return `package-lock.json changed since the last install (${path.replace(/^.*node_modules\//, '')})`;
    }
    return null;
  } catch (error) {
    return `package-lock.json or node_modules/.package-lock.json is unreadable (${error.message})`;
  }
}

/**
 * Runs `npm install --prefer-offline --no-audit --no-fund` when installReason() says so, showing
 * npm's output and the elapsed time. Never `npm ci`: see docs/architecture.md, "Installing".
 * `--prefer-offline` takes what npm's cache already holds without asking the registry whether it
 * is still current: package-lock.json pins every version and its integrity, so a fresher answer
 * could not change what is installed; anything missing from the cache is still downloaded.
 * @returns {Promise<boolean>} false when npm failed (the caller exits; nothing else can load)
 */
export async function ensureInstalled({ root = REPO_ROOT, log = defaultLog } = {}) {
  const reason = installReason(root);
  if (!reason) return true;
  log('install', `${reason}: npm install --prefer-offline --no-audit --no-fund (from package-lock.json) ...`);
  const started = Date.now();
  const code = await new Promise((done) => {
    const child = spawn('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // npm can be silent for minutes while it downloads: say that it is still working.
    const ticker = setInterval(
      () => log('install', `still installing (${seconds(Date.now() - started)})`),
      20_000,
    );
    child.on('error', (error) => {
      log('install', `could not run npm: ${error.message}`);
      clearInterval(ticker);
      done(1);
    });
    child.on('exit', (status, signal) => {
      clearInterval(ticker);
      done(status ?? (signal ? 1 : 0));
    });
  });
  if (code !== 0) {
    log('install', `npm install failed (exit code ${code}) after ${seconds(Date.now() - started)}`);
    return false;
  }
  // npm may leave the lock's time newer than its own record; the install matches the lock now.
  const installedFile = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installedFile)) {
    const now = new Date();
    utimesSync(installedFile, now, now);
  }
  log('install', `npm dependencies installed in ${seconds(Date.now() - started)}`);
  return true;
}

const hasCommand = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/**
 * Debian's brotli modules: the precompressed .br twins, and API answers compressed on the fly
 * (the gateway's renderer loads each when present).
 */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
];

/** System packages npm cannot provide: the gateway (nginx with the brotli modules) and Chromium. */
export const SYSTEM_PACKAGES = {
  nginx: {
    present: () =>
      (hasCommand('nginx') || existsSync('/usr/sbin/nginx')) &&
      BROTLI_MODULES.every((file) => existsSync(file)),
    apt: ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter'],
  },
  chromium: {
    present: () => existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium'),
    apt: ['chromium'],
  },
  // The bench's load client (optional: autocannon stands in, scripts/lib/http-load.mjs).
  wrk: {
    present: () => hasCommand('wrk'),
    apt: ['wrk'],
  },
};

/** The apt-get line that installs the named packages. */
export const aptLine = (names) =>
  `apt-get install -y ${names.flatMap((name) => SYSTEM_PACKAGES[name].apt).join(' ')}`;

/**
 * Ensures the named system packages (keys of SYSTEM_PACKAGES): installs them with apt-get when
 * running as root, otherwise prints the apt-get line to run. Returns the names still missing.
 */
export function ensureSystemPackages(names, log = defaultLog) {
  const missing = names.filter((name) => !SYSTEM_PACKAGES[name].present());
  if (missing.length === 0) return [];
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    log(
      'setup',
      `missing system packages: ${missing.join(', ')}. Install them with: sudo ${aptLine(missing)}`,
    );
    return missing;
  }
  const started = Date.now();
  log('setup', `installing system packages with apt-get: ${missing.join(', ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for another apt-get (a second terminal, unattended upgrades) instead of failing at once.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  spawnSync('apt-get', ['update', '-qq', ...lockWait], { stdio: 'inherit', env });
  spawnSync(
    'apt-get',
    ['install', '-y', '-qq', ...lockWait, ...missing.flatMap((name) => SYSTEM_PACKAGES[name].apt)],
    { stdio: 'inherit', env },
  );
  const still = missing.filter((name) => !SYSTEM_PACKAGES[name].present());
  log(
    'setup',
    still.length === 0
      ? `system packages installed in ${seconds(Date.now() - started)}`
      : `apt-get could not install: ${still.join(', ')}`,
  );
  return still;
}

/**
 * Both steps, in the order a fresh clone needs them; exits the process when one fails, because
 * nothing past this point can run. npm first: it needs no root, and it is what a fresh clone lacks.
 * `optionalPackages` are installed the same way, but the caller goes on without them.
 * @param {{ systemPackages?: (keyof typeof SYSTEM_PACKAGES)[], optionalPackages?: (keyof typeof SYSTEM_PACKAGES)[], log?: (name: string, line: string) => void }} [options]
 */
export async function bootstrap({ systemPackages = [], optionalPackages = [], log = defaultLog } = {}) {
  if (!(await ensureInstalled({ log }))) process.exit(1);
  const missing = ensureSystemPackages([...systemPackages, ...optionalPackages], log).filter(
    (name) => !optionalPackages.includes(name),
  );
  if (missing.length > 0) {
    log('setup', `cannot go on without: ${missing.join(', ')}`);
    process.exit(1);
  }
}
