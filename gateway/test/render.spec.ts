import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// render.sh on its own (no nginx needed): the brotli_static switch and the micro-cache settings.
const renderScript = path.join(__dirname, '..', 'render.sh');

describe('gateway/render.sh', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-render-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const render = (mode: 'gateway' | 'static', out: string, env: Record<string, string>) =>
    execFileSync('sh', [renderScript, mode, out], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', RESOLVER: '127.0.0.1', ...env },
      stdio: 'pipe',
    });
  const fakeModule = () => {
    const file = path.join(dir, 'ngx_http_brotli_static_module.so');
    fs.writeFileSync(file, '');
    return file;
  };

  it('loads the brotli_static module and turns it on in the static servers when the file exists', () => {
    const module = fakeModule();
    render('gateway', path.join(dir, 'gw'), { NGINX_BROTLI_STATIC_MODULE: module });
    render('static', path.join(dir, 'static.conf'), { NGINX_BROTLI_STATIC_MODULE: module });
    const main = fs.readFileSync(path.join(dir, 'gw', 'nginx.conf'), 'utf8');
    expect(main).toContain(`load_module "${module}";`);
    expect(main.indexOf('load_module')).toBeLessThan(main.indexOf('http {'));
    const server = fs.readFileSync(path.join(dir, 'static.conf'), 'utf8');
    expect(server).toMatch(/^\s*brotli_static on;$/m);
    expect(server).toMatch(/^\s*gzip_static on;$/m);
  });

  it.each([
    ['missing', '/nonexistent/ngx_http_brotli_static_module.so'],
    ['switched off', ''],
  ])('renders gzip_static only when the module is %s', (_, module) => {
    render('gateway', path.join(dir, 'gw'), { NGINX_BROTLI_STATIC_MODULE: module });
    render('static', path.join(dir, 'static.conf'), { NGINX_BROTLI_STATIC_MODULE: module });
    expect(fs.readFileSync(path.join(dir, 'gw', 'nginx.conf'), 'utf8')).not.toContain('load_module');
    const server = fs.readFileSync(path.join(dir, 'static.conf'), 'utf8');
    expect(server).not.toMatch(/^\s*brotli_static on;$/m);
    expect(server).toMatch(/^\s*gzip_static on;$/m);
  });

  it('keeps the micro-cache under the runtime directory, 1 s (+1 s stale) by default, and clears a stale gzip socket', () => {
    const runtime = path.join(dir, 'gw');
    fs.mkdirSync(runtime, { recursive: true });
    fs.writeFileSync(path.join(runtime, 'api-gzip.sock'), '');
    render('gateway', runtime, {});
    const main = fs.readFileSync(path.join(runtime, 'nginx.conf'), 'utf8');
    expect(main).toContain(`proxy_cache_path "${runtime}/cache/api"`);
    expect(fs.existsSync(path.join(runtime, 'cache', 'api'))).toBe(true);
    expect(fs.existsSync(path.join(runtime, 'api-gzip.sock'))).toBe(false);
    expect(fs.readFileSync(path.join(runtime, 'snippets', 'maps.conf'), 'utf8')).toContain(
      '"max-age=1, stale-while-revalidate=1"',
    );
    expect(fs.readFileSync(path.join(runtime, 'snippets', 'api-route.conf'), 'utf8')).not.toMatch(
      /^\s*proxy_cache_(use_stale|lock)\b/m,
    );
    expect(fs.readFileSync(path.join(runtime, 'snippets', 'api-gzip.conf'), 'utf8')).toContain(
      `listen "unix:${runtime}/api-gzip.sock";`,
    );
  });

  it('lists the quiet connection counts of the micro-cache busy gate', () => {
    const gate = (value: string) => {
      const out = path.join(dir, `gate-${value}`);
      render('gateway', out, { API_MICRO_CACHE_BUSY_CONNECTIONS: value });
      const maps = fs.readFileSync(path.join(out, 'snippets', 'maps.conf'), 'utf8');
      const block = /map \$connections_active \$api_gateway_busy \{([^}]*)\}/.exec(maps)?.[1] ?? '';
      return block.trim().split(/\s*\n\s*/);
    };
    expect(gate('3')).toEqual(['default 1;', '0 0;', '1 0;', '2 0;']);
    // 0: always answered from the cache.
    expect(gate('0')).toEqual(['default 1;']);
    expect(gate('48')).toHaveLength(49);
  });

  it.each(['8; x', '-1', '10000'])('refuses the busy gate %p', (value) => {
    expect(() =>
      render('gateway', path.join(dir, 'gw'), { API_MICRO_CACHE_BUSY_CONNECTIONS: value }),
    ).toThrow();
  });

  it.each(['1; proxy_pass http://x', '1s', '-1'])('refuses the micro-cache lifetime %p', (value) => {
    expect(() => render('gateway', path.join(dir, 'gw'), { API_MICRO_CACHE_SECONDS: value })).toThrow();
  });

  describe('upstream groups with keep-alive connections to the services', () => {
    const rendered = (env: Record<string, string>) => {
      const out = path.join(dir, `up-${Object.values(env).join('-') || 'default'}`);
      render('gateway', out, env);
      return (
        fs.readFileSync(path.join(out, 'nginx.conf'), 'utf8') +
        fs.readFileSync(path.join(out, 'snippets', 'maps.conf'), 'utf8')
      );
    };
    const group = (conf: string, name: string) =>
      new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(conf)?.[1];

    it('pools connections to an address literal and proxies every service route through its group', () => {
      const conf = rendered({ CATALOG_UPSTREAM: '127.0.0.1:3101' });
      expect(group(conf, 'byp_catalog')).toMatch(
        /server 127\.0\.0\.1:3101;\s+keepalive 128;\s+keepalive_timeout 4s;/,
      );
      expect(conf).toContain('set $service_upstream byp_catalog;');
      expect(conf).not.toContain('set $service_upstream 127.0.0.1:3101;');
      expect(conf).toMatch(/^\s*catalog byp_catalog;$/m);
      // The frontends stay per request (in npm start they are server blocks of this nginx).
      expect(conf).toContain('set $service_upstream 127.0.0.1:4000;');
    });

    it('re-resolves a host name with `resolve` on nginx 1.27.3 and later', () => {
      const conf = rendered({ CATALOG_UPSTREAM: 'svc-catalog:3001', NGINX_VERSION: '1.27.3' });
      expect(group(conf, 'byp_catalog')).toMatch(/zone byp_catalog 64k;\s+server svc-catalog:3001 resolve;/);
      expect(conf).toContain('set $service_upstream byp_catalog;');
    });

    it('resolves a host name per request, without a pool, on an older nginx', () => {
      const conf = rendered({ CATALOG_UPSTREAM: 'svc-catalog:3001', NGINX_VERSION: '1.22.1' });
      expect(group(conf, 'byp_catalog')).toBeUndefined();
      expect(conf).toContain('set $service_upstream svc-catalog:3001;');
      expect(group(conf, 'byp_content')).toContain('server 127.0.0.1:3002;');
    });

    it('opens a new connection per request with UPSTREAM_KEEPALIVE=0 and refuses a bad value', () => {
      const conf = rendered({ UPSTREAM_KEEPALIVE: '0' });
      expect(conf).not.toMatch(/upstream byp_/);
      expect(conf).toContain('set $service_upstream 127.0.0.1:3001;');
      expect(() => render('gateway', path.join(dir, 'bad'), { UPSTREAM_KEEPALIVE: 'lots' })).toThrow(
        /UPSTREAM_KEEPALIVE must be a number/,
      );
    });
  });
});
