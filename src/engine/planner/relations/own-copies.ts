import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

/** The word that tells an owner apart from its peers: "catalog" for "catalog service", the name itself when it is one word. */
function ownerWord(owner: Entity): string {
  const words = [...owner.pre, ...owner.matched.split(/\s+/)].filter(Boolean);
  return (words.length > 1 ? words.slice(0, -1) : words).join(' ').toLowerCase();
}

/**
 * "the orders, payments and catalog services, each with its own database": one thing said to be
 * each one's own, for several distinct owners, is one copy per owner. The named entity becomes
 * the first owner's copy; the others are added beside it. Each copy is told apart by its owner's
 * word ("database (payments)"). Returns the copy of each owner, in the owners' order.
 */
export function ownCopies(graph: EntityGraph, owners: readonly string[], key: string): [owner: string, copy: string][] {
  const base = graph.get(key);
  const template = { ...base, pre: [...base.pre], post: [...base.post], paren: [...base.paren], props: { ...base.props }, regions: [...base.regions] };
  return owners.map((owner, i) => {
    const copy = i === 0 ? base : graph.add({ ...template, key: graph.nextKey(), order: base.order + i / owners.length, pre: [...template.pre], post: [...template.post], paren: [...template.paren], props: { ...template.props }, regions: [...template.regions] });
    copy.paren.push(ownerWord(graph.get(owner)));
    return [owner, copy.key];
  });
}
