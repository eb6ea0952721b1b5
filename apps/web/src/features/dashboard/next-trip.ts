import type { BookingSummary } from '@wayfarer/contract';
import { groupBookings, isTripUnderWay } from '@wayfarer/domain';

/**
 * The trip the dashboard's card is about: the next one not under way, else the one under way; the
 * other trips under way get a strip of their own.
 */
export function nextTripOf(
  bookings: BookingSummary[],
  now: Date,
): { main: BookingSummary | undefined; others: BookingSummary[] } {
  const { next } = groupBookings({ bookings, now });
  const underWay = next.filter((booking) => isTripUnderWay({ ...booking.tour, now }));
  const main = next.find((booking) => !underWay.includes(booking)) ?? underWay[0];
  return { main, others: underWay.filter((booking) => booking !== main) };
}
