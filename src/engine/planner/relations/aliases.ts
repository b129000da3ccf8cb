import { isParticiple } from '../text/verbs.js';
import { verbBase } from './reader-state.js';
import { isWord, type Item } from '../entities/items.js';
import type { EntityGraph } from './graph.js';
import { CONTAINER_KINDS } from './orient.js';

/** Participles that say a thing the text names runs on a component ("the portal hosted on App Service"). */
const HOSTED = new Set(['host', 'deploy', 'run', 'serve', 'build', 'implement', 'package']);

/**
 * Nouns the text ties to a component by hosting ("a web portal hosted on App Service", "the API,
 * deployed on Cloud Run"): later, "the portal" or "the API" is that component.
 */
export function hostedAliases(items: Item[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (let i = 0; i + 2 < items.length; i++) {
    const noun = items[i];
    if (noun?.t !== 'word' || noun.pos !== 'NOUN') continue;
    let j = i + 1;
    if (items[j]?.t === 'punct' && (items[j] as { text: string }).text === ',') j++;
    const verb = items[j];
    if (verb?.t !== 'word' || !isParticiple(verb.lower) || !HOSTED.has(verbBase(verb.lower))) continue;
    if (!isWord(items[j + 1], 'on', 'in', 'as', 'with', 'by')) continue;
    const slot = items[j + 2]?.t === 'slot' ? items[j + 2] : isWord(items[j + 2], 'the', 'a', 'an') ? items[j + 3] : undefined;
    if (slot?.t === 'slot' && slot.slot.keys.length === 1 && !out.has(noun.lower)) out.set(noun.lower, [...slot.slot.keys]);
  }
  return out;
}

/** Kinds of part that run code, and of service that runs it. */
const RUNS_CODE = new Set(['web_app', 'microservice', 'function', 'container_service']);

/** Generic kinds that name who uses a system, not a part that runs on one. */
const NOT_HOSTED = new Set(['users', 'client', 'onprem', 'generic']);

/**
 * A generic part the text says runs on a named service ("a booking site hosted on Azure App
 * Service", "an intake API running in Cloud Run") is that service doing the job: the part is
 * drawn as the service, named in its label. Hosts that hold things (clusters, networks) keep
 * their parts inside them instead.
 */
export function hostedParts(items: Item[], graph: EntityGraph): { part: string; by: string; name: string }[] {
  const out: { part: string; by: string; name: string }[] = [];
  for (let i = 0; i + 2 < items.length; i++) {
    const first = items[i];
    if (first?.t !== 'slot' || first.slot.keys.length !== 1) continue;
    let j = i + 1;
    if (items[j]?.t === 'punct' && (items[j] as { text: string }).text === ',') j++;
    const verb = items[j];
    // "the web app in App Service": with no participle, only code-running parts on compute count.
    const bare = j === i + 1 && isWord(verb, 'on', 'in');
    if (!bare && (verb?.t !== 'word' || !(isParticiple(verb.lower) || verb.lower.endsWith('ing')) || !HOSTED.has(verbBase(verb.lower)))) continue;
    if (!bare && !isWord(items[j + 1], 'on', 'in')) continue;
    let k = bare ? j + 1 : j + 2;
    if (isWord(items[k], 'the', 'a', 'an')) k++;
    // "on Google Cloud Run": a maker's name the catalog left outside the mention.
    if (items[k]?.t === 'word' && (items[k] as { pos?: string }).pos === 'PROPN') k++;
    const host = items[k];
    if (host?.t !== 'slot' || host.slot.keys.length !== 1) continue;
    const part = graph.get(first.slot.keys[0]!);
    const by = graph.get(host.slot.keys[0]!);
    if (part.key === by.key || part.entry.provider !== 'general' || by.entry.provider === 'general') continue;
    if (NOT_HOSTED.has(part.entry.kind) || CONTAINER_KINDS.has(by.entry.kind) || part.count > 1) continue;
    if (bare && !(RUNS_CODE.has(part.entry.kind) && RUNS_CODE.has(by.entry.kind))) continue;
    if (out.some((o) => o.part === part.key)) continue;
    out.push({ part: part.key, by: by.key, name: [...first.slot.pre, first.slot.matched, ...first.slot.post].join(' ') });
  }
  return out;
}
