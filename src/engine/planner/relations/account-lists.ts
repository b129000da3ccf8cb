import type { Item } from '../entities/items.js';
import type { EntityGraph } from './graph.js';

/** "three accounts: …", "two AWS accounts: …": a counted list of the cloud's boxes, the names to follow. */
const COUNTED_BOXES = /\b(?:two|three|four|five|several|multiple|[2-9])\s+(?:[A-Za-z]+\s+)?(accounts|projects|subscriptions|resource\s+groups)\s*:\s*/gi;
/** One named box of that list with what it holds in parentheses: "audit (CloudTrail and S3)". */
const NAMED_HOLDER = /^(?:,\s*|;\s*|\s+and\s+|\s+)?(?:the\s+|an?\s+)?([A-Za-z][\w-]*)\s*\(([^()]*)\)/i;

/**
 * "two accounts: sales (A and B) and audit (C)": each name of a counted list of accounts, projects,
 * subscriptions or resource groups is a box holding the parts named in its parentheses.
 */
export function accountsOfLists(items: readonly Item[], text: string, graph: EntityGraph): void {
  for (const m of text.matchAll(COUNTED_BOXES)) {
    const noun = m[1]!.toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '');
    let at = m.index! + m[0].length;
    for (let hit = NAMED_HOLDER.exec(text.slice(at)); hit; hit = NAMED_HOLDER.exec(text.slice(at))) {
      // The name itself may be read with the part it holds ("vault (Key Vault)"): a mention ending inside counts.
      const from = at + hit[0].lastIndexOf(hit[1]!, hit[0].indexOf('('));
      const open = at + hit[0].indexOf('(');
      const close = at + hit[0].length;
      const name = `${hit[1]!.charAt(0).toUpperCase()}${hit[1]!.slice(1)} ${noun}`;
      for (const it of items) {
        if (it.t !== 'slot' || it.start < from || it.end <= open || it.end > close) continue;
        for (const key of it.slot.keys) if (graph.byKey.has(key)) graph.get(key).account ??= name;
      }
      at = close;
    }
  }
}
