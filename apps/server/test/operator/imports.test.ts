import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { bookingPayments, bookings, bookingTravellers, tours } from '../../src/db/schema-bookings';
import { mailMessages } from '../../src/db/schema-mail';
import { importNdjson, ImportTooLargeError } from '../../src/modules/operator/import';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bookingBody, departureBody, host, ndjson, operatorToken, tourBody } from './helpers';

let test: TestApp;
let token: string;
let catalogOnly: string;

beforeAll(async () => {
  test = await buildTestApp();
  token = await operatorToken(test.app, test.database.db, ['catalog:write', 'bookings:write']);
  catalogOnly = await operatorToken(test.app, test.database.db, ['catalog:write']);
});
afterAll(async () => {
  await test?.close();
});

function postImport(body: string, options: { token?: string; query?: string } = {}) {
  return test.app.inject({
    method: 'POST',
    url: `/api/operator/v1/imports${options.query ?? ''}`,
    headers: {
      host,
      authorization: `Bearer ${options.token ?? token}`,
      'content-type': 'application/x-ndjson',
    },
    payload: body,
  });
}

const badEmailBooking = bookingBody('D-1', {
  travellers: [
    {
      id: 'P-1',
      name: 'Anna',
      lastname: 'Verdi',
      email: 'anna.verdi@example.test',
      isLeader: true,
    },
    { id: 'P-2', name: 'Bea', lastname: 'Neri', email: 'not-an-address' },
  ],
});

const file = ndjson([
  { type: 'tour', id: 'T-1', data: tourBody({ slug: 'import-tour-1' }) },
  { type: 'departure', id: 'D-1', data: departureBody('T-1') },
  { type: 'booking', id: 'B-1', data: bookingBody('D-1') },
  { type: 'booking', id: 'B-2', data: badEmailBooking },
  '{"type":"booking","id":"B-3",',
  '',
  '{"type":"booking","id":"B-4","id":"B-5","data":{}}',
  { type: 'booking', id: 'B-6', data: bookingBody('D-unknown') },
  {
    type: 'booking',
    id: 'B-7',
    data: bookingBody('D-1', {
      travellers: [{ id: 'P-1', name: 'Carla', lastname: 'Blu', email: 'carla.blu@example.test' }],
    }),
  },
]);

describe('NDJSON imports', () => {
  it('apply every good record and report each bad one with its line and field', async () => {
    const res = await postImport(file);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 8, created: 4, updated: 0, unchanged: 0, failed: 4 });
    const byLine = Object.fromEntries(data.results.map((r: { line: number }) => [r.line, r]));
    expect(byLine[1]).toMatchObject({ type: 'tour', id: 'T-1', status: 'created', version: 1 });
    expect(byLine[3]).toMatchObject({ id: 'B-1', status: 'created' });
    expect(byLine[4]).toMatchObject({
      id: 'B-2',
      status: 'failed',
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'data.travellers.1.email': expect.any(String) },
      },
    });
    expect(byLine[5]).toMatchObject({ status: 'failed', error: { code: 'BAD_REQUEST' } });
    expect(byLine[6]).toBeUndefined();
    expect(byLine[7]).toMatchObject({
      status: 'failed',
      error: { code: 'VALIDATION_FAILED', fields: { id: expect.stringContaining('repeated') } },
    });
    expect(byLine[8]).toMatchObject({
      id: 'B-6',
      status: 'failed',
      error: { fields: { departureId: expect.any(String) } },
    });
    expect(byLine[9]).toMatchObject({ id: 'B-7', status: 'created' });

    // The bad booking left nothing behind: not even the account of its good traveller.
    const imported = await test.database.db
      .select({ externalId: bookings.externalId })
      .from(bookings)
      .where(eq(bookings.tourId, (await departureRow('D-1')).id));
    expect(imported.map((b) => b.externalId).sort()).toEqual(['B-1', 'B-7']);
  });

  it('change nothing when the same file comes again', async () => {
    const res = await postImport(file, { query: '?results=failed' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 8, created: 0, updated: 0, unchanged: 4, failed: 4 });
    expect(data.results.map((r: { line: number }) => r.line)).toEqual([4, 5, 7, 8]);
  });

  it('refuse a stale ifVersion on its own line', async () => {
    const res = await postImport(
      ndjson([
        {
          type: 'departure',
          id: 'D-1',
          ifVersion: 1,
          data: departureBody('T-1', { availableSeats: 2 }),
        },
        {
          type: 'departure',
          id: 'D-1',
          ifVersion: 1,
          data: departureBody('T-1', { availableSeats: 1 }),
        },
      ]),
    );
    const { results } = res.json().data;
    expect(results[0]).toMatchObject({ status: 'updated', version: 2 });
    expect(results[1]).toMatchObject({
      status: 'failed',
      error: { code: 'CONFLICT', message: expect.stringContaining('version is 2') },
    });
    const row = await departureRow('D-1');
    expect(row.availableSeats).toBe(2);
  });

  it('fail the records a token may not write, line by line', async () => {
    const res = await postImport(
      ndjson([
        { type: 'tour', id: 'T-2', data: tourBody({ slug: 'import-tour-2' }) },
        { type: 'booking', id: 'B-20', data: bookingBody('D-1') },
      ]),
      { token: catalogOnly },
    );
    expect(res.statusCode).toBe(200);
    const { results } = res.json().data;
    expect(results[0]).toMatchObject({ status: 'created' });
    expect(results[1]).toMatchObject({ status: 'failed', error: { code: 'INSUFFICIENT_SCOPE' } });
  });

  it('fail an over-long line alone and go on', async () => {
    const long = JSON.stringify({
      type: 'tour',
      id: 'T-3',
      data: tourBody({ slug: 'import-tour-3', title: { en: 'x'.repeat(1_100_000) } }),
    });
    const res = await postImport(
      [
        long,
        JSON.stringify({ type: 'tour', id: 'T-4', data: tourBody({ slug: 'import-tour-4' }) }),
      ].join('\n'),
    );
    expect(res.statusCode).toBe(200);
    const { results } = res.json().data;
    expect(results[0]).toMatchObject({
      line: 1,
      status: 'failed',
      error: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(results[1]).toMatchObject({ line: 2, status: 'created' });
  });

  it('answer an empty import, a JSON body and a traveller call in the error shape', async () => {
    const empty = await postImport('\n\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('BAD_REQUEST');
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/operator/v1/imports',
      headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/operator/v1/imports',
      headers: { host, 'content-type': 'application/x-ndjson' },
      payload: file,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops at the size limit, keeping what it applied', async () => {
    async function* chunks() {
      yield `${JSON.stringify({ type: 'tour', id: 'T-5', data: tourBody({ slug: 'import-tour-5' }) })}\n`;
      yield 'x'.repeat(4096);
    }
    const error = await importNdjson(test.database.db, chunks(), {
      concurrency: 1,
      scopes: ['catalog:write'],
      maxLineBytes: 1024 * 1024,
      maxBytes: 2048,
      inviteNewTravellers: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportTooLargeError);
    expect((error as ImportTooLargeError).toBody().error.extra).toMatchObject({ created: 1 });
  });
});

describe('NDJSON imports, a chunk at a time', () => {
  const giftCardRefund = {
    id: 'R-1',
    kind: 'giftCard',
    amountCents: 10_000,
    giftCard: { code: 'GIFT-CHUNK-1', expiresOn: '2028-01-01' },
  };
  const traveller = (email: string) => ({
    id: 'P-1',
    name: 'Lea',
    lastname: 'Chunk',
    email,
    isLeader: true,
  });

  it('isolate a record the database refuses, applying the good ones around it', async () => {
    const res = await postImport(
      ndjson([
        { type: 'tour', id: 'T-C', data: tourBody({ slug: 'import-tour-chunk' }) },
        { type: 'departure', id: 'D-C', data: departureBody('T-C') },
        {
          type: 'booking',
          id: 'B-C1',
          data: bookingBody('D-C', {
            travellers: [traveller('c1@example.test')],
            refunds: [giftCardRefund],
          }),
        },
        { type: 'booking', id: 'B-C2', data: bookingBody('D-C') },
        // The same gift card code as B-C1: only the database's unique index sees it.
        {
          type: 'booking',
          id: 'B-C3',
          data: bookingBody('D-C', {
            travellers: [traveller('c3@example.test')],
            refunds: [giftCardRefund],
          }),
        },
        { type: 'booking', id: 'B-C4', data: bookingBody('D-C') },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 6, created: 5, failed: 1 });
    expect(data.results[4]).toMatchObject({
      line: 5,
      id: 'B-C3',
      status: 'failed',
      error: { code: 'VALIDATION_FAILED', fields: { 'refunds.giftCard.code': expect.any(String) } },
    });
    const imported = await test.database.db
      .select({ externalId: bookings.externalId })
      .from(bookings)
      .where(eq(bookings.tourId, (await departureRow('D-C')).id));
    expect(imported.map((b) => b.externalId).sort()).toEqual(['B-C1', 'B-C2', 'B-C4']);
    // All or nothing: the refused booking's new traveller got no account and no mail.
    expect(await accountOf('c3@example.test')).toBeUndefined();
    expect(await mailsTo('c3@example.test')).toHaveLength(0);
    expect(await mailsTo('c1@example.test')).toHaveLength(1);
  });

  it('open one account and send one invitation for a new traveller on two bookings of a file', async () => {
    const shared = {
      id: 'P-9',
      name: 'Jonas',
      lastname: 'Zwei',
      email: 'Jonas.Zwei@example.test',
    };
    const res = await postImport(
      ndjson([
        // The booking comes before its departure: within a chunk, departures go first.
        {
          type: 'booking',
          id: 'B-S1',
          data: bookingBody('D-S', {
            variant: 'germany',
            travellers: [{ ...shared, isLeader: true }],
          }),
        },
        { type: 'tour', id: 'T-S', data: tourBody({ slug: 'import-tour-shared' }) },
        { type: 'departure', id: 'D-S', data: departureBody('T-S') },
        {
          type: 'booking',
          id: 'B-S2',
          data: bookingBody('D-S', {
            variant: 'italy',
            travellers: [traveller('leader.s2@example.test'), shared],
          }),
        },
      ]),
    );
    expect(res.json().data).toMatchObject({ total: 4, created: 4, failed: 0 });
    const account = await accountOf('jonas.zwei@example.test');
    expect(account).toBeDefined();
    const linked = await test.database.db
      .select({ bookingId: bookingTravellers.bookingId })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.userId, account!.id));
    expect(linked).toHaveLength(2);
    const mails = await mailsTo('jonas.zwei@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe('de');
  });

  it('apply the same id twice in file order: the later line wins', async () => {
    const res = await postImport(
      ndjson([
        { type: 'booking', id: 'B-TWICE', data: bookingBody('D-S', { status: 'CONFIRMED' }) },
        { type: 'booking', id: 'B-OTHER', data: bookingBody('D-S') },
        { type: 'booking', id: 'B-TWICE', data: bookingBody('D-S', { status: 'CANCELLED' }) },
        // Checked against the line before it: version 2 now.
        {
          type: 'booking',
          id: 'B-TWICE',
          ifVersion: 1,
          data: bookingBody('D-S', { status: 'PENDING' }),
        },
      ]),
    );
    const { results } = res.json().data;
    expect(results.map((r: { status: string }) => r.status)).toEqual([
      'created',
      'created',
      'updated',
      'failed',
    ]);
    expect(results[2]).toMatchObject({ version: 2 });
    expect(results[3]).toMatchObject({ error: { code: 'CONFLICT' } });
    const [row] = await test.database.db
      .select({ status: bookings.status, version: bookings.version })
      .from(bookings)
      .where(eq(bookings.externalId, 'B-TWICE'));
    expect(row).toEqual({ status: 'CANCELLED', version: 2 });
  });

  it('write chunks two at a time, a chunk needing another’s departure after it', async () => {
    const count = 600;
    const records = [
      { type: 'tour', id: 'T-P', data: tourBody({ slug: 'import-tour-parallel' }) },
      { type: 'departure', id: 'D-P', data: departureBody('T-P') },
      ...Array.from({ length: count }, (_, i) => ({
        type: 'booking',
        id: `B-P${i}`,
        data: bookingBody('D-P', { travellers: [traveller(`p${i}@example.test`)] }),
      })),
    ];
    const result = await importNdjson(test.database.db, Readable.from([`${ndjson(records)}\n`]), {
      concurrency: 2,
      scopes: ['catalog:write', 'bookings:write'],
      maxLineBytes: 1024 * 1024,
      maxBytes: Number.MAX_SAFE_INTEGER,
      inviteNewTravellers: true,
    });
    expect(result).toMatchObject({ total: count + 2, created: count + 2, failed: 0 });
    expect(await mailsTo(`p${count - 1}@example.test`)).toHaveLength(1);
  });

  it('change travellers, payments and refunds of many bookings at once, keeping the unchanged', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      type: 'booking',
      id: `B-M${i}`,
      data: bookingBody('D-S', { travellers: [traveller(`m${i}@example.test`)] }),
    }));
    await postImport(ndjson(many));
    const changed = many.map((record, i) =>
      i % 2 === 0
        ? record
        : {
            ...record,
            data: bookingBody('D-S', {
              travellers: [
                { ...traveller(`m${i}@example.test`), isLeader: false },
                {
                  id: 'P-NEW',
                  name: 'Neu',
                  lastname: 'Leader',
                  email: `new.m${i}@example.test`,
                  isLeader: true,
                },
              ],
              payments: [{ id: 'PAY-2', kind: 'balance', amountCents: 1, dueDate: '2027-06-01' }],
              errors: ['PAYMENT'],
              partnerName: `Partner ${i}`,
            }),
          },
    );
    const [before] = await test.database.db
      .select({ createdAt: bookings.createdAt })
      .from(bookings)
      .where(eq(bookings.externalId, 'B-M1'));
    const res = await postImport(ndjson(changed));
    expect(res.json().data).toMatchObject({ total: 30, updated: 15, unchanged: 15, failed: 0 });
    const [odd] = await test.database.db
      .select({
        id: bookings.id,
        version: bookings.version,
        errors: bookings.errors,
        partnerName: bookings.partnerName,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(eq(bookings.externalId, 'B-M1'));
    // Each booking gets its own values; a date the operator does not send stays as it was.
    expect(odd).toMatchObject({
      version: 2,
      errors: ['PAYMENT'],
      partnerName: 'Partner 1',
      createdAt: before!.createdAt,
    });
    const travellers = await test.database.db
      .select({ externalId: bookingTravellers.externalId, isLeader: bookingTravellers.isLeader })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, odd!.id))
      .orderBy(bookingTravellers.position);
    expect(travellers).toEqual([
      { externalId: 'P-1', isLeader: false },
      { externalId: 'P-NEW', isLeader: true },
    ]);
    const payments = await test.database.db
      .select({ externalId: bookingPayments.externalId, amountCents: bookingPayments.amountCents })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, odd!.id));
    expect(payments).toEqual([{ externalId: 'PAY-2', amountCents: 1 }]);
    const [even] = await test.database.db
      .select({ version: bookings.version })
      .from(bookings)
      .where(eq(bookings.externalId, 'B-M2'));
    expect(even!.version).toBe(1);
  });
});

describe('npm run import', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-import-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'imports a file into the configured database and lists the failed lines',
    async () => {
      const input = path.join(dataDir, 'records.ndjson');
      await writeFile(input, file);
      const root = fileURLToPath(new URL('../../../../', import.meta.url));
      const run = promisify(execFile);
      const { DATABASE_URL: _unused, ...env } = process.env;
      const outcome = await run('npx', ['tsx', 'scripts/import.ts', input], {
        cwd: root,
        env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect('code' in outcome ? outcome.code : 0).toBe(1);
      expect(outcome.stdout).toContain('8 records');
      expect(outcome.stdout).toContain('4 created');
      const failedLines = outcome.stderr
        .split('\n')
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text).line);
      expect(failedLines).toEqual([4, 5, 7, 8]);
    },
    180_000,
  );
});

async function accountOf(email: string) {
  const [row] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

function mailsTo(address: string) {
  return test.database.db
    .select({ language: mailMessages.language })
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, address));
}

async function departureRow(externalId: string) {
  const [row] = await test.database.db.select().from(tours).where(eq(tours.externalId, externalId));
  return row!;
}
