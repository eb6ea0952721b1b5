import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDemoOnce } from '../../src/db/seed-once';

describe('the demo seed at start', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
  });
  afterAll(() => database.close());

  it('seeds a new database, skips a warm start the same day, seeds again the next day', async () => {
    const monday = new Date('2026-11-23T08:00:00Z');
    expect((await seedDemoOnce(database, monday)).seeded).toBe(true);
    const [row] = await database.query<{ count: string }>(
      'select count(*)::text as count from users',
    );
    expect(Number(row?.count)).toBeGreaterThan(0);
    expect((await seedDemoOnce(database, new Date('2026-11-23T21:00:00Z'))).seeded).toBe(false);
    // The demo's dates are relative to the seeding day: a new day brings them up to date.
    expect((await seedDemoOnce(database, new Date('2026-11-24T06:00:00Z'))).seeded).toBe(true);
  }, 120_000);
});
