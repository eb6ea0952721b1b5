import { randomBytes } from 'node:crypto';
import type {
  Referral,
  ReferralPromoCode,
  ReferralPromoCodeStatus as ContractPromoCodeStatus,
  ReferralRules,
} from '@wayfarer/contract';
import {
  FRIEND_DISCOUNT_PERCENT,
  FRIEND_MAX_AGE,
  FRIEND_MIN_AGE,
  REFERRAL_CODE_PEOPLE,
  REFERRER_MAX_PERCENT,
  REFERRER_PERCENT_PER_FRIEND,
  canGenerateReferralDiscount,
  canInvite,
  countCompletedBookings,
  getReferralBalance,
  getReferralCounts,
  getReferralPromoCodeStatus,
  publicWebsiteUrl,
  type ReferralPromoCodeStatus,
  type Variant,
} from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordEvent } from '../webhooks/outbox';
import {
  findBookingsForReferral,
  findInvitations,
  findPromoCodeByKey,
  findPromoCodes,
  findReferralAccount,
  findUserName,
  insertPromoCode,
  insertReferralAccount,
  lockReferralAccount,
  type PromoCodeRow,
} from './repository';

// The contract's statuses are the domain's; this fails to compile if either side drifts.
type _SameStatuses = [ContractPromoCodeStatus] extends [ReferralPromoCodeStatus]
  ? [ReferralPromoCodeStatus] extends [ContractPromoCodeStatus]
    ? true
    : never
  : never;
const _statusesMatch: _SameStatuses = true;
void _statusesMatch;

/** The programme's rules as numbers (the domain's constants; `canInvite` needs 1 booking). */
export const referralRules: ReferralRules = {
  friendDiscountPercent: FRIEND_DISCOUNT_PERCENT,
  friendMinAge: FRIEND_MIN_AGE,
  friendMaxAge: FRIEND_MAX_AGE,
  percentPerDepartedFriend: REFERRER_PERCENT_PER_FRIEND,
  maxPercent: REFERRER_MAX_PERCENT,
  codePeople: REFERRAL_CODE_PEOPLE,
  minCompletedBookings: 1,
};

/** No 0/O or 1/I: codes are read aloud and typed by hand. 32 letters, so every byte maps evenly. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCodePart(length: number): string {
  return [...randomBytes(length)].map((byte) => codeAlphabet[byte % 32]).join('');
}

/** 'Giulia' -> 'GIULIA-7K2Q'; a name without Latin letters gives 'WAYFARER-7K2Q'. */
export function makePersonalCode(name: string): string {
  const letters = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 10);
  return `${letters || 'WAYFARER'}-${randomCodePart(4)}`;
}

/** A generated discount code: 'WF-REF-7K2Q-M4XD'. */
export function makePromoCode(): string {
  return `WF-REF-${randomCodePart(4)}-${randomCodePart(4)}`;
}

/** A traveller reads only their own referral; anyone else's answers as if it did not exist. */
function assertOwnUser(callerId: string, userId: string) {
  if (callerId !== userId) throw new AppError('NOT_FOUND');
}

/** The traveller's referral row, made with a new personal code on their first visit. */
async function ensureReferralAccount(db: Database, userId: string) {
  const existing = await findReferralAccount(db, userId);
  if (existing) return existing;
  const name = await findUserName(db, userId);
  if (name === null) throw new AppError('NOT_FOUND');
  // Another request may insert first (fine: we read its row back) or a code may be taken.
  for (let attempt = 0; attempt < 5; attempt++) {
    await insertReferralAccount(db, { userId, code: makePersonalCode(name) });
    const account = await findReferralAccount(db, userId);
    if (account) return account;
  }
  throw new Error('could not make a unique personal referral code');
}

function toPromoCode(row: PromoCodeRow, now: Date): ReferralPromoCode {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    people: row.people,
    status: getReferralPromoCodeStatus({
      promoCode: { usedAt: row.usedAt, expiresAt: row.expiresOn, disabled: row.disabled },
      now,
    }),
    generatedAt: row.createdAt.toISOString(),
    usedAt: row.usedAt ? row.usedAt.toISOString() : null,
    expiresOn: row.expiresOn,
  };
}

/** What the referral rules need of a traveller, read in one go (inside a transaction or not). */
async function readReferralFacts(db: Database, userId: string, now: Date) {
  const [invitations, promoCodes, bookings] = await Promise.all([
    findInvitations(db, userId),
    findPromoCodes(db, userId),
    findBookingsForReferral(db, userId),
  ]);
  const friends = invitations.map((invitation) => ({
    firstTripStartingDate: invitation.firstTripStartingDate,
  }));
  const lastGeneratedAt = promoCodes[0]?.createdAt ?? null;
  const balance = getReferralBalance({ friends, lastGeneratedAt, now });
  const invite = canInvite({ completedBookings: countCompletedBookings({ bookings, now }) });
  return { friends, promoCodes, balance, canInvite: invite };
}

function invitationLinkFor(variant: Variant, code: string): string {
  // The routing key opens the trips on the variant's public website; other query keys stay as
  // they are, so the code arrives with the friend.
  return `${publicWebsiteUrl({ variant, routingKey: 'travels' })}&referralCode=${encodeURIComponent(code)}`;
}

async function buildReferral(
  db: Database,
  { userId, code, variant, now }: { userId: string; code: string; variant: Variant; now: Date },
): Promise<Referral> {
  const facts = await readReferralFacts(db, userId, now);
  return {
    code,
    invitationLink: invitationLinkFor(variant, code),
    rules: referralRules,
    counts: getReferralCounts({ friends: facts.friends, promoCodes: facts.promoCodes, now }),
    balance: facts.balance,
    canInvite: facts.canInvite,
    canGenerateDiscount: facts.canInvite && canGenerateReferralDiscount({ balance: facts.balance }),
    promoCodes: facts.promoCodes.map((row) => toPromoCode(row, now)),
  };
}

export async function getReferral(
  db: Database,
  {
    callerId,
    userId,
    variant,
    now = new Date(),
  }: { callerId: string; userId: string; variant: Variant; now?: Date },
): Promise<Referral> {
  assertOwnUser(callerId, userId);
  const account = await ensureReferralAccount(db, userId);
  return buildReferral(db, { userId, code: account.code, variant, now });
}

/**
 * Turns the balance into a single-use code for one person and so sets the balance back to 0, in
 * one transaction holding the traveller's referral row: two generations at once never make two
 * codes from one balance (the second waits, then finds the balance at 0).
 *
 * - The same idempotency key again answers the code made with it (`replayed`), whatever the
 *   balance is by then.
 * - No completed booking: 403 REFERRAL_NOT_ALLOWED_YET. Balance 0: 409 REFERRAL_BALANCE_EMPTY.
 */
export async function generateReferralDiscount(
  db: Database,
  {
    callerId,
    userId,
    idempotencyKey,
    variant,
    now = new Date(),
  }: {
    callerId: string;
    userId: string;
    idempotencyKey: string;
    variant: Variant;
    now?: Date;
  },
): Promise<{ promoCode: ReferralPromoCode; referral: Referral; replayed: boolean }> {
  assertOwnUser(callerId, userId);
  const account = await ensureReferralAccount(db, userId);
  const { row, replayed } = await db.transaction(async (tx) => {
    if (!(await lockReferralAccount(tx, userId))) throw new AppError('NOT_FOUND');
    const earlier = await findPromoCodeByKey(tx, { userId, idempotencyKey });
    if (earlier) return { row: earlier, replayed: true };
    const facts = await readReferralFacts(tx, userId, now);
    if (!facts.canInvite) throw new AppError('REFERRAL_NOT_ALLOWED_YET');
    if (!canGenerateReferralDiscount({ balance: facts.balance })) {
      throw new AppError('REFERRAL_BALANCE_EMPTY');
    }
    // Its creation time is the new "last generated": the balance reads 0 from here on.
    const created = await insertPromoCode(tx, {
      userId,
      code: makePromoCode(),
      percent: facts.balance,
      people: REFERRAL_CODE_PEOPLE,
      idempotencyKey,
      createdAt: now,
    });
    await recordEvent(tx, {
      type: 'referral.discount_generated',
      userId,
      data: { code: created.code },
      now,
    });
    return { row: created, replayed: false };
  });
  const referral = await buildReferral(db, { userId, code: account.code, variant, now });
  return { promoCode: toPromoCode(row, now), referral, replayed };
}
