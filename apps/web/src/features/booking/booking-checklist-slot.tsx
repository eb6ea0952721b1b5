import type { Booking } from '@wayfarer/contract';

/**
 * Reserved place of the pre-departure checklist (account-area §2, §4), implemented by the next
 * issue in `features/booking/checklist/`. The booking page already renders it where the checklist
 * goes, with the booking it needs; until then it renders nothing.
 */
export function PreDepartureChecklistSlot({ booking }: { booking: Booking }) {
  void booking;
  return null;
}
