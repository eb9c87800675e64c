/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { parse, parseAllDocuments } from 'yaml';

/** Whether kubectl, with the kustomize built into it, is installed here. */
export const hasKubectl = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * A kustomization as a cluster would receive it: `kubectl kustomize <dir>`, the real thing. Only
 * where kubectl is absent, the small loader below stands in (and where both exist, k8s.spec.ts
 * checks that they agree, so the fallback stays honest).
 */
export function renderKustomization(dir: string): Manifest[] {
  if (!hasKubectl) return kustomizeBuild(dir);
  const out = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return parseAllDocuments(out)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`kubectl kustomize ${dir}: ${doc.errors[0].message}`);
      return doc.toJS() as Manifest;
    })
    .filter(Boolean);
}

/**
 * The fallback: a small `kustomize build` for machines without kubectl: the features k8s/ uses
 * (resources, namespace, labels, images, JSON 6902 patches with targets, configMapGenerator with
 * content-hash names and the references to them). It refuses any other field, so a kustomization
 * using more than it understands fails the tests instead of rendering wrongly.
 */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [key: string]: any;
}

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'patches',
  'configMapGenerator',
]);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'IngressClass']);

/** Marks a generated ConfigMap until the top-level build gives it its hashed name. */
const GENERATED = Symbol('generated');

export function kustomizeBuild(dir: string): Manifest[] {
  const resources = buildDir(dir);
  nameGeneratedConfigMaps(resources);
  return resources;
}

function buildDir(dir: string): Manifest[] {
  const file = path.join(dir, 'kustomization.yaml');
  const k = parse(fs.readFileSync(file, 'utf8')) ?? {};
  for (const key of Object.keys(k))
    if (!SUPPORTED.has(key)) throw new Error(`${file}: the test loader does not support "${key}"`);

  const resources: Manifest[] = [];
  for (const entry of k.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (fs.statSync(target).isDirectory()) resources.push(...buildDir(target));
    else resources.push(...readManifests(target));
  }
  for (const generator of k.configMapGenerator ?? []) resources.push(generateConfigMap(dir, generator));

  for (const patch of k.patches ?? []) applyPatch(resources, patch, file);
  if (k.namespace)
    for (const r of resources) {
      if (!CLUSTER_SCOPED.has(r.kind)) r.metadata.namespace = k.namespace;
      for (const subject of r.kind === 'RoleBinding' ? (r.subjects ?? []) : [])
        if (subject.kind === 'ServiceAccount') subject.namespace = k.namespace;
    }
  for (const label of k.labels ?? []) {
    if (label.includeSelectors) throw new Error(`${file}: labels.includeSelectors is not supported`);
    for (const r of resources) r.metadata.labels = { ...r.metadata.labels, ...label.pairs };
  }
  for (const image of k.images ?? []) setImage(resources, image);
  return resources;
}

export function readManifests(file: string): Manifest[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS() as Manifest;
    })
    .filter(Boolean);
}

function generateConfigMap(dir: string, generator: any): Manifest {
  const data: Record<string, string> = {};
  for (const entry of generator.files ?? []) {
    const [key, source] = String(entry).includes('=') ? String(entry).split('=') : [undefined, entry];
    data[key ?? path.basename(source)] = fs.readFileSync(path.resolve(dir, source), 'utf8');
  }
  for (const literal of generator.literals ?? []) {
    const [key, ...value] = String(literal).split('=');
    data[key] = value.join('=');
  }
  const manifest: Manifest = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: generator.name },
    data,
  };
  (manifest as any)[GENERATED] = generator.name;
  return manifest;
}

/** The content hash suffix kustomize adds (its own hash function differs; only uniqueness matters here). */
function nameGeneratedConfigMaps(resources: Manifest[]): void {
  const renames = new Map<string, string>();
  for (const r of resources) {
    const base = (r as any)[GENERATED];
    if (!base) continue;
    const hash = createHash('sha256').update(JSON.stringify(r.data)).digest('hex').slice(0, 10);
    r.metadata.name = `${base}-${hash}`;
    renames.set(base, r.metadata.name);
    delete (r as any)[GENERATED];
  }
  for (const r of resources) {
    const spec = podSpec(r);
    if (!spec) continue;
    for (const volume of spec.volumes ?? [])
      if (volume.configMap && renames.has(volume.configMap.name))
        volume.configMap.name = renames.get(volume.configMap.name);
    for (const container of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
      for (const env of container.env ?? []) {
        const ref = env.valueFrom?.configMapKeyRef;
        if (ref && renames.has(ref.name)) ref.name = renames.get(ref.name);
      }
      for (const from of container.envFrom ?? [])
        if (from.configMapRef && renames.has(from.configMapRef.name))
          from.configMapRef.name = renames.get(from.configMapRef.name);
    }
  }
}

export function podSpec(r: Manifest): any {
  if (r.kind === 'Deployment' || r.kind === 'StatefulSet' || r.kind === 'Job') return r.spec?.template?.spec;
  if (r.kind === 'Pod') return r.spec;
  return undefined;
}

function setImage(resources: Manifest[], image: { name: string; newName?: string; newTag?: string }): void {
  for (const r of resources) {
    const spec = podSpec(r);
    for (const container of [...(spec?.containers ?? []), ...(spec?.initContainers ?? [])]) {
      const [name] = String(container.image).split(':');
      if (name !== image.name) continue;
      container.image = `${image.newName ?? name}${image.newTag ? `:${image.newTag}` : ''}`;
    }
  }
}

/** `key=value`, `key!=value` and `key in (a,b)` terms, comma-separated outside parentheses. */
export function matchesLabelSelector(selector: string, labels: Record<string, string> = {}): boolean {
  const terms = selector.match(/[^,(]+(\([^)]*\))?/g) ?? [];
  return terms.every((raw) => {
    const term = raw.trim();
    const set = /^(\S+)\s+(in|notin)\s+\(([^)]*)\)$/.exec(term);
    if (set) {
      const values = set[3].split(',').map((v) => v.trim());
      return set[2] === 'in' ? values.includes(labels[set[1]]) : !values.includes(labels[set[1]]);
    }
    const [key, value] = term.split(/!?==?/);
    return term.includes('!=') ? labels[key] !== value : labels[key] === value;
  });
}

function applyPatch(resources: Manifest[], patch: any, file: string): void {
  if (!patch.target || typeof patch.patch !== 'string')
    throw new Error(`${file}: only inline JSON 6902 patches with a target are supported`);
  const ops = parse(patch.patch);
  if (!Array.isArray(ops)) throw new Error(`${file}: a patch must be a list of JSON 6902 operations`);
  const { kind, name, labelSelector } = patch.target;
  const targets = resources.filter(
    (r) =>
      (!kind || r.kind === kind) &&
      (!name || r.metadata.name === name) &&
      (!labelSelector || matchesLabelSelector(labelSelector, r.metadata.labels)),
  );
  if (targets.length === 0)
    throw new Error(`${file}: patch target ${JSON.stringify(patch.target)} matches nothing`);
  for (const target of targets) for (const op of ops) applyOperation(target, op, file);
}

function applyOperation(doc: any, op: { op: string; path: string; value?: unknown }, file: string): void {
  const keys = op.path
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop()!;
  let parent = doc;
  for (const key of keys) {
    parent = parent?.[Array.isArray(parent) ? Number(key) : key];
    if (parent === undefined) throw new Error(`${file}: ${op.op} ${op.path}: no such path`);
  }
  const value = structuredClone(op.value);
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (op.op === 'add') parent.splice(index, 0, value);
    else if (op.op === 'replace') parent[index] = value;
    else if (op.op === 'remove') parent.splice(index, 1);
    else throw new Error(`${file}: unsupported patch op ${op.op}`);
    return;
  }
  if (op.op === 'replace' && !(last in parent)) throw new Error(`${file}: replace ${op.path}: no such path`);
  if (op.op === 'add' || op.op === 'replace') parent[last] = value;
  else if (op.op === 'remove') delete parent[last];
  else throw new Error(`${file}: unsupported patch op ${op.op}`);
}
