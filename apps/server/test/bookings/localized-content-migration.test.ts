import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

/*
 * A database made before content had languages (the migrations before it) keeps its texts: migration
 * 0009 turns each into an English text, and the empty bio into no text at all.
 */

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The migrations folder as it was before content had languages. */
async function migrationsBefore(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wayfarer-migrations-'));
  dirs.push(dir);
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const localized = journal.entries.find((entry) => entry.tag.endsWith('_localized_content'));
  journal.entries = journal.entries.filter((entry) => entry.idx < localized!.idx);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0009 (localized content)', () => {
  it('keeps the texts of an existing database as English texts', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-data-'));
    dirs.push(dataDir);
    const before = new PGlite(path.join(dataDir, 'pglite'));
    await migrate(drizzle(before), { migrationsFolder: await migrationsBefore() });
    await before.exec(`
      insert into travels (id, slug, title, destination, age_range)
        values ('00000000-0000-4000-8000-000000000001', 'japan', 'Japan: Tokyo', 'Japan', '25-35');
      insert into tours (id, travel_id, status, starting_date, ending_date, meeting_point,
          insurance_info, capacity, available_seats, price_per_person_cents, currency)
        values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
          'CONFIRMED', '2026-01-01', '2026-01-10', 'Shinjuku, 18:00', null, 10, 5, 100000, 'EUR');
      insert into coordinators (id, nickname, name, bio, with_company_since, city)
        values ('00000000-0000-4000-8000-000000000003', 'a', 'A', '', 2020, 'Milan'),
               ('00000000-0000-4000-8000-000000000004', 'b', 'B', 'Loves maps.', 2020, null);
      insert into partner_offers (id, title, logo_image, details)
        values ('00000000-0000-4000-8000-000000000005', '<b>10% off</b>', '/x.svg', 'Details.');
    `);
    await before.close();

    const after = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = async (sql: string) => after.query<Record<string, unknown>>(sql);
      expect(await rows('select title, country_codes from travels')).toEqual([
        { title: { en: 'Japan: Tokyo' }, country_codes: [] },
      ]);
      expect(await rows('select meeting_point, insurance_info from tours')).toEqual([
        { meeting_point: { en: 'Shinjuku, 18:00' }, insurance_info: null },
      ]);
      expect(await rows('select nickname, bio, city from coordinators order by nickname')).toEqual([
        { nickname: 'a', bio: {}, city: { en: 'Milan' } },
        { nickname: 'b', bio: { en: 'Loves maps.' }, city: null },
      ]);
      expect(await rows('select title, details from partner_offers')).toEqual([
        { title: { en: '<b>10% off</b>' }, details: { en: 'Details.' } },
      ]);
    } finally {
      await after.close();
    }
  });
});
