import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../helpers/app';
import type { DatabaseHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { demoBookingIds } from '../../src/db/seed/bookings';
import { demoChecklists } from '../../src/db/seed/checklist';
import { bookingTravellers } from '../../src/db/schema-bookings';
import { checklistItems } from '../../src/db/schema-checklist';
import {
  findLeaderChecklists,
  setChecklistItemState,
} from '../../src/modules/checklist/repository';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const rowCount = async () =>
  (await database.db.select({ n: count() }).from(checklistItems))[0]?.n ?? 0;

describe('the checklist demo seed', () => {
  it('gives every demo booking a checklist, held by its leader only', async () => {
    await seedDemo(database.db);
    expect(Object.keys(demoChecklists).sort()).toEqual([...demoBookingIds].sort());
    const holders = await database.db
      .selectDistinct({ isLeader: bookingTravellers.isLeader })
      .from(checklistItems)
      .innerJoin(bookingTravellers, eq(bookingTravellers.id, checklistItems.bookingTravellerId));
    expect(holders).toEqual([{ isLeader: true }]);
    const items = await findLeaderChecklists(database.db, [...demoBookingIds]);
    for (const bookingId of demoBookingIds) {
      expect(
        items
          .filter((item) => item.bookingId === bookingId)
          .map(({ type, completed }) => ({ type, completed })),
      ).toEqual(demoChecklists[bookingId]);
    }
  });

  it('runs again without duplicating rows or undoing the traveller’s changes', async () => {
    const before = await rowCount();
    const [leader] = await database.db
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, 'WF-26-01041'))
      .orderBy(bookingTravellers.position)
      .limit(1);
    expect(
      await setChecklistItemState(database.db, {
        bookingTravellerId: leader!.id,
        type: 'FAQ',
        completed: true,
      }),
    ).toBe(true);
    await seedDemo(database.db);
    expect(await rowCount()).toBe(before);
    const items = await findLeaderChecklists(database.db, ['WF-26-01041']);
    expect(items.find((item) => item.type === 'FAQ')?.completed).toBe(true);
  });
});
