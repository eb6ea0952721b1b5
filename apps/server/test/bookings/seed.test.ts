import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { operatorScopes } from '@wayfarer/contract/operator';
import { openTestDatabase } from '../helpers/app';
import type { DatabaseHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { companionBookingId, demoBookingIds } from '../../src/db/seed/bookings';
import { invitedTraveller } from '../../src/db/seed/invitations';
import { demoOperatorNdjson } from '../../src/db/seed/operator-records';
import { users } from '../../src/db/schema';
import { invitations, mailMessages } from '../../src/db/schema-mail';
import { importNdjson } from '../../src/modules/operator/import';
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

  it('comes through the operator import, linking the demo travellers by e-mail', async () => {
    const { db } = database;
    // Every booking is an operator record (its id is the operator's own), none is made directly.
    expect(
      await db.select({ id: bookings.id }).from(bookings).where(isNull(bookings.externalId)),
    ).toEqual([]);
    const travellers = await db
      .select({ email: bookingTravellers.email, userId: bookingTravellers.userId })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, companionBookingId))
      .orderBy(bookingTravellers.position);
    const [valentina] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'valentina.sorrentino@example.com'));
    expect(valentina?.passwordHash).toBeNull();
    expect(travellers).toEqual([
      { email: 'valentina.sorrentino@example.com', userId: valentina!.id },
      { email: demoTravellers.demo.email, userId: demoTravellers.demo.id },
    ]);
    // The companion's booking belongs to the demo traveller, who booked it; her friend leads.
    const [companion] = await db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, companionBookingId));
    expect(companion?.userId).toBe(demoTravellers.demo.id);
    // Nobody is invited by the import: only the seed's own invited traveller has mail.
    const invited = await db.select({ userId: invitations.userId }).from(invitations);
    expect(new Set(invited.map((row) => row.userId))).toEqual(new Set([invitedTraveller.id]));
    const mailed = await db.select({ to: mailMessages.toAddress }).from(mailMessages);
    expect(new Set(mailed.map((row) => row.to))).toEqual(new Set([invitedTraveller.email]));
  });

  it('sends records that the import, given them again, finds unchanged', async () => {
    const { rows } = (await database.db.execute(
      sql`select seeded_at from demo_seed_anchor limit 1`,
    )) as { rows: { seeded_at: string | Date }[] };
    const anchor = new Date(rows[0]!.seeded_at);
    const result = await importNdjson(database.db, Readable.from([demoOperatorNdjson(anchor)]), {
      concurrency: 1,
      scopes: operatorScopes,
      maxLineBytes: 1024 * 1024,
      maxBytes: Number.MAX_SAFE_INTEGER,
      inviteNewTravellers: true,
    });
    expect(result).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(result.unchanged).toBe(result.total);
    expect(result.total).toBeGreaterThan(demoBookingIds.length * 3 - 1);
    // A new day does not move the demo's dates under what travellers did.
    await seedDemo(database.db, new Date(Date.now() + 3 * 86_400_000));
    const [deposit] = await database.db
      .select({ dueDate: bookingPayments.dueDate })
      .from(bookingPayments)
      .where(
        and(
          eq(bookingPayments.bookingId, 'WF-26-01041'),
          eq(bookingPayments.externalId, 'payment-1'),
        ),
      );
    const day = new Date(anchor.getTime() - 40 * 86_400_000).toISOString().slice(0, 10);
    expect(deposit?.dueDate).toBe(day);
  });
});

describe('a demo database the seed filled before it went through the import', () => {
  it('is left as it is: no second copy of its bookings', { timeout: 120_000 }, async () => {
    const { database: old, drop: dropOld } = await openTestDatabase();
    try {
      // What the earlier seed wrote: the same rows, without operator ids.
      await seedDemo(old.db);
      for (const table of ['travels', 'tours', 'bookings']) {
        await old.query(`update ${table} set external_id = null, operator_digest = null`);
      }
      await old.query('update coordinators set external_id = null');
      const before = await old.db.select({ id: bookings.id }).from(bookings).orderBy(bookings.id);
      await seedDemo(old.db, new Date(Date.now() + 86_400_000));
      const after = await old.db.select({ id: bookings.id }).from(bookings).orderBy(bookings.id);
      expect(after).toEqual(before);
    } finally {
      await old.close();
      await dropOld();
    }
  });
});
