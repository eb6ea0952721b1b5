import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingPriceLines,
  bookingRefunds,
  bookings,
  tours,
  travels,
} from '../../db/schema-bookings';
import { travellerCredits } from '../../db/schema-engagement';

/**
 * The traveller's booking whose price lines carry `code` as a gift card or voucher line: where
 * the credit was spent. Only the traveller's own bookings are looked at.
 */
function spentOnBooking(userId: string, code: SQL) {
  return sql<string | null>`(select l.booking_id from ${bookingPriceLines} l
    join ${bookings} b on b.id = l.booking_id
    where l.code = ${code} and l.kind in ('giftCard', 'voucher') and b.user_id = ${userId}
    order by b.created_at limit 1)`;
}

/** Deposits (or other amounts) of the traveller's cancelled bookings refunded as gift cards. */
export async function findRefundGiftCards(db: Database, userId: string) {
  return db
    .select({
      id: bookingRefunds.id,
      code: bookingRefunds.giftCardCode,
      amountCents: bookingRefunds.amountCents,
      currency: bookings.currency,
      bookingId: bookings.id,
      tripTitle: travels.title,
      issuedAt: bookingRefunds.refundedAt,
      expiresOn: bookingRefunds.giftCardExpiresOn,
      usedOnBookingId: spentOnBooking(userId, sql`${bookingRefunds.giftCardCode}`),
    })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(travels, eq(travels.id, tours.travelId))
    .where(and(eq(bookings.userId, userId), eq(bookingRefunds.kind, 'giftCard')));
}

/** Vouchers, gift cards and credits of the credits table, with the booking they came from. */
export async function findTravellerCredits(db: Database, userId: string) {
  return db
    .select({
      id: travellerCredits.id,
      kind: travellerCredits.kind,
      code: travellerCredits.code,
      amountCents: travellerCredits.amountCents,
      currency: travellerCredits.currency,
      origin: travellerCredits.origin,
      bookingId: travellerCredits.originBookingId,
      tripTitle: travels.title,
      issuedAt: travellerCredits.issuedAt,
      expiresOn: travellerCredits.expiresOn,
      usedAt: travellerCredits.usedAt,
      usedOnBookingId: spentOnBooking(userId, sql`${travellerCredits.code}`),
    })
    .from(travellerCredits)
    .leftJoin(bookings, eq(bookings.id, travellerCredits.originBookingId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(travels, eq(travels.id, tours.travelId))
    .where(eq(travellerCredits.userId, userId));
}
