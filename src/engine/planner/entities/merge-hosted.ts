import type { ServiceKind } from '../../catalog/index.js';
import { DETERMINERS } from '../text/lexicon.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** Kinds that run code someone writes: an app "on" one of them is drawn as that host. */
const HOSTS = new Set<ServiceKind>(['vm', 'container_service', 'web_app', 'function', 'autoscaling_group', 'batch']);
/** Everyday kinds that name a program rather than a product ("a Java service", "the Flask app"). */
const PROGRAMS = new Set<ServiceKind>(['microservice', 'web_app', 'generic', 'vm', 'container', 'k8s_workload']);
/** Participles that may stand between the program and "on" ("the API, deployed on Cloud Run"). */
const PLACED = new Set(['running', 'hosted', 'deployed', 'served', 'built', 'packaged', 'installed', 'runs', 'run']);

/** Whether `b` is the managed form of what `a` names ("Airflow on MWAA", "Kafka on MSK"). */
function sameProduct(a: Slot, b: Slot): boolean {
  return a.entry.id === b.entry.id || a.entry.equivalents.includes(b.entry.id);
}

/** Whether `a` names a program the text writes itself and `b` the compute it runs on ("a Java service on EC2"). */
function programOnHost(a: Slot, b: Slot): boolean {
  return a.entry.provider === 'general' && b.entry.provider !== 'general' && PROGRAMS.has(a.entry.kind) && HOSTS.has(b.entry.kind);
}

/** What the host's label says in parentheses when `a` runs on `b` ('' for nothing), or undefined when it does not. */
function nameOnHost(a: Slot, b: Slot): string | undefined {
  if (sameProduct(a, b)) return a.matched.toLowerCase() !== b.matched.toLowerCase() ? a.matched : '';
  if (programOnHost(a, b)) return [...a.pre, a.matched, ...a.post].join(' ');
  return undefined;
}

/**
 * "Airflow on MWAA", "a Java service on EC2", "the API running on Cloud Run": one component, not
 * two. A product on its managed form is the managed service (the product in parentheses); a program
 * on a compute service is the host, the program's name in parentheses.
 */
export function mergeHostedOn(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    let j = i + 1;
    // "the API, deployed on Cloud Run": a comma may set off the participle.
    if (isPunct(items[j], ',') && isWord(items[j + 1], ...PLACED)) j++;
    if (isWord(items[j], ...PLACED)) j++;
    if (!a || !isWord(items[j], 'on', 'atop')) {
      out.push(items[i]!);
      continue;
    }
    j++;
    if (items[j]?.t === 'word' && DETERMINERS.has((items[j] as { lower: string }).lower)) j++;
    const b = slotOf(items[j]);
    // "the catalog, cart and checkout services run on Fargate": all of them run there, not just the last one named.
    const listed = (isWord(items[i - 1], 'and', 'or') || isPunct(items[i - 1], ',')) && slotOf(items[i - 2]) !== undefined;
    if (!b || a.descriptor || b.descriptor || (b.count ?? 1) > 1 || listed) {
      out.push(items[i]!);
      continue;
    }
    // Drawn as the host, named by what runs on it: "MSK (Kafka)", "EC2 (Java service)".
    const name = nameOnHost(a, b);
    if (name !== undefined) {
      if (name) b.paren.push(name);
      b.count = a.count ?? b.count;
      b.determiner = a.determiner ?? b.determiner;
      b.start = a.start;
      out.push({ t: 'slot', slot: b, start: items[i]!.start, end: items[j]!.end });
      i = j;
      continue;
    }
    out.push(items[i]!);
  }
  return out;
}

/** Whether `b`, set off after `a` by commas, says what `a` is ("the backend, a Node.js service"). */
function sameThing(a: Slot, b: Slot): boolean {
  if (!(a.generic || a.entry.provider === 'general') || a.descriptor || b.descriptor || (b.count ?? 1) > 1) return false;
  return a.entry.category === b.entry.category || (a.entry.provider === 'general' && b.entry.provider === 'general' && a.entry.category !== 'client' && b.entry.category !== 'client');
}

/**
 * Apposition: "the frontend, a React app, calls the backend, a Node.js service, which …" names two
 * components, not four. The everyday name keeps the text's description in parentheses and takes
 * the more specific service of the two.
 */
export function mergeApposition(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const b = slotOf(items[i + 3]);
    if (!a || !b || !isPunct(items[i + 1], ',') || !isWord(items[i + 2], 'a', 'an') || !sameThing(a, b)) {
      out.push(items[i]!);
      continue;
    }
    // The apposition ends at a comma, a relative pronoun or the sentence's end, never at a verb of its own.
    const after = items[i + 4];
    if (!(after === undefined || isPunct(after) || isWord(after, 'which', 'that', 'who'))) {
      out.push(items[i]!);
      continue;
    }
    if (b.generic || b.entry.provider === 'general') {
      a.paren.push([...b.pre, b.matched, ...b.post].join(' '));
      a.entry = b.entry;
      a.generic = b.generic;
      out.push(items[i]!);
    } else {
      // "the database, an Aurora cluster": the product's name is the better label.
      b.determiner = a.determiner;
      b.start = a.start;
      out.push({ t: 'slot', slot: b, start: items[i]!.start, end: items[i + 3]!.end });
    }
    // "…, a React app, calls": the closing comma goes with the apposition.
    const closes = isPunct(after, ',') && items[i + 5]?.t === 'word' && !isWord(items[i + 5], 'which', 'that', 'who', 'and', 'or');
    i += closes ? 4 : 3;
  }
  return out;
}
