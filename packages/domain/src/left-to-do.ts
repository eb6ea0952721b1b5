import type { BookingCompleteness } from './booking-completeness';
import { hasDeparted, isBookingCancelled, isDepartureCancelled } from './booking-facts';
import { isChecklistLocked, type ChecklistItem, type ChecklistItemType } from './checklist';
import type { DateInput } from './date-input';

/**
 * One thing left to do on a booking: a checklist item (its action is the item, opened by its
 * `#checklist-…` link) or the traveller's documents (their action is the documents page).
 * A payment carries the amount and due day of the next unpaid installment when known.
 */
export type LeftToDoItem =
  | { type: 'PAYMENT'; amount: number | null; dueDate: string | null }
  | { type: 'DOCUMENTS' }
  | { type: Exclude<ChecklistItemType, 'PAYMENT'> };

export interface LeftToDoBooking {
  status: string;
  tour: { startingDate?: DateInput | null; status?: string | null };
  completeness: Pick<
    BookingCompleteness,
    'paymentToComplete' | 'travelerDataToComplete' | 'documentsToComplete'
  >;
  nextPayment: { amount: number; dueDate?: string | null } | null;
  /** The pre-departure checklist; absent when not known (a list summary). */
  preDepartureChecklist?: readonly ChecklistItem[] | null;
}

/** The order of the list: money first, then what only the traveller can give, then the rest. */
const checklistOrder: readonly Exclude<ChecklistItemType, 'PAYMENT' | 'TRAVELER_DATA'>[] = [
  'FLIGHT_INFO',
  'COORDINATOR',
  'ITINERARY_DETAILS',
  'FAQ',
  'EXTRAS',
  'SOCIAL_GROUP',
];

/**
 * What is left to do before a trip (issue 18 item 1), the one list the dashboard's next trip
 * and the booking page show, from the same rules as the booking's checklist:
 *
 * - nothing once the checklist is locked (the tour has departed or the booking is cancelled), nor
 *   on a departure we cancelled: there the traveller's one step is to change it (or be refunded),
 *   never to pay for it;
 * - PAYMENT when the booking has a PAYMENT error, an unpaid installment (`nextPayment`), or an
 *   incomplete PAYMENT checklist item;
 * - DOCUMENTS when a document the trip needs is missing, rejected or expired;
 * - TRAVELER_DATA when the traveller data is incomplete (completeness or checklist);
 * - then each other incomplete checklist item, flight details first.
 */
export function getLeftToDo({
  booking,
  now,
}: {
  booking: LeftToDoBooking;
  now: Date;
}): LeftToDoItem[] {
  const locked = isChecklistLocked({
    departed: hasDeparted({ startingDate: booking.tour.startingDate, now }),
    bookingCancelled: isBookingCancelled(booking),
  });
  if (locked || isDepartureCancelled(booking.tour)) return [];
  const checklist = booking.preDepartureChecklist ?? [];
  const incomplete = (type: ChecklistItemType) =>
    checklist.some((item) => item.type === type && !item.completed);
  const { completeness, nextPayment } = booking;
  const items: LeftToDoItem[] = [];
  if (completeness.paymentToComplete || nextPayment !== null || incomplete('PAYMENT')) {
    items.push({
      type: 'PAYMENT',
      amount: nextPayment?.amount ?? null,
      dueDate: nextPayment?.dueDate ?? null,
    });
  }
  if (completeness.documentsToComplete) items.push({ type: 'DOCUMENTS' });
  if (completeness.travelerDataToComplete || incomplete('TRAVELER_DATA')) {
    items.push({ type: 'TRAVELER_DATA' });
  }
  for (const type of checklistOrder) if (incomplete(type)) items.push({ type });
  return items;
}
