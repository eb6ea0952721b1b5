import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** Closes the app and the database, and drops the database. */
  close(): Promise<void>;
  /** Drops the database (for a test that closed the app or the database itself). */
  drop(): Promise<void>;
}

/**
 * A fresh database per call: an in-memory PGlite by default, a new database on the PostgreSQL
 * server of DATABASE_URL when it is set (so the same suite runs on both).
 */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    return { database, drop: async () => {} };
  }
  // Outside vitest (`npm run bench` builds its apps here too) there is no provided prefix.
  const prefix = process.env.VITEST ? inject('testDatabasePrefix') : 'bench_';
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    seed?: boolean;
    serveWeb?: boolean;
    startWorkersAfterListen?: boolean;
    extend?: (app: App) => void;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  if (options.seed ?? true) await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    serveWeb: options.serveWeb ?? false,
    startWorkersAfterListen: options.startWorkersAfterListen ?? false,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
    drop,
  };
}
