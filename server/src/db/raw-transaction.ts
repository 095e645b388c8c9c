// Hot paths (order intake) talk to the driver directly: one transaction, few round trips, statements
// prepared once per connection (PostgreSQL) — see docs/scaling.md. Everything else uses drizzle.
import { isUuid } from '@shared/ids';
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './database';
import * as schema from './schema/index';

/** A statement with a fixed text: PostgreSQL parses and plans it once per pooled connection. */
export interface PreparedStatement {
  name: string;
  text: string;
}

export interface RawTx {
  /** Runs a prepared statement with positional parameters ($1…) and answers its rows. */
  query<Row>(statement: PreparedStatement, params: readonly unknown[]): Promise<Row[]>;
  /** The same transaction through drizzle, for the rare steps that are not on the hot path. */
  drizzle(): Tx;
}

export interface RawTransactionOptions {
  /**
   * Plain SQL (no parameters; only trusted, validated values) run together with BEGIN in one round trip;
   * its rows are handed to the callback.
   */
  opening: string;
}

type Row = Record<string, unknown>;

function clientOf(db: Db): PGlite | pg.Pool {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error('raw-transaction: base de datos sin cliente PGlite ni pg.Pool');
}

async function onPg<T>(pool: pg.Pool, options: RawTransactionOptions, body: (tx: RawTx, opening: Row[]) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let drizzleTx: Tx | null = null;
  const tx: RawTx = {
    async query<R>(statement: PreparedStatement, params: readonly unknown[]) {
      const result = await client.query({ name: statement.name, text: statement.text, values: [...params] });
      return result.rows as R[];
    },
    drizzle: () => (drizzleTx ??= drizzlePg({ client, schema }) as unknown as Tx),
  };
  let began = false;
  try {
    // Simple-query protocol: BEGIN and the opening statement travel in one message.
    const results = (await client.query(`BEGIN; ${options.opening}`)) as unknown as pg.QueryResult[];
    began = true;
    const value = await body(tx, (results[1]?.rows ?? []) as Row[]);
    await client.query('COMMIT');
    return value;
  } catch (error) {
    if (began) await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function onPglite<T>(client: PGlite, options: RawTransactionOptions, body: (tx: RawTx, opening: Row[]) => Promise<T>): Promise<T> {
  return client.transaction(async (transaction: PgliteTransaction) => {
    let drizzleTx: Tx | null = null;
    const tx: RawTx = {
      async query<R>(statement: PreparedStatement, params: readonly unknown[]) {
        const result = await transaction.query<R>(statement.text, [...params]);
        return result.rows;
      },
      // drizzle's PGlite session only calls query() on its client, which a PGlite transaction has.
      drizzle: () => (drizzleTx ??= drizzlePglite({ client: transaction as unknown as PGlite, schema }) as unknown as Tx),
    };
    const opening = await transaction.query<Row>(options.opening);
    return body(tx, opening.rows);
  });
}

/** Runs `body` in one transaction; throwing rolls it back. */
export function rawTransaction<T>(db: Db, options: RawTransactionOptions, body: (tx: RawTx, opening: Row[]) => Promise<T>): Promise<T> {
  const client = clientOf(db);
  return client instanceof PGlite ? onPglite(client, options, body) : onPg(client, options, body);
}

/** Runs one prepared statement on its own (autocommit: it commits, or rolls back whole, by itself). */
export async function rawStatement<R>(db: Db, statement: PreparedStatement, params: readonly unknown[]): Promise<R[]> {
  const client = clientOf(db);
  if (client instanceof PGlite) return (await client.query<R>(statement.text, [...params])).rows;
  const result = await client.query({ name: statement.name, text: statement.text, values: [...params] });
  return result.rows as R[];
}

/** A uuid for inlining into `opening` SQL: refuses anything that is not one. */
export function uuidLiteral(value: string): string {
  if (!isUuid(value)) throw new Error(`uuid no válido: ${value}`);
  return `'${value}'::uuid`;
}
