import type { PlanGroup } from '../plan/schema.js';
import type { EntityGraph } from '../relations/graph.js';
import type { Draft } from './draft.js';
import { makeId } from './draft.js';
import { headingAccount } from '../entities/locations.js';
import { isOutside } from './placement.js';

const TOP_LEVEL = new Set(['cloud', 'onprem', 'account', 'resource_group']);

/**
 * "a bucket in the logging account", "the shared VPC in the host project": each account, project,
 * subscription or resource group the text puts parts in is a box inside the cloud. A box the text put
 * there (a VPC) moves in whole, as does one that holds only that account's parts; a part that shares
 * its box with other parts stays in it.
 */
export function placeAccounts(draft: Draft, graph: EntityGraph, taken: Set<string>): void {
  const byId = new Map(draft.groups.map((g) => [g.id, g]));
  const boxes = new Map<string, PlanGroup>();
  const accountOfGroup = new Map<string, string>();
  for (const [key, id] of draft.containerGroups) if (graph.get(key).account) accountOfGroup.set(id, graph.get(key).account!);
  const inside = (g: string | undefined, groupId: string): boolean => {
    for (let at = g; at; at = byId.get(at)?.parent ?? undefined) if (at === groupId) return true;
    return false;
  };
  const accountsWithin = (groupId: string): string[] => [
    ...draft.nodes.filter((n) => inside(n.group, groupId)).map((n) => n.entity.account ?? ''),
    ...[...accountOfGroup].filter(([g]) => inside(g, groupId)).map(([, a]) => a),
  ];
  const boxFor = (name: string, cloud: string | null): PlanGroup => {
    let box = boxes.get(name);
    if (!box) {
      box = { id: makeId(name, taken, 'account'), kind: /^resource group\b|resource group$/i.test(name) ? 'resource_group' : 'account', label: name, parent: cloud, props: {} };
      boxes.set(name, box);
      draft.groups.push(box);
      byId.set(box.id, box);
    }
    return box;
  };
  const place = (start: string | undefined, name: string, move: (box: string) => void): void => {
    // The outermost box under the cloud that holds the part.
    let top = start ? byId.get(start) : undefined;
    while (top && !TOP_LEVEL.has(top.kind) && top.parent && !TOP_LEVEL.has(byId.get(top.parent)?.kind ?? '')) top = byId.get(top.parent);
    if (top && top.parent && ['account', 'resource_group'].includes(byId.get(top.parent)!.kind)) return;
    const cloud = top?.kind === 'cloud' ? top.id : top?.parent ?? null;
    // The box is drawn only once something goes in it.
    if (top && !TOP_LEVEL.has(top.kind) && accountsWithin(top.id).every((a) => a === name)) top.parent = boxFor(name, cloud).id;
    else if (!top || top.kind === 'cloud') move(boxFor(name, cloud).id);
  };
  for (const [id, name] of accountOfGroup) place(id, name, (box) => (byId.get(id)!.parent = box));
  for (const n of draft.nodes) if (n.entity.account) place(n.group, n.entity.account, (box) => (n.group = box));
}


/** "Subscription sub-lab-07: …": the box a text's opening heading names holds every cloud part it has not put elsewhere. */
export function accountFromHeading(text: string, graph: EntityGraph): void {
  const name = headingAccount(text);
  if (!name) return;
  for (const e of graph.live()) if (!isOutside(e.entry) && e.entry.kind !== 'onprem' && e.tier !== 'onprem' && !e.placedIn) e.account ??= name;
}
