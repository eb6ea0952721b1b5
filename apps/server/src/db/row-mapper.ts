import { Column, getTableName, is, SQL } from 'drizzle-orm';

/** What drizzle keeps of each selected field on a prepared select (its `orderSelectedFields`). */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's prepared query this module reads and sets. */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Row = Record<string, unknown>;

/** drizzle's SQL keeps its decoder (`mapWith`) on a field its types leave out. */
type DecodedSql = SQL & { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as DecodedSql).decoder;
  // SQL.Aliased and Subquery keep theirs on their SQL.
  const { sql, _ } = field as { sql?: DecodedSql; _?: { sql: DecodedSql } };
  return (sql ?? _!.sql).decoder;
}

/**
 * The row mapping drizzle does for a select (`mapResultRow` in drizzle-orm/utils.js), worked out
 * once per statement instead of once per cell: drizzle finds each field's decoder with `is()` (a
 * prototype walk) and walks each path with an iterator for every cell, which was most of the
 * trips list's own work on PostgreSQL (`npm run bench`). Same answer: a nested object per path,
 * and a left-joined object read as null when its first column is null and all its columns come
 * from that one table (drizzle's rule).
 */
function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: readonly unknown[]) => Row {
  if (fields.some(({ path }) => path.length > 2)) {
    throw new Error('compileRowMapper reads paths of one or two names only');
  }
  const cells = fields.map(({ path, field }, index) => ({
    index,
    top: path[0]!,
    inner: path[1],
    decoder: decoderOf(field),
  }));
  // For each nested object: the column whose null makes the whole object null, if any.
  const nullWhen = new Map<string, number>();
  if (joinsNotNullableMap) {
    const tableOf = new Map<string, string | false>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const top = path[0]!;
      const table = getTableName(field.table);
      if (!tableOf.has(top)) {
        tableOf.set(top, table);
        nullWhen.set(top, index);
      } else if (tableOf.get(top) !== table) {
        tableOf.set(top, false);
      }
    });
    for (const [top, table] of tableOf) {
      if (table === false || joinsNotNullableMap[table]) nullWhen.delete(top);
    }
  }
  // The answer's keys in the order drizzle gives them (first appearance), nested ones as objects.
  const tops = [...new Map(cells.map((c) => [c.top, c.inner !== undefined])).entries()];
  const nullable = [...nullWhen.entries()];
  return (row) => {
    const result: Row = {};
    for (const [top, isNested] of tops) result[top] = isNested ? {} : null;
    for (const { index, top, inner, decoder } of cells) {
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (inner === undefined) result[top] = value;
      else (result[top] as Row)[inner] = value;
    }
    for (const [top, index] of nullable) if (row[index] === null) result[top] = null;
    return result;
  };
}

/**
 * Gives a prepared select the compiled row mapping (`compileRowMapper`); anything else (a prepared
 * statement without fields, one that maps its rows itself) is returned as it is.
 */
export function withCompiledRowMapping<Statement>(statement: Statement): Statement {
  const prepared = statement as PreparedSelect;
  if (!prepared.fields || prepared.customResultMapper) return statement;
  const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  prepared.customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}
