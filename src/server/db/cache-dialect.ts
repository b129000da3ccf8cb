import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { mayWriteCachedTable, type ReadCache } from './read-cache.js';

/**
 * Wraps a connection so this process's own writes clear the read cache at the right moments:
 * before a write (so a read already under way cannot store what it read), after it (an
 * autocommitted write is visible from then on) and after the commit of a transaction that wrote
 * (its writes become visible to other connections only then).
 */
class WatchedConnection implements DatabaseConnection {
  wrote = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly cache: ReadCache,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!mayWriteCachedTable(query.query)) return this.inner.executeQuery<R>(query);
    this.wrote = true;
    this.cache.invalidate();
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.cache.invalidate();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (mayWriteCachedTable(query.query)) {
      this.wrote = true;
      this.cache.invalidate();
    }
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WatchingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly cache: ReadCache,
  ) {}

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return connection instanceof WatchedConnection ? connection.inner : connection;
  }

  private settle(connection: DatabaseConnection): void {
    if (connection instanceof WatchedConnection && connection.wrote) {
      connection.wrote = false;
      this.cache.invalidate();
    }
  }

  init(): Promise<void> {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.cache);
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(this.unwrap(connection), settings);
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(this.unwrap(connection));
    } finally {
      this.settle(connection);
    }
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(this.unwrap(connection));
    } finally {
      this.settle(connection);
    }
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.settle(connection);
    await this.inner.releaseConnection(this.unwrap(connection));
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.call('savepoint', connection, name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.call('rollbackToSavepoint', connection, name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.call('releaseSavepoint', connection, name, compile);
  }

  private call(
    method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint',
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const fn = this.inner[method];
    if (!fn) throw new Error(`This database driver does not support ${method}`);
    return fn.call(this.inner, this.unwrap(connection), name, compile);
  }
}

/** The same dialect, with every write to a cached table clearing `cache` (see WatchedConnection). */
export function watchWrites(dialect: Dialect, cache: ReadCache): Dialect {
  return {
    createDriver: (): Driver => new WatchingDriver(dialect.createDriver(), cache),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => dialect.createIntrospector(db),
  };
}
