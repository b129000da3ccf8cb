import type { EntityGraph } from '../relations/graph.js';
import type { Entity } from '../types.js';

/** Words that make an on-premises mention the place itself ("the corporate network", "the head-office LAN"). */
const SITE_WORDS = /\b(?:network|lan|intranet|environment|data ?cent(?:er|re)|datacenter)s?\b/i;
/** Words of a site's name that say only where it is, not whose it is. */
const PLACE_WORDS = new Set(['on', 'prem', 'premises', 'on-prem', 'on-premises', 'local', 'internal', 'private', 'the', 'our', 'their', 'its', 'existing']);

function onPremises(e: Entity): boolean {
  return e.entry.kind === 'onprem' || e.props['location'] === 'on-premises';
}

/** "corporate" of "the corporate network": the word the site shares with the parts that belong to it. */
function qualifiers(site: Entity): string[] {
  const words = [...site.pre, site.matched].join(' ').toLowerCase().split(/[\s-]+/);
  const at = words.findIndex((w) => SITE_WORDS.test(w) || /^data$/.test(w));
  return words.slice(0, Math.max(at, 0)).filter((w) => w.length > 2 && !PLACE_WORDS.has(w));
}

/**
 * The on-premises network or data centre the text names, when other on-premises parts are drawn too:
 * it is the box they sit in ("the apps stay inside the corporate network"), drawn as that box with the
 * text's own name rather than as one more server beside them. A part named with the site's own word
 * ("the corporate firewall") sits in it too; relations between the site and its parts say only that.
 */
export function onPremSite(graph: EntityGraph, live: readonly Entity[]): Entity | undefined {
  const site = live.find((e) => e.entry.kind === 'onprem' && e.entry.provider === 'general' && e.count <= 1 && SITE_WORDS.test(e.matched) && !e.placedIn);
  if (!site) return undefined;
  const own = qualifiers(site);
  for (const e of live) {
    const words = [...e.pre, e.matched].join(' ').toLowerCase().split(/[\s-]+/);
    if (e.key !== site.key && !onPremises(e) && own.some((w) => words.includes(w))) e.props['location'] = 'on-premises';
  }
  const parts = live.filter((e) => e.key !== site.key && onPremises(e));
  // A site with nothing of its own drawn stays the one node that stands for it.
  if (parts.length === 0) return undefined;
  for (const p of parts) {
    graph.remove(p.key, site.key);
    graph.remove(site.key, p.key);
  }
  return site;
}
