import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, tours } from '../../src/db/schema-bookings';
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
      scopes: ['catalog:write'],
      maxLineBytes: 1024 * 1024,
      maxBytes: 2048,
      inviteNewTravellers: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportTooLargeError);
    expect((error as ImportTooLargeError).toBody().error.extra).toMatchObject({ created: 1 });
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

async function departureRow(externalId: string) {
  const [row] = await test.database.db.select().from(tours).where(eq(tours.externalId, externalId));
  return row!;
}
