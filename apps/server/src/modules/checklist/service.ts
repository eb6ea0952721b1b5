import type { ChecklistItem, ChecklistItemUpdate } from '@wayfarer/contract';
import {
  hasDeparted,
  isBookingCancelled,
  isBookingFullyPaid,
  isChecklistLocked,
  withPaymentItemDone,
} from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordEvent } from '../webhooks/outbox';
import {
  findLeaderChecklists,
  findOwnedBookingForChecklist,
  setChecklistItemState,
} from './repository';

/**
 * Marks one manual item of a booking's checklist done or not done, and gives the checklist back.
 *
 * - Only the booking's own traveller: anyone else, or an unknown booking, gets 404 NOT_FOUND.
 * - A locked checklist (tour departed or booking cancelled) refuses: 409 CHECKLIST_LOCKED.
 * - A type that is not on the booking's checklist: 400 VALIDATION_FAILED on `type`.
 */
export async function updateChecklistItem(
  db: Database,
  {
    callerId,
    userId,
    bookingId,
    update,
    now = new Date(),
  }: {
    callerId: string;
    userId: string;
    bookingId: string;
    update: ChecklistItemUpdate;
    now?: Date;
  },
): Promise<ChecklistItem[]> {
  if (callerId !== userId) throw new AppError('NOT_FOUND', 'Booking not found.');
  const booking = await findOwnedBookingForChecklist(db, { userId, bookingId });
  if (!booking) throw new AppError('NOT_FOUND', 'Booking not found.');

  const locked = isChecklistLocked({
    departed: hasDeparted({ startingDate: booking.startingDate, now }),
    bookingCancelled: isBookingCancelled({ status: booking.status }),
  });
  if (locked) {
    throw new AppError(
      'CHECKLIST_LOCKED',
      'The checklist is locked: the trip has departed or the booking is cancelled.',
    );
  }

  const leaderId = booking.leaderId;
  const changed =
    leaderId !== null &&
    (await db.transaction(async (tx) => {
      const done = await setChecklistItemState(tx as unknown as Database, {
        bookingTravellerId: leaderId,
        type: update.type,
        completed: update.completed,
        now,
      });
      if (done && update.completed) {
        await recordEvent(tx as unknown as Database, {
          type: 'checklist.item_done',
          userId,
          data: { bookingId, externalBookingId: null, item: update.type },
          now,
        });
      }
      return done;
    }));
  if (!changed) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { type: 'This item is not on the booking’s checklist' },
    });
  }
  const items = await findLeaderChecklists(db, [bookingId]);
  return withPaymentItemDone(
    items.map(({ type, completed }) => ({ type, completed })),
    isBookingFullyPaid(booking),
  );
}
