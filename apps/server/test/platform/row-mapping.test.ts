import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { preparedPerDatabase } from '../../src/db/prepared';
import { withCompiledRowMapping } from '../../src/db/row-mapper';
import { buildTestApp, type TestApp } from '../helpers/app';

// Hot reads map their rows with a mapper worked out once (src/db/row-mapper.ts) instead of
// drizzle's own: each select here runs both ways on the same rows and must read the same.
const trips = pgTable('test_map_trips', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  guideId: uuid('guide_id'),
  details: jsonb('details').$type<{ meetingPoint: string }>(),
});
const guides = pgTable('test_map_guides', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  bornIn: integer('born_in'),
});

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  await t.database.executeSql(`
    create table test_map_guides (id uuid primary key, name text not null, born_in integer);
    create table test_map_trips (id uuid primary key, title text not null,
      starts_at timestamptz not null, guide_id uuid references test_map_guides(id), details jsonb);
    insert into test_map_guides values
      ('00000000-0000-4000-8000-000000000001', 'Ines', 1990),
      ('00000000-0000-4000-8000-000000000002', 'Theo', null);
    insert into test_map_trips values
      ('10000000-0000-4000-8000-000000000001', 'Atlas', '2026-04-01T08:00:00.250Z',
        '00000000-0000-4000-8000-000000000001', '{"meetingPoint": "Marrakech"}'),
      ('10000000-0000-4000-8000-000000000002', 'Fjords', '2026-06-10T06:00:00Z',
        '00000000-0000-4000-8000-000000000002', null),
      ('10000000-0000-4000-8000-000000000003', 'Alone', '2026-07-01T00:00:00Z', null, null);`);
});
afterAll(async () => {
  await t.close();
});

let statementCount = 0;
/** The select's rows as drizzle maps them, then as the compiled mapper does. */
async function bothWays(select: (db: Database) => { prepare(name: string): unknown }) {
  type Prepared = { execute(): Promise<unknown[]> };
  const drizzles = select(db).prepare(`test_map_${statementCount++}`) as Prepared;
  const compiled = withCompiledRowMapping(
    select(db).prepare(`test_map_${statementCount++}`) as Prepared,
  );
  return { drizzle: await drizzles.execute(), compiled: await compiled.execute() };
}

describe('rows mapped by the compiled mapper', () => {
  it('reads a left join like drizzle: a missing row is null, nested objects in the same order', async () => {
    const { drizzle, compiled } = await bothWays((d) =>
      d
        .select({
          id: trips.id,
          trip: { title: trips.title, startsAt: trips.startsAt, details: trips.details },
          guide: { id: guides.id, name: guides.name, bornIn: guides.bornIn },
          initial: sql<string>`upper(left(${trips.title}, 1))`,
          guideCount: sql<number>`(select count(*) from test_map_guides)`.mapWith(Number),
        })
        .from(trips)
        .leftJoin(guides, eq(guides.id, trips.guideId))
        .orderBy(trips.title),
    );
    expect(compiled).toEqual(drizzle);
    // Same keys in the same order: the answers' JSON is the same text.
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(drizzle));
    expect(compiled).toEqual([
      {
        id: '10000000-0000-4000-8000-000000000003',
        trip: { title: 'Alone', startsAt: new Date('2026-07-01T00:00:00Z'), details: null },
        guide: null,
        initial: 'A',
        guideCount: 2,
      },
      {
        id: '10000000-0000-4000-8000-000000000001',
        trip: {
          title: 'Atlas',
          startsAt: new Date('2026-04-01T08:00:00.250Z'),
          details: { meetingPoint: 'Marrakech' },
        },
        guide: { id: '00000000-0000-4000-8000-000000000001', name: 'Ines', bornIn: 1990 },
        initial: 'A',
        guideCount: 2,
      },
      {
        id: '10000000-0000-4000-8000-000000000002',
        trip: { title: 'Fjords', startsAt: new Date('2026-06-10T06:00:00Z'), details: null },
        guide: { id: '00000000-0000-4000-8000-000000000002', name: 'Theo', bornIn: null },
        initial: 'F',
        guideCount: 2,
      },
    ]);
  });

  it('keeps a nested object that mixes tables even when its first column is null', async () => {
    const { drizzle, compiled } = await bothWays((d) =>
      d
        .select({ pair: { guide: guides.name, trip: trips.title } })
        .from(trips)
        .leftJoin(guides, eq(guides.id, trips.guideId))
        .orderBy(trips.title),
    );
    expect(compiled).toEqual(drizzle);
    expect(compiled[0]).toEqual({ pair: { guide: null, trip: 'Alone' } });
  });

  it('reads a whole table and an inner join as drizzle does', async () => {
    const whole = await bothWays((d) => d.select().from(trips).orderBy(trips.title));
    expect(whole.compiled).toEqual(whole.drizzle);
    expect(whole.compiled).toHaveLength(3);
    const joined = await bothWays((d) =>
      d.select().from(trips).innerJoin(guides, eq(guides.id, trips.guideId)).orderBy(trips.title),
    );
    expect(joined.compiled).toEqual(joined.drizzle);
    expect(JSON.stringify(joined.compiled)).toBe(JSON.stringify(joined.drizzle));
    expect(joined.compiled).toHaveLength(2);
  });

  it('is what every statement of preparedPerDatabase maps its rows with', async () => {
    const reads = preparedPerDatabase((d) => ({
      guides: d.select().from(guides).orderBy(guides.name).prepare('test_map_guides_all'),
    }));
    const statement = reads(db).guides as unknown as { customResultMapper?: unknown };
    expect(statement.customResultMapper).toBeTypeOf('function');
    expect(await reads(db).guides.execute()).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', name: 'Ines', bornIn: 1990 },
      { id: '00000000-0000-4000-8000-000000000002', name: 'Theo', bornIn: null },
    ]);
  });
});
