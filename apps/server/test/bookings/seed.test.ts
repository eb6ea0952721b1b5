import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../helpers/app';
import type { DatabaseHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { demoBookingIds } from '../../src/db/seed/bookings';
import { demoTravellers } from '../../src/db/seed/users';
import {
  bookingPayments,
  bookingPriceLines,
  bookingRefunds,
  bookingTravellers,
  bookings,
  coordinators,
  tours,
} from '../../src/db/schema-bookings';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function counts() {
  const { db } = database;
  const rows = await Promise.all(
    [
      bookings,
      bookingTravellers,
      bookingPriceLines,
      bookingPayments,
      bookingRefunds,
      tours,
      coordinators,
    ].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n),
  );
  return rows;
}

describe('the bookings demo seed', () => {
  it('gives the demo traveller at least eight bookings and the newcomer none', async () => {
    await seedDemo(database.db);
    const own = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, demoTravellers.demo.id));
    expect(own.length).toBeGreaterThanOrEqual(8);
    expect(own.map((b) => b.id)).toEqual(expect.arrayContaining([...demoBookingIds]));
    const newcomer = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, demoTravellers.newcomer.id));
    expect(newcomer).toEqual([]);
  });

  it('keeps the same rows when it runs again', async () => {
    const before = await counts();
    await seedDemo(database.db);
    await seedDemo(database.db);
    expect(await counts()).toEqual(before);
  });
});
