import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { bookings, bookingTravellers } from '../../db/schema-bookings';

/**
 * The names error reports must not carry for a caller: their own first and last names and those of
 * the travellers on their bookings.
 */
export async function findKnownNames(db: Database, userId: string): Promise<string[]> {
  const [own, travellers] = await Promise.all([
    db
      .select({ name: users.name, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .selectDistinct({ name: bookingTravellers.name, lastname: bookingTravellers.lastname })
      .from(bookingTravellers)
      .innerJoin(bookings, eq(bookings.id, bookingTravellers.bookingId))
      .where(eq(bookings.userId, userId)),
  ]);
  return [...own, ...travellers].flatMap(({ name, lastname }) => [name, lastname]);
}
