import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of the PostgreSQL databases this run creates (one per test file). */
    testDatabasePrefix: string;
  }
}

/**
 * On PostgreSQL, every database a test run creates carries the run's prefix; at the end the run
 * fails if one of them is still there (a test that forgot to drop its own), after dropping it.
 */
export default function setup(project: TestProject) {
  const prefix = `wayfarer_test_${randomBytes(3).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  return async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [prefix],
      );
      for (const { datname } of rows) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
      if (rows.length > 0) {
        // Vitest reports an error thrown here but keeps its exit code: fail the run explicitly.
        process.exitCode = 1;
        throw new Error(
          `the test run left ${rows.length} database(s) behind: ${rows.map((row) => row.datname).join(', ')}`,
        );
      }
    } finally {
      await admin.end();
    }
  };
}
