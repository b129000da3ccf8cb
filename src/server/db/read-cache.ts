import type { RootOperationNode } from 'kysely';

/**
 * A read-through cache for the hot read path (credentials and current diagrams).
 *
 * Any write to a watched table clears the whole cache and bumps a generation; a reader stores
 * what it read only if the generation did not move while it was reading, so a read that raced
 * a write can never put stale data back. This process's own writes are seen by the driver
 * wrapper in `cache-dialect.ts` (after the statement, and again after the commit); with
 * PostgreSQL, other processes' writes arrive as notifications (`cache-listener.ts`), and while
 * that channel is not known to work the cache is suspended: every read goes to the database.
 * docs/adr/0002-read-cache-coherence.md has the reasoning.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, unknown>();
  private active: boolean;

  constructor(opts: { maxEntries?: number; active?: boolean } = {}) {
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.active = opts.active ?? true;
  }
  private readonly maxEntries: number;

  /** The generation to pass back to `set` (take it before reading the database). */
  get stamp(): number {
    return this.generation;
  }

  /** False while suspended (no way to hear other processes' writes): nothing is served or kept. */
  get isActive(): boolean {
    return this.active;
  }

  get<T>(key: string): T | undefined {
    return this.active ? (this.entries.get(key) as T | undefined) : undefined;
  }

  set(key: string, value: unknown, stamp: number): void {
    if (!this.active || stamp !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Stop serving and storing (the invalidation channel is down or unproven). */
  suspend(): void {
    this.active = false;
    this.invalidate();
  }

  /** Serve again, from empty: whatever was missed while suspended is not in here. */
  resume(): void {
    this.invalidate();
    this.active = true;
  }
}

export const CACHED_TABLES = ['accounts', 'api_keys', 'diagrams', 'versions'] as const;
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const TABLE_WORD = new RegExp(`\\b(${CACHED_TABLES.join('|')})\\b`, 'i');
const TABLE_NAME = new RegExp(`"name":"(${CACHED_TABLES.join('|')})"`);

/**
 * Whether a query may change a cached table: a builder write naming one, or raw SQL that names
 * one and is not a plain read (raw SQL is opaque, so that is the safe reading).
 */
export function mayWriteCachedTable(node: RootOperationNode): boolean {
  if (WRITES.has(node.kind)) return TABLE_NAME.test(JSON.stringify(node));
  if (node.kind === 'RawNode') {
    const text = node.sqlFragments.join(' ');
    return TABLE_WORD.test(text) && !/^\s*select\b/i.test(text);
  }
  return false;
}
