import { apply, uniqueId, type ArchitectureModel, type ModelNode, type Operation } from '../../model/index.js';
import { cellLabel, findCells, preferPrimary, type Cell } from './references.js';

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

  constructor(public model: ArchitectureModel) {}

  push(ops: Operation[], note: string): void {
    const result = apply(this.model, ops);
    if (!result.ok) throw new EditFailure(`could not ${note}: ${result.error.reason}`);
    this.model = result.model;
    this.ops.push(...ops);
    this.understood.push(note);
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
    if (/^(it|this|that|them|the new one)$/i.test(phrase.trim()) && this.last) {
      const n = this.node(this.last);
      return n ? [{ type: 'node', node: n }] : [];
    }
    return findCells(this.model, phrase).cells;
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
    if (/^(it|this|that|the new one)$/i.test(phrase.trim()) && this.last) return this.find(phrase).slice(0, 1);
    const found = findCells(this.model, phrase);
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
