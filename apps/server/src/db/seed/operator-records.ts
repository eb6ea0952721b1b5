import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  operatorScopes,
  type OperatorImportRecordInput,
  type OperatorImportResult,
} from '@wayfarer/contract/operator';
import { importNdjson } from '../../modules/operator/import';
import type { Database } from '../client';
import { tripsRecords } from './bookings';
import { engagementRecords } from './engagement';
import { tourChangeRecords } from './tour-change';

/*
 * The demo's tours, departures (with their coordinators) and bookings (with travellers, price
 * lines, payments and refunds) are what a travel company's system would send: the seed writes
 * them as operator records and applies them with the import behind `POST /api/operator/v1/imports`
 * and `npm run import`, so every seeding start goes through that path. What travellers enter
 * themselves (documents, flights, checklists done, alerts, referrals…) is seeded after it.
 */

const typeOrder = { tour: 0, departure: 1, booking: 2 } as const;

/** Every record, tours first, then departures, then bookings (each needs the one before). */
export function demoOperatorRecords(now: Date): OperatorImportRecordInput[] {
  return [...tripsRecords(now), ...tourChangeRecords(now), ...engagementRecords(now)].sort(
    (a, b) => typeOrder[a.type] - typeOrder[b.type],
  );
}

/** The records as the NDJSON file an operator would send: one record per line. */
export function demoOperatorNdjson(now: Date): string {
  return demoOperatorRecords(now)
    .map((record) => JSON.stringify(record))
    .join('\n');
}

/**
 * The day the demo database was first seeded: its records' dates are counted from it, so the
 * records sent at a later start are the same and the import leaves them (and what travellers
 * changed on them) as they are.
 */
async function firstSeedingDay(db: Database, now: Date): Promise<Date> {
  await db.execute(
    sql`create table if not exists demo_seed_anchor (seeded_at timestamptz not null)`,
  );
  const read = async () => {
    const { rows } = (await db.execute(sql`select seeded_at from demo_seed_anchor limit 1`)) as {
      rows: { seeded_at: Date | string }[];
    };
    return rows[0] ? new Date(rows[0].seeded_at) : null;
  };
  const seeded = await read();
  if (seeded) return seeded;
  await db.execute(sql`insert into demo_seed_anchor (seeded_at) values (${now.toISOString()})`);
  return now;
}

export class DemoImportError extends Error {
  constructor(readonly result: OperatorImportResult) {
    const failed = result.results.filter((line) => line.status === 'failed');
    super(`The demo seed's operator import failed: ${JSON.stringify(failed.slice(0, 5))}`);
  }
}

/**
 * Imports the demo's operator records; answers the bookings it created. A database seeded before
 * the seed went through the import (its rows have no operator ids) is left as it is: importing
 * over it would clash with them (delete `.data` for the current demo).
 */
export async function importDemoRecords(
  db: Database,
  now: Date,
): Promise<{ createdBookingIds: Set<string>; anchor: Date } | null> {
  const { rows: legacy } = (await db.execute(
    sql`select 1 from bookings where id = 'WF-26-01041' and external_id is null`,
  )) as { rows: unknown[] };
  if (legacy.length > 0) return null;
  const anchor = await firstSeedingDay(db, now);
  const result = await importNdjson(db, Readable.from([demoOperatorNdjson(anchor)]), {
    concurrency: 1,
    scopes: operatorScopes,
    maxLineBytes: 1024 * 1024,
    maxBytes: Number.MAX_SAFE_INTEGER,
    // The demo's companions are made-up people at example.com: accounts, but no mail for them.
    inviteNewTravellers: false,
  });
  if (result.failed > 0) throw new DemoImportError(result);
  return {
    anchor,
    createdBookingIds: new Set(
      result.results.flatMap((line) =>
        line.type === 'booking' && line.status === 'created' && line.id ? [line.id] : [],
      ),
    ),
  };
}
