import { isWord, slotOf, type Item } from './items.js';

/** Verbs that say how a part is run or shipped, before "as" and the kind of object it runs as. */
const RUN_AS_VERBS = new Set(['runs', 'run', 'running', 'deployed', 'packaged', 'scheduled']);
/** Verbs that take the part as their object before "as" ("deploys the agent as a DaemonSet"). */
const DEPLOY_VERBS = new Set(['deploys', 'deploy', 'installs', 'install', 'ships', 'schedules']);
/** Auxiliaries that may stand before a participle ("is deployed as a Deployment"). */
const AUXILIARIES = new Set(['is', 'are', 'was', 'gets']);
/** Determiners the object kind may carry ("as a StatefulSet", "as its own DaemonSet"). */
const KIND_DETERMINERS = new Set(['a', 'an', 'one', 'its', 'their', 'the']);

/**
 * "Postgres runs as a StatefulSet", "the log shipper is deployed as a DaemonSet": a Kubernetes
 * workload kind after "runs as" says which object the part named before is, not a second component.
 * The two mentions become one, drawn as the workload object and named by the part with its kind
 * ("Database StatefulSet"), so a later or earlier "the database" still finds it.
 */
export function mergeRunsAsWorkload(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    let j = i + 1;
    // "Postgres, which runs as a StatefulSet": a relative clause on the part says the same.
    if (items[j]?.t === 'punct' && isWord(items[j + 1], 'which', 'that')) j += 2;
    else if (isWord(items[j], 'which', 'that')) j++;
    if (isWord(items[j], ...AUXILIARIES)) j++;
    // "each node runs Fluentd as a DaemonSet": the part is the verb's object, and "as" follows it.
    const objectOf = isWord(items[i - 1], ...RUN_AS_VERBS, ...DEPLOY_VERBS) && isWord(items[j], 'as');
    const verb = objectOf || isWord(items[j], ...RUN_AS_VERBS);
    if (verb && !objectOf) j++;
    if (verb && isWord(items[j], 'as')) j++;
    if (isWord(items[j], ...KIND_DETERMINERS)) j++;
    const b = slotOf(items[j]);
    const ok = a && b && verb && isWord(items[j - 1], 'as', ...KIND_DETERMINERS) && b.entry.kind === 'k8s_workload' && a.entry.kind !== 'k8s_workload'
      && (b.count ?? 1) === 1 && b.pre.length === 0 && a.entry.category !== 'client';
    if (!ok) {
      out.push(items[i]!);
      continue;
    }
    a.post.push(b.matched);
    a.workload = true;
    out.push({ t: 'slot', slot: a, start: items[i]!.start, end: items[j]!.end });
    i = j;
  }
  return out;
}
