import { eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import { accountSignInWaitMs, freePairFailures, pairSignInDelayMs } from '@wayfarer/domain';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Sign-in throttling, in `rate_limits` (shared by every instance). Wrong passwords are counted per
 * account and client address pair: after `freeSignInAttempts` of them, each further try from that
 * pair waits, twice as long every time (30 s, 1 min, 2 min… at most 15 min). Nobody can lock an
 * account for its owner, who signs in from another address; a right password clears the pair.
 * An address that tries very many accounts (password spraying) waits for its window to end.
 * Wrong passwords are also counted per account over every address (many addresses attacking one
 * account): past a limit every try for that e-mail waits too, but an address with no wrong
 * password of its own waits at most a minute, so the owner is never locked out (rules in
 * `@wayfarer/domain`, sign-in-throttle). Unknown e-mails are counted alike (no enumeration).
 */
export const freeSignInAttempts = freePairFailures;
/** A pair's (and an account's) wrong passwords are forgotten this long after the last one. */
const forgetAfterMs = 24 * 60 * 60_000;
export const addressAttemptLimit = 100;
const addressWindowMs = 15 * 60_000;

export interface SignInAttempt {
  ip: string;
  email: string;
}

const keys = ({ ip, email }: SignInAttempt) => ({
  failures: `signin:failures:${email}|${ip}`,
  wait: `signin:wait:${email}|${ip}`,
  address: `signin:ip:${ip}`,
  account: `signin:account:${email}`,
});

/** How long the try after `failures` wrong passwords from one pair waits (0: at once). */
export const signInDelayMs = pairSignInDelayMs;

/** Seconds this attempt must still wait before a password is checked (0: go ahead). */
export async function signInWaitSeconds(db: Database, attempt: SignInAttempt, now = new Date()) {
  const { failures, wait, address, account } = keys(attempt);
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [failures, wait, address, account]));
  const live = rows.filter((row) => row.resetAt > now);
  const row = (key: string) => live.find((candidate) => candidate.key === key);
  const waits = live
    .filter((it) => it.key === wait || (it.key === address && it.count >= addressAttemptLimit))
    .map((it) => it.resetAt.getTime() - now.getTime());
  const accountRow = row(account);
  if (accountRow) {
    // The account counter's window slides from its last wrong password.
    const lastFailureAt = new Date(accountRow.resetAt.getTime() - forgetAfterMs);
    const addressHasFailures = (row(failures)?.count ?? 0) > 0;
    waits.push(
      accountSignInWaitMs({ failures: accountRow.count, lastFailureAt, addressHasFailures }, now),
    );
  }
  return Math.ceil(Math.max(0, ...waits) / 1000);
}

/** Counts a wrong password; the waits grow from the next try on. */
export async function recordSignInFailure(db: Database, attempt: SignInAttempt, now = new Date()) {
  const { failures, wait, address, account } = keys(attempt);
  const [pair] = await upsertCounter(db, failures, now, { windowMs: forgetAfterMs, sliding: true });
  await upsertCounter(db, account, now, { windowMs: forgetAfterMs, sliding: true });
  await upsertCounter(db, address, now, { windowMs: addressWindowMs, sliding: false });
  const delay = signInDelayMs(pair?.count ?? 0);
  if (delay > 0) {
    const resetAt = new Date(now.getTime() + delay);
    await db
      .insert(rateLimits)
      .values({ key: wait, count: 1, resetAt })
      .onConflictDoUpdate({ target: rateLimits.key, set: { resetAt } });
  }
}

/**
 * A right password: the pair starts afresh. The account's count stays, so an attacker's wrong
 * passwords still slow the attacker down after the owner signs in.
 */
export async function clearSignInFailures(db: Database, attempt: SignInAttempt) {
  const { failures, wait } = keys(attempt);
  await db.delete(rateLimits).where(or(eq(rateLimits.key, failures), eq(rateLimits.key, wait)));
}

/**
 * A counter that starts again at 1 once its window is over; a sliding window lasts from the last
 * count, a fixed one from the first.
 */
export function upsertCounter(
  db: Database,
  key: string,
  now: Date,
  { windowMs, sliding }: { windowMs: number; sliding: boolean },
) {
  const resetAt = new Date(now.getTime() + windowMs);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const resetAtSql = sql`${resetAt.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.resetAt} <= ${nowSql}`;
  return db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sliding
          ? resetAtSql
          : sql`case when ${expired} then ${resetAtSql} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
}

export async function deleteExpiredRateLimits(db: Database, now = new Date()) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

/** Customer care clears an account's sign-in throttle: its own and every pair's counters. */
export async function clearSignInLock(db: Database, email: string) {
  const { account } = keys({ ip: '', email });
  const escaped = email.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db
    .delete(rateLimits)
    .where(
      or(
        eq(rateLimits.key, account),
        like(rateLimits.key, `signin:failures:${escaped}|%`),
        like(rateLimits.key, `signin:wait:${escaped}|%`),
      ),
    );
}
