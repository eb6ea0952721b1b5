// The operator import's throughput: 10,000 bookings (two travellers with new accounts, price
// lines, a paid deposit and an open balance each) after their tour and departures, through the
// same code as POST /api/operator/v1/imports and `npm run import`, on a fresh database.
// Records/s and the peak RSS of the process. Alone: `npx tsx scripts/bench/import.ts`
// (BENCH_DATABASE_URL: the PostgreSQL server to create the database on; `pglite` for PGlite).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { importNdjson } from '../../apps/server/src/modules/operator/import';

export interface ImportReport {
  database: 'postgres' | 'pglite';
  records: number;
  bookings: number;
  seconds: number;
  recordsPerSecond: number;
  bookingsPerSecond: number;
  peakRssMb: number;
  failed: number;
  concurrency: number;
  cpuMsPerRecord: number;
  /** The PostgreSQL backends' CPU per record, when the server runs on this machine. */
  databaseCpuMsPerRecord: number | null;
}

/**
 * CPU seconds each backend of the database has used so far, read from /proc: a server on this
 * machine only (null otherwise, and on PGlite, whose work is in this process's own figure).
 */
async function backendCpuSeconds(database: DatabaseHandle): Promise<Map<number, number> | null> {
  if (database.kind !== 'postgres') return null;
  const rows = await database.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const ticks = 100; // USER_HZ on Linux
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      return null;
    }
  }
  return cpu;
}

function* records(bookings: number, departures: number) {
  yield {
    type: 'tour',
    id: 'BENCH-T',
    data: {
      slug: 'bench-tour',
      title: { en: 'Bench tour' },
      destination: 'iceland',
      countryCodes: ['IS'],
      ageRange: '25-35',
    },
  };
  for (let d = 0; d < departures; d++) {
    yield {
      type: 'departure',
      id: `BENCH-D-${d}`,
      data: {
        tourId: 'BENCH-T',
        status: 'CONFIRMED',
        startingDate: '2027-07-01',
        endingDate: '2027-07-10',
        capacity: 1000,
        availableSeats: 500,
        pricePerPersonCents: 150_000,
        currency: 'EUR',
      },
    };
  }
  for (let b = 0; b < bookings; b++) {
    yield {
      type: 'booking',
      id: `BENCH-B-${b}`,
      data: {
        departureId: `BENCH-D-${b % departures}`,
        status: 'CONFIRMED',
        currency: 'EUR',
        travellers: [
          {
            id: 'P1',
            name: 'Anna',
            lastname: `Bench${b}`,
            email: `anna.${b}@bench.test`,
            isLeader: true,
          },
          { id: 'P2', name: 'Marco', lastname: `Bench${b}`, email: `marco.${b}@bench.test` },
        ],
        priceLines: [
          {
            kind: 'pricePerPerson',
            label: 'Price per person',
            quantity: 2,
            unitAmountCents: 150_000,
          },
          { kind: 'total', label: 'Total', unitAmountCents: 300_000 },
          { kind: 'deposit', label: 'Deposit', unitAmountCents: 60_000 },
          { kind: 'balance', label: 'Balance', unitAmountCents: 240_000 },
        ],
        payments: [
          {
            id: 'D',
            kind: 'deposit',
            amountCents: 60_000,
            dueDate: '2027-01-10',
            paidAt: '2027-01-09T10:00:00Z',
          },
          { id: 'B', kind: 'balance', amountCents: 240_000, dueDate: '2027-06-01' },
        ],
      },
    };
  }
}

async function freshDatabase(serverUrl: string | 'pglite') {
  if (serverUrl === 'pglite') {
    return { database: await openDatabase({ kind: 'pglite-memory' }), drop: async () => {} };
  }
  const name = `bench_import_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database: DatabaseHandle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function benchImport(
  serverUrl: string | 'pglite' = process.env.BENCH_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test',
  bookings = 10_000,
): Promise<ImportReport> {
  const departures = 50;
  const { database, drop } = await freshDatabase(serverUrl);
  const concurrency =
    database.kind === 'postgres' ? loadConfig({ NODE_ENV: 'test' }).operator.importConcurrency : 1;
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 25);
  try {
    const lines = Readable.from(
      (function* () {
        for (const record of records(bookings, departures)) yield `${JSON.stringify(record)}\n`;
      })(),
    );
    const backendsBefore = await backendCpuSeconds(database);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await importNdjson(database.db, lines, {
      concurrency,
      scopes: ['catalog:write', 'bookings:write'],
      maxLineBytes: 1024 * 1024,
      maxBytes: Number.MAX_SAFE_INTEGER,
      onlyFailures: true,
      // Every booking brings two new travellers: 20,000 accounts and invitation mails.
      inviteNewTravellers: process.env.BENCH_IMPORT_INVITE !== 'false',
    });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    const backendsAfter = await backendCpuSeconds(database);
    const databaseCpu =
      backendsBefore && backendsAfter
        ? [...backendsAfter].reduce((sum, [pid, s]) => sum + s - (backendsBefore.get(pid) ?? 0), 0)
        : null;
    return {
      database: database.kind,
      records: result.total,
      bookings,
      seconds: Number(seconds.toFixed(2)),
      recordsPerSecond: Math.round(result.total / seconds),
      bookingsPerSecond: Math.round(bookings / seconds),
      peakRssMb: Math.round(peakRss / 1024 / 1024),
      failed: result.failed,
      concurrency,
      // On a shared machine the wall time misleads: what this process itself spent per record.
      cpuMsPerRecord: Number(((used.user + used.system) / 1000 / result.total).toFixed(2)),
      databaseCpuMsPerRecord:
        databaseCpu === null ? null : Number(((databaseCpu * 1000) / result.total).toFixed(2)),
    };
  } finally {
    clearInterval(sampler);
    await database.close();
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bookings = Number(process.env.BENCH_IMPORT_BOOKINGS ?? 10_000);
  console.log(JSON.stringify(await benchImport(undefined, bookings)));
}
