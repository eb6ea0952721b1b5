import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressesResponseSchema,
  csrfHeader,
  csrfHeaderValue,
  staffApiPaths,
  type AddressBody,
} from '@wayfarer/contract';
import { and, eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { billingAddressUnlocks } from '../../src/db/schema-addresses';
import { staffAuditLog } from '../../src/db/schema-staff';
import { webhookEvents } from '../../src/db/schema-webhooks';
import { demoStaff } from '../../src/db/seed/staff';
import { hashPassword } from '../../src/auth/password';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { createTraveller } from '../mail/helpers';
import { apiCaller, expectError } from '../users/client';
import { signInStaff } from './helpers';

/*
 * Customer care unlocks a traveller's saved billing address for one change (account-area §5):
 * the traveller changes it once, then it is locked again; an expired unlock changes nothing.
 */

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let care: string;
let reviewer: string;
const password = 'a long and fine password 42';

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  care = (await signInStaff(t.app, demoStaff.care)).cookie;
  reviewer = (await signInStaff(t.app, demoStaff.reviewer)).cookie;
}, 240_000);
afterAll(async () => t?.close());

const residence = {
  addressType: 'RESIDENCE',
  country: 'IT',
  address: 'Via Roma',
  houseNumber: '1',
  notes: null,
  zipCode: '20121',
  city: 'Milano',
  state: 'MI',
} satisfies AddressBody;

const individual = {
  ...residence,
  addressType: 'BILLING',
  sameAsResidence: true,
  billingFor: 'INDIVIDUAL',
  billingInfoIndividual: { name: 'Ada Lovelace', taxCode: 'RSSMRA85T10A562S' },
} satisfies AddressBody;

const business = {
  addressType: 'BILLING',
  country: 'IT',
  address: 'Corso Buenos Aires',
  houseNumber: '42',
  notes: null,
  zipCode: '20124',
  city: 'Milano',
  state: 'MI',
  sameAsResidence: false,
  billingFor: 'BUSINESS',
  billingInfoBusiness: {
    businessName: 'Acme Travel SRL',
    vatNumber: 'IT00743110157',
    taxCode: '00743110157',
    sdiCode: 'M5UXCR1',
  },
} satisfies AddressBody;

/** A fresh traveller, signed in, with a residence and an individual billing address saved. */
async function travellerWithBilling(name = 'Ada') {
  const created = await createTraveller(t.app, name);
  await t.app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), consentPrivacyPolicy: true })
    .where(eq(users.id, created.id));
  const { cookie } = await signIn(t.app, { email: created.email, password });
  const saved = await call('PUT', `/api/users/${created.id}/addresses`, {
    cookie,
    body: { addresses: [residence, individual] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...created, cookie };
}

type Traveller = Awaited<ReturnType<typeof travellerWithBilling>>;

const addresses = async (traveller: Traveller) => {
  const res = await call('GET', `/api/users/${traveller.id}/addresses`, {
    cookie: traveller.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return addressesResponseSchema.parse(res.json());
};
const putBilling = (traveller: Traveller, billing: AddressBody) =>
  call('PUT', `/api/users/${traveller.id}/addresses`, {
    cookie: traveller.cookie,
    body: { addresses: [billing] },
  });
const unlock = (userId: string, cookie = care, reason = 'Moved the company to Milan') =>
  call('POST', staffApiPaths.travellerActions.replace(':userId', userId), {
    cookie,
    body: { action: 'UNLOCK_BILLING_ADDRESS', reason },
  });
const record = async (userId: string) => {
  const res = await call('GET', staffApiPaths.traveller.replace(':userId', userId), {
    cookie: care,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const addressEvents = async (userId: string) =>
  t.app.db
    .select()
    .from(webhookEvents)
    .where(
      and(eq(webhookEvents.userId, userId), eq(webhookEvents.type, 'traveller.address.updated')),
    );

describe('care unlocks the billing address for one change', { timeout: 120_000 }, () => {
  it('locked before; care unlocks; the traveller changes it once; then it is locked again', async () => {
    const ada = await travellerWithBilling();
    const other = await travellerWithBilling('Bea');
    expect((await addresses(ada)).billing).toEqual({ changeable: false, unlockedUntil: null });
    expectError(await putBilling(ada, business), 409, 'BILLING_ADDRESS_LOCKED');
    expect(await record(ada.id)).toMatchObject({ billingAddressSaved: true, billingUnlock: null });

    const before = Date.now();
    const res = await unlock(ada.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { done: 'UNLOCK_BILLING_ADDRESS' } });

    // The record shows the pending unlock: by whom, when, until when (14 days).
    const pending = (await record(ada.id)).billingUnlock;
    expect(pending.by).toBe(demoStaff.care.email);
    const until = Date.parse(pending.until);
    expect(until - Date.parse(pending.at)).toBe(14 * 24 * 60 * 60 * 1000);
    expect(Date.parse(pending.at)).toBeGreaterThanOrEqual(before - 1000);

    // The traveller's answer says so; another traveller is not unlocked.
    expect((await addresses(ada)).billing).toEqual({
      changeable: true,
      unlockedUntil: new Date(until).toISOString(),
    });
    expect((await addresses(other)).billing.changeable).toBe(false);
    expectError(await putBilling(other, business), 409, 'BILLING_ADDRESS_LOCKED');

    const eventsBefore = (await addressEvents(ada.id)).length;
    const changed = await putBilling(ada, business);
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = addressesResponseSchema.parse(changed.json());
    expect(answer.data[1]).toMatchObject({
      billingFor: 'BUSINESS',
      city: 'Milano',
      address: 'Corso Buenos Aires',
    });
    // Used up at once: the answer, a second change, the record.
    expect(answer.billing).toEqual({ changeable: false, unlockedUntil: null });
    expectError(await putBilling(ada, individual), 409, 'BILLING_ADDRESS_LOCKED');
    expect((await addresses(ada)).data[1]).toMatchObject({ billingFor: 'BUSINESS' });
    expect((await record(ada.id)).billingUnlock).toBeNull();
    // The operator hears of the change as of any address change.
    const events = await addressEvents(ada.id);
    expect(events.length).toBe(eventsBefore + 1);
    expect(events.at(-1)!.payload).toMatchObject({
      type: 'traveller.address.updated',
      data: { addressTypes: ['BILLING'] },
    });
  });

  it('keeps the unlock while the traveller saves only the residence or the same billing', async () => {
    const ada = await travellerWithBilling();
    expect((await unlock(ada.id)).statusCode).toBe(200);
    const same = await call('PUT', `/api/users/${ada.id}/addresses`, {
      cookie: ada.cookie,
      body: { addresses: [{ ...residence, city: 'Torino', zipCode: '10121' }, individual] },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(addressesResponseSchema.parse(same.json()).billing.changeable).toBe(true);
    expect((await putBilling(ada, business)).statusCode).toBe(200);
  });

  it('checks the new billing address like a first one (an Italian business needs its SDI code)', async () => {
    const ada = await travellerWithBilling();
    expect((await unlock(ada.id)).statusCode).toBe(200);
    const res = await putBilling(ada, {
      ...business,
      billingInfoBusiness: { ...business.billingInfoBusiness, sdiCode: null },
    });
    expect(res.statusCode, res.body).toBe(400);
    // The refused attempt did not use the unlock up.
    expect((await addresses(ada)).billing.changeable).toBe(true);
  });

  it('an expired unlock changes nothing', async () => {
    const ada = await travellerWithBilling();
    expect((await unlock(ada.id)).statusCode).toBe(200);
    await t.app.db
      .update(billingAddressUnlocks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(billingAddressUnlocks.userId, ada.id));
    expect((await addresses(ada)).billing).toEqual({ changeable: false, unlockedUntil: null });
    expect((await record(ada.id)).billingUnlock).toBeNull();
    expectError(await putBilling(ada, business), 409, 'BILLING_ADDRESS_LOCKED');
    // Care may unlock again.
    expect((await unlock(ada.id)).statusCode).toBe(200);
    expect((await putBilling(ada, business)).statusCode).toBe(200);
  });

  it('writes who, why and until when to the audit log', async () => {
    const ada = await travellerWithBilling();
    expect((await unlock(ada.id, care, 'Wrong VAT number, ticket 4411')).statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.travellerId, ada.id),
          eq(staffAuditLog.action, 'traveller.billing-address.unlocked'),
        ),
      );
    expect(row).toMatchObject({
      staffEmail: demoStaff.care.email,
      subject: `traveller:${ada.id}`,
      reason: 'Wrong VAT number, ticket 4411',
    });
    expect(Date.parse((row!.details as { until: string }).until)).toBeGreaterThan(Date.now());
  });

  it('refuses a traveller with no billing address saved (409), a reviewer (403), no reason (400)', async () => {
    const bare = await createTraveller(t.app, 'Cy');
    expect((await unlock(bare.id)).statusCode).toBe(409);
    expect((await record(bare.id)).billingAddressSaved).toBe(false);
    const ada = await travellerWithBilling();
    expect((await unlock(ada.id, reviewer)).statusCode).toBe(403);
    expect((await unlock(ada.id, ada.cookie)).statusCode).toBe(403);
    expect((await unlock(ada.id, '')).statusCode).toBe(401);
    expect((await unlock(ada.id, care, '  ')).statusCode).toBe(400);
    expect((await unlock(ada.id, care, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await unlock(ada.id, care, 'bad\u0000reason')).statusCode).toBe(400);
    expect((await addresses(ada)).billing.changeable).toBe(false);
    // A foreign Origin on the state-changing call is refused.
    const foreign = await call('POST', staffApiPaths.travellerActions.replace(':userId', ada.id), {
      cookie: care,
      body: { action: 'UNLOCK_BILLING_ADDRESS', reason: 'Moved the company' },
      csrf: false,
      headers: { origin: 'https://evil.example', [csrfHeader]: csrfHeaderValue },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await addresses(ada)).billing.changeable).toBe(false);
  });
});
