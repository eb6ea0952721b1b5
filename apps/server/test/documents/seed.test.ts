import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityDocuments } from '../../src/db/schema-documents';
import { seedDemo } from '../../src/db/seed';
import { demoTravellers } from '../../src/db/seed/users';
import { openTestDatabase } from '../helpers/app';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.database.db);
});
afterAll(async () => {
  await database.database.close();
  await database.drop();
});

describe('demo documents', () => {
  it('gives the demo traveller an approved identity card and a licence to validate, once', async () => {
    const { db } = database.database;
    const rows = () =>
      db
        .select()
        .from(identityDocuments)
        .where(eq(identityDocuments.userId, demoTravellers.demo.id));
    expect((await rows()).map((row) => [row.type, row.status]).sort()).toEqual([
      ['DRIVING_LICENCE', 'TO_VALIDATE'],
      ['IDENTITY_CARD', 'APPROVED'],
    ]);
    await seedDemo(db);
    expect(await rows()).toHaveLength(2);
  });
});
