import type { Database } from '../../db/client';

/** Deadlock and serialization failure: the transaction did nothing and may simply run again. */
const retryableCodes = new Set(['40P01', '40001']);

function isRetryable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && retryableCodes.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** One record, all or nothing: its own transaction, run again after a deadlock. */
export async function inRecordTransaction<T>(
  db: Database,
  run: (tx: Database) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => run(tx as unknown as Database));
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}
