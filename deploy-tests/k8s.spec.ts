/* eslint-disable @typescript-eslint/no-explicit-any -- rendered manifests are untyped */
import fs from 'node:fs';
import path from 'node:path';

import {
  hasKubectl,
  kustomizeBuild,
  podSpec,
  readManifests,
  renderKustomization,
  type Manifest,
} from './kustomize';

// Every overlay rendered by `kubectl kustomize` (the test loader only where kubectl is absent) and
// every manifest validated against the Kubernetes schemas (kubernetes-models), then the rules of
// docs/deploy.md checked on what a cluster would receive.
const repoRoot = path.resolve(__dirname, '..');
const k8sDir = path.join(repoRoot, 'k8s');
const OVERLAYS = ['local', 'production'];
const NAMESPACE = 'blue-yellow-pages';
const SERVICES = ['svc-catalog', 'svc-content', 'svc-auth'];
const FRONTENDS = ['shell', 'mf-directory', 'mf-news', 'mf-admin'];
const DEPLOYMENTS = [...SERVICES, ...FRONTENDS, 'gateway'];

const rendered = Object.fromEntries(
  OVERLAYS.map((overlay) => [overlay, renderKustomization(path.join(k8sDir, 'overlays', overlay))]),
) as Record<string, Manifest[]>;

/** The kubernetes-models class of a manifest: kubernetes-models/<group>/<version> exports it by kind. */
function modelOf(doc: Manifest): new (data: unknown) => { validate(): void } {
  const modulePath = `kubernetes-models/${doc.apiVersion}`;
  const model = require(modulePath)[doc.kind];
  if (!model) throw new Error(`kubernetes-models has no ${doc.kind} in ${doc.apiVersion}`);
  return model;
}

const validate = (doc: Manifest) => new (modelOf(doc))(doc).validate();

const find = (docs: Manifest[], kind: string, name: string) =>
  docs.find((d) => d.kind === kind && d.metadata.name === name);
const matches = (selector: Record<string, string> = {}, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);
/**
 * Whether a topology spread constraint of a pod labelled `own` counts a pod labelled `labels`:
 * its labelSelector, plus matchLabelKeys taking their values from `own` (pod-template-hash, set by
 * the Deployment controller, is the same for pods of one revision).
 */
function selects(constraint: any, own: Record<string, string>, labels: Record<string, string>): boolean {
  const selector = constraint.labelSelector ?? {};
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every((e: any) => {
    if (e.operator === 'Exists') return e.key in labels;
    if (e.operator === 'DoesNotExist') return !(e.key in labels);
    if (e.operator === 'In') return e.values.includes(labels[e.key]);
    if (e.operator === 'NotIn') return !e.values.includes(labels[e.key]);
    throw new Error(`unknown operator ${e.operator}`);
  });
  const byKeys = (constraint.matchLabelKeys ?? [])
    .filter((k: string) => k !== 'pod-template-hash')
    .every((k: string) => k in own && labels[k] === own[k]);
  return byLabels && byExpressions && byKeys;
}
const allContainers = (doc: Manifest): any[] => {
  const spec = podSpec(doc);
  return [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])];
};

describe('the schema check has teeth', () => {
  it('rejects a string containerPort and a Deployment without a selector', () => {
    const [deployment] = readManifests(path.join(k8sDir, 'base', 'svc-catalog.yaml'));
    const broken = structuredClone(deployment);
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(() => validate(broken)).toThrow(/containerPort/);
    const noSelector = structuredClone(deployment);
    delete noSelector.spec.selector;
    expect(() => validate(noSelector)).toThrow(/selector/);
  });
});

describe.each(OVERLAYS)('k8s/overlays/%s rendered', (overlay) => {
  const docs = rendered[overlay];
  const workloads = docs.filter((d) => ['Deployment', 'StatefulSet', 'Job'].includes(d.kind));

  it.each(docs.map((d) => [`${d.kind}/${d.metadata.name}`, d] as const))(
    '%s is valid against the Kubernetes schema',
    (_label, doc) => {
      expect(() => validate(doc)).not.toThrow();
    },
  );

  it('puts everything in the blue-yellow-pages namespace', () => {
    for (const doc of docs)
      if (doc.kind !== 'Namespace') expect([doc.kind, doc.metadata.namespace]).toEqual([doc.kind, NAMESPACE]);
    expect(find(docs, 'Namespace', NAMESPACE)).toBeDefined();
  });

  it('deploys each service, frontend and the gateway with a Service in front', () => {
    for (const name of DEPLOYMENTS) {
      const deployment = find(docs, 'Deployment', name)!;
      expect([name, deployment]).toEqual([name, expect.anything()]);
      const service = find(docs, 'Service', name)!;
      expect(matches(service.spec.selector, deployment.spec.template.metadata.labels)).toBe(true);
      const portNames = deployment.spec.template.spec.containers[0].ports.map((p: any) => p.name);
      for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
    }
  });

  describe.each(workloads.map((w) => [`${w.kind}/${w.metadata.name}`, w] as const))('%s', (_label, doc) => {
    const spec = podSpec(doc);

    it('runs as non-root without privilege escalation or capabilities, read-only where it can', () => {
      expect(spec.securityContext.runAsNonRoot).toBe(true);
      expect(spec.securityContext.seccompProfile?.type).toBe('RuntimeDefault');
      for (const container of allContainers(doc)) {
        expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
        expect(container.securityContext.capabilities.drop).toEqual(['ALL']);
        // Postgres writes its socket and lock files beside its data; everything else is read-only.
        if (doc.metadata.name !== 'postgres')
          expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
      }
    });

    it('asks for and is limited to resources', () => {
      for (const container of allContainers(doc)) {
        expect(container.resources.requests).toEqual({ cpu: expect.anything(), memory: expect.anything() });
        expect(container.resources.limits).toEqual({ cpu: expect.anything(), memory: expect.anything() });
      }
    });

    if (doc.kind !== 'Job')
      it('has readiness and liveness probes on a declared port', () => {
        for (const container of spec.containers) {
          const ports = (container.ports ?? []).map((p: any) => p.name);
          for (const probe of [container.readinessProbe, container.livenessProbe]) {
            expect(probe).toBeDefined();
            if (probe.httpGet) expect(ports).toContain(probe.httpGet.port);
          }
        }
      });

    it('references only volumes, ConfigMaps and keys that exist, and Secrets by name only', () => {
      const volumes = new Set([
        ...(spec.volumes ?? []).map((v: any) => v.name),
        ...(doc.spec.volumeClaimTemplates ?? []).map((v: any) => v.metadata.name),
      ]);
      for (const container of allContainers(doc)) {
        for (const mount of container.volumeMounts ?? []) expect(volumes).toContain(mount.name);
        for (const env of container.env ?? []) {
          const ref = env.valueFrom?.configMapKeyRef;
          if (ref) expect(find(docs, 'ConfigMap', ref.name)?.data).toHaveProperty([ref.key]);
          if (env.valueFrom?.secretKeyRef) expect(env.valueFrom.secretKeyRef.name).toBe('byp-secrets');
        }
      }
      for (const volume of spec.volumes ?? []) {
        if (volume.configMap) expect(find(docs, 'ConfigMap', volume.configMap.name)).toBeDefined();
        if (volume.secret) expect(volume.secret.secretName).toBe('byp-secrets');
      }
    });
  });

  it('embeds no Secret: byp-secrets is created outside the manifests', () => {
    expect(docs.filter((d) => d.kind === 'Secret')).toEqual([]);
  });

  it.each(SERVICES)('%s runs its migrations in an init container and not at start', (name) => {
    const spec = podSpec(find(docs, 'Deployment', name)!);
    expect(spec.initContainers.map((c: any) => c.command)).toEqual([['node', 'dist/migrate.js']]);
    expect(spec.initContainers[0].image).toBe(spec.containers[0].image);
    const env = Object.fromEntries(spec.containers[0].env.map((e: any) => [e.name, e.value]));
    expect(env.RUN_MIGRATIONS).toBe('false');
  });

  it('autoscales the three services and the gateway, and keeps one pod of everything through disruptions', () => {
    const hpas = docs.filter((d) => d.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual([...SERVICES, 'gateway'].sort());
    for (const hpa of hpas) {
      expect(find(docs, 'Deployment', hpa.spec.scaleTargetRef.name)).toBeDefined();
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    }
    for (const name of DEPLOYMENTS) {
      const labels = find(docs, 'Deployment', name)!.spec.template.metadata.labels;
      const pdbs = docs.filter(
        (d) => d.kind === 'PodDisruptionBudget' && matches(d.spec.selector.matchLabels, labels),
      );
      expect([name, pdbs.length]).toEqual([name, 1]);
    }
  });

  it('routes the Ingress to the gateway', () => {
    const ingress = docs.filter((d) => d.kind === 'Ingress');
    expect(ingress).toHaveLength(1);
    const backends = ingress[0].spec.rules.flatMap((r: any) =>
      r.http.paths.map((p: any) => p.backend.service),
    );
    expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
  });

  it('mounts every gateway template file from the byp-gateway-nginx ConfigMap', () => {
    const gateway = podSpec(find(docs, 'Deployment', 'gateway')!);
    const volume = gateway.volumes.find((v: any) => v.configMap?.name.startsWith('byp-gateway-nginx-'));
    const configMap = find(docs, 'ConfigMap', volume.configMap.name)!;
    const expected = [
      'nginx.conf.template',
      ...fs.readdirSync(path.join(repoRoot, 'gateway', 'snippets')).filter((f) => f.endsWith('.conf')),
      ...fs.readdirSync(path.join(repoRoot, 'gateway', 'routes')).filter((f) => f.endsWith('.routes.json')),
    ];
    expect(Object.keys(configMap.data).sort()).toEqual(expected.sort());
    const env = Object.fromEntries(gateway.containers[0].env.map((e: any) => [e.name, e.value]));
    const mount = gateway.containers[0].volumeMounts.find((m: any) => m.name === volume.name);
    expect(env.GATEWAY_CONFIG_DIR).toBe(mount.mountPath);
  });

  it('leaves the replica count of every Deployment an HPA manages to the HPA', () => {
    const targets = docs
      .filter((d) => d.kind === 'HorizontalPodAutoscaler')
      .map((h) => h.spec.scaleTargetRef.name);
    expect(targets.length).toBeGreaterThan(0);
    for (const name of targets)
      expect([name, find(docs, 'Deployment', name)!.spec.replicas]).toEqual([name, undefined]);
  });

  it.each(SERVICES)('%s: liveness and start-up ask the process only, readiness asks the database', (name) => {
    const container = podSpec(find(docs, 'Deployment', name)!).containers[0];
    expect(container.startupProbe.httpGet.path).toBe('/health/live');
    expect(container.livenessProbe.httpGet.path).toBe('/health/live');
    expect(container.readinessProbe.httpGet.path).toBe('/health/ready');
  });

  describe.each(DEPLOYMENTS)('Deployment %s', (name) => {
    const deployment = () => find(docs, 'Deployment', name)!;

    it('waits in preStop, then has the grace period to finish the requests in flight', () => {
      const spec = podSpec(deployment());
      const preStop = spec.containers[0].lifecycle?.preStop;
      const waits =
        preStop?.sleep?.seconds ?? Number(/^sleep (\d+)$/.exec(preStop?.exec?.command?.join(' '))?.[1]);
      expect(waits).toBeGreaterThanOrEqual(3);
      // At least 20 s after the wait for requests to finish (the default would be 30 s in all).
      expect(spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(waits + 20);
    });

    it('spreads its pods over zones and nodes, counting only its own pods', () => {
      const spec = podSpec(deployment());
      const own = deployment().spec.template.metadata.labels;
      const others = docs
        .filter((d) => d.kind === 'Deployment' && d.metadata.name !== name)
        .map((d) => d.spec.template.metadata.labels);
      const constraints: any[] = spec.topologySpreadConstraints ?? [];
      expect(constraints.map((c) => c.topologyKey).sort()).toEqual([
        'kubernetes.io/hostname',
        'topology.kubernetes.io/zone',
      ]);
      for (const constraint of constraints) {
        expect(constraint.maxSkew).toBe(1);
        expect(selects(constraint, own, own)).toBe(true);
        for (const labels of others)
          expect([labels, selects(constraint, own, labels)]).toEqual([labels, false]);
      }
    });
  });

  it('names every image by a tag or digest, never latest', () => {
    const images = workloads.flatMap(allContainers).map((c) => String(c.image));
    for (const image of images) {
      const tag = /@sha256:[0-9a-f]{64}$/.test(image) ? 'digest' : /:([^/:]+)$/.exec(image)?.[1];
      expect([image, tag !== undefined && tag !== 'latest']).toEqual([image, true]);
    }
    const ours = images.filter((image) => image.startsWith('byp/'));
    expect(new Set(ours.map((image) => image.split(':')[1]))).toEqual(
      new Set([overlay === 'local' ? 'local' : '0.1.0']),
    );
  });

  describe('NetworkPolicies', () => {
    const policies = docs.filter((d) => d.kind === 'NetworkPolicy');
    const podLabels = (name: string) =>
      (find(docs, 'Deployment', name) ?? find(docs, 'StatefulSet', name))!.spec.template.metadata.labels;

    /** Whether `from` (a workload name, or null for a client outside the namespace) may connect to `to`. */
    function ingressAllowed(from: string | null, to: string): boolean {
      const target = podLabels(to);
      const applying = policies.filter(
        (p) => p.spec.policyTypes.includes('Ingress') && matches(p.spec.podSelector.matchLabels, target),
      );
      if (applying.length === 0) return true;
      return applying.some((p) =>
        (p.spec.ingress ?? []).some(
          (rule: any) =>
            !rule.from ||
            rule.from.some(
              (peer: any) =>
                from !== null && peer.podSelector && matches(peer.podSelector.matchLabels, podLabels(from)),
            ),
        ),
      );
    }

    /** Whether egress rules (where an overlay sets them) let `from` connect to workload `to`. */
    function egressAllowed(from: string, to: string): boolean {
      const applying = policies.filter(
        (p) =>
          p.spec.policyTypes.includes('Egress') && matches(p.spec.podSelector.matchLabels, podLabels(from)),
      );
      if (applying.length === 0) return true;
      return applying.some((p) =>
        (p.spec.egress ?? []).some((rule: any) =>
          (rule.to ?? []).some(
            (peer: any) =>
              peer.podSelector &&
              !peer.namespaceSelector &&
              matches(peer.podSelector.matchLabels, podLabels(to)),
          ),
        ),
      );
    }
    const allowed = (from: string, to: string) => ingressAllowed(from, to) && egressAllowed(from, to);

    it('deny by default: every pod is covered by an ingress policy', () => {
      expect(
        policies.some(
          (p) => Object.keys(p.spec.podSelector).length === 0 && p.spec.policyTypes.includes('Ingress'),
        ),
      ).toBe(true);
    });

    it('lets anyone reach the gateway, and only the gateway reach the services and frontends', () => {
      expect(ingressAllowed(null, 'gateway')).toBe(true);
      for (const target of [...SERVICES, ...FRONTENDS]) {
        expect([target, ingressAllowed(null, target)]).toEqual([target, false]);
        expect([target, allowed('gateway', target)]).toEqual([target, true]);
        for (const frontend of FRONTENDS)
          expect([frontend, target, allowed(frontend, target)]).toEqual([frontend, target, false]);
      }
      for (const service of ['svc-catalog', 'svc-content']) {
        expect(allowed(service, 'svc-auth')).toBe(true);
        expect(allowed('svc-auth', service)).toBe(false);
      }
      expect(allowed('svc-catalog', 'svc-content')).toBe(false);
    });

    if (overlay === 'local')
      it('lets only the services reach Postgres', () => {
        for (const service of SERVICES) expect(allowed(service, 'postgres')).toBe(true);
        for (const other of [...FRONTENDS, 'gateway'])
          expect([other, allowed(other, 'postgres')]).toEqual([other, false]);
        expect(ingressAllowed(null, 'postgres')).toBe(false);
      });
  });

  if (overlay === 'local')
    it('runs Postgres as a StatefulSet with a volume, and creates the Secret with a Job', () => {
      const postgres = find(docs, 'StatefulSet', 'postgres')!;
      expect(postgres.spec.volumeClaimTemplates[0].metadata.name).toBe('data');
      expect(find(docs, 'Job', 'byp-keygen')).toBeDefined();
    });

  if (overlay === 'production')
    it('uses a managed database: no Postgres in the cluster, only the services may reach port 5432', () => {
      expect(docs.filter((d) => d.kind === 'StatefulSet')).toEqual([]);
      const toDatabase = docs
        .filter((d) => d.kind === 'NetworkPolicy' && d.spec.policyTypes.includes('Egress'))
        .filter((p) =>
          p.spec.egress?.some((rule: any) => rule.ports?.some((port: any) => port.port === 5432)),
        );
      expect(toDatabase.map((p) => p.spec.podSelector.matchLabels)).toEqual([
        { 'app.kubernetes.io/component': 'service' },
      ]);
      expect(find(docs, 'ConfigMap', 'byp-config')!.data.SEED_SAMPLE_DATA).toBe('false');
      expect(find(docs, 'Ingress', 'byp')!.spec.tls).toHaveLength(1);
    });
});

// Where kubectl is installed, the fallback loader must agree with it, so that machines without
// kubectl check the same manifests.
(hasKubectl ? describe.each(OVERLAYS) : describe.skip.each(OVERLAYS))(
  'the fallback loader on k8s/overlays/%s',
  (overlay) => {
    it('renders the same resources, images and pod specs as kubectl kustomize', () => {
      const loader = kustomizeBuild(path.join(k8sDir, 'overlays', overlay));
      const real = rendered[overlay];
      const key = (d: Manifest) => `${d.kind}/${d.metadata.name.replace(/-[a-z0-9]{10}$/, '')}`;
      expect(loader.map(key).sort()).toEqual(real.map(key).sort());
      // Generated ConfigMap names differ (each has its own hash): compare without the suffix.
      const unhashed = (doc: Manifest) =>
        JSON.parse(JSON.stringify(doc).replace(/(byp-[a-z-]+?)-[a-z0-9]{10}"/g, '$1"'));
      for (const doc of real.filter((d) => podSpec(d))) {
        const twin = loader.find((d) => key(d) === key(doc))!;
        expect([key(doc), unhashed(twin).spec]).toEqual([key(doc), unhashed(doc).spec]);
      }
    });
  },
);
