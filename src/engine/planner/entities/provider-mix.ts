import { findMentions, providerPreference, type ServiceMention } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { CONJUNCTIONS, DETERMINERS, FILLER, PREPOSITIONS } from '../text/lexicon.js';
import { isVerb } from '../text/verbs.js';

const CLOUDS: ReadonlySet<Provider> = new Set(['aws', 'azure', 'gcp', 'oci']);

/**
 * Kubernetes objects that keep their meaning inside any cloud's prompt ("a debug pod", "a
 * StatefulSet", "behind a service mesh"). Everyday words Kubernetes also uses ("service",
 * "deployment", "volume", "job") stay with the cloud's reading.
 */
const PORTABLE_K8S_KINDS: ReadonlySet<string> = new Set(['pod', 'service_mesh']);
const PORTABLE_K8S_IDS: ReadonlySet<string> = new Set([
  'kubernetes.statefulset', 'kubernetes.daemonset', 'kubernetes.replicaset', 'kubernetes.persistentvolumeclaim', 'kubernetes.persistentvolume',
  'kubernetes.storageclass', 'kubernetes.configmap', 'kubernetes.horizontalpodautoscaler', 'kubernetes.helm', 'kubernetes.ingress_controller',
]);

/**
 * Where the text runs Kubernetes, an Ingress is the cluster's, and a deployment with a name before it
 * ("the cart deployment", "frontend and checkout deployments") is a Deployment; "after each deployment" is not.
 */
function clusterObject(m: ServiceMention, text: string): boolean {
  // "Application Gateway as ingress": after "as" the word says what another service does.
  if (m.entry.id === 'kubernetes.ingress') return !/\bas\s+(?:(?:an|the|its)\s+)?$/i.test(text.slice(Math.max(0, m.start - 12), m.start));
  if (m.entry.id !== 'kubernetes.deployment') return false;
  const before = /([A-Za-z][A-Za-z0-9-]*)[ \t]+$/.exec(text.slice(Math.max(0, m.start - 30), m.start))?.[1]?.toLowerCase();
  return before !== undefined && ![DETERMINERS, PREPOSITIONS, CONJUNCTIONS, FILLER].some((set) => set.has(before)) && !isVerb(before);
}

/**
 * "a Kubernetes Job", "a k8s CronJob": an object the text calls Kubernetes's own is that object, not the
 * cloud's cluster or the cloud's service of the same everyday word.
 */
function calledKubernetes(m: ServiceMention, text: string): boolean {
  if (m.entry.kind === 'k8s_cluster') return false;
  return /^(?:kubernetes|k8s)\s+\S/i.test(m.matched) || /\b(?:kubernetes|k8s)[ \t]+$/i.test(text.slice(Math.max(0, m.start - 12), m.start));
}

/** A cluster the text runs Kubernetes on (EKS, AKS, GKE, "Kubernetes"): pods and their kin belong to it. */
function runsKubernetes(mentions: readonly ServiceMention[], text: string): boolean {
  return mentions.some((m) => m.entry.kind === 'k8s_cluster') || /\b(kubernetes|k8s)\b/i.test(text);
}

/**
 * Every service the text names, read with every provider it names: a Kubernetes prompt on EKS
 * reads EKS, ALB and RDS as AWS services; a cloud prompt that runs Kubernetes keeps its pods,
 * StatefulSets and service mesh as Kubernetes objects. The primary provider always reads first.
 */
export function mixedMentions(text: string, provider: Provider): ServiceMention[] {
  const files = [...text.matchAll(FILE_NAME)].map((m) => [m.index, m.index + m[0].length] as const);
  const prose = (m: ServiceMention): boolean => !files.some(([a, b]) => m.start < b && m.end > a);
  return readMentions(text, provider).filter(prose);
}

/** A file name ("ingest_to_dynamo.py", "infra/stack.ts"): the words in it name no component. */
const FILE_NAME = /[\w./-]*[_/][\w./-]*\.(?:py|ts|json|ya?ml|tf|java|go|sh|cs|rb|txt|csv|xml|toml|ini|cfg)\b/gi;

function readMentions(text: string, provider: Provider): ServiceMention[] {
  if (provider === 'general') return findMentions(text, provider);
  const preference = providerPreference(text, provider);
  if (provider === 'kubernetes') return findMentions(text, preference);
  const own = findMentions(text, preference.filter((p) => p === provider || CLOUDS.has(p)));
  // Pods, StatefulSets and their kin say Kubernetes by themselves; in a text that names a cluster, so do the rest.
  const portable = (m: ServiceMention): boolean => PORTABLE_K8S_KINDS.has(m.entry.kind) || PORTABLE_K8S_IDS.has(m.entry.id);
  const runs = runsKubernetes(own, text);
  const extra = findMentions(text, 'kubernetes').filter((m) =>
    m.entry.provider === 'kubernetes' && ((runs && (portable(m) || clusterObject(m, text) || calledKubernetes(m, text))) || m.entry.kind === 'pod')
    && !own.some((o) => o.start < m.end && o.end > m.start && o.entry.provider !== 'general' && !(calledKubernetes(m, text) && o.start >= m.start && o.end <= m.end)));
  // "a k8s CronJob": the word that says Kubernetes is part of the object's name, not a cluster of its own.
  const prefix = (o: ServiceMention, m: ServiceMention): boolean => o.end <= m.start && /^(?:kubernetes|k8s)[ \t]+$/i.test(text.slice(o.start, m.start)) && calledKubernetes(m, text);
  const kept = own.filter((o) => !extra.some((m) => (o.start < m.end && o.end > m.start) || prefix(o, m)));
  return [...kept, ...extra].sort((a, b) => a.start - b.start);
}
