import { apply, uniqueId, type ArchitectureModel, type ModelNode, type Operation } from '../../model/index.js';
import { cellLabel, findCells, findContainers, preferPrimary, sameComponent, type Cell } from './references.js';

const PRONOUN = /^(it|its|this|that|them|they|there|those|these|the new one|this one|that one)$/i;

/** A phrase and its shorter heads: "the gateway for payments" → "the gateway". */
function heads(phrase: string): string[] {
  const out = [phrase];
  let p = phrase;
  for (let i = 0; i < 4; i++) {
    const m = /^(.+)\s+(?:for|to|with|so|that|which|on|in|at|from|using|via|because|where|who|,)\s+.*$/i.exec(p);
    if (!m) break;
    p = m[1]!;
    out.push(p);
  }
  return out;
}

/** A failed instruction: what went wrong, in words the person can act on. */
export class EditFailure extends Error {}

/**
 * The model as the edit proceeds: each instruction's ops are applied right away, so later
 * instructions can refer to what earlier ones created ("add a queue ... and connect it to X").
 */
export class EditSession {
  readonly ops: Operation[] = [];
  readonly understood: string[] = [];
  /** The node the last instruction created or changed ("it" in the next instruction). */
  last: string | undefined;
  /** The component a clause talked about without changing it ("the instances need internet access"). */
  topic: string[] = [];
  /** Nodes this edit added from a headline or a stated need, which a later clause may make precise. */
  readonly tentative = new Set<string>();
  /** Nodes this edit added, by id. */
  readonly added = new Set<string>();

  constructor(public model: ArchitectureModel) {}

  push(ops: Operation[], note: string): void {
    const result = apply(this.model, ops);
    if (!result.ok) throw new EditFailure(`could not ${note}: ${result.error.reason}`);
    this.model = result.model;
    this.ops.push(...ops);
    this.understood.push(note);
    for (const op of ops) if (op.op === 'add_node' && op.id) this.added.add(op.id);
  }

  /** Connects a to b unless they already are (in either direction). */
  link(a: string, b: string, ops: Operation[] = []): Operation[] {
    const exists = this.model.edges.some((e) => (e.source === a && e.target === b) || (e.source === b && e.target === a));
    const pending = ops.some((o) => o.op === 'connect' && ((o.source === a && o.target === b) || (o.source === b && o.target === a)));
    if (!exists && !pending && a !== b) ops.push({ op: 'connect', source: a, target: b });
    return ops;
  }

  /** A fresh id, unique against the model and the ops about to be pushed with it. */
  newId(label: string, fallback: string, pending: readonly Operation[] = []): string {
    const taken = new Set([...this.model.nodes, ...this.model.groups, ...this.model.edges].map((c) => c.id));
    for (const op of [...this.ops, ...pending]) if ('id' in op && op.id) taken.add(op.id);
    return uniqueId(label, fallback, taken);
  }

  node(id: string): ModelNode | undefined {
    return this.model.nodes.find((n) => n.id === id);
  }

  /** The cells a phrase names; "it"/"them" is what the last instruction touched. */
  find(phrase: string): Cell[] {
    return this.lookup(phrase).cells;
  }

  /** A phrase as cells: a pronoun is the last thing touched; else the phrase, then shorter heads of it. */
  lookup(phrase: string): { cells: Cell[]; ambiguous: boolean } {
    const p = phrase.trim().replace(/^(?:the\s+)?(?:same|existing|current)\s+/i, '');
    if (PRONOUN.test(p)) {
      const ids = this.last ? [this.last] : this.topic;
      return { cells: ids.map((id) => this.node(id)).filter((n): n is ModelNode => !!n).map((node) => ({ type: 'node', node })), ambiguous: false };
    }
    for (const candidate of heads(p)) {
      const found = findCells(this.model, candidate);
      if (found.cells.length > 0) return found;
    }
    return { cells: [], ambiguous: false };
  }

  /** Exactly one cell, or a failure that says what exists or which ones were meant. */
  one(phrase: string, what = 'component'): Cell {
    return this.component(phrase, what)[0]!;
  }

  /**
   * One component: a single cell, or the copies of one component drawn per availability zone.
   * Fails when nothing matches, or when different components do and the phrase did not say which.
   */
  component(phrase: string, what = 'component'): Cell[] {
    if (PRONOUN.test(phrase.trim()) && (this.last || this.topic.length > 0)) return this.find(phrase);
    const groups = what === 'container' ? findContainers(this.model, phrase) : [];
    const found = groups.length > 0 ? { cells: groups, ambiguous: groups.length > 1 && !sameComponent(groups) } : this.lookup(phrase);
    if (found.cells.length === 0) throw new EditFailure(`there is no ${what} matching "${phrase}" in this diagram (it has: ${this.inventory()})`);
    const cells = found.ambiguous ? preferPrimary(found.cells) : found.cells;
    if (found.ambiguous && cells.length > 1) throw new EditFailure(`"${phrase}" could be ${[...new Set(found.cells.map(cellLabel))].map((l) => `"${l}"`).join(' or ')}; name one of them`);
    return cells;
  }

  /** Several cells (plural phrases and property changes may cover more than one). */
  many(phrase: string, what = 'component'): Cell[] {
    const cells = this.find(phrase);
    if (cells.length === 0) throw new EditFailure(`there is no ${what} matching "${phrase}" in this diagram (it has: ${this.inventory()})`);
    return cells;
  }

  inventory(): string {
    const labels = this.model.nodes.map((n) => n.label).filter(Boolean);
    return labels.length === 0 ? 'nothing yet' : labels.slice(0, 10).join(', ') + (labels.length > 10 ? ', …' : '');
  }
}
