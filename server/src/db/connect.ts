// A Kysely handle over a pg pool, for one database URL.
//
// A lost database must never crash the process nor hang a request: every connection has an
// 'error' listener (idle or checked out), connecting gives up after a few seconds, and a
// statement is cancelled by PostgreSQL past its time (with a client-side limit behind it for a
// server that no longer answers at all). The requests then fail with errors that the error
// handler answers as 503 (plugins/errors.ts), and the pool reconnects once the database is back.

import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export interface ConnectOptions {
  /** How long making a new connection may take (0: forever). */
  readonly connectionTimeoutMs?: number;
  /** How long a query may wait for a connection, free or new (0: forever). */
  readonly poolWaitMs?: number;
  /** PostgreSQL cancels a statement running longer than this (0: no limit, as migrations want). */
  readonly statementTimeoutMs?: number;
  /** The client stops waiting for an answer after this (0: forever); a little past the above. */
  readonly queryTimeoutMs?: number;
}

export const CONNECTION_TIMEOUT_MS = 3_000;
/** Longer than making a connection: under load a burst of requests queues for the pool a while. */
export const POOL_WAIT_MS = 10_000;
export const STATEMENT_TIMEOUT_MS = 8_000;
export const QUERY_TIMEOUT_MS = 10_000;

/** The connections of a handle's pool: open, idle, and queries waiting for one. */
export interface PoolStats {
  readonly max: number;
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The pool behind a handle made by `connect` (undefined for any other handle). */
export function poolStats(db: Kysely<Database>): PoolStats | undefined {
  const pool = pools.get(db);
  return (
    pool && {
      max: pool.options.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }
  );
}

/**
 * A statement PostgreSQL parses and plans once per connection (the extended protocol's named
 * statement) rather than on every call: for the few statements on a hot path.
 */
export interface PreparedStatement {
  /** Unique per text: a connection keeps the name for its life, and pg refuses a name reused with another text. */
  readonly name: string;
  readonly text: string;
}

/**
 * Run `statement` on a pooled connection of `db` when `db` was made by `connect` (undefined
 * otherwise, or inside a transaction: the caller runs its query through Kysely then). Kysely
 * sends every query unnamed, so PostgreSQL parses and plans it each time.
 */
export async function queryPrepared<R>(
  db: Kysely<Database>,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<R[] | undefined> {
  const pool = pools.get(db);
  if (!pool) return undefined;
  const { rows } = await pool.query({ name: statement.name, text: statement.text, values: [...values] });
  return rows as R[];
}

/**
 * `statement` prepared on a pooled connection (queryPrepared), or where it cannot be (a
 * transaction, a handle connect() did not make) the same text sent unnamed through Kysely.
 */
export async function queryStatement<R>(
  db: Kysely<Database>,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<R[]> {
  return (
    (await queryPrepared<R>(db, statement, values)) ??
    (await db.executeQuery(CompiledQuery.raw(statement.text, [...values]) as CompiledQuery<R>)).rows
  );
}

export function connect(
  url: string,
  max = 10,
  log: (message: string) => void = console.error,
  options: ConnectOptions = {},
): Kysely<Database> {
  const {
    connectionTimeoutMs = CONNECTION_TIMEOUT_MS,
    poolWaitMs = POOL_WAIT_MS,
    statementTimeoutMs = STATEMENT_TIMEOUT_MS,
    queryTimeoutMs = statementTimeoutMs === 0 ? 0 : QUERY_TIMEOUT_MS,
  } = options;
  // pg-pool gives its one connectionTimeoutMillis both to the wait in its queue and to each
  // connection it makes; the connections get their own, shorter limit.
  class Client extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: connectionTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    Client,
    connectionString: url,
    max,
    connectionTimeoutMillis: poolWaitMs,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    // A peer that vanished without closing (a network cut) is found out by TCP, not never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection dropped by the server (pg_terminate_backend, a restart, the embedded one
  // stopping) must not crash the process: the pool forgets it and makes another on the next query.
  pool.on('error', (error) => log(`database connection lost: ${error.message}`));
  // The pool listens only while a connection is idle. One checked out (a transaction between two
  // statements, a request between two queries) would emit an 'error' nobody handles, and Node
  // ends the process for that. Its query in flight, or the next one, fails instead, and the pool
  // drops the broken connection when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!released.has(client)) log(`database connection lost while in use: ${error.message}`);
    });
  });
  // Which connections sit idle in the pool, whose own listener already reports them.
  const released = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => released.delete(client));
  pool.on('release', (_error, client) => released.add(client));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}
