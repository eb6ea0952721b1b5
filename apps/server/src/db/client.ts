import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { clientParsers, dropDrizzleParsers, pgliteDateParsers } from './pglite-parsers';
import * as coreSchema from './schema';
import * as bookingsSchema from './schema-bookings';
import * as checklistSchema from './schema-checklist';
import * as flightsSchema from './schema-flights';
import * as tourChangeSchema from './schema-tour-change';
import * as engagementSchema from './schema-engagement';
import * as addressesSchema from './schema-addresses';
import * as documentsSchema from './schema-documents';
import * as featuresSchema from './schema-features';
import * as operatorSchema from './schema-operator';
import * as webhooksSchema from './schema-webhooks';
import * as mailSchema from './schema-mail';
import * as staffSchema from './schema-staff';
import * as accountDeletionSchema from './schema-account-deletion';
import * as dataExportsSchema from './schema-data-exports';
import * as passkeysSchema from './schema-passkeys';

const schema = {
  ...coreSchema,
  ...bookingsSchema,
  ...checklistSchema,
  ...flightsSchema,
  ...tourChangeSchema,
  ...engagementSchema,
  ...addressesSchema,
  ...featuresSchema,
  ...documentsSchema,
  ...operatorSchema,
  ...webhooksSchema,
  ...mailSchema,
  ...staffSchema,
  ...accountDeletionSchema,
  ...dataExportsSchema,
  ...passkeysSchema,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for the readiness probe. */
  ping(): Promise<void>;
  /**
   * A raw parameterized query on the driver itself (pg or PGlite), bypassing the ORM. With a
   * `name`, PostgreSQL keeps it as a named prepared statement per connection (PGlite ignores it).
   * On PGlite, dates, times and intervals come back as text, as drizzle reads them (pg: Dates).
   */
  query<Row>(text: string, params?: unknown[], name?: string): Promise<Row[]>;
  /**
   * The job library's door to the database: one statement with parameters, or several statements
   * without (its schema creation and migrations). PGlite runs the latter through `exec`.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /**
   * Where a lost connection is reported (PostgreSQL: an idle client's socket closed by a restart).
   * The process goes on; the pool opens new connections when the database is back.
   */
  onConnectionError: (error: Error) => void;
  /**
   * Called as a statement is sent (by the ORM or `query`); the function it
   * returns, when the statement's answer has arrived. Tests count round trips with it
   * (`test/helpers/round-trips.ts`).
   */
  onStatement: (sql: string) => (() => void) | undefined;
  /**
   * Messages between the instances that share this database, on PostgreSQL (LISTEN/NOTIFY on a
   * connection of its own, opened again after it is lost); undefined on PGlite, which one process
   * holds. Messages are sent with `pg_notify` (in a transaction, they leave with its commit).
   */
  channel?: (name: string, listener: ChannelListener) => DatabaseChannel;
}

/** What a channel's subscriber hears: each message, and when it may have missed some. */
export interface ChannelListener {
  /** Listening (again): every message from now on arrives. */
  onReady(): void;
  /** The listening connection is gone: messages may be missed until the next `onReady`. */
  onLost(): void;
  onMessage(payload: string): void;
}

export interface DatabaseChannel {
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it is opened again, at most. */
const relistenMaxMs = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other statements), opened
 * again, with a growing pause, whenever it is lost (a restart, a killed backend).
 */
function listenOn(url: string, name: string, listener: ChannelListener) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a channel name: ${name}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let pauseMs = 100;
  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    from.removeAllListeners('notification');
    void from.end().catch(() => {});
    if (closed) return;
    listener.onLost();
    // Unref'd: a database dropped under a closing process (tests) must not keep it alive.
    retry = setTimeout(open, pauseMs).unref();
    pauseMs = Math.min(pauseMs * 2, relistenMaxMs);
  };
  const open = () => {
    const candidate = new pg.Client({ connectionString: url, application_name: `listen_${name}` });
    client = candidate;
    candidate.on('error', () => lost(candidate));
    candidate.on('end', () => lost(candidate));
    candidate.on('notification', (message) => {
      if (message.channel === name && message.payload !== undefined) {
        listener.onMessage(message.payload);
      }
    });
    candidate
      .connect()
      .then(() => candidate.query(`listen ${name}`))
      .then(() => {
        if (client !== candidate) return;
        pauseMs = 100;
        listener.onReady();
      })
      .catch(() => lost(candidate));
  };
  open();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  } satisfies DatabaseChannel;
}

type QueryMethod = (...args: never[]) => unknown;

/**
 * Wraps a driver's `query` so that `handle.onStatement` sees each statement go and come back
 * (callback-style calls pass through unseen). Hands back the driver's own `query`, for the job
 * library's statements, which belong to no request.
 */
function observeStatements<T extends { query: QueryMethod }>(
  driver: T,
  handle: () => DatabaseHandle | undefined,
) {
  const query = driver.query.bind(driver) as (...args: unknown[]) => unknown;
  driver.query = ((...args: unknown[]) => {
    const done =
      typeof args.at(-1) === 'function' ? undefined : handle()?.onStatement(statementText(args[0]));
    const result = query(...args);
    if (done && result instanceof Promise) result.then(done, done);
    return result;
  }) as T['query'];
  return query as T['query'];
}

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  return (config as { text?: string } | null)?.text ?? '';
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant works; it only has to be the same for every instance running migrations. */
const MIGRATION_LOCK_ID = 726_453_001;

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/**
 * PostgreSQL's default 128 MB of shared buffers is zeroed at every PGlite start, inside
 * WebAssembly: 0.4 s of a warm `npm start` and 100 MB of resident memory. 32 MB holds the demo's
 * whole database (one process, one connection); past that, pages come from the OS's file cache.
 */
const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  parsers: clientParsers,
};

let webAssemblyFlagsSet = false;

/**
 * PGlite's WebAssembly compiled on the calling thread, not by V8's background tasks: compiled in
 * the background, the first task after the database opens waited ~0.25 s for them (a warm
 * `npm start` shorter by that; queries as fast once warm, see README: Performance). Process-wide
 * V8 flags, so set once, and only where PGlite runs.
 */
function compileWebAssemblyOnCallingThread() {
  if (webAssemblyFlagsSet) return;
  v8.setFlagsFromString('--no-wasm-async-compilation');
  v8.setFlagsFromString('--wasm-num-compilation-tasks=0');
  webAssemblyFlagsSet = true;
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    // A bounded wait for a connection: while the database is away requests fail fast (503).
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // Assigned once migrated; a statement before that (the migrations) is not reported.
    let handle: DatabaseHandle | undefined = undefined;
    const unobservedQuery = observeStatements(pool, () => handle);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // An 'error' event without a listener ends the process: a client's socket closed by a server
    // restart must not. The pool drops broken clients (its own listener for idle ones, at release
    // for busy ones) and opens new connections when asked once the server is back.
    pool.on('connect', (client) => client.on('error', (error) => handle?.onConnectionError(error)));
    pool.on('error', () => {});
    const client = await pool.connect();
    try {
      // Several instances may start together: one migrates, the others wait.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    handle = {
      db,
      kind: 'postgres',
      channel: (name, listener) => listenOn(location.url, name, listener),
      onConnectionError: () => {},
      onStatement: () => undefined,
      ping: async () => {
        await pool.query('select 1');
      },
      query: async <Row>(text: string, params: unknown[] = [], name?: string) =>
        (await pool.query({ text, values: params, name })).rows as Row[],
      executeSql: async (text: string, values?: unknown[]) => {
        if (values && values.length > 0) {
          return {
            rows: ((await unobservedQuery(text, values)) as pg.QueryResult).rows as Record<
              string,
              unknown
            >[],
          };
        }
        // A script with its own BEGIN that fails halfway leaves its connection in an aborted
        // transaction: rolled back before the connection goes back to the pool.
        const client = await pool.connect();
        try {
          const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
          // Several statements answer with one result each; the last one is the answer.
          const last = Array.isArray(result) ? result[result.length - 1] : result;
          return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      // pool.end() resolves before its sockets are gone; wait for every client to be removed so a
      // caller may drop the database right after.
      close: async () => {
        const open = pool.totalCount;
        let removed = 0;
        const allClosed = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => {
            if (++removed >= open) resolve();
          });
        });
        await pool.end();
        await allClosed;
      },
    };
    return handle;
  }
  compileWebAssemblyOnCallingThread();
  let client: PGlite;
  if (location.kind === 'pglite') {
    const dir = path.resolve(location.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir, pgliteOptions);
  } else {
    client = new PGlite(pgliteOptions);
  }
  let handle: DatabaseHandle | undefined = undefined;
  dropDrizzleParsers(client);
  const unobservedQuery = observeStatements(client, () => handle);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  handle = {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query<Row>(text, params)).rows,
    executeSql: async (text: string, values?: unknown[]) => {
      if (values && values.length > 0) {
        const options = { parsers: pgliteDateParsers };
        return {
          rows: (await unobservedQuery<Record<string, unknown>>(text, values, options)).rows,
        };
      }
      // PGlite is one connection: a script with its own BEGIN that fails halfway must not leave
      // it in an aborted transaction. Inside transaction() (exclusive, rolled back on a throw)
      // the script's BEGIN and COMMIT only warn.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
    onConnectionError: () => {},
    onStatement: () => undefined,
  };
  return handle;
}
