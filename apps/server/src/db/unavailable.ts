/** The error and the causes under it (drizzle wraps the driver's error in a DrizzleQueryError). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    yield cause as { code?: unknown; message?: unknown };
    cause = (cause as { cause?: unknown }).cause;
  }
}

/**
 * Socket errors, and the SQLSTATEs of a lost connection (class 08), an administrator's shutdown or
 * a server starting or stopping (57P01-57P03), and a full server (53300).
 */
const unavailableCodes =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|08\w{3}|57P0[123]|53300)$/;

/** node-postgres and PGlite say these without a code. */
const unavailableMessages =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is clos(ed|ing))/i;

/**
 * Whether an error means the database cannot be reached right now (restarting, shut down, network
 * gone, PGlite closed) rather than that the query itself is wrong: such requests answer 503 and
 * may be retried, and the pool reconnects on its own once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && unavailableCodes.test(code)) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  }
  return false;
}

/**
 * What the driver said, for the log: the innermost cause's code and message, never the failed
 * query's text and parameters (which carry travellers' data).
 */
export function databaseErrorReason(error: unknown): string {
  let reason = '';
  for (const { code, message } of causes(error)) {
    reason = [code, message].filter((part) => typeof part === 'string').join(' ');
  }
  return reason;
}
