import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * A read-through cache for the hot read path (credentials and current diagrams), used only with
 * the embedded PGlite database: one process owns it, so every write passes through this process
 * and `InvalidateOnWrite` below sees it. (With PostgreSQL other processes write too: no cache.)
 *
 * Any write to a watched table clears the whole cache and bumps a generation; a reader stores
 * what it read only if the generation did not move while it was reading, so a read that raced
 * a write can never put stale data back.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, unknown>();
  constructor(private readonly maxEntries = 10_000) {}

  /** The generation to pass back to `set` (take it before reading the database). */
  get stamp(): number {
    return this.generation;
  }

  get<T>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  set(key: string, value: unknown, stamp: number): void {
    if (stamp !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }
}

export const CACHED_TABLES = ['accounts', 'api_keys', 'diagrams', 'versions'] as const;
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const TABLE_WORD = new RegExp(`\\b(${CACHED_TABLES.join('|')})\\b`);
const TABLE_NAME = new RegExp(`"name":"(${CACHED_TABLES.join('|')})"`);

/** Clears the cache on every write (query builder or raw SQL) that may touch a cached table. */
export class InvalidateOnWrite implements KyselyPlugin {
  constructor(private readonly cache: ReadCache) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (WRITES.has(node.kind)) {
      if (TABLE_NAME.test(JSON.stringify(node))) this.cache.invalidate();
    } else if (node.kind === 'RawNode') {
      // Raw SQL is opaque: anything naming a cached table that is not a plain read clears it.
      const text = node.sqlFragments.join(' ');
      if (TABLE_WORD.test(text) && !/^\s*select\b/i.test(text)) this.cache.invalidate();
    }
    return node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
