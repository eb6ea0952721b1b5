import type { DatabaseHandle } from '../../src/db/client';

export interface RoundTrips {
  /** The longest chain of statements each sent after the one before it had its answer. */
  roundTrips: number;
  /** Every statement sent, with the round trip it went in (1 for those sent at once first). */
  statements: { sql: string; roundTrip: number }[];
}

/**
 * The database round trips `run` waits for, one after another. A statement sent after another's
 * answer had arrived goes in the next round trip (it may have waited for it); statements sent
 * before any answer came back share one. Counted from the driver, so on PGlite and PostgreSQL.
 */
export async function countRoundTrips(
  database: DatabaseHandle,
  run: () => Promise<unknown>,
): Promise<RoundTrips> {
  const statements: RoundTrips['statements'] = [];
  let answered = 0;
  database.onStatement = (sql) => {
    const roundTrip = answered + 1;
    statements.push({ sql, roundTrip });
    return () => {
      answered = Math.max(answered, roundTrip);
    };
  };
  try {
    await run();
  } finally {
    database.onStatement = () => undefined;
  }
  return {
    roundTrips: Math.max(0, ...statements.map((s) => s.roundTrip)),
    statements,
  };
}
