import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Columns = Record<string, PgColumn>;
type Row<C extends Columns> = { [K in keyof C]: C[K]['_']['data'] | null };

/**
 * `insert into <table> (<columns>) select * from unnest(<one array per column>)`: many rows with
 * one parameter per column. Drizzle's `.values([...])` binds every value on its own, which for
 * the import's thousands of rows costs more to build (and to parse) than the insert itself.
 * Append `on conflict …` / `returning …` as needed.
 */
export function insertRows<C extends Columns>(table: PgTable, columns: C, rows: Row<C>[]): SQL {
  const entries = Object.entries(columns);
  const names = sql.join(
    entries.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    entries.map(([key, column]) => {
      const values = rows.map((row) => {
        const value = row[key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    }),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select * from unnest(${arrays})`;
}
