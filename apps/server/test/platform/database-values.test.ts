import { sql } from 'drizzle-orm';
import { date, interval, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { buildTestApp, type TestApp } from '../helpers/app';

// A table of every kind of date and time value the schema uses, read back through drizzle as the
// app reads its own tables (on PGlite the client reads them as text and drizzle's own request for
// that is dropped: src/db/pglite-parsers.ts).
const valueKinds = pgTable('test_value_kinds', {
  id: uuid('id').primaryKey(),
  wallClock: timestamp('wall_clock').notNull(),
  instant: timestamp('instant', { withTimezone: true }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  dayAsDate: date('day_as_date', { mode: 'date' }).notNull(),
  stay: interval('stay').notNull(),
  tags: text('tags').array().notNull(),
});

let t: TestApp;
let db: Database;
const machineTimeZone = process.env.TZ;

beforeAll(async () => {
  // A server whose clock is not on UTC: a wall-clock timestamp read as the machine's local time
  // would come back hours off.
  process.env.TZ = 'America/New_York';
  t = await buildTestApp();
  db = t.database.db;
  await t.database.executeSql(`create table test_value_kinds (
    id uuid primary key, wall_clock timestamp not null, instant timestamptz not null,
    day date not null, day_as_date date not null, stay interval not null, tags text[] not null)`);
});
afterAll(async () => {
  await t.close();
  if (machineTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineTimeZone;
});

const row = {
  id: '6f1d3a52-7a8e-4b7e-9c1b-0d2f3e4a5b6c',
  wallClock: new Date('2026-03-15T10:30:00Z'),
  instant: new Date('2026-03-15T09:30:00.123Z'),
  day: '2026-02-28',
  dayAsDate: new Date('2026-02-28T00:00:00Z'),
  stay: '3 days 04:00:00',
  tags: ['PAYMENT', 'a, "quoted" one'],
};

describe('dates and times through the database', () => {
  it('reads back through drizzle what was written, outside and inside a transaction', async () => {
    await db.insert(valueKinds).values(row);
    const [read] = await db
      .select()
      .from(valueKinds)
      .where(sql`${valueKinds.id} = ${row.id}`);
    expect(read).toEqual(row);
    const inTransaction = await db.transaction((tx) => tx.select().from(valueKinds));
    expect(inTransaction).toEqual([row]);
  });

  it('gives the job library Dates, as the pg driver does', async () => {
    const { rows } = await t.database.executeSql(
      'select instant, wall_clock from test_value_kinds where id = $1',
      [row.id],
    );
    expect(rows[0]?.instant).toEqual(row.instant);
    expect(rows[0]?.wall_clock).toBeInstanceOf(Date);
  });
});
