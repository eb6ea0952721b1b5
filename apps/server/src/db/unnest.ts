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

/**
 * `update <table> set <column> = v.<column>, … from unnest(<one array per column>) as v(…) where
 * <table>.<key> = v.<key>`: many rows changed, each to its own values, in one statement. A column
 * listed in `keepWhenNull` keeps its value where the row's is null; `also` adds assignments of
 * its own (e.g. a version bump). Append `returning …` as needed.
 */
export function updateRows<C extends Columns>(
  table: PgTable,
  key: PgColumn,
  columns: C,
  rows: (Row<C> & { key: string })[],
  { keepWhenNull = [], also = [] }: { keepWhenNull?: (keyof C)[]; also?: SQL[] } = {},
): SQL {
  const entries = Object.entries(columns);
  // An array column's values travel as their literals (unnest would flatten a 2-D array).
  const isArray = (column: PgColumn) => column.getSQLType().endsWith('[]');
  const arrayOf = (column: PgColumn, values: unknown[]) =>
    sql`${sql.param(values)}::${sql.raw(isArray(column) ? 'text' : column.getSQLType())}[]`;
  const arrays = sql.join(
    [
      arrayOf(
        key,
        rows.map((row) => row.key),
      ),
      ...entries.map(([name, column]) =>
        arrayOf(
          column,
          rows.map((row) => {
            const value = row[name];
            return value === null || value === undefined ? null : column.mapToDriverValue(value);
          }),
        ),
      ),
    ],
    sql`, `,
  );
  const names = sql.join(
    [sql.identifier('key'), ...entries.map(([name]) => sql.identifier(name))],
    sql`, `,
  );
  const assignments = sql.join(
    [
      ...entries.map(([name, column]) => {
        const value = isArray(column)
          ? sql`v.${sql.identifier(name)}::${sql.raw(column.getSQLType())}`
          : sql`v.${sql.identifier(name)}`;
        return sql`${sql.identifier(column.name)} = ${
          keepWhenNull.includes(name) ? sql`coalesce(${value}, ${column})` : value
        }`;
      }),
      ...also,
    ],
    sql`, `,
  );
  return sql`update ${table} set ${assignments} from unnest(${arrays}) as v(${names}) where ${key} = v.key`;
}
