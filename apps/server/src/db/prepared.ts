import type { Database } from './client';
import { withCompiledRowMapping } from './row-mapper';

/** A prepared statement has drizzle's `execute`; anything else given here is a record of them. */
function compileEach<Statement>(statement: Statement): Statement {
  if (typeof (statement as { execute?: unknown }).execute === 'function') {
    return withCompiledRowMapping(statement);
  }
  for (const each of Object.values(statement as object)) withCompiledRowMapping(each);
  return statement;
}

/**
 * A hot read's prepared statement (or a record of them), built once per database handle: drizzle
 * builds its SQL once (not on every request), PostgreSQL plans it once per connection (a named
 * statement), PGlite runs the same text, and its rows are mapped by a mapper worked out once
 * (`compileRowMapper`). Tests build several apps, each with its own handle.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = compileEach(prepare(db));
      statements.set(db, statement);
    }
    return statement;
  };
}
