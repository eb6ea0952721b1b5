import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountDeletionApiPaths,
  accountDeletionStatusSchema,
  csrfHeader,
  csrfHeaderValue,
  passkeyConfirmationOptionsResponseSchema,
  passkeyRegistrationOptionsResponseSchema,
  passkeysApiPaths,
} from '@wayfarer/contract';
import { hashPassword } from '../../src/auth/password';
import { rateLimits, users } from '../../src/db/schema';
import { accountDeletions } from '../../src/db/schema-account-deletion';
import { passkeyChallenges, passkeys } from '../../src/db/schema-passkeys';
import { saveChallenge } from '../../src/modules/passkeys/repository';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { SoftwareAuthenticator } from '../helpers/software-authenticator';

/*
 * Delete my account confirmed with a passkey (issue 22): a confirmation challenge of the
 * traveller's own, answered by one of their own passkeys, once, within five minutes.
 */

const password = 'a long walk along the harbour';
const origin = 'http://localhost:3000';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '14' });
});
afterAll(async () => {
  await test?.close();
});
beforeEach(async () => {
  await test.app.db.delete(rateLimits);
});

const headers = (cookie?: string, extra: Record<string, string> = {}) => ({
  origin,
  [csrfHeader]: csrfHeaderValue,
  ...(cookie ? { cookie } : {}),
  ...extra,
});

const post = (
  url: string,
  cookie: string | undefined,
  body?: unknown,
  extra?: Record<string, string>,
) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: headers(cookie, extra),
    ...(body === undefined ? {} : { payload: body as object }),
  });

/** A traveller with no trip (nothing blocks the deletion), signed in. */
async function traveller() {
  const tag = randomBytes(5).toString('hex');
  const email = `ottoline.${tag}@example.test`;
  const [user] = await test.app.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      name: `Ottoline${tag}`,
      lastname: 'Marchbanks',
      consentPrivacyPolicy: true,
      consentTermsAndConditions: true,
    })
    .returning({ id: users.id });
  const { cookie } = await signIn(test.app, { email, password });
  return { id: user!.id, email, cookie };
}

/** Adds a passkey on the passkeys page's API with a software authenticator. */
async function withPasskey(person: { cookie: string }) {
  const authenticator = new SoftwareAuthenticator();
  const started = await post(passkeysApiPaths.registrationOptions, person.cookie, {
    currentPassword: password,
  });
  expect(started.statusCode, started.body).toBe(200);
  const options = passkeyRegistrationOptionsResponseSchema.parse(started.json()).data;
  const response = authenticator.register(options, { origin });
  const added = await post(passkeysApiPaths.list, person.cookie, { response });
  expect(added.statusCode, added.body).toBe(201);
  return authenticator;
}

async function confirmationOptions(cookie: string) {
  const response = await post(passkeysApiPaths.confirmationOptions, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return passkeyConfirmationOptionsResponseSchema.parse(response.json()).data;
}

const deletion = (cookie: string | undefined, response: unknown, extra?: Record<string, string>) =>
  post(accountDeletionApiPaths.deletion, cookie, { method: 'passkey', response }, extra);

async function deletionOf(userId: string) {
  const [row] = await test.app.db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId));
  return row;
}

const stillSignedIn = async (cookie: string) =>
  (
    await test.app.inject({
      method: 'GET',
      url: accountDeletionApiPaths.deletion,
      headers: { cookie },
    })
  ).statusCode === 200;

function expectRefused(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: { code: 'VALIDATION_FAILED', fields: { response: 'validation.passkeyRefused' } },
  });
}

describe('GET /api/users/me/deletion with passkeys', () => {
  it('offers the passkey once the traveller has one', async () => {
    const ada = await traveller();
    const before = await test.app.inject({
      method: 'GET',
      url: accountDeletionApiPaths.deletion,
      headers: { cookie: ada.cookie },
    });
    expect(accountDeletionStatusSchema.parse(before.json()).data.confirmations).toEqual([
      'password',
    ]);
    await withPasskey(ada);
    const after = await test.app.inject({
      method: 'GET',
      url: accountDeletionApiPaths.deletion,
      headers: { cookie: ada.cookie },
    });
    expect(accountDeletionStatusSchema.parse(after.json()).data.confirmations).toEqual([
      'password',
      'passkey',
    ]);
  });
});

describe('POST /api/users/me/passkeys/confirmation-options', () => {
  it("asks for one of the traveller's own passkeys, with user verification", async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    await withPasskey(await traveller()); // someone else's passkey is never offered
    const options = await confirmationOptions(ada.cookie);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([
      authenticator.credentials[0]!.id.toString('base64url'),
    ]);
    const [challenge] = await test.app.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.challenge, options.challenge));
    expect(challenge).toMatchObject({ purpose: 'confirmation', userId: ada.id });
  });

  it('keeps one pending confirmation per traveller: asking again replaces the earlier one', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const first = await confirmationOptions(ada.cookie);
    const second = await confirmationOptions(ada.cookie);
    const pending = await test.app.db
      .select({ challenge: passkeyChallenges.challenge })
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.userId, ada.id));
    expect(pending).toEqual([{ challenge: second.challenge }]);
    expectRefused(await deletion(ada.cookie, authenticator.assert(first, { origin })));
    expect((await deletion(ada.cookie, authenticator.assert(second, { origin }))).statusCode).toBe(
      202,
    );
  });

  it('answers 404 without a passkey, 401 signed out, 403 from a foreign origin', async () => {
    const ada = await traveller();
    const none = await post(passkeysApiPaths.confirmationOptions, ada.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('NOT_FOUND');
    await withPasskey(ada);
    const signedOut = await post(passkeysApiPaths.confirmationOptions, undefined);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('UNAUTHENTICATED');
    const foreign = await post(passkeysApiPaths.confirmationOptions, ada.cookie, undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('CSRF_FAILED');
  });
});

describe('POST /api/users/me/deletion confirmed with a passkey', () => {
  it('schedules the deletion and ends the session', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const response = authenticator.assert(await confirmationOptions(ada.cookie), { origin });
    const scheduled = await deletion(ada.cookie, response);
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    expect(scheduled.json().data.sentTo).toBe(ada.email);
    expect(await deletionOf(ada.id)).toMatchObject({ cancelledAt: null });
    expect(await stillSignedIn(ada.cookie)).toBe(false);
    const [used] = await test.app.db
      .select({ lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, ada.id));
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it("refuses another traveller's passkey, even on the caller's own challenge", async () => {
    const ada = await traveller();
    await withPasskey(ada);
    const bea = await traveller();
    const beas = await withPasskey(bea);
    const response = beas.assert(await confirmationOptions(ada.cookie), { origin });
    expectRefused(await deletion(ada.cookie, response));
    // Bea's challenge answered by Bea, sent with Ada's session: not Ada's challenge.
    const theirs = beas.assert(await confirmationOptions(bea.cookie), { origin });
    expectRefused(await deletion(ada.cookie, theirs));
    expect(await deletionOf(ada.id)).toBeUndefined();
    expect(await deletionOf(bea.id)).toBeUndefined();
    expect(await stillSignedIn(ada.cookie)).toBe(true);
  });

  it('refuses a replayed answer: a challenge works once', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const options = await confirmationOptions(ada.cookie);
    // A first try that fails (no user verification) spends the challenge all the same.
    expectRefused(
      await deletion(ada.cookie, authenticator.assert(options, { origin, userVerified: false })),
    );
    expectRefused(await deletion(ada.cookie, authenticator.assert(options, { origin })));
    expect(await deletionOf(ada.id)).toBeUndefined();
  });

  it('refuses a replay after a deletion cancelled by signing in again', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const response = authenticator.assert(await confirmationOptions(ada.cookie), { origin });
    expect((await deletion(ada.cookie, response)).statusCode).toBe(202);
    const again = await signIn(test.app, { email: ada.email, password });
    expectRefused(await deletion(again.cookie, response));
  });

  it('refuses an expired challenge', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const options = await confirmationOptions(ada.cookie);
    await test.app.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, options.challenge));
    expectRefused(await deletion(ada.cookie, authenticator.assert(options, { origin })));
    expect(await deletionOf(ada.id)).toBeUndefined();
  });

  it("refuses a sign-in page's challenge, and a registration's", async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const signInChallenge = randomBytes(32).toString('base64url');
    await saveChallenge(
      test.app.db,
      signInChallenge,
      { purpose: 'authentication', interactionUid: 'an-interaction' },
      new Date(Date.now() + 60_000),
    );
    expectRefused(
      await deletion(ada.cookie, authenticator.assert({ challenge: signInChallenge }, { origin })),
    );
    const registrationChallenge = randomBytes(32).toString('base64url');
    await saveChallenge(
      test.app.db,
      registrationChallenge,
      { purpose: 'registration', userId: ada.id },
      new Date(Date.now() + 60_000),
    );
    expectRefused(
      await deletion(
        ada.cookie,
        authenticator.assert({ challenge: registrationChallenge }, { origin }),
      ),
    );
    // Neither was taken: they stay for the ceremony they were issued to.
    const left = await test.app.db.select().from(passkeyChallenges);
    expect(left.map((row) => row.challenge)).toEqual(
      expect.arrayContaining([signInChallenge, registrationChallenge]),
    );
    expect(await deletionOf(ada.id)).toBeUndefined();
  });

  it('refuses an answer from another origin or RP ID', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const fromElsewhere = authenticator.assert(await confirmationOptions(ada.cookie), {
      origin: 'https://evil.example',
    });
    expectRefused(await deletion(ada.cookie, fromElsewhere));
    const otherRp = authenticator.assert(await confirmationOptions(ada.cookie), {
      origin,
      rpId: 'evil.example',
    });
    expectRefused(await deletion(ada.cookie, otherRp));
    expect(await deletionOf(ada.id)).toBeUndefined();
  });

  it('counts refused passkeys like wrong passwords in the sign-in throttle', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    let last;
    for (let i = 0; i < 10; i++) {
      const options = await confirmationOptions(ada.cookie);
      last = await deletion(
        ada.cookie,
        authenticator.assert(options, { origin, userVerified: false }),
      );
      if (last.statusCode === 429) break;
      expectRefused(last);
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.code).toBe('RATE_LIMITED');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Even a good answer waits now, and so does the password.
    const good = authenticator.assert(await confirmationOptions(ada.cookie), { origin });
    expect((await deletion(ada.cookie, good)).statusCode).toBe(429);
    expect(
      (
        await post(accountDeletionApiPaths.deletion, ada.cookie, {
          method: 'password',
          currentPassword: password,
        })
      ).statusCode,
    ).toBe(429);
    expect(await deletionOf(ada.id)).toBeUndefined();
  });

  it('refuses bad and hostile bodies', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const good = authenticator.assert(await confirmationOptions(ada.cookie), { origin });
    for (const body of [
      { method: 'passkey' },
      { method: 'passkey', response: 'not an object' },
      { method: 'passkey', response: { ...good, id: 'not base64url!' } },
      { method: 'passkey', response: { ...good, id: `${good.id}\u0000` } },
      { method: 'passkey', response: { ...good, type: 'password' } },
      { method: 'passkey', response: { ...good, id: 'A'.repeat(1025) } },
      {
        method: 'passkey',
        response: { ...good, response: { ...good.response, signature: [good.response.signature] } },
      },
      {
        method: 'passkey',
        response: { ...good, response: { ...good.response, clientDataJSON: 'A'.repeat(8193) } },
      },
      { method: ['passkey', 'passkey'], response: good },
      { method: 'passkey', currentPassword: password },
    ]) {
      const response = await post(accountDeletionApiPaths.deletion, ada.cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    // None of them spent the challenge: the good answer still confirms.
    expect((await deletion(ada.cookie, good)).statusCode).toBe(202);
  });

  it('refuses a foreign origin, a missing CSRF header, and signed out', async () => {
    const ada = await traveller();
    const authenticator = await withPasskey(ada);
    const good = authenticator.assert(await confirmationOptions(ada.cookie), { origin });
    const foreign = await deletion(ada.cookie, good, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('CSRF_FAILED');
    const noHeader = await test.app.inject({
      method: 'POST',
      url: accountDeletionApiPaths.deletion,
      headers: { origin, cookie: ada.cookie },
      payload: { method: 'passkey', response: good },
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await deletion(undefined, good)).statusCode).toBe(401);
    expect(await deletionOf(ada.id)).toBeUndefined();
    // The refused calls never reached the challenge.
    expect((await deletion(ada.cookie, good)).statusCode).toBe(202);
  });
});
