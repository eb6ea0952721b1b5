import type { Database } from './client';

/**
 * A hot read's prepared statement, built once per database handle: drizzle builds its SQL once
 * (not on every request) and PostgreSQL plans it once per connection (a named statement); PGlite
 * runs the same text. Tests build several apps, each with its own handle.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
