import type { Booking } from '@wayfarer/contract';

/**
 * Reserved place of the flight-details modal (share, search, save and remove flights), which a
 * later issue implements. The flights section renders it with the booking; for now it renders
 * nothing.
 */
export function FlightDetailsModalSlot({ booking }: { booking: Booking }) {
  void booking;
  return null;
}
