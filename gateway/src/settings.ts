// The gateway's inputs, read from the environment once and checked: every value ends up inside
// an nginx directive or a quoted string, so a value that could break out of one is refused here.

export class GatewaySettingsError extends Error {}

export type Env = Readonly<Record<string, string | undefined>>;

/** The services behind /api and the frontends behind everything else. */
export const SERVICES = ['catalog', 'content', 'auth'] as const;
export type ServiceName = (typeof SERVICES)[number];
export const FRONTENDS = ['shell', 'mf-directory', 'mf-news', 'mf-admin'] as const;
export type FrontendName = (typeof FRONTENDS)[number];

export interface GatewaySettings {
  port: string;
  /**
   * Where the services ask for a new API generation after a write (snippets/internal-server.conf);
   * empty: no internal server, so nothing replaces a generation and writes show only when a
   * kept copy expires (API_MICRO_CACHE_SECONDS).
   */
  internalPort: string;
  services: Record<ServiceName, string>;
  frontends: Record<FrontendName, string>;
  /** DNS server for host-name upstreams; empty: the first nameserver of /etc/resolv.conf. */
  resolver: string;
  mapTileUrl: string;
  mapAttribution: string;
  remotes: { directory: string; news: string; admin: string };
  corsOrigins: string[];
  clientMaxBodySize: string;
  proxyTimeout: string;
  loginRateLimit: string;
  loginRateBurst: string;
  /** The micro-cache of public API reads (snippets/api-route.conf). */
  microCache: {
    /** How long a stored answer is fresh. */
    seconds: number;
    /** proxy_cache_path max_size, e.g. 64m. */
    maxSize: string;
  };
  /** Idle keep-alive connections per service and worker; 0: a new connection per request. */
  upstreamKeepalive: number;
  runtimeDir: string;
  accessLog: string;
  errorLog: string;
  mimeTypes: string;
  workerProcesses: string;
  user: string;
  /** nginx's own version, for `server ... resolve` (1.27.3 and later); empty: unknown. */
  nginxVersion: string;
  brotliStaticModule: string;
  brotliFilterModule: string;
}

export interface StaticSettings {
  listen: string;
  root: string;
  spa: boolean;
  brotliStaticModule: string;
}

/** The environment variables the gateway reads, with their defaults (gateway/README.md). */
export const GATEWAY_ENV_DEFAULTS = {
  PORT: '8080',
  CATALOG_UPSTREAM: '127.0.0.1:3001',
  CONTENT_UPSTREAM: '127.0.0.1:3002',
  AUTH_UPSTREAM: '127.0.0.1:3003',
  SHELL_UPSTREAM: '127.0.0.1:4000',
  MF_DIRECTORY_UPSTREAM: '127.0.0.1:4001',
  MF_NEWS_UPSTREAM: '127.0.0.1:4002',
  MF_ADMIN_UPSTREAM: '127.0.0.1:4003',
  RESOLVER: '',
  MAP_TILE_URL: 'https://{a-c}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png',
  MAP_ATTRIBUTION: '© OpenStreetMap contributors © CARTO',
  REMOTE_DIRECTORY_URL: '/mf/directory/remoteEntry.js',
  REMOTE_NEWS_URL: '/mf/news/remoteEntry.js',
  REMOTE_ADMIN_URL: '/mf/admin/remoteEntry.js',
  CORS_ORIGINS: '',
  CLIENT_MAX_BODY_SIZE: '2m',
  PROXY_TIMEOUT: '60s',
  LOGIN_RATE_LIMIT: '10r/s',
  LOGIN_RATE_BURST: '20',
  UPSTREAM_KEEPALIVE: '128',
  API_MICRO_CACHE_SECONDS: '1',
  INTERNAL_PORT: '',
  API_MICRO_CACHE_MAX_SIZE: '64m',
  NGINX_RUNTIME_DIR: '',
  NGINX_ACCESS_LOG: '/dev/stdout',
  NGINX_ERROR_LOG: 'stderr',
  NGINX_MIME_TYPES: '/etc/nginx/mime.types',
  NGINX_WORKER_PROCESSES: 'auto',
  NGINX_USER: '',
  NGINX_VERSION: '',
  NGINX_BROTLI_STATIC_MODULE: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  NGINX_BROTLI_FILTER_MODULE: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
} as const;

export const STATIC_ENV_DEFAULTS = {
  STATIC_LISTEN: '8080',
  STATIC_ROOT: '/usr/share/nginx/html',
  STATIC_SPA: 'false',
  NGINX_BROTLI_STATIC_MODULE: GATEWAY_ENV_DEFAULTS.NGINX_BROTLI_STATIC_MODULE,
} as const;

/** A bare directive argument: no quotes, braces, `;`, `$`, backslash, backquote or space. */
export function plain(name: string, value: string): string {
  if (/[;{}'"$\\`\s]/.test(value))
    throw new GatewaySettingsError(`${name} contains a character that is not allowed: ${value}`);
  return value;
}

/** Inside a quoted nginx string (and JSON): no quotes, `$`, backslash, backquote or newline. */
export function quotable(name: string, value: string): string {
  if (/['"$\\`\n\r]/.test(value))
    throw new GatewaySettingsError(`${name} contains a character that is not allowed: ${value}`);
  return value;
}

/** Settings whose empty value means "off" rather than "the default". */
const EMPTY_MEANS_OFF: readonly string[] = ['NGINX_BROTLI_STATIC_MODULE', 'NGINX_BROTLI_FILTER_MODULE'];

function value<K extends string>(env: Env, defaults: Record<K, string>, name: K): string {
  const set = env[name];
  // Empty is the default otherwise: compose passes `MAP_TILE_URL: ${MAP_TILE_URL:-}`.
  if (set === undefined || (set === '' && !EMPTY_MEANS_OFF.includes(name))) return defaults[name];
  return set;
}

/**
 * The gateway's settings from an environment (process.env, or a test's), checked.
 * @param runtimeDir where nginx writes its pid and temp files when NGINX_RUNTIME_DIR is unset
 */
export function gatewaySettingsFromEnv(env: Env, runtimeDir: string): GatewaySettings {
  const get = (name: keyof typeof GATEWAY_ENV_DEFAULTS) => value(env, GATEWAY_ENV_DEFAULTS, name);
  const keepalive = get('UPSTREAM_KEEPALIVE');
  if (!/^\d{1,3}$/.test(keepalive))
    throw new GatewaySettingsError(
      `UPSTREAM_KEEPALIVE must be a number of connections below 1000: ${keepalive}`,
    );
  const microCacheSeconds = get('API_MICRO_CACHE_SECONDS');
  if (!/^[1-9]\d{0,2}$/.test(microCacheSeconds))
    throw new GatewaySettingsError(
      `API_MICRO_CACHE_SECONDS must be a number of seconds from 1 to 999: ${microCacheSeconds}`,
    );
  const internalPort = get('INTERNAL_PORT');
  if (internalPort !== '' && !/^[1-9]\d{0,4}$/.test(internalPort))
    throw new GatewaySettingsError(`INTERNAL_PORT must be a port number: ${internalPort}`);
  const microCacheMaxSize = get('API_MICRO_CACHE_MAX_SIZE');
  if (!/^[1-9]\d*[kmg]?$/i.test(microCacheMaxSize))
    throw new GatewaySettingsError(
      `API_MICRO_CACHE_MAX_SIZE must be a size such as 64m: ${microCacheMaxSize}`,
    );
  const user = get('NGINX_USER');
  if (/[;{}'"$\\`]/.test(user)) throw new GatewaySettingsError(`NGINX_USER is not a user name: ${user}`);
  const corsOrigins = get('CORS_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => plain('CORS_ORIGINS', origin));
  return {
    port: plain('PORT', get('PORT')),
    internalPort,
    services: {
      catalog: plain('CATALOG_UPSTREAM', get('CATALOG_UPSTREAM')),
      content: plain('CONTENT_UPSTREAM', get('CONTENT_UPSTREAM')),
      auth: plain('AUTH_UPSTREAM', get('AUTH_UPSTREAM')),
    },
    frontends: {
      shell: plain('SHELL_UPSTREAM', get('SHELL_UPSTREAM')),
      'mf-directory': plain('MF_DIRECTORY_UPSTREAM', get('MF_DIRECTORY_UPSTREAM')),
      'mf-news': plain('MF_NEWS_UPSTREAM', get('MF_NEWS_UPSTREAM')),
      'mf-admin': plain('MF_ADMIN_UPSTREAM', get('MF_ADMIN_UPSTREAM')),
    },
    resolver: plain('RESOLVER', get('RESOLVER')),
    mapTileUrl: quotable('MAP_TILE_URL', get('MAP_TILE_URL')),
    mapAttribution: quotable('MAP_ATTRIBUTION', get('MAP_ATTRIBUTION')),
    remotes: {
      directory: quotable('REMOTE_DIRECTORY_URL', get('REMOTE_DIRECTORY_URL')),
      news: quotable('REMOTE_NEWS_URL', get('REMOTE_NEWS_URL')),
      admin: quotable('REMOTE_ADMIN_URL', get('REMOTE_ADMIN_URL')),
    },
    corsOrigins,
    clientMaxBodySize: plain('CLIENT_MAX_BODY_SIZE', get('CLIENT_MAX_BODY_SIZE')),
    proxyTimeout: plain('PROXY_TIMEOUT', get('PROXY_TIMEOUT')),
    loginRateLimit: plain('LOGIN_RATE_LIMIT', get('LOGIN_RATE_LIMIT')),
    loginRateBurst: plain('LOGIN_RATE_BURST', get('LOGIN_RATE_BURST')),
    microCache: {
      seconds: Number(microCacheSeconds),
      maxSize: microCacheMaxSize,
    },
    upstreamKeepalive: Number(keepalive),
    runtimeDir: quotable('NGINX_RUNTIME_DIR', get('NGINX_RUNTIME_DIR') || runtimeDir),
    accessLog: quotable('NGINX_ACCESS_LOG', get('NGINX_ACCESS_LOG')),
    errorLog: quotable('NGINX_ERROR_LOG', get('NGINX_ERROR_LOG')),
    mimeTypes: quotable('NGINX_MIME_TYPES', get('NGINX_MIME_TYPES')),
    workerProcesses: plain('NGINX_WORKER_PROCESSES', get('NGINX_WORKER_PROCESSES')),
    user,
    nginxVersion: get('NGINX_VERSION'),
    brotliStaticModule: quotable('NGINX_BROTLI_STATIC_MODULE', get('NGINX_BROTLI_STATIC_MODULE')),
    brotliFilterModule: quotable('NGINX_BROTLI_FILTER_MODULE', get('NGINX_BROTLI_FILTER_MODULE')),
  };
}

export function staticSettingsFromEnv(env: Env): StaticSettings {
  const get = (name: keyof typeof STATIC_ENV_DEFAULTS) => value(env, STATIC_ENV_DEFAULTS, name);
  return {
    listen: plain('STATIC_LISTEN', get('STATIC_LISTEN')),
    root: quotable('STATIC_ROOT', get('STATIC_ROOT')),
    spa: get('STATIC_SPA') === 'true',
    brotliStaticModule: quotable('NGINX_BROTLI_STATIC_MODULE', get('NGINX_BROTLI_STATIC_MODULE')),
  };
}
