/* eslint-disable @typescript-eslint/no-explicit-any -- parsed YAML is untyped; these tests check its shape */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { parseAllDocuments } from 'yaml';

// Structural checks of the Kubernetes manifests (kubernetes-models needs Node 22): every
// document parses, has a known kind and apiVersion and the fields the API server requires,
// selectors match, probes and resources are set, and kustomize references resolve.
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const k8sDir = path.join(repoRoot, 'k8s');

type Manifest = {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; labels?: Record<string, string> };
  spec?: any;
  [key: string]: any;
};

const API_VERSIONS: Record<string, string> = {
  Deployment: 'apps/v1',
  StatefulSet: 'apps/v1',
  Service: 'v1',
  ConfigMap: 'v1',
  Secret: 'v1',
  Namespace: 'v1',
  ServiceAccount: 'v1',
  Job: 'batch/v1',
  Role: 'rbac.authorization.k8s.io/v1',
  RoleBinding: 'rbac.authorization.k8s.io/v1',
  Kustomization: 'kustomize.config.k8s.io/v1beta1',
};

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

const documents: { file: string; doc: Manifest }[] = yamlFiles(k8sDir).flatMap((file) =>
  parseAllDocuments(fs.readFileSync(file, 'utf8')).map((d) => {
    if (d.errors.length > 0) throw new Error(`${file}: ${d.errors[0].message}`);
    return { file: path.relative(repoRoot, file), doc: d.toJS() as Manifest };
  }),
);
const resources = documents.filter(({ doc }) => doc && doc.kind !== 'Kustomization');
const workloads = resources.filter(({ doc }) => doc.kind === 'Deployment' || doc.kind === 'StatefulSet');
const kustomizations = documents.filter(({ doc }) => doc?.kind === 'Kustomization');
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

describe('Kubernetes manifests', () => {
  it('has a base and a local overlay', () => {
    expect(fs.existsSync(path.join(k8sDir, 'base', 'kustomization.yaml'))).toBe(true);
    expect(fs.existsSync(path.join(k8sDir, 'overlays', 'local', 'kustomization.yaml'))).toBe(true);
  });

  it.each(
    documents.map(({ file, doc }) => [`${file} ${doc?.kind}/${doc?.metadata?.name ?? ''}`, doc] as const),
  )('%s has a known kind, its apiVersion and a name', (_label, doc) => {
    expect(API_VERSIONS[doc.kind ?? '']).toBeDefined();
    expect(doc.apiVersion).toBe(API_VERSIONS[doc.kind!]);
    if (doc.kind !== 'Kustomization') expect(doc.metadata?.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
  });

  it('deploys every service, frontend and the gateway', () => {
    expect(workloads.map(({ doc }) => doc.metadata!.name)).toEqual(
      expect.arrayContaining([
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
  });

  describe.each(workloads.map(({ file, doc }) => [`${doc.kind}/${doc.metadata!.name}`, file, doc] as const))(
    '%s',
    (_label, _file, doc) => {
      const template = doc.spec.template;
      const containers: any[] = template.spec.containers;

      it('selects its own pods', () => {
        expect(doc.spec.selector.matchLabels).toBeDefined();
        expect(matches(doc.spec.selector.matchLabels, template.metadata.labels)).toBe(true);
      });

      it('runs containers with an image, readiness and liveness probes on a declared port, and resources', () => {
        expect(containers.length).toBeGreaterThan(0);
        for (const container of containers) {
          expect(container.name).toBeTruthy();
          expect(container.image).toBeTruthy();
          expect(container.readinessProbe).toBeDefined();
          expect(container.livenessProbe).toBeDefined();
          expect(container.resources?.requests).toBeDefined();
          expect(container.resources?.limits?.memory).toBeDefined();
          const portNames = (container.ports ?? []).map((p: any) => p.name);
          for (const probe of [
            container.readinessProbe,
            container.livenessProbe,
            container.startupProbe,
          ].filter(Boolean)) {
            if (probe.httpGet) expect(portNames).toContain(probe.httpGet.port);
          }
        }
      });

      it('runs as a non-root user without privilege escalation', () => {
        expect(template.spec.securityContext?.runAsNonRoot).toBe(true);
        for (const container of containers)
          expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
      });

      it('mounts only volumes it declares', () => {
        const declared = new Set([
          ...(template.spec.volumes ?? []).map((v: any) => v.name),
          ...(doc.spec.volumeClaimTemplates ?? []).map((v: any) => v.metadata.name),
        ]);
        for (const container of containers)
          for (const mount of container.volumeMounts ?? []) expect(declared).toContain(mount.name);
      });
    },
  );

  it.each(['svc-catalog', 'svc-content', 'svc-auth'])(
    '%s checks /health and reads its own database URL',
    (name) => {
      const doc = workloads.find(({ doc: d }) => d.metadata!.name === name)!.doc;
      const container = doc.spec.template.spec.containers[0];
      expect(container.readinessProbe.httpGet.path).toBe('/health');
      expect(container.livenessProbe.httpGet.path).toBe('/health');
      const secretVolume = doc.spec.template.spec.volumes.find((v: any) => v.secret);
      const keys = secretVolume.secret.items.map((i: any) => i.key);
      expect(keys).toContain(`${name.replace('svc-', '')}-database-url`);
      expect(keys.includes('jwt-private.pem')).toBe(name === 'svc-auth');
    },
  );

  it.each(
    resources
      .filter(({ doc }) => doc.kind === 'Service')
      .map(({ doc }) => [doc.metadata!.name!, doc] as const),
  )('Service %s selects the pods of a workload, on a port they declare', (_name, service) => {
    const target = workloads.find(({ doc }) =>
      matches(service.spec.selector, doc.spec.template.metadata.labels),
    );
    expect(target).toBeDefined();
    const portNames = target!.doc.spec.template.spec.containers.flatMap((c: any) =>
      (c.ports ?? []).map((p: any) => p.name),
    );
    for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
  });

  it.each(kustomizations.map(({ file, doc }) => [file, doc] as const))(
    '%s references files that exist',
    (file, doc) => {
      const dir = path.dirname(path.join(repoRoot, file));
      for (const resource of doc.resources ?? [])
        expect([resource, fs.existsSync(path.join(dir, resource))]).toEqual([resource, true]);
      for (const generator of doc.configMapGenerator ?? []) {
        for (const entry of generator.files ?? []) {
          const source = String(entry).split('=').pop()!;
          expect([source, fs.existsSync(path.join(dir, source))]).toEqual([source, true]);
        }
      }
    },
  );

  it('gives compose and Kubernetes one Postgres init script that installs pg_trgm for the catalog', () => {
    const script = fs.readFileSync(path.join(k8sDir, 'overlays', 'local', 'postgres-init.sh'), 'utf8');
    expect(script).toMatch(/CREATE EXTENSION IF NOT EXISTS pg_trgm/);
    expect(script).toMatch(/GRANT USAGE ON SCHEMA public TO/);
    const compose = fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain('./k8s/overlays/local/postgres-init.sh:/docker-entrypoint-initdb.d/');
  });

  const kubectl = (() => {
    try {
      execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  (kubectl ? it : it.skip)('builds with kustomize (kubectl kustomize k8s/overlays/local)', () => {
    const out = execFileSync('kubectl', ['kustomize', path.join(k8sDir, 'overlays', 'local')], {
      encoding: 'utf8',
    });
    const built = parseAllDocuments(out).map((d) => d.toJS() as Manifest);
    expect(
      built.every((doc) => doc.metadata?.namespace === 'blue-yellow-pages' || doc.kind === 'Namespace'),
    ).toBe(true);
    const images = built
      .flatMap((doc) => doc.spec?.template?.spec?.containers ?? [])
      .map((c: any) => c.image);
    expect(images).toEqual(expect.arrayContaining(['byp/svc-catalog:local', 'byp/gateway:local']));
  });
});
