import type { Provider } from '../../../shared/contract/values.js';
import { model, type ModelBuilder } from './builder.js';
import { TLS } from './reference.js';
import type { Scenario } from './scenario.js';

/** Structure scenarios: parts drawn but not wired in, boxes with nothing in them, fragments. */

const k8s = (p: Provider): boolean => p === 'kubernetes';
/** Where people's traffic arrives in each reference. */
const frontDoor = (p: Provider): string => (k8s(p) ? 'ingress' : 'dns');
const guard = (p: Provider): string => (p === 'general' || k8s(p) ? 'general.firewall' : 'waf');
const partners = (b: ModelBuilder): ModelBuilder => b.node('partners', 'users', { label: 'Partner staff' });
const edgeGuard = (b: ModelBuilder, p: Provider): ModelBuilder => b.node('guard', guard(p), { label: 'Edge filter' });
const spareBox = (b: ModelBuilder, p: Provider): ModelBuilder =>
  (k8s(p) ? b.group('spare', 'namespace', { label: 'staging', parent: 'cluster' }) : b.group('spare', 'subnet', { label: 'Management subnet', parent: 'az1', props: { public: false, tier: 'management' } }));
const exportJob = (b: ModelBuilder): ModelBuilder =>
  b.node('export', 'function', { label: 'Nightly export' }).node('archive', 'nosql', { label: 'Export archive' }).edge('export', 'archive', TLS);

export const STRUCTURE_SCENARIOS: Scenario[] = [
  { rule: 'entry_disconnected', name: 'a second group of users drawn apart', trigger: partners, clean: (b, p) => partners(b).edge('partners', frontDoor(p), TLS) },
  { rule: 'dangling_security_component', name: 'a filter drawn beside the entry', trigger: edgeGuard, clean: (b, p) => edgeGuard(b, p).edge('guard', k8s(p) ? 'ingress' : 'cdn', { label: 'protects' }) },
  { rule: 'empty_frame', name: 'an extra box with nothing inside', trigger: spareBox, clean: (b, p) => spareBox(b, p).move('monitoring', 'spare') },
  { rule: 'unreachable_component', name: 'a job and its store apart from the application', trigger: exportJob, clean: (b) => exportJob(b).edge('app', 'export', TLS) },
  {
    rule: 'too_small_to_review', name: 'one cache box',
    base: (p) => model(p, 'Cache').node('cache', k8s(p) ? 'general.cache' : 'cache', { label: 'Session cache' }),
    trigger: () => undefined,
    clean: (b, p) => b.node('users', 'users', { label: 'Users' }).node('app', k8s(p) ? 'kubernetes.deployment' : 'vm', { label: 'Web app' })
      .node('db', k8s(p) ? 'general.database' : 'relational_db', { label: 'Orders DB' }).chain(['users', 'app', 'cache'], TLS).edge('app', 'db', TLS),
  },
];
