import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import {
  demoNotifyMeLinksFile,
  engagementTravellers,
  seedEngagement,
} from '../../src/db/seed/engagement';
import { demoTravellers } from '../../src/db/seed/users';
import {
  notifyMeAlerts,
  partnerOffers,
  referralAccounts,
  referralInvitations,
  referralPromoCodes,
  travellerCredits,
} from '../../src/db/schema-engagement';
import { verifyNotifyMeToken } from '../../src/modules/notify-me/token';
import { openTestDatabase } from '../helpers/app';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const tables = [
  referralAccounts,
  referralInvitations,
  referralPromoCodes,
  travellerCredits,
  notifyMeAlerts,
  partnerOffers,
];

async function counts() {
  return Promise.all(
    tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n),
  );
}

describe('the engagement demo seed', () => {
  it('seeds referrals, credits, alerts and offers, and runs again without duplicating', async () => {
    await seedDemo(database.db);
    const first = await counts();
    expect(first.every((n) => (n ?? 0) > 0)).toBe(true);
    await seedEngagement(database.db);
    expect(await counts()).toEqual(first);
  });
});

describe('the demo notify-me links', () => {
  it('are written next to an embedded database on disk, with valid tokens', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-seed-'));
    const onDisk = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await seedDemo(onDisk.db);
      const links = JSON.parse(
        await readFile(path.join(dataDir, demoNotifyMeLinksFile), 'utf8'),
      ) as Record<string, string>;
      for (const traveller of [demoTravellers.demo, engagementTravellers.alerts]) {
        const link = links[traveller.email];
        expect(link).toMatch(/^\/notify-me\/[\w-]+\.[\w-]+$/);
        const { userId } = await verifyNotifyMeToken(onDisk.db, link!.split('/').at(-1)!);
        expect(userId).toBe(traveller.id);
      }
    } finally {
      await onDisk.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
