import { and, eq, sql } from 'drizzle-orm';
import type { ChecklistItem } from '@wayfarer/contract';
import { checklistItemTypes } from '@wayfarer/domain';
import type { Database } from '../client';
import { bookingTravellers } from '../schema-bookings';
import { checklistItems } from '../schema-checklist';

type Type = ChecklistItem['type'];

/** The items of a checklist: those listed as done, every other listed type to do. */
const checklist = (types: Type[], done: Type[]): ChecklistItem[] =>
  types.map((type) => ({ type, completed: done.includes(type) }));

const allTypes: Type[] = [...checklistItemTypes];
const withoutPayment = allTypes.filter((type) => type !== 'PAYMENT');

/*
 * The demo bookings' checklists (held by each booking's leader), chosen so that the open-item
 * rules (account-area §4) show each of their cases. PAYMENT is done when every installment is
 * paid; a partner booking has no PAYMENT item (the partner pays). The import gives a new
 * booking's leader every item to do; the seed marks what is done only on the bookings the import
 * has just created, so at later starts what the traveller changed stays.
 */
const checklists: Record<string, ChecklistItem[]> = {
  // Confirmed, flights not shared: FLIGHT_INFO opens (rule 3).
  'WF-26-01041': checklist(allTypes, ['ITINERARY_DETAILS', 'TRAVELER_DATA', 'SOCIAL_GROUP']),
  // Not confirmed, nothing done yet: SOCIAL_GROUP opens (rule 7).
  'WF-26-01077': checklist(allTypes, []),
  // Departs in under 30 days, extras not seen: EXTRAS opens (rule 4, departure soon).
  'WF-26-01102': checklist(allTypes, [
    'FLIGHT_INFO',
    'ITINERARY_DETAILS',
    'TRAVELER_DATA',
    'SOCIAL_GROUP',
  ]),
  // Payment overdue, flights shared: PAYMENT opens (rule 6).
  'WF-26-01123': checklist(allTypes, [
    'FLIGHT_INFO',
    'ITINERARY_DETAILS',
    'COORDINATOR',
    'FAQ',
    'EXTRAS',
    'TRAVELER_DATA',
    'SOCIAL_GROUP',
  ]),
  // Paid, flights shared: the itinerary and the coordinator still to see open (rule 5).
  'WF-26-01150': checklist(allTypes, ['FLIGHT_INFO', 'FAQ', 'PAYMENT', 'TRAVELER_DATA']),
  // Partner booking (no PAYMENT item): the itinerary opens (rule 5); once read, EXTRAS (rule 4).
  'WF-26-01188': checklist(withoutPayment, [
    'FLIGHT_INFO',
    'COORDINATOR',
    'FAQ',
    'TRAVELER_DATA',
    'SOCIAL_GROUP',
  ]),
  // Past: locked, one item left undone.
  'WF-25-00987': checklist(
    allTypes,
    allTypes.filter((type) => type !== 'EXTRAS'),
  ),
  // Cancelled: locked as it was when the booking was cancelled.
  'WF-26-01066': checklist(allTypes, ['ITINERARY_DETAILS', 'FAQ', 'PAYMENT']),
  // Under way: locked, everything done.
  'WF-26-01201': checklist(allTypes, allTypes),
  // Not confirmed, social group joined, extras seen: nothing opens (rule 7 gives none).
  'WF-26-01215': checklist(allTypes, [
    'ITINERARY_DETAILS',
    'COORDINATOR',
    'FAQ',
    'EXTRAS',
    'TRAVELER_DATA',
    'SOCIAL_GROUP',
  ]),
  // Giulia is a companion: the checklist she sees is her friend's, who leads (account-area §4).
  'WF-26-01230': checklist(allTypes, ['ITINERARY_DETAILS', 'FAQ', 'SOCIAL_GROUP']),
};

/** The demo checklists, by booking id (the tests count on them). */
export const demoChecklists: Readonly<Record<string, readonly ChecklistItem[]>> = checklists;

export async function seedChecklists(db: Database, createdBookingIds: ReadonlySet<string>) {
  for (const [bookingId, items] of Object.entries(checklists)) {
    if (!createdBookingIds.has(bookingId)) continue;
    const [leader] = await db
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(and(eq(bookingTravellers.bookingId, bookingId), eq(bookingTravellers.isLeader, true)))
      .limit(1);
    if (!leader) continue;
    await db
      .insert(checklistItems)
      .values(items.map((item) => ({ bookingTravellerId: leader.id, ...item })))
      .onConflictDoUpdate({
        target: [checklistItems.bookingTravellerId, checklistItems.type],
        set: { completed: sql`excluded.completed` },
      });
  }
}
