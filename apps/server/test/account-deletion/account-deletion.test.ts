import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountDeletionApiPaths, csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import { hashPassword } from '../../src/auth/password';
import { rateLimits, users } from '../../src/db/schema';
import { accountDeletions } from '../../src/db/schema-account-deletion';
import { dataExports } from '../../src/db/schema-data-exports';
import { passkeys } from '../../src/db/schema-passkeys';
import { userAddresses } from '../../src/db/schema-addresses';
import { bookingPayments, bookingTravellers, bookings } from '../../src/db/schema-bookings';
import { identityDocuments } from '../../src/db/schema-documents';
import { notifyMeAlerts, referralAccounts } from '../../src/db/schema-engagement';
import { bookingFlights } from '../../src/db/schema-flights';
import { mailMessages } from '../../src/db/schema-mail';
import { webhookEndpoints, webhookEvents } from '../../src/db/schema-webhooks';
import { eraseDueAccounts, tombstoneEmail } from '../../src/modules/account-deletion/erase';
import { sweepDevPath } from '../../src/modules/account-deletion/routes';
import { rowsOf } from '../../src/modules/webhooks/rows';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { createBooking, createTrip } from '../tour-change/fixtures';

const password = 'a long walk along the harbour';
const origin = 'http://localhost:3000';
const dayMs = 86_400_000;

let test: TestApp;
let dataDir: string;
let sequence = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-deletion-'));
  test = await buildTestApp({ DATA_DIR: dataDir, ACCOUNT_DELETION_GRACE_DAYS: '14' });
  await test.app.db
    .insert(webhookEndpoints)
    .values({ url: 'https://receiver.example/hooks', secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdA==' });
});
afterAll(async () => {
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await test.app.db.delete(rateLimits);
});

/** Someone with unusual names and details, so that finding them anywhere means they were left. */
async function traveller({ trip }: { trip?: 'past' | 'upcoming' | 'none' } = {}) {
  const n = ++sequence;
  // A tag of this traveller's own in every personal field: finding it anywhere means a leftover.
  const tag = randomBytes(5).toString('hex');
  const person = {
    tag,
    email: `zephyrine.${tag}@example.test`,
    name: `Zephyrine${tag}`,
    lastname: `Quillfeather${tag}`,
    phone: `3471${String(n).padStart(6, '0')}`,
    taxCode: `QLLZPH87C54H50${n}X`,
  };
  const [user] = await test.app.db
    .insert(users)
    .values({
      email: person.email,
      passwordHash: await hashPassword(password),
      name: person.name,
      lastname: person.lastname,
      gender: 'F',
      birthday: '1987-03-14',
      citizenship: 'IT',
      taxCode: person.taxCode,
      birthCity: `Vigevano${tag}`,
      mobilePhoneCountry: 'IT',
      mobilePhoneNumber: person.phone,
      emergencyContactName: `Emergencia ${tag}`,
      emergencyContactPhoneCountry: 'IT',
      emergencyContactPhoneNumber: person.phone,
      specialNeeds: `No peanuts ${tag}`,
      consentPrivacyPolicy: true,
      consentTermsAndConditions: true,
      consentMarketing: true,
    })
    .returning({ id: users.id });
  const id = user!.id;
  let bookingId: string | undefined;
  if ((trip ?? 'past') !== 'none') {
    const [tourId] = await createTrip(test.app.db, [
      { start: trip === 'upcoming' ? 40 : -30, seats: 5 },
    ]);
    bookingId = await createBooking(test.app.db, { userId: id, tourId: tourId! });
    await test.app.db
      .update(bookingPayments)
      .set({ paidAt: new Date() })
      .where(eq(bookingPayments.bookingId, bookingId));
    await test.app.db
      .update(bookingTravellers)
      .set({
        name: person.name,
        lastname: person.lastname,
        email: person.email,
        externalId: `EXT-T-${n}`,
      })
      .where(and(eq(bookingTravellers.bookingId, bookingId), eq(bookingTravellers.userId, id)));
  }
  return { id, ...person, bookingId };
}

const headers = (cookie?: string, extra: Record<string, string> = {}) => ({
  origin,
  [csrfHeader]: csrfHeaderValue,
  ...(cookie ? { cookie } : {}),
  ...extra,
});

const status = (cookie?: string) =>
  test.app.inject({
    method: 'GET',
    url: accountDeletionApiPaths.deletion,
    headers: cookie ? { cookie } : {},
  });

const request = (cookie: string | undefined, body: unknown, extra?: Record<string, string>) =>
  test.app.inject({
    method: 'POST',
    url: accountDeletionApiPaths.deletion,
    headers: headers(cookie, extra),
    payload: body as object,
  });

const withPassword = (currentPassword = password) => ({ method: 'password', currentPassword });

async function deletionOf(userId: string) {
  const [row] = await test.app.db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId));
  return row;
}

async function mailsTo(address: string) {
  return test.app.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, address))
    .orderBy(mailMessages.createdAt);
}

/** Every row of every table (of every schema but the system's) that contains `needle`. */
async function rowsContaining(needle: string) {
  const tables = rowsOf<{ schema: string; name: string }>(
    await test.app.db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  const found: string[] = [];
  for (const table of tables) {
    const result = await test.app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t
        where position(lower(${needle}) in lower(t::text)) > 0`,
    );
    const [row] = rowsOf<{ n: number }>(result);
    if (row && row.n > 0) found.push(`${table.schema}.${table.name}`);
  }
  return found;
}

describe('GET /api/users/me/deletion', () => {
  it('allows a traveller whose trips are over and paid, with the grace period', async () => {
    const ada = await traveller();
    const { cookie } = await signIn(test.app, { email: ada.email, password });
    const response = await status(cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      eligible: true,
      blockers: [],
      graceDays: 14,
      confirmations: ['password'],
      cancelled: null,
    });
  });

  it('names the upcoming trip that keeps the account, and a payment still owed', async () => {
    const upcoming = await traveller({ trip: 'upcoming' });
    const { cookie } = await signIn(test.app, { email: upcoming.email, password });
    expect((await status(cookie)).json().data).toMatchObject({
      eligible: false,
      blockers: [{ bookingId: upcoming.bookingId, reason: 'upcoming' }],
    });

    const owing = await traveller();
    await test.app.db
      .update(bookings)
      .set({ errors: ['PAYMENT'] })
      .where(eq(bookings.id, owing.bookingId!));
    const owingSession = await signIn(test.app, { email: owing.email, password });
    expect((await status(owingSession.cookie)).json().data.blockers).toEqual([
      { bookingId: owing.bookingId, reason: 'paymentOwed' },
    ]);
  });

  it('answers 401 signed out', async () => {
    expect((await status()).statusCode).toBe(401);
  });
});

describe('POST /api/users/me/deletion', () => {
  it('schedules the deletion, mails when and how to cancel, and ends every session', async () => {
    const ada = await traveller();
    const here = await signIn(test.app, { email: ada.email, password });
    const elsewhere = await signIn(test.app, { email: ada.email, password });
    const before = Date.now();
    const response = await request(here.cookie, withPassword());
    expect(response.statusCode, response.body).toBe(202);
    const { eraseAfter, sentTo } = response.json().data;
    expect(sentTo).toBe(ada.email);
    const graceMs = new Date(eraseAfter).getTime() - before;
    expect(graceMs).toBeGreaterThanOrEqual(14 * dayMs);
    expect(graceMs).toBeLessThan(14 * dayMs + 60_000);
    // This browser's cookie is cleared, and every session has ended.
    expect(String(response.headers['set-cookie'])).toMatch(/wayfarer_session=;/);
    expect((await status(here.cookie)).statusCode).toBe(401);
    expect((await status(elsewhere.cookie)).statusCode).toBe(401);

    const [mail] = await mailsTo(ada.email);
    expect(mail?.template).toBe('account-deletion-scheduled');
    expect(mail?.language).toBe('en');
    expect(mail?.text).toContain('sign in again before then');
    expect(mail?.text).toContain(`${origin}/login`);
    expect(await deletionOf(ada.id)).toMatchObject({ cancelledAt: null, erasedAt: null });
  });

  it('writes the mail in the language of the site the traveller asked from', async () => {
    const ada = await traveller();
    const italian = await signIn(test.app, {
      email: ada.email,
      password,
      host: 'it.localhost:3000',
    });
    const response = await test.app.inject({
      method: 'POST',
      url: accountDeletionApiPaths.deletion,
      headers: {
        host: 'it.localhost:3000',
        origin: 'http://it.localhost:3000',
        [csrfHeader]: csrfHeaderValue,
        cookie: italian.cookie,
      },
      payload: withPassword(),
    });
    expect(response.statusCode, response.body).toBe(202);
    const [mail] = await mailsTo(ada.email);
    expect(mail?.language).toBe('it');
    expect(mail?.subject).toContain('sarà eliminato');
  });

  it('refuses a wrong password (counted as a wrong sign-in) and keeps the account', async () => {
    const ada = await traveller();
    const { cookie } = await signIn(test.app, { email: ada.email, password });
    const wrong = await request(cookie, withPassword('not my password at all'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'validation.wrongPassword' });
    expect(await deletionOf(ada.id)).toBeUndefined();
    expect((await status(cookie)).statusCode).toBe(200);
    // Enough wrong ones and the sign-in throttle makes the next try wait.
    let last = wrong;
    for (let i = 0; i < 8 && last.statusCode !== 429; i++) {
      last = await request(cookie, withPassword(`wrong guess ${i}`));
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now.
    expect((await request(cookie, withPassword())).statusCode).toBe(429);
    expect(await deletionOf(ada.id)).toBeUndefined();
  });

  it('refuses while a trip is upcoming, naming it, and changes nothing', async () => {
    const bea = await traveller({ trip: 'upcoming' });
    const { cookie } = await signIn(test.app, { email: bea.email, password });
    const refused = await request(cookie, withPassword());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ACCOUNT_DELETION_BLOCKED',
      extra: { blockers: [{ bookingId: bea.bookingId, reason: 'upcoming' }] },
    });
    expect(await deletionOf(bea.id)).toBeUndefined();
    expect((await status(cookie)).statusCode).toBe(200);
  });

  it('refuses bad and hostile bodies', async () => {
    const ada = await traveller();
    const { cookie } = await signIn(test.app, { email: ada.email, password });
    for (const body of [
      {},
      { method: 'password' },
      { method: 'passkey', currentPassword: password },
      { method: 'password', currentPassword: '' },
      { method: 'password', currentPassword: 'x'.repeat(1025) },
      { method: ['password', 'password'], currentPassword: password },
      { method: 'password', currentPassword: [password, password] },
    ]) {
      const response = await request(cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const control = await request(cookie, withPassword(`${password}\u0000`));
    expect(control.statusCode).toBe(400);
    expect(await deletionOf(ada.id)).toBeUndefined();
  });

  it('refuses a call without the CSRF header or from a foreign origin, and signed out', async () => {
    const ada = await traveller();
    const { cookie } = await signIn(test.app, { email: ada.email, password });
    const foreign = await request(cookie, withPassword(), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('CSRF_FAILED');
    const noHeader = await test.app.inject({
      method: 'POST',
      url: accountDeletionApiPaths.deletion,
      headers: { origin, cookie },
      payload: withPassword(),
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await request(undefined, withPassword())).statusCode).toBe(401);
    expect(await deletionOf(ada.id)).toBeUndefined();
  });

  it("only ever touches the caller's own account", async () => {
    const ada = await traveller();
    const bea = await traveller();
    const adaSession = await signIn(test.app, { email: ada.email, password });
    const beaSession = await signIn(test.app, { email: bea.email, password });
    // Bea's password does not delete Ada's account, whoever's session sends it.
    expect((await request(adaSession.cookie, withPassword('x' + password))).statusCode).toBe(400);
    const scheduled = await request(beaSession.cookie, withPassword());
    expect(scheduled.statusCode).toBe(202);
    expect(await deletionOf(ada.id)).toBeUndefined();
    expect((await status(adaSession.cookie)).statusCode).toBe(200);
  });
});

describe('signing in during the grace period', () => {
  it('cancels the deletion, mails it, and tells the traveller once', async () => {
    const ada = await traveller();
    const first = await signIn(test.app, { email: ada.email, password });
    expect((await request(first.cookie, withPassword())).statusCode).toBe(202);

    const again = await signIn(test.app, { email: ada.email, password });
    expect((await deletionOf(ada.id))?.cancelledAt).toBeInstanceOf(Date);
    const mails = await mailsTo(ada.email);
    expect(mails.map((mail) => mail.template)).toEqual([
      'account-deletion-scheduled',
      'account-deletion-cancelled',
    ]);
    const shown = (await status(again.cookie)).json().data;
    expect(shown.cancelled).toMatchObject({ cancelledAt: expect.any(String) });
    const dismissed = await test.app.inject({
      method: 'DELETE',
      url: accountDeletionApiPaths.cancellationNotice,
      headers: headers(again.cookie),
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await status(again.cookie)).json().data.cancelled).toBeNull();

    // The sweep, long after, leaves the account alone.
    await eraseDueAccounts(test.app.db, test.app.fileStorage, new Date(Date.now() + 30 * dayMs));
    expect((await deletionOf(ada.id))?.erasedAt).toBeNull();
    const [user] = await test.app.db.select().from(users).where(eq(users.id, ada.id));
    expect(user).toMatchObject({ email: ada.email, name: ada.name, deletedAt: null });
    // A second sign-in sends no further mail.
    await signIn(test.app, { email: ada.email, password });
    expect(await mailsTo(ada.email)).toHaveLength(2);
  });
});

describe('the erasure after the grace period', () => {
  async function scheduledTraveller() {
    const ada = await traveller();
    const docKey = `documents/${ada.id}/passport-test`;
    await test.app.fileStorage.put(docKey, Buffer.from('an encrypted passport photo'));
    await test.app.db.insert(identityDocuments).values({
      userId: ada.id,
      type: 'PASSPORT',
      number: 'YA1234567',
      issuingCountry: 'IT',
      issueDate: '2020-01-01',
      expiryDate: '2030-01-01',
      status: 'APPROVED',
      fileKey: docKey,
    });
    await test.app.db.insert(userAddresses).values({
      userId: ada.id,
      addressType: 'RESIDENCE',
      position: 0,
      country: 'IT',
      address: `Via ${ada.tag}`,
      houseNumber: '7',
      zipCode: '27029',
      city: `Vigevano${ada.tag}`,
    });
    const [place] = await test.app.db
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.userId, ada.id));
    await test.app.db.insert(bookingFlights).values({
      bookingTravellerId: place!.id,
      direction: 'OUTBOUND',
      position: 0,
      tripType: 'ROUND_TRIP',
      flightNumber: 'QF1234',
      departureAirport: 'MXP',
      arrivalAirport: 'AMM',
      departureLocal: '2026-10-29 10:00:00',
      arrivalLocal: '2026-10-29 14:00:00',
    });
    // A copy of their data, ready to download: both files hold everything personal.
    const exportKeys = [`data-exports/${ada.id}/copy.json`, `data-exports/${ada.id}/copy.pdf`];
    for (const key of exportKeys) await test.app.fileStorage.put(key, Buffer.from(ada.tag));
    await test.app.db.insert(dataExports).values({
      userId: ada.id,
      status: 'ready',
      variant: 'italy',
      readyAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * dayMs),
      jsonKey: exportKeys[0],
      pdfKey: exportKeys[1],
    });
    // A passkey they named.
    await test.app.db.insert(passkeys).values({
      userId: ada.id,
      credentialId: `credential-${ada.tag}`,
      publicKey: 'a public key',
      deviceType: 'singleDevice',
      name: `Phone of ${ada.tag}`,
    });
    const { cookie } = await signIn(test.app, { email: ada.email, password });
    // Their personal code (made from the name) and an alert.
    await test.app.inject({ method: 'GET', url: '/api/referral', headers: { cookie } });
    const requested = await request(cookie, withPassword());
    expect(requested.statusCode, requested.body).toBe(202);
    return {
      ...ada,
      docKey,
      exportKeys,
      eraseAfter: new Date(requested.json().data.eraseAfter),
    };
  }

  it('leaves nothing personal in the database or the file store, and tells the operator', async () => {
    const ada = await scheduledTraveller();
    // Not before the grace period has run out (earlier tests' requests may go then).
    await eraseDueAccounts(
      test.app.db,
      test.app.fileStorage,
      new Date(ada.eraseAfter.getTime() - 1000),
    );
    expect((await deletionOf(ada.id))?.erasedAt).toBeNull();
    expect(await test.app.fileStorage.get(ada.docKey)).not.toBeNull();
    expect(await rowsContaining(ada.tag)).not.toEqual([]);

    const erasedAt = new Date(ada.eraseAfter.getTime() + 60_000);
    expect(await eraseDueAccounts(test.app.db, test.app.fileStorage, erasedAt)).toBe(1);

    for (const needle of [ada.email, ada.name, ada.lastname, ada.phone, ada.taxCode, ada.tag]) {
      expect(await rowsContaining(needle), needle).toEqual([]);
    }
    expect(await test.app.fileStorage.get(ada.docKey)).toBeNull();
    for (const key of ada.exportKeys) expect(await test.app.fileStorage.get(key), key).toBeNull();
    expect(
      await test.app.db.select().from(dataExports).where(eq(dataExports.userId, ada.id)),
    ).toEqual([]);

    // The tombstone: no one can sign in with it, and the address is free again.
    const [user] = await test.app.db.select().from(users).where(eq(users.id, ada.id));
    expect(user).toMatchObject({
      email: tombstoneEmail(ada.id),
      passwordHash: null,
      name: '',
      lastname: '',
      birthday: null,
      deletedAt: erasedAt,
    });
    await expect(signIn(test.app, { email: ada.email, password })).rejects.toThrow(/refused/);
    await test.app.db.insert(users).values({ email: ada.email }).returning();

    // The booking stays for the operator, anonymised, with the operator's ids.
    const [booking] = await test.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, ada.bookingId!));
    expect(booking?.userId).toBe(ada.id);
    const places = await test.app.db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, ada.bookingId!));
    expect(places).toEqual([
      expect.objectContaining({
        name: '',
        lastname: '',
        email: null,
        externalId: expect.stringMatching(/^EXT-T-/),
      }),
    ]);
    expect(
      await test.app.db
        .select()
        .from(identityDocuments)
        .where(eq(identityDocuments.userId, ada.id)),
    ).toEqual([]);
    expect(
      await test.app.db.select().from(notifyMeAlerts).where(eq(notifyMeAlerts.userId, ada.id)),
    ).toEqual([]);
    expect(
      await test.app.db.select().from(referralAccounts).where(eq(referralAccounts.userId, ada.id)),
    ).toEqual([]);

    const events = await test.app.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.userId, ada.id), eq(webhookEvents.type, 'traveller.deleted')));
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({
      type: 'traveller.deleted',
      timestamp: erasedAt.toISOString(),
      data: {
        travellerId: ada.id,
        externalTravellerId: places[0]!.externalId,
        deletedAt: erasedAt.toISOString(),
      },
    });
    expect((await deletionOf(ada.id))?.erasedAt).toEqual(erasedAt);

    // Idempotent: a second sweep erases nothing and sends nothing more.
    expect(
      await eraseDueAccounts(
        test.app.db,
        test.app.fileStorage,
        new Date(erasedAt.getTime() + dayMs),
      ),
    ).toBe(0);
    const again = await test.app.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.userId, ada.id), eq(webhookEvents.type, 'traveller.deleted')));
    expect(again).toHaveLength(1);
  });

  it('runs from the demo route as of a given time', async () => {
    const ada = await scheduledTraveller();
    const early = await test.app.inject({
      method: 'POST',
      url: sweepDevPath,
      payload: { asOf: new Date(ada.eraseAfter.getTime() - 60_000).toISOString() },
    });
    expect(early.statusCode).toBe(200);
    expect((await deletionOf(ada.id))?.erasedAt).toBeNull();
    const late = await test.app.inject({
      method: 'POST',
      url: sweepDevPath,
      payload: { asOf: new Date(ada.eraseAfter.getTime() + 60_000).toISOString() },
    });
    expect(late.json()).toEqual({ erased: 1 });
    expect(await rowsContaining(ada.email)).toEqual([]);
    const bad = await test.app.inject({
      method: 'POST',
      url: sweepDevPath,
      payload: { asOf: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('outside demo mode', () => {
  it('has no route that moves the clock', async () => {
    const production = await buildTestApp({ DEMO_MODE: 'false' }, { seed: false });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: sweepDevPath,
        payload: { asOf: new Date(Date.now() + 365 * dayMs).toISOString() },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
