import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * Invitation links that lead nowhere (unknown, expired, used), counted per client address in
 * `rate_limits` like the sign-in's throttle: past `invitationFailureLimit` in a window of
 * `invitationWindowMs`, the address waits for the window to end before any link is looked up,
 * so tokens cannot be guessed at speed. A traveller with a working link never counts.
 */
export const invitationFailureLimit = 20;
const invitationWindowMs = 15 * 60_000;

const keyOf = (ip: string) => `invitation:ip:${ip}`;

/** Seconds this address must wait before a link is checked (0: go ahead). */
export async function invitationWaitSeconds(db: Database, ip: string, now = new Date()) {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(ip)))
    .limit(1);
  if (!row || row.resetAt <= now || row.count < invitationFailureLimit) return 0;
  return Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000);
}

export async function recordInvitationFailure(db: Database, ip: string, now = new Date()) {
  const resetAt = new Date(now.getTime() + invitationWindowMs);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const resetAtSql = sql`${resetAt.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.resetAt} <= ${nowSql}`;
  await db
    .insert(rateLimits)
    .values({ key: keyOf(ip), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${resetAtSql} else ${rateLimits.resetAt} end`,
      },
    });
}
