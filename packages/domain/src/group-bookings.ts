import { isBookingCancelled, isTripOver } from './booking-facts';
import { readDateInput, type DateInput } from './date-input';

export interface GroupableBooking {
  status: string;
  tour: { startingDate?: DateInput | null; endingDate?: DateInput | null };
}

export interface GroupedBookings<T> {
  next: T[];
  past: T[];
  cancelled: T[];
}

function startTime(booking: GroupableBooking): number | null {
  return readDateInput(booking.tour.startingDate)?.date.getTime() ?? null;
}

/** Sorts by start, ascending or descending; bookings without a readable start go last, in their order. */
function byStart<T extends GroupableBooking>(bookings: T[], direction: 1 | -1): T[] {
  return bookings
    .map((booking) => ({ booking, time: startTime(booking) }))
    .sort((a, b) => {
      if (a.time === null || b.time === null)
        return (a.time === null ? 1 : 0) - (b.time === null ? 1 : 0);
      return (a.time - b.time) * direction;
    })
    .map(({ booking }) => booking);
}

/**
 * The trips list sections (account-area §2): cancelled (booking status CANCELLED), past
 * (over: after the last day, see `isTripOver`) and next (the others, a trip under way
 * included). Next trips come soonest first, so a trip under way leads them; past and
 * cancelled trips most recent first. Each booking is in exactly one section.
 */
export function groupBookings<T extends GroupableBooking>({
  bookings,
  now,
}: {
  bookings: readonly T[];
  now: Date;
}): GroupedBookings<T> {
  const next: T[] = [];
  const past: T[] = [];
  const cancelled: T[] = [];
  for (const booking of bookings) {
    if (isBookingCancelled(booking)) cancelled.push(booking);
    else if (isTripOver({ ...booking.tour, now })) past.push(booking);
    else next.push(booking);
  }
  return { next: byStart(next, 1), past: byStart(past, -1), cancelled: byStart(cancelled, -1) };
}
