import { types, type PGlite } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;

const asText: Parser = (value) => value;

/**
 * What drizzle asks PGlite for with every query: date, time and interval values (and their arrays)
 * as the text PostgreSQL sends, which drizzle's columns then read. PGlite honours a query's
 * `parsers` by copying its whole table of parsers for that query (one per array type of the
 * database: hundreds), which took 150 µs of a 350 µs read by id.
 */
const dateTimeTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];
const drizzleTextTypes = [
  ...dateTimeTypes,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/**
 * The client reads those values as text itself (set once, in the client's options), so drizzle's
 * per-query copy can be dropped (`dropDrizzleParsers`). The arrays keep PGlite's array parsers,
 * which give arrays of that text: drizzle's array columns read both forms.
 */
export const clientParsers: Record<number, Parser> = Object.fromEntries(
  dateTimeTypes.map((type) => [type, asText]),
);

/**
 * PGlite's own parsers of those types (it has none for intervals), for the callers that expect
 * Dates (the job library).
 */
export const pgliteDateParsers: Record<number, Parser> = Object.fromEntries(
  dateTimeTypes.flatMap((type) => {
    const parser = types.parsers[type] as Parser | undefined;
    return parser ? [[type, parser]] : [];
  }),
);

function isDrizzleParsers(parsers: object): boolean {
  const keys = Object.keys(parsers);
  return (
    keys.length === drizzleTextTypes.length &&
    drizzleTextTypes.every((type) => Object.hasOwn(parsers, type))
  );
}

/**
 * Wraps the client's `query` so that drizzle's `parsers` (exactly its set of text types) are not
 * passed on: the client's own parsers already read those types as text. Any other `parsers` pass
 * through. A transaction's queries (drizzle on PGlite's Transaction) keep theirs: same answer.
 */
export function dropDrizzleParsers(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    query(
      text,
      params,
      options?.parsers && isDrizzleParsers(options.parsers)
        ? { ...options, parsers: undefined }
        : options,
    )) as PGlite['query'];
}
