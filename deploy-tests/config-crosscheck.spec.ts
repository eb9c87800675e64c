/* eslint-disable @typescript-eslint/no-explicit-any -- parsed YAML is untyped */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { parse } from 'yaml';

import { HealthController, loadConfig, SECRET_VARIABLES } from '@byp/nest-common';
import { testKeyPair } from '@byp/testing';

import { CatalogConfig } from '../svc-catalog/src/catalog.config';
import { ContentConfig } from '../svc-content/src/content.config';
import { AuthConfig } from '../svc-auth/src/auth.config';
import { GATEWAY_ENV_DEFAULTS } from '../gateway/src/settings';
import { podSpec, renderKustomization } from './kustomize';

// Every variable, port, probe path and image named in docker-compose.yml and the rendered
// Kubernetes overlays is one the code reads or serves: names come from the services' config
// classes, the values are loaded through the same loadConfig the services run.
const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const CONFIGS: Record<string, new () => object> = {
  'svc-catalog': CatalogConfig,
  'svc-content': ContentConfig,
  'svc-auth': AuthConfig,
};
const SERVICES = Object.keys(CONFIGS);

const variablesOf = (configClass: new () => object) =>
  new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(configClass, '', true, false)
      .map((m) => m.propertyName),
  );
/** What a service's process reads: its config class, NAME_FILE for secrets, and Node's own NODE_ENV. */
function readable(service: string): Set<string> {
  const names = variablesOf(CONFIGS[service]);
  for (const secret of SECRET_VARIABLES) if (names.has(secret)) names.add(`${secret}_FILE`);
  return new Set([...names, 'NODE_ENV']);
}
/** Each path HealthController serves, and the name of the handler answering it. */
function healthRoutes(): Record<string, string> {
  const base = Reflect.getMetadata('path', HealthController);
  const routes: Record<string, string> = {};
  for (const name of Object.getOwnPropertyNames(HealthController.prototype)) {
    const paths = Reflect.getMetadata('path', (HealthController.prototype as any)[name]);
    if (name === 'constructor' || paths === undefined) continue;
    for (const sub of [paths].flat() as string[])
      routes[`/${base}${sub && sub !== '/' ? `/${sub}` : ''}`] = name;
  }
  return routes;
}
/** The port a service listens on when PORT is unset (its main.ts). */
const defaultPort = (service: string) =>
  Number(/(?:listenService\(app, |PORT \?\? )(\d+)\)/.exec(read(`${service}/src/main.ts`))![1]);

const compose = parse(read('docker-compose.yml').replace(/\$\{[A-Z_]+:?-([^}]*)\}/g, '$1'), {
  merge: true,
}) as any;
const overlays = Object.fromEntries(
  ['local', 'production'].map((o) => [o, renderKustomization(path.join(repoRoot, 'k8s', 'overlays', o))]),
);

/** Files standing in for the mounted secrets, so loadConfig reads real values. */
const secretsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-secrets-'));
afterAll(() => fs.rmSync(secretsDir, { recursive: true, force: true }));
function secretFile(name: string): string {
  const keys = testKeyPair();
  const value = name.includes('private')
    ? keys.privateKey
    : name.includes('public')
      ? keys.publicKey
      : name.includes('database-url')
        ? 'postgres://role:secret@postgres:5432/byp'
        : 'an-admin-password-long-enough';
  const file = path.join(secretsDir, name.replace(/\//g, '_'));
  fs.writeFileSync(file, value);
  return file;
}
/** The environment a container would get, with *_FILE paths pointing at stand-in files. */
const withSecretFiles = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, k.endsWith('_FILE') ? secretFile(v) : v]));

describe.each(SERVICES)('%s', (service) => {
  const composeService = compose.services[service];
  const composeEnv: Record<string, string> = Object.fromEntries(
    Object.entries(composeService.environment).map(([k, v]) => [k, v == null ? '' : String(v)]),
  );

  it('compose sets only variables the service reads, and the service accepts their values', () => {
    expect(Object.keys(composeEnv).filter((name) => !readable(service).has(name))).toEqual([]);
    expect(() => loadConfig(CONFIGS[service], withSecretFiles(composeEnv))).not.toThrow();
  });

  it('compose, the image and the code agree on the port and the health path', () => {
    const port = defaultPort(service);
    expect(Number(composeEnv.PORT)).toBe(port);
    expect(Number(composeService.build.args.PORT)).toBe(port);
    expect(composeService.healthcheck.test.join(' ')).toContain("'/health'");
    expect(healthRoutes()['/health']).toBe('ready');
    const upstream =
      compose.services.gateway.environment[`${service.replace('svc-', '').toUpperCase()}_UPSTREAM`];
    expect(upstream).toBe(`${service}:${port}`);
  });

  it.each(Object.keys(overlays))(
    'k8s (%s) sets only variables the service reads, with values it accepts',
    (overlay) => {
      const docs = overlays[overlay];
      const deployment = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === service)!;
      const spec = podSpec(deployment);
      const container = spec.containers[0];
      const mounts = Object.fromEntries(
        (container.volumeMounts ?? []).map((m: any) => [
          m.mountPath,
          spec.volumes.find((v: any) => v.name === m.name),
        ]),
      );
      const env: Record<string, string> = {};
      for (const e of container.env) {
        if (e.value !== undefined) env[e.name] = e.value;
        const ref = e.valueFrom?.configMapKeyRef;
        if (ref)
          env[e.name] = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === ref.name)!.data[
            ref.key
          ];
        if (e.valueFrom?.secretKeyRef) env[e.name] = 'an-admin-password-long-enough';
      }
      expect(Object.keys(env).filter((name) => !readable(service).has(name))).toEqual([]);
      // Each *_FILE names a file that a Secret volume item really puts there.
      for (const [name, file] of Object.entries(env).filter(([k]) => k.endsWith('_FILE'))) {
        const volume = mounts[path.dirname(file)];
        expect([name, volume?.secret?.items?.map((i: any) => i.path)]).toEqual([
          name,
          expect.arrayContaining([path.basename(file)]),
        ]);
      }
      expect(() => loadConfig(CONFIGS[service], withSecretFiles(env))).not.toThrow();
      const port = defaultPort(service);
      expect(container.ports[0].containerPort).toBe(port);
      expect(Number(env.PORT)).toBe(port);
      // Readiness asks the handler that pings the database, liveness and start-up the one that does not.
      const routes = healthRoutes();
      expect(routes[container.readinessProbe.httpGet.path]).toBe('ready');
      expect(routes[container.livenessProbe.httpGet.path]).toBe('live');
      expect(routes[container.startupProbe.httpGet.path]).toBe('live');
      expect(container.image.split(':')[0]).toBe(`byp/${service}`);
      expect(fs.existsSync(path.join(repoRoot, service, 'src', 'migrate.ts'))).toBe(true);
      const gatewayEnv = podSpec(docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'gateway')!)
        .containers[0].env;
      const upstream = gatewayEnv.find(
        (e: any) => e.name === `${service.replace('svc-', '').toUpperCase()}_UPSTREAM`,
      ).value;
      expect(upstream).toBe(`${service}.$(POD_NAMESPACE).svc.cluster.local:${port}`);
      expect(env.AUTH_URL).toBe(`http://svc-auth:${defaultPort('svc-auth')}`);
    },
  );
});

describe('frontends and the gateway', () => {
  const staticTemplate = read('gateway/static.conf.template');
  const gatewayTemplate = read('gateway/nginx.conf.template');

  it('send the precompressed .br twins: the frontend image builds brotli_static for its own nginx and loads it', () => {
    const recipe = read('docker/frontend.Dockerfile');
    expect(staticTemplate).toMatch(/gzip_static on;/);
    expect(staticTemplate).toContain('${STATIC_BROTLI}');
    // Built against the image's own nginx source and pinned to a commit of ngx_brotli.
    expect(recipe).toMatch(/nginx-\$\{NGINX_VERSION\}\.tar\.gz/);
    expect(recipe).toMatch(/--with-compat --add-dynamic-module=\S+\/static"/);
    expect(recipe).toMatch(/^ARG NGX_BROTLI_COMMIT=[0-9a-f]{40}$/m);
    expect(recipe).toMatch(
      /NGINX_BROTLI_STATIC_MODULE=\/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so/,
    );
    expect(recipe).toMatch(/grep -q '\^ \*brotli_static on;'/);
    expect(recipe).toMatch(/load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;/);
    const runtime = recipe.slice(recipe.indexOf('AS runtime'));
    expect(runtime).toMatch(
      /COPY --from=brotli \S+ngx_http_brotli_static_module\.so \/usr\/lib\/nginx\/modules\//,
    );
    expect(runtime).toMatch(/COPY --from=conf \/render\/nginx\.conf \/etc\/nginx\/nginx\.conf/);
  });

  it('serve /healthz, the path compose and Kubernetes probe, on 8080', () => {
    expect(staticTemplate).toMatch(/location = \/healthz/);
    expect(gatewayTemplate).toMatch(/location = \/healthz/);
    expect(read('docker/frontend.Dockerfile')).toMatch(/STATIC_LISTEN=8080/);
    for (const name of ['shell', 'mf-directory', 'mf-news', 'mf-admin', 'gateway']) {
      expect(compose.services[name].healthcheck.test).toContain('http://127.0.0.1:8080/healthz');
      for (const docs of Object.values(overlays)) {
        const container = podSpec(docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name)!)
          .containers[0];
        expect([name, container.readinessProbe.httpGet.path, container.ports[0].containerPort]).toEqual([
          name,
          '/healthz',
          8080,
        ]);
        expect(container.image.split(':')[0]).toBe(`byp/${name}`);
      }
    }
  });

  it('give the gateway only variables its renderer reads', () => {
    const rendered = new Set(Object.keys(GATEWAY_ENV_DEFAULTS));
    for (const name of Object.keys(compose.services.gateway.environment))
      expect([name, rendered.has(name)]).toEqual([name, true]);
    for (const docs of Object.values(overlays)) {
      const env = podSpec(docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'gateway')!)
        .containers[0].env;
      const own = new Set(['POD_NAMESPACE', 'GATEWAY_CONFIG_DIR']);
      for (const { name } of env) expect([name, rendered.has(name) || own.has(name)]).toEqual([name, true]);
    }
    expect(read('gateway/docker-entrypoint.sh')).toContain('GATEWAY_CONFIG_DIR');
  });

  it('the secrets services read are the ones keygen creates (compose and the local overlay)', () => {
    const composeKeygen = read('scripts/compose/keygen.mjs');
    for (const service of SERVICES)
      for (const [name, value] of Object.entries(
        compose.services[service].environment as Record<string, string>,
      ))
        if (name.endsWith('_FILE')) {
          const file = path.basename(value);
          const made = file.endsWith('.pem')
            ? composeKeygen.includes(file)
            : composeKeygen.includes(file.replace(/^(catalog|content|auth)-/, '${role}-'));
          expect([name, file, made]).toEqual([name, file, true]);
        }
    const k8sKeygen = read('k8s/overlays/local/keygen-secret.mjs');
    for (const doc of overlays.local.filter((d) => d.kind === 'Deployment' || d.kind === 'StatefulSet'))
      for (const volume of podSpec(doc).volumes ?? [])
        for (const item of volume.secret?.items ?? []) {
          const made = item.key.endsWith('.pem')
            ? k8sKeygen.includes(item.key)
            : k8sKeygen.includes(item.key.replace(/^(catalog|content|auth)-/, '${role}-')) ||
              k8sKeygen.includes(`'${item.key}'`);
          expect([doc.metadata.name, item.key, made]).toEqual([doc.metadata.name, item.key, true]);
        }
  });
});
