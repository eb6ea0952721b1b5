import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** Wrong passwords allowed per window, per address and per email. */
export const signInAttemptLimit = 5;
export const signInWindowMs = 60_000;

export function signInKeys(ip: string, email: string): string[] {
  const keys = [`signin:ip:${ip}`];
  if (email) keys.push(`signin:email:${email}`);
  return keys;
}

/**
 * Fixed-window counters in `rate_limits`, shared by every instance.
 * `isBlocked` is checked before a password is verified; `recordFailure` counts a wrong one.
 */
export async function isBlocked(db: Database, keys: string[], now = new Date()) {
  const rows = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  return rows.some((row) => row.resetAt > now && row.count >= signInAttemptLimit);
}

export async function recordFailure(db: Database, keys: string[], now = new Date()) {
  const resetAt = new Date(now.getTime() + signInWindowMs);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const resetAtSql = sql`${resetAt.toISOString()}::timestamptz`;
  for (const key of keys) {
    await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${nowSql} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${nowSql} then ${resetAtSql} else ${rateLimits.resetAt} end`,
        },
      });
  }
}

export async function deleteExpiredRateLimits(db: Database, now = new Date()) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
