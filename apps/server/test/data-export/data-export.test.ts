import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import {
  dataExportFileSchema,
  dataExportStateResponseSchema,
  type DataExportState,
} from '@wayfarer/contract';
import { sessions, users } from '../../src/db/schema';
import { userAddresses } from '../../src/db/schema-addresses';
import { bookings, bookingTravellers } from '../../src/db/schema-bookings';
import { dataExports } from '../../src/db/schema-data-exports';
import { identityDocuments } from '../../src/db/schema-documents';
import { notifyMeAlerts, referralAccounts } from '../../src/db/schema-engagement';
import { bookingFlights } from '../../src/db/schema-flights';
import { invitations, mailMessages } from '../../src/db/schema-mail';
import { passkeys } from '../../src/db/schema-passkeys';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { documentFiles } from '../../src/modules/documents/files';
import {
  cleanUpDataExports,
  dataExportRetryLimit,
  deleteDataExportsOf,
  prepareDataExport,
} from '../../src/modules/data-export/service';
import type { FileStorage } from '../../src/storage/file-storage';
import { buildTestApp, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf-text';
import { signIn } from '../helpers/sign-in';
import { apiCaller, expectError, hosts } from '../users/client';

const base = '/api/users/me/data-exports';
const demo = demoTravellers.demo;
const other = demoTravellers.newcomer;

let t: TestApp;
let api: ReturnType<typeof apiCaller>;
let dataDir: string;
let demoCookie: string;
let otherCookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-data-export-'));
  t = await buildTestApp({
    DATA_DIR: dataDir,
    DOCUMENTS_VERIFICATION_WORKERS: '0',
    JOBS_POLLING_INTERVAL_SECONDS: '0.5',
  });
  api = apiCaller(t.app);
  ({ cookie: demoCookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
  ({ cookie: otherCookie } = await signIn(t.app, { email: other.email, password: demoPassword }));
}, 300_000);
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const stateOf = async (cookie: string, host: string = hosts.international) => {
  const res = await api('GET', base, { cookie, host });
  expect(res.statusCode, res.body).toBe(200);
  expect(String(res.headers['cache-control'])).toMatch(/no-store/);
  return dataExportStateResponseSchema.parse(res.json()).data;
};

/** Polls the page's state as the page does, until the job is done. */
const waitUntilDone = async (cookie: string): Promise<DataExportState> => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const state = await stateOf(cookie);
    if (state.status !== 'preparing') return state;
    if (Date.now() > deadline) throw new Error('the export stayed in preparation');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
};

const clearExports = (userId: string) =>
  t.database.db.delete(dataExports).where(eq(dataExports.userId, userId));

describe('signed out', () => {
  it('answers 401 to every call', async () => {
    expectError(await api('GET', base), 401, 'UNAUTHENTICATED');
    expectError(await api('POST', base), 401, 'UNAUTHENTICATED');
    expectError(
      await api('GET', `${base}/5d1c7a9e-3f0b-4b6e-9a52-0c2d7e1f4a10/json`),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('a traveller downloads their data', () => {
  let state: DataExportState;
  let json: string;

  beforeAll(async () => {
    expect((await stateOf(demoCookie)).status).toBe('none');
    // A passkey, known by the name the traveller gave it.
    await t.database.db.insert(passkeys).values({
      userId: demo.id,
      credentialId: 'a-credential-of-the-demo-traveller',
      publicKey: 'a public key',
      deviceType: 'multiDevice',
      name: 'Giulia’s phone',
    });
    const asked = await api('POST', base, { cookie: demoCookie, host: hosts.italy });
    expect(asked.statusCode, asked.body).toBe(202);
    const preparing = dataExportStateResponseSchema.parse(asked.json()).data;
    expect(preparing.status).toBe('preparing');
    expect(preparing.requestsLeft).toBe(2);
    // A second request while the first is prepared is refused clearly.
    expectError(await api('POST', base, { cookie: demoCookie }), 409, 'DATA_EXPORT_IN_PROGRESS');
    state = await waitUntilDone(demoCookie);
    const res = await api('GET', `${base}/${state.id}/json`, { cookie: demoCookie });
    expect(res.statusCode, res.body).toBe(200);
    json = res.body;
  }, 300_000);

  it('is ready for seven days, with both files', () => {
    expect(state.status).toBe('ready');
    const offered = Date.parse(state.expiresAt!) - Date.parse(state.readyAt!);
    expect(offered).toBe(7 * 24 * 60 * 60_000);
    expect(state.files!.json).toBe(Buffer.byteLength(json));
    expect(state.files!.pdf).toBeGreaterThan(1000);
  });

  it('sends the files as attachments nobody caches', async () => {
    for (const format of ['json', 'pdf'] as const) {
      const res = await api('GET', `${base}/${state.id}/${format}`, { cookie: demoCookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(String(res.headers['content-disposition'])).toMatch(
        new RegExp(`^attachment; filename="wayfarer-data-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
      );
      expect(String(res.headers['content-type'])).toContain(
        format === 'json' ? 'application/json' : 'application/pdf',
      );
    }
  });

  it('holds every piece of the traveller’s data, as the database has it', async () => {
    const { db } = t.database;
    const file = dataExportFileSchema.parse(JSON.parse(json));
    expect(file.schemaVersion).toBe(1);
    const [user] = await db.select().from(users).where(eq(users.id, demo.id));
    expect(file.traveller).toMatchObject({
      id: demo.id,
      email: user!.email,
      name: user!.name,
      lastname: user!.lastname,
      birthday: user!.birthday,
      citizenship: user!.citizenship,
      birthCity: user!.birthCity,
      mobilePhone: { country: user!.mobilePhoneCountry, number: user!.mobilePhoneNumber },
    });
    expect(file.consents).toMatchObject({
      privacyPolicy: user!.consentPrivacyPolicy,
      termsAndConditions: user!.consentTermsAndConditions,
      marketing: user!.consentMarketing,
      newsletter: user!.consentNewsletter,
      recordedAt: user!.updatedAt.toISOString(),
    });

    const addresses = await db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, demo.id));
    expect(file.addresses.map((a) => [a.addressType, a.city, a.zipCode]).sort()).toEqual(
      addresses.map((a) => [a.addressType, a.city, a.zipCode]).sort(),
    );

    const owned = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, demo.id));
    expect(owned.length).toBeGreaterThan(3);
    expect(file.bookings.map((b) => b.id).sort()).toEqual(owned.map((b) => b.id).sort());

    const documents = await db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, demo.id));
    expect(documents.length).toBeGreaterThan(0);
    expect(file.documents.map((d) => [d.type, d.number, d.status, d.expiryDate]).sort()).toEqual(
      documents.map((d) => [d.type, d.number, d.status, d.expiryDate]).sort(),
    );

    const flights = await db
      .select({ number: bookingFlights.flightNumber })
      .from(bookingFlights)
      .innerJoin(bookingTravellers, eq(bookingTravellers.id, bookingFlights.bookingTravellerId))
      .where(eq(bookingTravellers.userId, demo.id));
    expect(flights.length).toBeGreaterThan(0);
    expect(file.bookings.flatMap((b) => b.flights.map((f) => f.flightNumber)).sort()).toEqual(
      flights.map((f) => f.number).sort(),
    );

    const alerts = await db.select().from(notifyMeAlerts).where(eq(notifyMeAlerts.userId, demo.id));
    expect(alerts.length).toBeGreaterThan(0);
    expect(file.alerts).toHaveLength(alerts.length);
    expect(file.alerts.every((alert) => alert.title.length > 0)).toBe(true);

    const [referral] = await db
      .select()
      .from(referralAccounts)
      .where(eq(referralAccounts.userId, demo.id));
    expect(file.referral.code).toBe(referral?.code ?? null);

    const devices = await db.select().from(sessions).where(eq(sessions.userId, demo.id));
    expect(file.devices).toHaveLength(devices.length);
    expect(file.passkeys).toEqual([
      { name: 'Giulia’s phone', addedAt: expect.any(String), lastUsedAt: null },
    ]);
    // The Italian site asked: titles in Italian where the trip has one.
    expect(file.bookings.some((b) => /[àèéìòù]| e | di /.test(b.trip.title))).toBe(true);
  });

  it('holds no secret and nothing of another traveller', async () => {
    const { db } = t.database;
    const [user] = await db.select().from(users).where(eq(users.id, demo.id));
    expect(json).not.toContain(user!.passwordHash!);
    expect(json).not.toMatch(/passwordHash|tokenHash|idHash|fileKey|accessToken|refreshToken/);
    const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, demo.id));
    for (const row of sessionRows) {
      expect(json).not.toContain(row.idHash);
      expect(json).not.toContain(row.accessToken);
    }
    const documents = await db
      .select({ fileKey: identityDocuments.fileKey })
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, demo.id));
    for (const { fileKey } of documents) if (fileKey) expect(json).not.toContain(fileKey);
    const links = await db.select().from(invitations).where(eq(invitations.userId, demo.id));
    for (const link of links) expect(json).not.toContain(link.tokenHash);

    const others = await db.select().from(users).where(ne(users.id, demo.id));
    expect(others.length).toBeGreaterThan(3);
    // The addresses the traveller typed to invite friends are theirs to see, in that list only.
    const file = dataExportFileSchema.parse(JSON.parse(json));
    const invited = new Set(file.referral.invitedFriends.map((friend) => friend.email));
    for (const person of others) {
      expect(json, person.email).not.toContain(person.id);
      const times = json.split(`"${person.email}"`).length - 1;
      expect(times, person.email).toBe(invited.has(person.email) ? 1 : 0);
      if (person.mobilePhoneNumber) expect(json).not.toContain(person.mobilePhoneNumber);
      if (person.taxCode) expect(json).not.toContain(person.taxCode);
    }
    const othersBookings = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(ne(bookings.userId, demo.id));
    for (const booking of othersBookings) expect(json).not.toContain(`"${booking.id}"`);
  });

  it('sends the PDF in the language of the site it was asked from, with the traveller’s name', async () => {
    // The stored PDF is compressed; the same export rendered uncompressed shows its text.
    const [row] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, state.id!));
    const files = await documentFiles(t.app);
    const pdf = await files.get(row!.pdfKey!);
    expect(pdf!.subarray(0, 5).toString()).toBe('%PDF-');
    const res = await api('GET', `${base}/${state.id}/pdf`, { cookie: demoCookie });
    expect(res.rawPayload.equals(pdf!)).toBe(true);

    const [reset] = await t.database.db
      .update(dataExports)
      .set({ status: 'preparing' })
      .where(eq(dataExports.id, state.id!))
      .returning();
    await prepareDataExport(
      { db: t.database.db, files, pdfCompress: false },
      { data: { exportId: reset!.id }, retryCount: 0 },
    );
    const text = pdfText((await files.get(row!.pdfKey!))!).replace(/\s+/g, ' ');
    expect(text).toContain('I tuoi dati su Wayfarer');
    expect(text).toContain(`${demo.name} ${demo.lastname}`);
    expect(text).toContain(`Città di nascita: ${demo.birthCity}`);
  });

  it('e-mails the traveller in the site’s language, with a link to the page and not to the files', async () => {
    const mails = await t.database.db
      .select()
      .from(mailMessages)
      .where(
        and(eq(mailMessages.toAddress, demo.email), eq(mailMessages.template, 'data-export-ready')),
      );
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const mail = mails[0]!;
    expect(mail.language).toBe('it');
    expect(mail.subject).toBe('I tuoi dati Wayfarer sono pronti da scaricare');
    expect(mail.text).toContain('http://it.localhost:3000/account/scarica-dati');
    expect(mail.text).not.toContain('/api/');
    expect(mail.html).not.toContain(state.id!);
  });

  it('gives another traveller nothing: 404 on the files, their own empty state', async () => {
    for (const format of ['json', 'pdf']) {
      expectError(
        await api('GET', `${base}/${state.id}/${format}`, { cookie: otherCookie }),
        404,
        'NOT_FOUND',
      );
    }
    expect((await stateOf(otherCookie)).status).toBe('none');
  });
});

describe('bad requests', () => {
  it('refuses malformed paths and bodies with the one error shape', async () => {
    expectError(
      await api('GET', `${base}/not-a-uuid/json`, { cookie: demoCookie }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await api('GET', `${base}/5d1c7a9e-3f0b-4b6e-9a52-0c2d7e1f4a10/exe`, { cookie: demoCookie }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await api('GET', `${base}/5d1c7a9e-3f0b-4b6e-9a52-0c2d7e1f4a10/json`, { cookie: demoCookie }),
      404,
      'NOT_FOUND',
    );
    await clearExports(other.id);
    const hostile = [{ extra: 'x' }, { 'a\u0000b': 1 }, { format: 'json\u0007' }];
    for (const body of hostile) {
      const res = await api('POST', base, { cookie: otherCookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const oversize = await api('POST', base, {
      cookie: otherCookie,
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(oversize.statusCode).toBe(413);
    expect((await stateOf(otherCookie)).status).toBe('none');
  });

  it('refuses a request from a foreign Origin or without the CSRF header', async () => {
    const foreign = await api('POST', base, {
      cookie: otherCookie,
      csrf: false,
      headers: { 'x-wayfarer-csrf': '1', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const bare = await api('POST', base, { cookie: otherCookie, csrf: false });
    expect(bare.statusCode).toBe(403);
    expect((await stateOf(otherCookie)).status).toBe('none');
  });
});

describe('limits', () => {
  it('allows 3 requests in 24 hours, then 429 with when to ask again', async () => {
    await clearExports(other.id);
    const now = Date.now();
    const hoursAgo = (hours: number) => new Date(now - hours * 60 * 60_000);
    await t.database.db.insert(dataExports).values(
      [30, 20, 5, 1].map((hours) => ({
        userId: other.id,
        variant: 'international',
        status: 'failed' as const,
        requestedAt: hoursAgo(hours),
      })),
    );
    const state = await stateOf(otherCookie);
    expect(state.status).toBe('failed');
    expect(state.requestsLeft).toBe(0);
    const retryAt = hoursAgo(20).getTime() + 24 * 60 * 60_000;
    expect(Date.parse(state.nextRequestAt!)).toBe(retryAt);

    const res = await api('POST', base, { cookie: otherCookie });
    const error = expectError(res, 429, 'RATE_LIMITED');
    expect(error.extra?.retryAt).toBe(new Date(retryAt).toISOString());
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3 * 60 * 60 - 60);
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.userId, other.id)),
    ).toHaveLength(4);
  });
});

describe('expiry', () => {
  it('offers nothing past the expiry, and the clean-up deletes the files, then the row', async () => {
    const { db } = t.database;
    const files = await documentFiles(t.app);
    await clearExports(other.id);
    const [row] = await db
      .insert(dataExports)
      .values({ userId: other.id, variant: 'international' })
      .returning();
    await prepareDataExport({ db, files }, { data: { exportId: row!.id }, retryCount: 0 });
    const [ready] = await db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(ready!.status).toBe('ready');
    expect(await files.get(ready!.jsonKey!)).not.toBeNull();
    const ok = await api('GET', `${base}/${row!.id}/json`, { cookie: otherCookie });
    expect(ok.statusCode).toBe(200);

    // A second past its expiry: expired on the page and for downloads, before any clean-up.
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row!.id));
    expect((await stateOf(otherCookie)).status).toBe('expired');
    expectError(
      await api('GET', `${base}/${row!.id}/json`, { cookie: otherCookie }),
      404,
      'NOT_FOUND',
    );

    expect(await cleanUpDataExports(db, files)).toBeGreaterThanOrEqual(1);
    expect(await files.get(ready!.jsonKey!)).toBeNull();
    expect(await files.get(ready!.pdfKey!)).toBeNull();
    const [expired] = await db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(expired).toMatchObject({ status: 'expired', jsonKey: null, pdfKey: null });
    expect((await stateOf(otherCookie)).status).toBe('expired');

    // 30 days after the expiry the row goes too.
    await cleanUpDataExports(db, files, new Date(Date.now() + 31 * 24 * 60 * 60_000));
    expect(await db.select().from(dataExports).where(eq(dataExports.id, row!.id))).toHaveLength(0);
    expect((await stateOf(otherCookie)).status).toBe('none');
  });

  it('marks an export whose job was lost as failed after an hour, so the traveller can ask again', async () => {
    const { db } = t.database;
    await clearExports(other.id);
    await db.insert(dataExports).values({
      userId: other.id,
      variant: 'international',
      requestedAt: new Date(Date.now() - 61 * 60_000),
    });
    expect((await stateOf(otherCookie)).status).toBe('preparing');
    await cleanUpDataExports(db, await documentFiles(t.app));
    expect((await stateOf(otherCookie)).status).toBe('failed');
  });
});

describe('deleting a traveller’s exports', () => {
  it('deletes the files and the rows, for an account that goes away', async () => {
    const { db } = t.database;
    const files = await documentFiles(t.app);
    await clearExports(other.id);
    const [row] = await db
      .insert(dataExports)
      .values({ userId: other.id, variant: 'international' })
      .returning();
    await prepareDataExport({ db, files }, { data: { exportId: row!.id }, retryCount: 0 });
    const [ready] = await db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(await files.get(ready!.pdfKey!)).not.toBeNull();

    expect(await deleteDataExportsOf(db, files, other.id)).toBe(1);
    expect(await files.get(ready!.jsonKey!)).toBeNull();
    expect(await files.get(ready!.pdfKey!)).toBeNull();
    expect(
      await db.select().from(dataExports).where(eq(dataExports.userId, other.id)),
    ).toHaveLength(0);
  });
});

describe('the job’s retries', () => {
  /** A storage that fails its first `failures` writes. */
  const flaky = (files: FileStorage, failures: number): FileStorage => {
    let left = failures;
    return {
      get: (key) => files.get(key),
      delete: (key) => files.delete(key),
      put: async (key, content) => {
        if (left-- > 0) throw new Error('storage unavailable');
        await files.put(key, content);
      },
    };
  };

  it('is tried again after a failure and then ready, with one mail', async () => {
    const { db } = t.database;
    await clearExports(other.id);
    await db.delete(mailMessages).where(eq(mailMessages.toAddress, other.email));
    const files = flaky(await documentFiles(t.app), 1);
    const [row] = await db
      .insert(dataExports)
      .values({ userId: other.id, variant: 'germany' })
      .returning();
    const job = { data: { exportId: row!.id } };
    await expect(prepareDataExport({ db, files }, { ...job, retryCount: 0 })).rejects.toThrow(
      'storage unavailable',
    );
    const [waiting] = await db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(waiting).toMatchObject({
      status: 'preparing',
      attempts: 1,
      lastError: 'storage unavailable',
    });
    expect((await stateOf(otherCookie)).status).toBe('preparing');

    await prepareDataExport({ db, files }, { ...job, retryCount: 1 });
    const [ready] = await db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(ready).toMatchObject({ status: 'ready', attempts: 2, lastError: null });
    // A job delivered twice changes nothing more.
    await prepareDataExport({ db, files }, { ...job, retryCount: 0 });
    const mails = await db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.toAddress, other.email),
          eq(mailMessages.template, 'data-export-ready'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Deine Wayfarer-Daten stehen zum Herunterladen bereit');
  });

  it('marks the export failed after its last attempt, and the page lets the traveller ask again', async () => {
    const { db } = t.database;
    await clearExports(other.id);
    const files = flaky(await documentFiles(t.app), 100);
    const [row] = await db
      .insert(dataExports)
      .values({ userId: other.id, variant: 'international' })
      .returning();
    await prepareDataExport(
      { db, files },
      { data: { exportId: row!.id }, retryCount: dataExportRetryLimit },
    );
    const state = await stateOf(otherCookie);
    expect(state.status).toBe('failed');
    expect(state.requestsLeft).toBe(2);
  });
});
