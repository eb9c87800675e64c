import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  ROUTE_MAPS_SNIPPET,
  checkRouteList,
  fillTemplate,
  gatewaySettingsFromEnv,
  GatewaySettingsError,
  hostFacts,
  loopbackAddress,
  readGatewayTemplates,
  readRouteLists,
  renderAdminMap,
  renderMicroCacheMap,
  renderGatewayFiles,
  renderStaticServer,
  resolvesUpstreamNames,
  staticSettingsFromEnv,
  systemResolver,
  writeGateway,
  type HostFacts,
} from '../src';
import { ROUTES_DIR } from '../src/published-routes';

// The renderer's inputs (environment, host facts, templates, route lists) -> the files' text.
const gatewayDir = path.join(__dirname, '..');
const templates = readGatewayTemplates(gatewayDir);
const routeLists = readRouteLists(ROUTES_DIR);
const host: HostFacts = {
  resolver: '127.0.0.1',
  nginxVersion: '1.27.3',
  brotliStatic: false,
  brotliFilter: false,
};

/** nginx.conf and every snippet as one text, rendered from `env`. */
const rendered = (env: Record<string, string> = {}, facts: Partial<HostFacts> = {}) =>
  Object.values(
    renderGatewayFiles(gatewaySettingsFromEnv(env, '/run/gw'), { ...host, ...facts }, templates, routeLists),
  ).join('\n');

describe('fillTemplate', () => {
  it("fills ${NAME} and leaves nginx's own variables alone", () => {
    expect(fillTemplate('listen ${PORT}; set $x $host; ${uri}', { PORT: '8080' }, 't')).toBe(
      'listen 8080; set $x $host; ${uri}',
    );
  });

  it('refuses a placeholder it has no value for, naming the file', () => {
    expect(() => fillTemplate('x ${NOT_A_SETTING};', {}, 'snippets/x.conf')).toThrow(
      'snippets/x.conf: unknown template variable ${NOT_A_SETTING}',
    );
  });
});

describe('gateway settings from the environment', () => {
  it.each([
    ['PORT', '8080; include /etc/passwd'],
    ['CATALOG_UPSTREAM', 'svc-catalog:3001 backup'],
    ['PROXY_TIMEOUT', '60s}'],
    ['MAP_TILE_URL', "https://x/'; add_header"],
    ['MAP_ATTRIBUTION', 'a\\"b'],
    ['NGINX_RUNTIME_DIR', '/tmp/$x'],
    ['CORS_ORIGINS', 'https://a.example,https://b.example;x'],
    ['UPSTREAM_KEEPALIVE', 'lots'],
    ['UPSTREAM_KEEPALIVE', '1000'],
    ['NGINX_USER', 'nobody; worker_processes 64'],
    ['API_MICRO_CACHE_SECONDS', '0'],
    ['API_MICRO_CACHE_SECONDS', '1s'],
    ['INTERNAL_PORT', '8081; listen 80'],
    ['INTERNAL_PORT', '0'],
    ['API_MICRO_CACHE_MAX_SIZE', '64m; inactive=1d'],
    ['API_MICRO_CACHE_MAX_SIZE', 'lots'],
  ])('refuses %s=%p', (name, value) => {
    expect(() => gatewaySettingsFromEnv({ [name]: value }, '/run/gw')).toThrow(GatewaySettingsError);
  });

  it('takes the defaults, an empty MAP_TILE_URL included, and the runtime directory it is given', () => {
    const settings = gatewaySettingsFromEnv({ MAP_TILE_URL: '' }, '/run/gw');
    expect(settings.mapTileUrl).toBe('https://{a-c}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png');
    expect(settings.services).toEqual({
      catalog: '127.0.0.1:3001',
      content: '127.0.0.1:3002',
      auth: '127.0.0.1:3003',
    });
    expect(settings.runtimeDir).toBe('/run/gw');
    expect(settings.upstreamKeepalive).toBe(128);
    expect(settings.microCache).toEqual({ seconds: 1, maxSize: '64m' });
    expect(settings.internalPort).toBe('');
  });

  it('switches a brotli module off with an empty path', () => {
    const settings = gatewaySettingsFromEnv(
      { NGINX_BROTLI_STATIC_MODULE: '', NGINX_BROTLI_FILTER_MODULE: '' },
      '/run/gw',
    );
    expect([settings.brotliStaticModule, settings.brotliFilterModule]).toEqual(['', '']);
    expect(hostFacts(settings)).toMatchObject({ brotliStatic: false, brotliFilter: false });
  });

  it('reads the DNS server from resolv.conf, else Docker', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-resolv-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'resolv.conf'),
        'search x\nnameserver 10.96.0.10\nnameserver 8.8.8.8\n',
      );
      expect(systemResolver(path.join(dir, 'resolv.conf'))).toBe('10.96.0.10');
      expect(systemResolver(path.join(dir, 'missing'))).toBe('127.0.0.11');
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('the rendered gateway', () => {
  it('fills every placeholder of every template file', () => {
    const text = rendered();
    expect(text).not.toMatch(/\$\{[A-Z]/);
    expect(text).toContain('listen 8080;');
    expect(text).toContain('pid "/run/gw/nginx.pid";');
  });

  it('compresses API answers on the fly', () => {
    const text = rendered();
    expect(text).toMatch(/^\s*gzip_proxied any;$/m);
    expect(text).toMatch(/^\s*gzip_types [^;]*application\/json/m);
    expect(text).not.toMatch(/api-gzip|unix:/);
  });

  it('names the charset of text and sends one Vary header of its own (issue 31)', () => {
    const text = rendered();
    expect(text).toMatch(/^\s*charset utf-8;$/m);
    expect(text).toMatch(/^\s*charset_types text\/html [^;]*application\/json/m);
    expect(text).toMatch(/^\s*gzip_types [^;]*application\/rss\+xml[^;]*;/m);
    expect(text).toMatch(/^\s*gzip_types [^;]*text\/calendar[^;]*;/m);
    expect(text).toMatch(/^\s*gzip_vary off;$/m);
    expect(text).toMatch(/^proxy_hide_header Vary;$/m);
    const varyHeaders = text.match(/add_header Vary .*/g) ?? [];
    expect(varyHeaders.length).toBeGreaterThan(0);
    for (const line of varyHeaders) expect(line).toBe('add_header Vary $gateway_vary always;');
  });

  it('keeps public reads in the micro-cache for API_MICRO_CACHE_SECONDS, under the runtime directory', () => {
    const text = rendered({ API_MICRO_CACHE_SECONDS: '2', API_MICRO_CACHE_MAX_SIZE: '16m' });
    expect(text).toMatch(
      /proxy_cache_path "\/run\/gw\/cache\/api" levels=1:2 keys_zone=api_micro:4m\s+max_size=16m inactive=4s/,
    );
    expect(text).toMatch(/^proxy_cache_valid 200 2s;$/m);
    // The service's API generation is part of the key: a write makes older copies unreachable. So
    // is the encoding asked of the service (br or gzip): one kept copy per kind of client.
    expect(text).toMatch(
      /^proxy_cache_key "\$scheme:\/\/\$host\$request_uri@\$api_generation:\$api_upstream_accept_encoding";$/m,
    );
    expect(text).toMatch(/^auth_request_set \$api_generation \$upstream_http_x_api_generation;$/m);
    // Never an answer with Set-Cookie or marked private; one request fills a missing entry or refreshes an expired one.
    expect(text).toMatch(
      /^proxy_no_cache \$api_cache_no_store \$upstream_http_set_cookie \$api_answer_private;$/m,
    );
    expect(text).toMatch(/^proxy_cache_lock on;$/m);
    expect(text).toMatch(/^proxy_cache_use_stale updating;$/m);
    expect(text).toMatch(/"cacheStatus":"\$upstream_cache_status"/);
  });

  it('answers from the micro-cache at rest as under load: no gate on open connections', () => {
    const text = rendered();
    expect(text).not.toMatch(/connections_active|api_gateway_busy/);
    expect(text).toMatch(
      /map "\$api_micro_cache:\$api_fresh_requested" \$api_cache_bypass \{\n\s+default 1;\n\s+"1:0"\s+0;\n\}/,
    );
  });

  it('fetches new API generations from its own public port, on the loopback address', () => {
    expect(rendered()).toMatch(/^proxy_pass http:\/\/127\.0\.0\.1:8080;$/m);
    expect(rendered({ PORT: '127.0.0.2:9000' })).toMatch(/^proxy_pass http:\/\/127\.0\.0\.2:9000;$/m);
    expect(loopbackAddress('[::]:8080')).toBe('127.0.0.1:8080');
    expect(() => loopbackAddress('eighty')).toThrow(GatewaySettingsError);
  });

  it('lets the services ask for a new API generation on INTERNAL_PORT only when it is set', () => {
    expect(rendered()).not.toMatch(/internal-server\.conf/);
    const text = rendered({ INTERNAL_PORT: '8081' });
    expect(text).toMatch(/^\s*include snippets\/internal-server\.conf;$/m);
    expect(text).toMatch(/^\s*listen 8081;$/m);
  });

  it('compresses with brotli too where nginx has the filter module', () => {
    const module = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
    expect(rendered({}, { brotliFilter: false })).not.toMatch(/load_module|^\s*brotli on;/m);
    const text = rendered({}, { brotliFilter: true });
    expect(text).toContain(`load_module "${module}";`);
    expect(text.indexOf('load_module')).toBeLessThan(text.indexOf('http {'));
    expect(text).toMatch(/^\s*brotli on;$/m);
    expect(text).toMatch(/^\s*brotli_types [^;]*application\/json/m);
  });

  it('loads brotli_static for the local static servers when the module is there', () => {
    expect(rendered({}, { brotliStatic: true })).toContain(
      'load_module "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";',
    );
  });

  it('serves the remotes and map settings as /config.json and lets other origins in the CSP', () => {
    const text = rendered({
      REMOTE_NEWS_URL: 'https://news.cdn.example/remoteEntry.js',
      MAP_TILE_URL: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png',
    });
    const json = JSON.parse(/return 200 '(\{"remotes".*)';/.exec(text)![1]);
    expect(json).toEqual({
      remotes: {
        directory: '/mf/directory/remoteEntry.js',
        news: 'https://news.cdn.example/remoteEntry.js',
        admin: '/mf/admin/remoteEntry.js',
      },
      map: {
        tileUrl: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors © CARTO',
      },
    });
    expect(text).toContain("script-src 'self' https://news.cdn.example;");
    expect(text).toContain("img-src 'self' data: https: https://*.tiles.example.org blob:;");
  });

  it('allows exactly the CORS origins listed', () => {
    const block = /map \$http_origin \$cors_allow_origin \{([^}]*)\}/.exec(
      rendered({ CORS_ORIGINS: 'https://a.example, https://b.example' }),
    )![1];
    expect(block.trim().split(/\s*\n\s*/)).toEqual([
      'default "";',
      '"https://a.example" $http_origin;',
      '"https://b.example" $http_origin;',
    ]);
  });

  it('keeps the body limits and the login rate limit from the environment', () => {
    const text = rendered({ CLIENT_MAX_BODY_SIZE: '3m', LOGIN_RATE_LIMIT: '5r/s', LOGIN_RATE_BURST: '7' });
    expect(text).toMatch(/^\s*client_max_body_size 3m;$/m);
    expect(text).toContain('"message":"Request body is larger than $request_body_limit"');
    // The 413's text names the limit of the route asked for, the server's by default.
    expect(text).toMatch(/map \$request_uri \$request_body_limit \{\s*default\s+3m;/);
    expect(text).toContain('zone=admin_login:1m rate=5r/s;');
    expect(text).toContain('limit_req zone=admin_login burst=7 nodelay;');
  });

  describe('upstream groups with keep-alive connections to the services', () => {
    const group = (text: string, name: string) =>
      new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(text)?.[1];

    it('pools connections to an address literal and proxies every service route through its group', () => {
      const text = rendered({ CATALOG_UPSTREAM: '127.0.0.1:3101' });
      expect(group(text, 'byp_catalog')).toMatch(
        /server 127\.0\.0\.1:3101;\s+keepalive 128;\s+keepalive_timeout 4s;/,
      );
      expect(text).toContain('set $service_upstream byp_catalog;');
      expect(text).not.toContain('set $service_upstream 127.0.0.1:3101;');
      // The frontends stay per request (in npm start they are server blocks of this nginx).
      expect(text).toContain('set $service_upstream 127.0.0.1:4000;');
    });

    it('re-resolves a host name with `resolve` on nginx 1.27.3 and later', () => {
      const text = rendered({ CATALOG_UPSTREAM: 'svc-catalog:3001' }, { nginxVersion: '1.27.3' });
      expect(group(text, 'byp_catalog')).toMatch(/zone byp_catalog 64k;\s+server svc-catalog:3001 resolve;/);
      expect([
        resolvesUpstreamNames('1.28.0'),
        resolvesUpstreamNames('2.0.0'),
        resolvesUpstreamNames(''),
      ]).toEqual([true, true, false]);
    });

    it('resolves a host name per request, without a pool, on an older nginx', () => {
      const text = rendered({ CATALOG_UPSTREAM: 'svc-catalog:3001' }, { nginxVersion: '1.22.1' });
      expect(group(text, 'byp_catalog')).toBeUndefined();
      expect(text).toContain('set $service_upstream svc-catalog:3001;');
      expect(group(text, 'byp_content')).toContain('server 127.0.0.1:3002;');
    });

    it('opens a new connection per request with UPSTREAM_KEEPALIVE=0', () => {
      const text = rendered({ UPSTREAM_KEEPALIVE: '0' });
      expect(text).not.toMatch(/upstream byp_/);
      expect(text).toContain('set $service_upstream 127.0.0.1:3001;');
    });

    it('brackets an IPv6 resolver', () => {
      expect(rendered({}, { resolver: 'fd00::10' })).toContain('resolver [fd00::10] valid=10s ipv6=off;');
    });
  });
});

describe('static server blocks', () => {
  const template = fs.readFileSync(path.join(gatewayDir, 'static.conf.template'), 'utf8');
  const settings = (env: Record<string, string>) => staticSettingsFromEnv(env);

  it('turns brotli_static on beside gzip_static only when the module is there', () => {
    const withModule = renderStaticServer(settings({}), true, template);
    expect(withModule).toMatch(/^\s*brotli_static on;$/m);
    expect(withModule).toMatch(/^\s*gzip_static on;$/m);
    const without = renderStaticServer(settings({}), false, template);
    expect(without).not.toMatch(/^\s*brotli_static on;$/m);
    expect(without).toMatch(/^\s*gzip_static on;$/m);
  });

  it('falls back to index.html for the SPA only', () => {
    expect(renderStaticServer(settings({ STATIC_SPA: 'true' }), false, template)).toContain(
      '$uri/ /index.html;',
    );
    expect(renderStaticServer(settings({}), false, template)).toContain('$uri/ =404;');
    expect(() => settings({ STATIC_ROOT: '/srv/"x' })).toThrow(GatewaySettingsError);
  });
});

/** A rendered map's rows, without comments or padding: `"key" value;`. */
const mapRows = (map: string) =>
  map
    .split('\n')
    .filter((line) => line.startsWith('    "'))
    .map((line) =>
      line
        .replace(/\s+#.*$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );

describe("the services' route lists and the admin map", () => {
  it('map every listed route, exactly as spelt: admin rows 1, public rows 0, anything else 1', () => {
    const map = renderAdminMap([
      {
        service: 'content',
        routes: [
          { method: 'GET', path: '/api/posts/all', access: 'admin' },
          { method: 'GET', path: '/api/posts/:id/calendar.ics', access: 'public' },
          { method: 'DELETE', path: '/api/posts/:id', access: 'admin' },
        ],
      },
    ]);
    const rows = mapRows(map);
    expect(map).toContain('    default 1;');
    expect(rows).toEqual([
      '"~^OPTIONS:" 0;',
      '"~^(GET|HEAD):/api/docs/" 0;',
      '"~^(GET|HEAD):/api/posts/all$" 1;',
      '"~^(GET|HEAD):/api/posts/[^/]+/calendar\\.ics$" 0;',
      '"~^DELETE:/api/posts/[^/]+$" 1;',
    ]);
  });

  it('mark only the public GET routes that caches may keep as micro-cacheable', () => {
    const map = renderMicroCacheMap([
      {
        service: 'content',
        routes: [
          { method: 'GET', path: '/api/posts/all', access: 'admin', cache: 'no-store' },
          { method: 'GET', path: '/api/posts/feed.xml', access: 'public', cache: 'revalidate' },
          { method: 'GET', path: '/api/posts/digest', access: 'public' },
          { method: 'GET', path: '/api/posts/:id', access: 'public', cache: 'public' },
          { method: 'POST', path: '/api/posts/public', access: 'public', cache: 'no-store' },
        ],
      },
    ]);
    const rows = mapRows(map);
    expect(map).toMatch(/^map "\$request_method:\$uri" \$api_micro_cache_route \{\n {4}default 0;$/m);
    expect(rows).toEqual([
      '"~^(GET|HEAD):/api/posts/all$" 0;',
      '"~^(GET|HEAD):/api/posts/feed\\.xml$" 1;',
      // A list without cache policies (older than the field) is never kept.
      '"~^(GET|HEAD):/api/posts/digest$" 0;',
      '"~^(GET|HEAD):/api/posts/[^/]+$" 1;',
    ]);
  });

  it.each([
    [
      'a cache policy it does not know',
      { service: 'x', routes: [{ method: 'GET', path: '/api/x', access: 'public', cache: 'forever' }] },
    ],
    ['no service', { routes: [] }],
    [
      'a method the API does not serve',
      { service: 'x', routes: [{ method: 'PUT', path: '/api/x', access: 'public' }] },
    ],
    [
      'an access level it does not know',
      { service: 'x', routes: [{ method: 'GET', path: '/api/x', access: 'open' }] },
    ],
    [
      'a path outside /api',
      { service: 'x', routes: [{ method: 'GET', path: '/admin/x', access: 'public' }] },
    ],
    [
      'a path that could break the map',
      { service: 'x', routes: [{ method: 'GET', path: '/api/x"; 0', access: 'public' }] },
    ],
    ['a regex in a path', { service: 'x', routes: [{ method: 'GET', path: '/api/(.*)', access: 'public' }] }],
    [
      'a route behind one that catches it',
      {
        service: 'x',
        routes: [
          { method: 'GET', path: '/api/posts/:id', access: 'public' },
          { method: 'GET', path: '/api/posts/all', access: 'admin' },
        ],
      },
    ],
  ])('refuse a list with %s', (_, list) => {
    expect(() => checkRouteList(list, 'x.routes.json')).toThrow(GatewaySettingsError);
  });

  it('render the same from a flat directory, as the Kubernetes ConfigMap mounts them', () => {
    const flat = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-flat-'));
    const env = { RESOLVER: '127.0.0.1', NGINX_BROTLI_STATIC_MODULE: '', NGINX_BROTLI_FILTER_MODULE: '' };
    try {
      fs.copyFileSync(path.join(gatewayDir, 'nginx.conf.template'), path.join(flat, 'nginx.conf.template'));
      for (const dir of ['snippets', 'routes'])
        for (const file of fs.readdirSync(path.join(gatewayDir, dir)))
          fs.copyFileSync(path.join(gatewayDir, dir, file), path.join(flat, file));
      const read = (out: string) =>
        ['nginx.conf', ...fs.readdirSync(path.join(out, 'snippets')).map((f) => `snippets/${f}`)].map((f) => [
          f,
          fs.readFileSync(path.join(out, f), 'utf8').replaceAll(out, '<out>'),
        ]);
      writeGateway({ outDir: path.join(flat, 'nested-out'), env });
      writeGateway({ outDir: path.join(flat, 'flat-out'), env, sourceDir: flat });
      expect(read(path.join(flat, 'flat-out'))).toEqual(read(path.join(flat, 'nested-out')));
    } finally {
      fs.rmSync(flat, { recursive: true, force: true });
    }
  });

  it('render into the admin map snippet of the written configuration', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-render-'));
    try {
      writeGateway({
        outDir: out,
        env: { RESOLVER: '127.0.0.1', NGINX_BROTLI_STATIC_MODULE: '', NGINX_BROTLI_FILTER_MODULE: '' },
      });
      const map = fs.readFileSync(path.join(out, 'snippets', ROUTE_MAPS_SNIPPET), 'utf8');
      expect(map).toContain('"~^(GET|HEAD):/api/businesses/all$"');
      expect(map).toMatch(/\$api_micro_cache_route[^}]*"~\^\(GET\|HEAD\):\/api\/businesses\$"\s+1;/);
      expect(fs.existsSync(path.join(out, 'temp', 'client_body'))).toBe(true);
      expect(fs.existsSync(path.join(out, 'cache', 'api'))).toBe(true);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
