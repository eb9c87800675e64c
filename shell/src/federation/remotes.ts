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
