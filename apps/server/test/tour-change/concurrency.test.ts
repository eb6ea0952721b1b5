import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { openTestDatabase } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { bookings } from '../../src/db/schema-bookings';
import { tourChanges } from '../../src/db/schema-tour-change';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { createBooking, createTrip, expectError, newKey, postChange, seatsOf } from './fixtures';

/*
 * Changes racing for the same places. Only PostgreSQL runs them at the same time: PGlite has a
 * single connection and runs one transaction after the other, which proves nothing here.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const needsPostgres = onPostgres
  ? ''
  : ' [SKIPPED: needs PostgreSQL, set DATABASE_URL; PGlite is single-connection]';

const { demo, newcomer } = demoTravellers;

let t: { app: App; database: DatabaseHandle; close(): Promise<void> };
let travellers: { userId: string; cookie: string }[];

/**
 * The test app of helpers/app.ts, with a teardown that waits for the pool's connections to be gone
 * before dropping the database: pg-pool's end() resolves before its clients have disconnected, and
 * `drop database … with (force)` would kill the ten connections these races open (an uncaught
 * "terminating connection due to administrator command").
 */
async function buildRaceApp() {
  const { database, drop } = await openTestDatabase();
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
  });
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  const [{ name }] = (await database.query<{ name: string }>(
    'select current_database() as name',
  )) as [{ name: string }];
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        for (let i = 0; i < 50; i++) {
          const [row] = (
            await admin.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [name],
            )
          ).rows;
          if (!row?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await admin.end();
      }
      await drop();
    },
  };
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildRaceApp();
  travellers = [];
  for (const { id, email } of [demo, newcomer]) {
    const { cookie } = await signIn(t.app, { email, password: demoPassword });
    travellers.push({ userId: id, cookie });
  }
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.skipIf(!onPostgres)(`concurrent changes${needsPostgres}`, () => {
  it('two travellers racing for the last place: exactly one wins, the other gets INSUFFICIENT_TOUR_CAPACITY', async () => {
    expect(t.database.kind).toBe('postgres');
    for (let round = 0; round < 5; round++) {
      const [fromA, fromB, last] = await createTrip(t.database.db, [
        { start: 60, seats: 3 },
        { start: 70, seats: 3 },
        { start: 90, seats: 1 },
      ]);
      const racers = await Promise.all(
        travellers.map(async (traveller, i) => ({
          ...traveller,
          bookingId: await createBooking(t.database.db, {
            userId: traveller.userId,
            tourId: (i === 0 ? fromA : fromB)!,
          }),
        })),
      );

      const answers = await Promise.all(
        racers.map((racer) => postChange(t.app, racer, { tourId: last, idempotencyKey: newKey() })),
      );

      const won = answers.filter((res) => res.statusCode === 200);
      const lost = answers.filter((res) => res.statusCode !== 200);
      expect(won, answers.map((res) => res.body).join('\n')).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expectError(lost[0]!, 409, 'INSUFFICIENT_TOUR_CAPACITY');

      expect(await seatsOf(t.database.db, last!)).toBe(0);
      const moved = await t.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.tourId, last!));
      expect(moved).toHaveLength(1);
      // The loser's seats stayed where they were; the winner's went back to its old tour.
      expect((await seatsOf(t.database.db, fromA!)) + (await seatsOf(t.database.db, fromB!))).toBe(
        3 + 3 + 1,
      );
    }
  });

  it('many bookings for fewer places: never more changes than places', async () => {
    const [from, target] = await createTrip(t.database.db, [
      { start: 60, seats: 10 },
      { start: 90, seats: 3 },
    ]);
    const racers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const traveller = travellers[i % travellers.length]!;
        return {
          ...traveller,
          bookingId: await createBooking(t.database.db, {
            userId: traveller.userId,
            tourId: from!,
          }),
        };
      }),
    );
    const answers = await Promise.all(
      racers.map((racer) => postChange(t.app, racer, { tourId: target, idempotencyKey: newKey() })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expectError(res, 409, 'INSUFFICIENT_TOUR_CAPACITY');
    }
    expect(await seatsOf(t.database.db, target!)).toBe(0);
    expect(await seatsOf(t.database.db, from!)).toBe(10 + 3);
  });

  it('one booking changed twice at once: one change, the other meets the monthly limit', async () => {
    const [from, first, second] = await createTrip(t.database.db, [
      { start: 60, seats: 3 },
      { start: 90, seats: 3 },
      { start: 100, seats: 3 },
    ]);
    const racer = travellers[0]!;
    const bookingId = await createBooking(t.database.db, { userId: racer.userId, tourId: from! });
    const answers = await Promise.all(
      [first, second].map((tourId) =>
        postChange(t.app, { ...racer, bookingId }, { tourId, idempotencyKey: newKey() }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expectError(
      answers.find((res) => res.statusCode === 409)!,
      409,
      'REQUEST_LIMIT_REACHED',
    );
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(tourChanges)
      .where(eq(tourChanges.bookingId, bookingId))) as [{ n: number }];
    expect(n).toBe(1);
    expect((await seatsOf(t.database.db, first!)) + (await seatsOf(t.database.db, second!))).toBe(
      3 + 3 - 1,
    );
  });

  it('the same request sent twice at once: one change, the same answer twice', async () => {
    const [from, to] = await createTrip(t.database.db, [
      { start: 60, seats: 3 },
      { start: 90, seats: 3 },
    ]);
    const racer = travellers[0]!;
    const bookingId = await createBooking(t.database.db, { userId: racer.userId, tourId: from! });
    const idempotencyKey = newKey();
    const answers = await Promise.all(
      [1, 2].map(() => postChange(t.app, { ...racer, bookingId }, { tourId: to, idempotencyKey })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(await seatsOf(t.database.db, to!)).toBe(2);
    const rows = await t.database.db
      .select({ id: tourChanges.id })
      .from(tourChanges)
      .where(inArray(tourChanges.bookingId, [bookingId]));
    expect(rows).toHaveLength(1);
  });
});
