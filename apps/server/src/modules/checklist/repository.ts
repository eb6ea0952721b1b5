import { and, eq, inArray } from 'drizzle-orm';
import type { ChecklistItem } from '@wayfarer/contract';
import { checklistItemTypes } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { bookingTravellers, bookings, tours } from '../../db/schema-bookings';
import { checklistItems } from '../../db/schema-checklist';
import { bookingAmountFields } from '../bookings/amounts';

export interface BookingChecklistItem extends ChecklistItem {
  bookingId: string;
}

const typeOrder = (type: ChecklistItem['type']) => checklistItemTypes.indexOf(type);

/**
 * The checklists of some bookings, each read from its traveller marked isLeader: by booking, the
 * items in the domain's order (`checklistItemTypes`). One query.
 */
export async function findLeaderChecklists(
  db: Database,
  bookingIds: string[],
): Promise<BookingChecklistItem[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      bookingId: bookingTravellers.bookingId,
      type: checklistItems.type,
      completed: checklistItems.completed,
    })
    .from(checklistItems)
    .innerJoin(bookingTravellers, eq(bookingTravellers.id, checklistItems.bookingTravellerId))
    .where(
      and(inArray(bookingTravellers.bookingId, bookingIds), eq(bookingTravellers.isLeader, true)),
    );
  return sortChecklist(rows);
}

/** Checklist items by booking, then in the checklist's order of types. */
export function sortChecklist<Item extends { bookingId: string; type: ChecklistItem['type'] }>(
  rows: Item[],
): Item[] {
  return rows.sort(
    (a, b) => a.bookingId.localeCompare(b.bookingId) || typeOrder(a.type) - typeOrder(b.type),
  );
}

/** What the checklist rules and its PAYMENT item need of a booking, only when `userId` owns it; null otherwise. */
export async function findOwnedBookingForChecklist(
  db: Database,
  { userId, bookingId }: { userId: string; bookingId: string },
) {
  const [row] = await db
    .select({
      status: bookings.status,
      startingDate: tours.startingDate,
      leaderId: bookingTravellers.id,
      // What the PAYMENT item follows (`withPaymentItemDone`).
      errors: bookings.errors,
      totalAmount: bookingAmountFields.totalAmount,
      paidAmount: bookingAmountFields.paidAmount,
      nextPayment: bookingAmountFields.nextPayment,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(
      bookingTravellers,
      and(eq(bookingTravellers.bookingId, bookings.id), eq(bookingTravellers.isLeader, true)),
    )
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Sets the state of an item already on a traveller's checklist; false when the checklist has no
 * such item. Any type: the API allows only the manual ones, the data-driven ones are set by
 * whatever records their data.
 */
export async function setChecklistItemState(
  db: Database,
  {
    bookingTravellerId,
    type,
    completed,
    now = new Date(),
  }: { bookingTravellerId: string; type: ChecklistItem['type']; completed: boolean; now?: Date },
): Promise<boolean> {
  const updated = await db
    .update(checklistItems)
    .set({ completed, updatedAt: now })
    .where(
      and(eq(checklistItems.bookingTravellerId, bookingTravellerId), eq(checklistItems.type, type)),
    )
    .returning({ type: checklistItems.type });
  return updated.length > 0;
}
