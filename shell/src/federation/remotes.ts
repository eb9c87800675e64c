import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@byp/platform';

export const REMOTE_NAMES = ['directory', 'news', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Used when /config.json cannot be read: the gateway's standard locations. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    directory: '/mf/directory/remoteEntry.js',
    news: '/mf/news/remoteEntry.js',
    admin: '/mf/admin/remoteEntry.js',
  },
  map: {
    tileUrl: 'https://{a-c}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors © CARTO',
  },
};

/** Reads /config.json (remote URLs, map tiles); falls back to the defaults if it fails. */
export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const config = (await response.json()) as Partial<RuntimeConfig>;
    return {
      remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, ...config.remotes },
      map: { ...DEFAULT_RUNTIME_CONFIG.map, ...config.map },
    };
  } catch (error) {
    console.error('Could not read /config.json; using the default remote locations.', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}

let remoteEntries: Record<string, string> = {};

/** Registers the remotes with the federation runtime; their URLs come from the runtime config. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  remoteEntries = { ...config.remotes };
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
}

let configured: Promise<RuntimeConfig> | undefined;

/** Reads /config.json and registers the remotes, once per page load (start-up and warm-up share it). */
export function configureRemotes(): Promise<RuntimeConfig> {
  configured ??= fetchRuntimeConfig().then((config) => {
    registerConfiguredRemotes(config);
    return config;
  });
  return configured;
}

/**
 * The pages each remote renders: app/routes.tsx mounts the remote on them, and start-up
 * downloads the remote of the page being opened. `/*` also matches every path below.
 */
export const REMOTE_PAGES: Record<RemoteName, readonly string[]> = {
  directory: ['/', '/communities', '/offers/verify'],
  news: ['/news-events'],
  admin: ['/admin/*'],
};

/** The remote that renders a path's page, by REMOTE_PAGES. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const matches = (page: string) =>
    page.endsWith('/*') ? path === page.slice(0, -2) || path.startsWith(page.slice(0, -1)) : path === page;
  return REMOTE_NAMES.find((name) => REMOTE_PAGES[name].some(matches));
}

/**
 * Starts downloading the page's remote (its entry, then the chunks of its ./App) while the host's
 * own chunks download, instead of after the host's first render asks for it. Nothing is
 * evaluated here (loadFactory: false): the module runs when the page's RemoteArea loads it, in
 * its own task. A failure is left to that RemoteArea, which shows the error with Retry.
 */
export function warmPageRemote(pathname: string): void {
  const name = remoteForPath(pathname);
  if (!name) return;
  configureRemotes()
    .then(() => loadRemote(`${name}/App`, { loadFactory: false, from: 'runtime' }))
    .catch(() => undefined);
}

/** What each remote exposes as `./App`. */
export interface RemoteAppModule {
  default: ComponentType;
}

/**
 * Loads a remote's `./App`. A retry (attempt > 0) registers the remote again with `force`,
 * which drops the federation runtime's cached (failed) entry so the script is fetched anew.
 */
export async function loadRemoteApp(name: RemoteName, attempt = 0): Promise<RemoteAppModule> {
  const entry = remoteEntries[name];
  if (!entry) throw new Error(`Remote "${name}" is not configured`);
  if (attempt > 0) registerRemotes([{ name, entry }], { force: true });
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function')
    throw new Error(`Remote "${name}" did not expose ./App`);
  return module;
}
