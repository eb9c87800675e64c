// The gateway's nginx configuration from its settings, the host's facts, the template files
// (nginx.conf.template, snippets/*.conf, static.conf.template) and the services' route lists.
// Pure functions: the inputs in, the files' text out (test/render.spec.ts).
import { renderRouteMaps, type ServiceRouteList } from './route-lists';
import { GatewaySettingsError, SERVICES, type GatewaySettings, type StaticSettings } from './settings';

/** What the renderer needs to know of the machine nginx runs on (host.ts finds it out). */
export interface HostFacts {
  /** The DNS server for host-name upstreams (RESOLVER, else /etc/resolv.conf's first). */
  resolver: string;
  /** nginx's version, e.g. 1.27.3; empty when unknown. */
  nginxVersion: string;
  /** Whether the brotli module files exist (Debian's libnginx-mod-http-brotli-*). */
  brotliStatic: boolean;
  brotliFilter: boolean;
}

export interface GatewayTemplates {
  main: string;
  /** File name (`maps.conf`) -> text. */
  snippets: Record<string, string>;
}

/** The generated snippet with the admin and micro-cache maps, included by maps.conf. */
export const ROUTE_MAPS_SNIPPET = 'api-routes.conf';

/** Types compressed on the fly: the API's JSON, its feeds (RSS, iCalendar) and text the frontends may send uncompressed. */
const COMPRESSED_TYPES =
  'text/plain text/css text/csv text/calendar application/json application/javascript application/xml application/rss+xml image/svg+xml application/manifest+json';

/**
 * Replaces each `${NAME}` (upper case: nginx's own variables are lower case) with its value.
 * A name the template uses but the renderer does not provide is an error, never an empty string.
 */
export function fillTemplate(template: string, values: Record<string, string>, source: string): string {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => {
    if (!(name in values)) throw new GatewaySettingsError(`${source}: unknown template variable \${${name}}`);
    return values[name];
  });
}

/** `server ... resolve` in an upstream group: nginx 1.27.3 and later. */
export function resolvesUpstreamNames(version: string): boolean {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) return false;
  const [major, minor, patch] = match.slice(1).map(Number);
  return major > 1 || minor > 27 || (minor === 27 && patch >= 3);
}

const isAddressLiteral = (address: string) =>
  /^(\d+\.\d+\.\d+\.\d+|\[[0-9a-fA-F:.]+\]|localhost):\d+$/.test(address);

/**
 * Each service is an upstream group with keep-alive connections: without them nginx opens a TCP
 * connection per proxied request, which costs a Node service more CPU than its cheapest handlers
 * (docs/performance.md). An address literal (npm start, the tests) is fixed; a host name
 * (containers) is re-resolved at run time with `resolve` where nginx has it, else per request
 * through a variable, without keep-alive. Idle connections close after 4 s, before Node's 5 s
 * keepAliveTimeout could close one under a request in flight. The frontends are static files
 * from nginx, cheap to connect to: no groups.
 * @returns the groups' text and, per service, what proxy_pass names (group or address)
 */
export function upstreamGroups(settings: GatewaySettings, host: HostFacts) {
  const targets = {} as Record<(typeof SERVICES)[number], string>;
  let groups = '';
  for (const service of SERVICES) {
    const address = settings.services[service];
    const group = `byp_${service}`;
    let server = '';
    if (settings.upstreamKeepalive > 0) {
      if (isAddressLiteral(address)) server = `server ${address};`;
      else if (resolvesUpstreamNames(host.nginxVersion)) server = `server ${address} resolve;`;
    }
    if (!server) {
      targets[service] = address;
      continue;
    }
    targets[service] = group;
    groups += `    upstream ${group} {
        zone ${group} 64k;
        ${server}
        keepalive ${settings.upstreamKeepalive};
        keepalive_timeout 4s;
    }
`;
  }
  return { groups, targets };
}

/** `https://{a-c}.tiles.example/{z}/{x}/{y}.png` -> `https://*.tiles.example`; '' for a path. */
export function originOf(url: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(url);
  return match ? match[1].replace(/\{[^}]*\}/g, '*') : '';
}

/**
 * Remotes served from another origin must be allowed to run and to be fetched. `blob:` images are
 * the photo forms' previews (issue 26): files the visitor just picked, and an admin's view of
 * pending photos fetched with the token; only the page's own scripts can make such URLs.
 */
export function contentSecurityPolicy(settings: GatewaySettings): string {
  const remoteOrigins = Object.values(settings.remotes)
    .map(originOf)
    .filter(Boolean)
    .map((origin) => ` ${origin}`)
    .join('');
  const tileOrigin = originOf(settings.mapTileUrl);
  return `default-src 'self'; script-src 'self'${remoteOrigins}; style-src 'self' 'unsafe-inline'; img-src 'self' data: https: ${tileOrigin} blob:; font-src 'self' data:; connect-src 'self'${remoteOrigins}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`;
}

/** The runtime configuration the shell fetches (/config.json). */
export function configJson(settings: GatewaySettings): string {
  return JSON.stringify({
    remotes: settings.remotes,
    map: { tileUrl: settings.mapTileUrl, attribution: settings.mapAttribution },
  });
}

/** The template variables of nginx.conf.template and the snippets. */
export function gatewayTemplateValues(settings: GatewaySettings, host: HostFacts): Record<string, string> {
  const { groups, targets } = upstreamGroups(settings, host);
  const modules = [
    // The local static servers (npm start) are server blocks of this nginx: brotli_static for them.
    host.brotliStatic ? `load_module "${settings.brotliStaticModule}";` : '',
    host.brotliFilter ? `load_module "${settings.brotliFilterModule}";` : '',
  ].filter(Boolean);
  const resolver =
    host.resolver.includes(':') && !host.resolver.startsWith('[') ? `[${host.resolver}]` : host.resolver;
  return {
    NGINX_LOAD_MODULES: modules.join('\n'),
    NGINX_USER_DIRECTIVE: settings.user ? `user ${settings.user};` : '',
    NGINX_WORKER_PROCESSES: settings.workerProcesses,
    NGINX_RUNTIME_DIR: settings.runtimeDir,
    NGINX_ERROR_LOG: settings.errorLog,
    NGINX_MIME_TYPES: settings.mimeTypes,
    NGINX_ACCESS_LOG_DIRECTIVE:
      settings.accessLog === 'off' ? 'access_log off;' : `access_log "${settings.accessLog}" gateway_json;`,
    COMPRESSED_TYPES,
    // Brotli on the fly where nginx has the filter module; gzip always.
    BROTLI_DIRECTIVES: host.brotliFilter
      ? `brotli on;\n    brotli_comp_level 5;\n    brotli_min_length 1024;\n    brotli_types ${COMPRESSED_TYPES};`
      : '# brotli: no filter module on this nginx, gzip only',
    RESOLVER: plainResolver(resolver),
    UPSTREAM_GROUPS: groups,
    PORT: settings.port,
    CLIENT_MAX_BODY_SIZE: settings.clientMaxBodySize,
    PROXY_TIMEOUT: settings.proxyTimeout,
    LOGIN_RATE_LIMIT: settings.loginRateLimit,
    LOGIN_RATE_BURST: settings.loginRateBurst,
    CONFIG_JSON: configJson(settings),
    CONTENT_SECURITY_POLICY: contentSecurityPolicy(settings),
    API_MICRO_CACHE_SECONDS: String(settings.microCache.seconds),
    // An entry unread for twice its lifetime is dropped, which bounds how old the copy is that
    // the first read after a quiet spell gets while one request refreshes it (use_stale updating).
    API_MICRO_CACHE_INACTIVE: String(settings.microCache.seconds * 2),
    API_MICRO_CACHE_MAX_SIZE: settings.microCache.maxSize,
    API_GENERATION_SOURCE: loopbackAddress(settings.port),
    INTERNAL_PORT: settings.internalPort,
    INTERNAL_SERVER: settings.internalPort
      ? 'include snippets/internal-server.conf;'
      : '# no INTERNAL_PORT: nothing gives a service a new API generation after a write',
    CORS_ORIGIN_MAP: settings.corsOrigins.map((origin) => `    "${origin}" $http_origin;\n`).join(''),
    CATALOG_TARGET: targets.catalog,
    CONTENT_TARGET: targets.content,
    AUTH_TARGET: targets.auth,
    SHELL_TARGET: settings.frontends.shell,
    MF_DIRECTORY_TARGET: settings.frontends['mf-directory'],
    MF_NEWS_TARGET: settings.frontends['mf-news'],
    MF_ADMIN_TARGET: settings.frontends['mf-admin'],
  };
}

/**
 * How this nginx reaches its own public server from inside (the API generation source,
 * snippets/api-generation.conf): PORT's port on the loopback address, or PORT's own address
 * when it names one.
 */
export function loopbackAddress(port: string): string {
  const match = /^(?:(.*):)?(\d+)$/.exec(port);
  if (!match) throw new GatewaySettingsError(`PORT must be a port or address:port: ${port}`);
  const host = match[1];
  const anyAddress = host === undefined || host === '*' || host === '0.0.0.0' || host === '[::]';
  return `${anyAddress ? '127.0.0.1' : host}:${match[2]}`;
}

function plainResolver(resolver: string): string {
  if (!/^[0-9A-Za-z.:[\]-]+$/.test(resolver))
    throw new GatewaySettingsError(`RESOLVER is not an address: ${resolver}`);
  return resolver;
}

/**
 * The gateway's files: `nginx.conf` and `snippets/<name>` (the templates filled in, plus the
 * admin map rendered from the route lists), relative to the output directory.
 */
export function renderGatewayFiles(
  settings: GatewaySettings,
  host: HostFacts,
  templates: GatewayTemplates,
  routeLists: readonly ServiceRouteList[],
): Record<string, string> {
  const values = gatewayTemplateValues(settings, host);
  const files: Record<string, string> = {
    'nginx.conf': fillTemplate(templates.main, values, 'nginx.conf.template'),
  };
  for (const [name, text] of Object.entries(templates.snippets))
    files[`snippets/${name}`] = fillTemplate(text, values, `snippets/${name}`);
  files[`snippets/${ROUTE_MAPS_SNIPPET}`] = renderRouteMaps(routeLists);
  return files;
}

/** One static server block for a frontend dist (static.conf.template). */
export function renderStaticServer(
  settings: StaticSettings,
  brotliStatic: boolean,
  template: string,
): string {
  return fillTemplate(
    template,
    {
      STATIC_LISTEN: settings.listen,
      STATIC_ROOT: settings.root,
      STATIC_FALLBACK: settings.spa ? '/index.html' : '=404',
      // The builds write name.br beside name.gz (webpack/plugins.js); the module is loaded by
      // the nginx.conf around this server block (the gateway's, or the frontend image's).
      STATIC_BROTLI: brotliStatic
        ? 'brotli_static on;'
        : `# brotli_static: no module at ${settings.brotliStaticModule}, gzip_static only`,
    },
    'static.conf.template',
  );
}
