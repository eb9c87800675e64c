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

/**
 * The pages each remote renders (its routes; `/*` also matches every path below), as the remote
 * publishes them with its own build in page-manifest.json beside its remoteEntry.js
 * (webpack.pages.js). app/routes.tsx mounts the remote on them, and start-up downloads the remote
 * of the page being opened. A remote that adds or renames a page is redeployed alone: the shell
 * reads the new list on the next page load.
 */
export type RemotePages = Record<RemoteName, readonly string[]>;

/**
 * A remote's pages when its manifest cannot be read (offline, a deploy in progress): the pages
 * it had when this was written, so its page shows the remote's own error and Retry rather than
 * the 404 page. Never used while the manifests answer.
 */
export const FALLBACK_REMOTE_PAGES: RemotePages = {
  directory: ['/', '/communities', '/business/:slug', '/communities/:slug', '/offers/verify'],
  news: ['/news-events', '/news-events/:slug'],
  admin: ['/admin/*'],
};

const NO_PAGES: RemotePages = { directory: [], news: [], admin: [] };

let remoteEntries: Record<string, string> = {};
let remotePages: RemotePages = NO_PAGES;

/** Registers the remotes with the federation runtime (URLs from the runtime config) and their pages. */
export function registerConfiguredRemotes(config: RuntimeConfig, pages: RemotePages): void {
  remoteEntries = { ...config.remotes };
  remotePages = pages;
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
}

/** The pages of the configured remotes (none before configureRemotes has answered). */
export function configuredRemotePages(): RemotePages {
  return remotePages;
}

/** page-manifest.json beside a remote's entry (`/mf/news/remoteEntry.js` -> `/mf/news/page-manifest.json`). */
export function pageManifestUrl(entry: string): string {
  return new URL('page-manifest.json', new URL(entry, window.location.href)).href;
}

/** The routes a remote's manifest lists; its fallback pages if the manifest cannot be read. */
async function fetchRemotePages(name: RemoteName, entry: string): Promise<readonly string[]> {
  try {
    const response = await fetch(pageManifestUrl(entry), { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const { routes } = (await response.json()) as { routes?: unknown };
    if (!Array.isArray(routes) || !routes.every((r) => typeof r === 'string' && r.startsWith('/')))
      throw new Error('"routes" is not a list of paths');
    return routes as string[];
  } catch (error) {
    console.error(`Could not read the pages of remote "${name}"; using the ones it had.`, error);
    return FALLBACK_REMOTE_PAGES[name];
  }
}

let configured: Promise<RuntimeConfig> | undefined;

/**
 * Reads /config.json, then each remote's page manifest, and registers the remotes, once per page
 * load (start-up and warm-up share it).
 */
export function configureRemotes(): Promise<RuntimeConfig> {
  configured ??= fetchRuntimeConfig().then(async (config) => {
    const lists = await Promise.all(
      REMOTE_NAMES.map((name) => fetchRemotePages(name, config.remotes[name] ?? '')),
    );
    registerConfiguredRemotes(
      config,
      Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, lists[i]])) as RemotePages,
    );
    return config;
  });
  return configured;
}

/** The remote that renders a path's page, by the remotes' pages. */
export function remoteForPath(pathname: string, pages: RemotePages = remotePages): RemoteName | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const matches = (page: string) =>
    page.endsWith('/*') ? path === page.slice(0, -2) || path.startsWith(page.slice(0, -1)) : path === page;
  return REMOTE_NAMES.find((name) => pages[name].some(matches));
}

/**
 * Starts downloading the page's remote (its entry, then the chunks of its ./App) while the host's
 * own chunks download, instead of after the host's first render asks for it. Nothing is
 * evaluated here (loadFactory: false): the module runs when the page's RemoteArea loads it, in
 * its own task. A failure is left to that RemoteArea, which shows the error with Retry.
 */
export function warmPageRemote(pathname: string): void {
  configureRemotes()
    .then(() => {
      const name = remoteForPath(pathname);
      return name && loadRemote(`${name}/App`, { loadFactory: false, from: 'runtime' });
    })
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
