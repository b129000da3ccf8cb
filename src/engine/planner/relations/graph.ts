import type { Entity, Relation, RelationKind } from '../types.js';
import type { Props } from '../../model/index.js';

/** The entities and relations found so far, with the small queries every rule needs. */
export class EntityGraph {
  readonly byKey = new Map<string, Entity>();
  /** Pairs the prompt said are not related ("A never writes to B"): no rule fills them in. */
  private readonly denied = new Set<string>();

  constructor(
    readonly entities: Entity[],
    readonly relations: Relation[] = [],
  ) {
    for (const e of entities) this.byKey.set(e.key, e);
  }

  get(key: string): Entity {
    const e = this.byKey.get(key);
    if (!e) throw new Error(`planner: unknown entity ${key}`);
    return e;
  }

  add(entity: Entity): Entity {
    this.entities.push(entity);
    this.byKey.set(entity.key, entity);
    return entity;
  }

  nextKey(): string {
    return `e${this.entities.length + 1}`;
  }

  has(from: string, to: string, either = true): boolean {
    return this.relations.some((r) => (r.from === from && r.to === to) || (either && r.from === to && r.to === from));
  }

  relate(from: string, to: string, kind: RelationKind, origin: Relation['origin'], extra: { label?: string; props?: Props } = {}): void {
    if (from === to || this.has(from, to) || (origin !== 'prompt' && (this.denied.has(`${from}>${to}`) || this.denied.has(`${to}>${from}`)))) return;
    this.relations.push({ from, to, kind, origin, ...extra });
  }

  remove(from: string, to: string): void {
    const i = this.relations.findIndex((r) => r.from === from && r.to === to);
    if (i >= 0) this.relations.splice(i, 1);
  }

  /** Removes a relation the prompt denied and keeps rules that infer relations from drawing it again. */
  deny(from: string, to: string): void {
    this.remove(from, to);
    this.denied.add(`${from}>${to}`);
  }

  /** "the app tier", "two workers" said of parts named one by one: each relation of `key` becomes each member's, and `key` is not drawn. */
  spreadOver(key: string, members: readonly string[]): void {
    for (const r of this.relations.filter((x) => x.from === key || x.to === key)) {
      this.remove(r.from, r.to);
      const extra = { ...(r.label ? { label: r.label } : {}), ...(r.props ? { props: r.props } : {}) };
      for (const m of members) {
        if (r.from === key) this.relate(m, r.to, r.kind, r.origin, extra);
        else this.relate(r.from, m, r.kind, r.origin, extra);
      }
    }
    this.get(key).descriptor = true;
  }

  incoming(key: string): Relation[] {
    return this.relations.filter((r) => r.to === key);
  }

  outgoing(key: string): Relation[] {
    return this.relations.filter((r) => r.from === key);
  }

  degree(key: string): number {
    return this.relations.filter((r) => r.from === key || r.to === key).length;
  }

  /** Entities that will be drawn (not heading descriptors, not containers). */
  live(): Entity[] {
    return this.entities.filter((e) => !e.descriptor);
  }

  ofKind(...kinds: string[]): Entity[] {
    return this.live().filter((e) => kinds.includes(e.entry.kind));
  }
}
