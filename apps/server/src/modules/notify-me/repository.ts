import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tours, travels } from '../../db/schema-bookings';
import { notifyMeAlerts } from '../../db/schema-engagement';

/** A traveller's alerts with their tour (for a tour alert) and travel, most recent first. */
export async function findAlerts(db: Database, userId: string) {
  return db
    .select({
      id: notifyMeAlerts.id,
      createdAt: notifyMeAlerts.createdAt,
      tour: {
        id: tours.id,
        status: tours.status,
        startingDate: tours.startingDate,
        endingDate: tours.endingDate,
        availableSeats: tours.availableSeats,
      },
      travel: {
        id: travels.id,
        slug: travels.slug,
        title: travels.title,
        destination: travels.destination,
        countryCodes: travels.countryCodes,
      },
    })
    .from(notifyMeAlerts)
    .leftJoin(tours, eq(tours.id, notifyMeAlerts.tourId))
    .innerJoin(
      travels,
      eq(travels.id, sql`coalesce(${notifyMeAlerts.travelId}, ${tours.travelId})`),
    )
    .where(eq(notifyMeAlerts.userId, userId))
    .orderBy(desc(notifyMeAlerts.createdAt), desc(notifyMeAlerts.id));
}

export type AlertRow = Awaited<ReturnType<typeof findAlerts>>[number];

/** Deletes the traveller's alert on a tour or a travel; false when they had none. */
export async function deleteAlert(
  db: Database,
  { userId, type, id }: { userId: string; type: 'tour' | 'travel'; id: string },
): Promise<boolean> {
  const target = type === 'tour' ? notifyMeAlerts.tourId : notifyMeAlerts.travelId;
  const deleted = await db
    .delete(notifyMeAlerts)
    .where(and(eq(notifyMeAlerts.userId, userId), eq(target, id)))
    .returning({ id: notifyMeAlerts.id });
  return deleted.length > 0;
}
