import type { Booking } from '@wayfarer/contract';
import { FlightDetailsEntry } from './flights/flight-details-entry';

/**
 * The flight-details modal's entry in the flights section: share, search, save, change and
 * remove flights, or declare that no flight is needed. The modal itself loads when first opened.
 */
export function FlightDetailsModalSlot({ booking }: { booking: Booking }) {
  return <FlightDetailsEntry booking={booking} />;
}
