/** The runtime configuration the shell reads from /config.json before rendering. */
export interface RuntimeConfig {
  remotes: Record<string, string>;
  map: { tileUrl: string; attribution: string };
}

let runtimeConfig: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  runtimeConfig = config;
}

/** The configuration loaded by the shell; throws if read before the shell has loaded it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!runtimeConfig) throw new Error('Runtime configuration is not loaded yet');
  return runtimeConfig;
}
