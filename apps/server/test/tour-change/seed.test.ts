import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { openTestDatabase } from '../helpers/app';
import type { DatabaseHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { bookings, tours } from '../../src/db/schema-bookings';
import { tourChanges } from '../../src/db/schema-tour-change';
import { tourChangeDemoBookingIds, tourChangeDemoTourIds } from '../../src/db/seed/tour-change';
import { demoTravellers } from '../../src/db/seed/users';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function snapshot() {
  const { db } = database;
  return {
    bookings: await db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [...tourChangeDemoBookingIds]))
      .orderBy(bookings.id),
    tours: await db
      .select()
      .from(tours)
      .where(inArray(tours.id, Object.values(tourChangeDemoTourIds)))
      .orderBy(tours.id),
    changes: await db.select().from(tourChanges).orderBy(tourChanges.id),
  };
}

describe('the tour-change demo seed', () => {
  it('gives the demo traveller its four bookings, on the Portugal departures', async () => {
    await seedDemo(database.db);
    const { bookings: rows, tours: departures, changes } = await snapshot();
    expect(rows.map((row) => row.id)).toEqual([...tourChangeDemoBookingIds].sort());
    expect(rows.every((row) => row.userId === demoTravellers.demo.id)).toBe(true);
    expect(departures).toHaveLength(Object.keys(tourChangeDemoTourIds).length);
    expect(changes).toHaveLength(1);
  });

  it('keeps the same rows when it runs again, and what the traveller changed', async () => {
    const before = await snapshot();
    await database.db
      .update(bookings)
      .set({ tourId: tourChangeDemoTourIds.later })
      .where(eq(bookings.id, 'WF-26-02101'));
    await seedDemo(database.db);
    await seedDemo(database.db);
    const after = await snapshot();
    expect(after.tours).toEqual(before.tours);
    expect(after.changes).toEqual(before.changes);
    expect(after.bookings.find((row) => row.id === 'WF-26-02101')?.tourId).toBe(
      tourChangeDemoTourIds.later,
    );
  });
});
