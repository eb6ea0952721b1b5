import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * Fixed-window counters in `rate_limits`, shared by every instance: past `limit` counts in a
 * window, the key waits for the window to end.
 */
export async function throttleWaitSeconds(
  db: Database,
  key: string,
  limit: number,
  now = new Date(),
) {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  if (!row || row.resetAt <= now || row.count < limit) return 0;
  return Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000);
}

export async function countThrottled(
  db: Database,
  key: string,
  windowMs: number,
  now = new Date(),
) {
  const resetAt = new Date(now.getTime() + windowMs);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const resetAtSql = sql`${resetAt.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.resetAt} <= ${nowSql}`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${resetAtSql} else ${rateLimits.resetAt} end`,
      },
    });
}

/**
 * Invitation and reset links that lead nowhere (unknown, expired, used), counted per client
 * address like the sign-in's throttle: past `invitationFailureLimit` in a window of
 * `invitationWindowMs`, the address waits for the window to end before any link is looked up,
 * so tokens cannot be guessed at speed. A traveller with a working link never counts.
 */
export const invitationFailureLimit = 20;
const invitationWindowMs = 15 * 60_000;

const keyOf = (ip: string) => `invitation:ip:${ip}`;

/** Seconds this address must wait before a link is checked (0: go ahead). */
export function invitationWaitSeconds(db: Database, ip: string, now = new Date()) {
  return throttleWaitSeconds(db, keyOf(ip), invitationFailureLimit, now);
}

export function recordInvitationFailure(db: Database, ip: string, now = new Date()) {
  return countThrottled(db, keyOf(ip), invitationWindowMs, now);
}
