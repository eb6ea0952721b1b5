import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client';
import { demoPassword, demoTravellers } from './seed/users';

const dbDir = fileURLToPath(new URL('.', import.meta.url));
const migrationsJournal = fileURLToPath(
  new URL('../../drizzle/meta/_journal.json', import.meta.url),
);

/**
 * A digest of the seed's sources, of the migrations and of the day: it changes when the demo data
 * would. The demo's dates are relative to the day it is seeded (a payment due in three days, a trip
 * under way), so the first start of a new day seeds again and the demo still shows what the README
 * says.
 */
async function seedVersion(now: Date): Promise<string> {
  const hash = createHash('sha256');
  hash.update(now.toISOString().slice(0, 10));
  const seedDir = path.join(dbDir, 'seed');
  const files = [
    path.join(dbDir, 'seed.ts'),
    ...(await readdir(seedDir)).sort().map((name) => path.join(seedDir, name)),
    migrationsJournal,
  ];
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex');
}

/**
 * The demo data at start, but only when this database has not been seeded by the same seed and
 * migrations on the same day yet: a warm start skips the ~2 s of upserts (and the demo password's scrypt). The
 * version lives in a one-row table of its own, outside the drizzle schema.
 */
export async function seedDemoOnce(database: DatabaseHandle, now = new Date()) {
  const version = await seedVersion(now);
  await database.query('create table if not exists demo_seed_state (version text not null)');
  const [done] = await database.query<{ version: string }>(
    'select version from demo_seed_state limit 1',
  );
  const seeded = done?.version !== version;
  if (seeded) {
    const { seedDemo } = await import('./seed');
    await seedDemo(database.db, now);
    await database.query('delete from demo_seed_state');
    await database.query('insert into demo_seed_state (version) values ($1)', [version]);
  }
  return { email: demoTravellers.demo.email, password: demoPassword, seeded };
}
