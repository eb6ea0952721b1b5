import type { Credit, CreditStatus } from '@wayfarer/contract';
import { countCalendarDaysUntil } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { englishContent, localized, type ContentLanguage } from '../../lib/content-language';
import { AppError } from '../../lib/errors';
import { findRefundGiftCards, findTravellerCredits } from './repository';

/**
 * A credit's status: PENDING until issued; USED once spent (on a booking or otherwise); EXPIRED
 * after its last valid day (that day included is still valid); ACTIVE otherwise.
 */
export function getCreditStatus({
  issuedAt,
  expiresOn,
  used,
  now,
}: {
  issuedAt: Date | null;
  expiresOn: string | null;
  used: boolean;
  now: Date;
}): CreditStatus {
  if (issuedAt === null) return 'PENDING';
  if (used) return 'USED';
  const daysLeft = countCalendarDaysUntil({ date: expiresOn, now });
  return daysLeft !== null && daysLeft < 0 ? 'EXPIRED' : 'ACTIVE';
}

const statusOrder: Record<CreditStatus, number> = { ACTIVE: 0, PENDING: 1, USED: 2, EXPIRED: 3 };

/**
 * The traveller's gift cards, vouchers and credits: those they can spend first, then pending,
 * used and expired ones; the most recent first within each.
 */
export async function listCredits(
  db: Database,
  {
    callerId,
    userId,
    now = new Date(),
    language = englishContent,
  }: { callerId: string; userId: string; now?: Date; language?: ContentLanguage },
): Promise<Credit[]> {
  if (callerId !== userId) throw new AppError('NOT_FOUND');
  const [giftCards, credits] = await Promise.all([
    findRefundGiftCards(db, userId),
    findTravellerCredits(db, userId),
  ]);
  const fromRefunds: Credit[] = giftCards.map((card) => ({
    id: card.id,
    kind: 'giftCard',
    code: card.code,
    amount: card.amountCents,
    currency: card.currency,
    origin: {
      type: 'depositRefund',
      bookingId: card.bookingId,
      tripTitle: localized(card.tripTitle, language),
    },
    issuedAt: card.issuedAt ? card.issuedAt.toISOString() : null,
    expiresOn: card.expiresOn,
    status: getCreditStatus({
      issuedAt: card.issuedAt,
      expiresOn: card.expiresOn,
      used: card.usedOnBookingId !== null,
      now,
    }),
    usedOnBookingId: card.usedOnBookingId,
  }));
  const fromCredits: Credit[] = credits.map((credit) => ({
    id: credit.id,
    kind: credit.kind,
    code: credit.code,
    amount: credit.amountCents,
    currency: credit.currency,
    origin: {
      type: credit.origin,
      bookingId: credit.bookingId,
      tripTitle: localized(credit.tripTitle, language),
    },
    issuedAt: credit.issuedAt.toISOString(),
    expiresOn: credit.expiresOn,
    status: getCreditStatus({
      issuedAt: credit.issuedAt,
      expiresOn: credit.expiresOn,
      used: credit.usedAt !== null || credit.usedOnBookingId !== null,
      now,
    }),
    usedOnBookingId: credit.usedOnBookingId,
  }));
  return [...fromRefunds, ...fromCredits].sort(
    (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] ||
      (b.issuedAt ?? '').localeCompare(a.issuedAt ?? '') ||
      a.id.localeCompare(b.id),
  );
}
