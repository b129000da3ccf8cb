import { isRecord, type IacResource, type IacReadResult } from './types.js';

/** Kinds whose pod template carries the labels a Service selects. */
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob', 'Pod', 'ReplicationController', 'DeploymentConfig']);

/** API groups whose kinds share names with core ones (Istio's Gateway): their types get a prefix. */
const API_GROUP_PREFIXES: ReadonlyArray<[string, string]> = [['istio.io', 'istio.']];
const kindOf = (r: IacResource) => r.type.replace(/^[a-z]+\./, '');

export interface K8sDoc {
  value: unknown;
  file: string;
  line: number;
}

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

function podSpec(kind: string, spec: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'Pod') return spec;
  if (kind === 'CronJob') return rec(rec(rec(rec(spec.jobTemplate).spec).template).spec);
  return rec(rec(spec.template).spec);
}

function podLabels(kind: string, doc: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'Pod') return rec(rec(doc.metadata).labels);
  return rec(rec(rec(rec(doc.spec).template).metadata).labels);
}

/** Host names an env value mentions: `redis`, `http://cart:7070/`, `svc.ns.svc.cluster.local:80`. */
function hostsIn(value: string): string[] {
  return [...value.matchAll(/(?:^|[/@\s,=])([a-z0-9][a-z0-9-]*)(?=$|[:./\s,])/g)].map((m) => m[1]!);
}

/** Kubernetes manifests (every document of every file) as resources, linked the way the cluster links them. */
export function readKubernetes(docs: readonly K8sDoc[]): IacReadResult {
  const objects: Array<{ doc: Record<string, unknown>; file: string; line: number }> = [];
  for (const d of docs) {
    if (!isRecord(d.value)) continue;
    if (d.value.kind === 'List') for (const item of arr(d.value.items)) objects.push({ doc: rec(item), file: d.file, line: d.line });
    else objects.push({ doc: d.value, file: d.file, line: d.line });
  }
  const resources: IacResource[] = [];
  const docOf = new Map<string, Record<string, unknown>>();
  for (const { doc, file, line } of objects) {
    const kind = str(doc.kind);
    const name = str(rec(doc.metadata).name);
    if (!kind || !name) continue;
    const ns = str(rec(doc.metadata).namespace);
    const address = `${kind}/${ns ?? ''}/${name}`;
    const group = str(doc.apiVersion)?.split('/')[0] ?? '';
    const type = API_GROUP_PREFIXES.find(([suffix]) => group.endsWith(suffix))?.[1] ?? '';
    if (docOf.has(address)) continue;
    const spec = rec(doc.spec);
    const replicas = typeof spec.replicas === 'number' ? spec.replicas : undefined;
    resources.push({ address, type: `${type}${kind}`, name, file, line, body: spec, refs: [], namespace: ns, count: replicas });
    docOf.set(address, doc);
  }
  const unknowns: string[] = [];
  const find = (kind: string, name: string | undefined, ns: string | undefined) =>
    name ? resources.find((r) => kindOf(r) === kind && r.name === name && (r.namespace ?? '') === (ns ?? '')) ?? resources.find((r) => kindOf(r) === kind && r.name === name) : undefined;
  const link = (r: IacResource, target: IacResource | undefined, path: string[], missing?: string) => {
    if (target && target !== r) r.refs.push({ target: target.address, path });
    else if (!target && missing) unknowns.push(`${r.address} → ${missing}`);
  };
  for (const r of resources) {
    const spec = r.body;
    if (kindOf(r) === 'Service') {
      const selector = rec(spec.selector);
      const keys = Object.entries(selector);
      if (keys.length > 0) {
        for (const w of resources) {
          if (!WORKLOADS.has(kindOf(w)) || (w.namespace ?? '') !== (r.namespace ?? '')) continue;
          const labels = podLabels(kindOf(w), docOf.get(w.address)!);
          if (keys.every(([k, v]) => labels[k] === v)) link(r, w, ['selector']);
        }
      }
    }
    if (kindOf(r) === 'Ingress') {
      const backends: unknown[] = [spec.defaultBackend, spec.backend];
      for (const rule of arr(spec.rules)) for (const p of arr(rec(rec(rule).http).paths)) backends.push(rec(p).backend);
      for (const b of backends) {
        const name = str(rec(rec(b).service).name) ?? str(rec(b).serviceName);
        if (name) link(r, find('Service', name, r.namespace), ['backend'], `Service ${name}`);
      }
    }
    if (kindOf(r) === 'VirtualService') {
      for (const g of arr(spec.gateways)) {
        const name = str(g)?.split('/').pop();
        if (name && name !== 'mesh') link(r, find('Gateway', name, r.namespace), ['gateways'], `Gateway ${name}`);
      }
      for (const kind of ['http', 'tcp', 'tls']) {
        for (const route of arr(spec[kind])) {
          for (const dest of arr(rec(route).route)) {
            const host = str(rec(rec(dest).destination).host)?.split('.')[0];
            if (host) link(r, find('Service', host, r.namespace), ['route'], `Service ${host}`);
          }
        }
      }
    }
    if (kindOf(r) === 'HorizontalPodAutoscaler') {
      const target = rec(spec.scaleTargetRef);
      link(r, find(str(target.kind) ?? 'Deployment', str(target.name), r.namespace), ['scaleTargetRef']);
    }
    if (kindOf(r) === 'PersistentVolumeClaim') link(r, find('PersistentVolume', str(spec.volumeName), undefined), ['volumeName']);
    if (kindOf(r) === 'PersistentVolume') {
      const claim = rec(spec.claimRef);
      const pvc = find('PersistentVolumeClaim', str(claim.name), str(claim.namespace));
      if (pvc && !pvc.refs.some((x) => x.target === r.address)) pvc.refs.push({ target: r.address, path: ['volumeName'] });
    }
    if (WORKLOADS.has(kindOf(r))) {
      const pod = podSpec(kindOf(r), spec);
      const services = resources.filter((s) => kindOf(s) === 'Service' && (s.namespace ?? '') === (r.namespace ?? ''));
      const named = (value: string, path: string[]) => {
        for (const host of hostsIn(value)) {
          const svc = services.find((s) => s.name === host);
          if (svc && !r.refs.some((x) => x.target === svc.address)) link(r, svc, path);
        }
      };
      for (const c of [...arr(pod.containers), ...arr(pod.initContainers)]) {
        for (const e of arr(rec(c).env)) {
          const v = str(rec(e).value);
          if (v) named(v, ['env']);
        }
        for (const from of arr(rec(c).envFrom)) {
          const cm = find('ConfigMap', str(rec(rec(from).configMapRef).name), r.namespace);
          if (!cm) continue;
          const data = rec(docOf.get(cm.address)!.data);
          for (const v of Object.values(data)) if (typeof v === 'string') named(v, ['env']);
        }
      }
      for (const v of arr(pod.volumes)) {
        const claim = str(rec(rec(v).persistentVolumeClaim).claimName);
        if (claim) link(r, find('PersistentVolumeClaim', claim, r.namespace), ['volumes'], `PersistentVolumeClaim ${claim}`);
      }
    }
  }
  return { format: 'kubernetes', resources, unknowns };
}
