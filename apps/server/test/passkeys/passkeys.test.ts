import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  passkeyRegistrationOptionsResponseSchema,
  passkeysResponseSchema,
} from '@wayfarer/contract';
import { passkeyChallenges, passkeys } from '../../src/db/schema-passkeys';
import { staffMembers } from '../../src/db/schema-staff';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openSignInPage, sessionCookieNameFor, signIn, TestBrowser } from '../helpers/sign-in';
import { SoftwareAuthenticator } from '../helpers/software-authenticator';
import { apiCaller, expectError, hosts } from '../users/client';

const list = '/api/users/me/passkeys';
const optionsPath = '/api/users/me/passkeys/registration-options';
const origin = 'http://localhost:3000';
const traveller = (key: keyof typeof demoTravellers) => ({
  email: demoTravellers[key].email,
  password: demoPassword,
});

let t: TestApp;
let api: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiCaller(t.app);
});
afterAll(async () => {
  await t?.close();
});

const cookieOf = async (key: keyof typeof demoTravellers) =>
  (await signIn(t.app, traveller(key))).cookie;

async function registrationOptions(cookie: string, host: string = hosts.international) {
  const res = await api('POST', optionsPath, {
    cookie,
    host,
    body: { currentPassword: demoPassword },
  });
  expect(res.statusCode, res.body).toBe(200);
  return passkeyRegistrationOptionsResponseSchema.parse(res.json()).data;
}

/** Adds a passkey through the API with a software authenticator; returns both. */
async function addPasskey(
  cookie: string,
  { name, host = hosts.international }: { name?: string; host?: string } = {},
) {
  const authenticator = new SoftwareAuthenticator();
  const options = await registrationOptions(cookie, host);
  const response = authenticator.register(options, { origin: `http://${host}` });
  const res = await api('POST', list, { cookie, host, body: { name, response } });
  expect(res.statusCode, res.body).toBe(201);
  return { authenticator, passkey: res.json().data as { id: string; name: string } };
}

const passkeysOf = async (cookie: string) => {
  const res = await api('GET', list, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return passkeysResponseSchema.parse(res.json()).data;
};

/** A client address of its own per ceremony: the per-address limits of one test stay its own. */
let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

/** Opens the provider's sign-in page and asks it for passkey options, as its script does. */
async function passkeySignInPage(
  browser = new TestBrowser([t.app]),
  remoteAddress = nextAddress(),
) {
  const { page, action } = await openSignInPage(t.app, { browser });
  expect(page.body).toContain('data-passkey');
  const optionsResponse = await browser.request(`${action!.href}/passkey`, {
    method: 'POST',
    remoteAddress,
  });
  return { browser, action: action!, optionsResponse, remoteAddress };
}

async function signInWithPasskey(
  authenticator: SoftwareAuthenticator,
  ceremony: Partial<Parameters<SoftwareAuthenticator['assert']>[1]> = {},
) {
  const { browser, action, optionsResponse, remoteAddress } = await passkeySignInPage();
  expect(optionsResponse.status, optionsResponse.body).toBe(200);
  const { publicKey } = JSON.parse(optionsResponse.body);
  const answer = authenticator.assert(publicKey, { origin, ...ceremony });
  const posted = await browser.request(action, {
    form: { passkey: JSON.stringify(answer) },
    remoteAddress,
  });
  return { browser, posted, answer, action };
}

/** Follows a successful sign-in to the app's callback; the session cookie it left. */
async function sessionAfter(
  browser: TestBrowser,
  posted: Awaited<ReturnType<typeof browser.request>>,
) {
  const callback = await browser.follow(posted, (r) => r.url.pathname === '/login/redirect');
  expect(callback.url.pathname).toBe('/login/redirect');
  const name = sessionCookieNameFor(t.app, hosts.international);
  const value = browser.cookie(hosts.international, name);
  return value ? `${name}=${value}` : undefined;
}

describe('adding a passkey', () => {
  it('asks for the current password, then keeps the passkey with its name', async () => {
    const cookie = await cookieOf('demo');
    const options = await registrationOptions(cookie);
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.user.name).toBe(demoTravellers.demo.email);
    const authenticator = new SoftwareAuthenticator();
    const response = authenticator.register(options, { origin });
    const res = await api('POST', list, { cookie, body: { name: '  My laptop ', response } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'My laptop', lastUsedAt: null });
    expect((await passkeysOf(cookie)).map((p) => p.name)).toContain('My laptop');
    // The next options exclude it, so the same authenticator is not registered twice.
    const again = await registrationOptions(cookie);
    expect(again.excludeCredentials?.map((c) => c.id)).toContain(response.id);
  });

  it('works from a variant host (the RP ID is the public host, a parent of every variant)', async () => {
    const cookie = (await signIn(t.app, { ...traveller('demo'), host: hosts.italy })).cookie;
    const { passkey } = await addPasskey(cookie, { host: hosts.italy });
    expect(passkey.name.length).toBeGreaterThan(0);
  });

  it('names an unnamed passkey after the browser and system it was added with', async () => {
    const cookie = await cookieOf('newcomer');
    const authenticator = new SoftwareAuthenticator();
    const options = await registrationOptions(cookie);
    const response = authenticator.register(options, { origin });
    const res = await api('POST', list, {
      cookie,
      body: { response },
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Chrome 131 (Linux)');
  });

  it('refuses a wrong current password, counted as a wrong sign-in', async () => {
    const cookie = await cookieOf('demo');
    const error = expectError(
      await api('POST', optionsPath, { cookie, body: { currentPassword: 'not-my-password' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.fields).toEqual({ currentPassword: 'validation.wrongPassword' });
  });

  it('uses a challenge once: the same answer again is refused', async () => {
    const cookie = await cookieOf('demo');
    const authenticator = new SoftwareAuthenticator();
    const response = authenticator.register(await registrationOptions(cookie), { origin });
    expect((await api('POST', list, { cookie, body: { response } })).statusCode).toBe(201);
    const error = expectError(
      await api('POST', list, { cookie, body: { response } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.fields).toEqual({ response: 'validation.passkeyRefused' });
  });

  it('refuses an expired challenge', async () => {
    const cookie = await cookieOf('demo');
    const options = await registrationOptions(cookie);
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, options.challenge));
    const response = new SoftwareAuthenticator().register(options, { origin });
    expectError(await api('POST', list, { cookie, body: { response } }), 400, 'VALIDATION_FAILED');
  });

  it("refuses another traveller's challenge, a foreign origin and no user verification", async () => {
    const mine = await cookieOf('demo');
    const theirs = await cookieOf('consents');
    const authenticator = new SoftwareAuthenticator();
    // Their challenge, answered and sent with my session.
    const stolen = authenticator.register(await registrationOptions(theirs), { origin });
    expectError(
      await api('POST', list, { cookie: mine, body: { response: stolen } }),
      400,
      'VALIDATION_FAILED',
    );
    const foreign = authenticator.register(await registrationOptions(mine), {
      origin: 'http://evil.example',
    });
    expectError(
      await api('POST', list, { cookie: mine, body: { response: foreign } }),
      400,
      'VALIDATION_FAILED',
    );
    const otherRp = authenticator.register(await registrationOptions(mine), {
      origin,
      rpId: 'evil.example',
    });
    expectError(
      await api('POST', list, { cookie: mine, body: { response: otherRp } }),
      400,
      'VALIDATION_FAILED',
    );
    const unverified = authenticator.register(await registrationOptions(mine), {
      origin,
      userVerified: false,
    });
    expectError(
      await api('POST', list, { cookie: mine, body: { response: unverified } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await passkeysOf(theirs)).toEqual([]);
  });

  it('refuses bad and hostile input', async () => {
    const cookie = await cookieOf('demo');
    const authenticator = new SoftwareAuthenticator();
    const response = authenticator.register(await registrationOptions(cookie), { origin });
    const bodies: unknown[] = [
      { name: 'Laptop\u0000', response },
      { name: 'Laptop\u001b[31m', response },
      { name: 'x'.repeat(65), response },
      { name: '   ', response },
      { name: 'Laptop', response: { ...response, id: 'not base64url!' } },
      {
        name: 'Laptop',
        response: {
          ...response,
          response: { ...response.response, attestationObject: 'A'.repeat(70_000) },
        },
      },
      { name: 'Laptop', response: { ...response, type: 'password' } },
      { name: 'Laptop' },
      [],
    ];
    for (const body of bodies) {
      expectError(await api('POST', list, { cookie, body }), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await api('POST', optionsPath, { cookie, body: { currentPassword: 'x'.repeat(1025) } }),
      400,
      'VALIDATION_FAILED',
    );
    // None of the refused bodies spent the challenge: the answer still registers.
    expect((await api('POST', list, { cookie, body: { response } })).statusCode).toBe(201);
  });
});

describe('renaming and removing', () => {
  it('renames and removes the traveller’s own passkey; the last may go', async () => {
    const cookie = await cookieOf('registry');
    const { passkey } = await addPasskey(cookie, { name: 'Phone' });
    const renamed = await api('PATCH', `${list}/${passkey.id}`, {
      cookie,
      body: { name: 'Work phone' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Work phone');
    expect((await api('DELETE', `${list}/${passkey.id}`, { cookie })).statusCode).toBe(204);
    expect(await passkeysOf(cookie)).toEqual([]);
    expectError(await api('DELETE', `${list}/${passkey.id}`, { cookie }), 404, 'NOT_FOUND');
  });

  it("answers 404 for another traveller's passkey and leaves it alone", async () => {
    const owner = await cookieOf('privacy');
    const intruder = await cookieOf('demo');
    const { passkey } = await addPasskey(owner, { name: 'Mine' });
    expectError(
      await api('PATCH', `${list}/${passkey.id}`, { cookie: intruder, body: { name: 'Yours' } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await api('DELETE', `${list}/${passkey.id}`, { cookie: intruder }),
      404,
      'NOT_FOUND',
    );
    expect((await passkeysOf(intruder)).map((p) => p.id)).not.toContain(passkey.id);
    expect((await passkeysOf(owner)).map((p) => p.name)).toEqual(['Mine']);
  });

  it('refuses bad ids and names, signed-out callers and foreign origins', async () => {
    const cookie = await cookieOf('demo');
    for (const id of ['not-a-uuid', "1' or '1'='1", '%00']) {
      expectError(await api('DELETE', `${list}/${id}`, { cookie }), 400, 'VALIDATION_FAILED');
    }
    const { passkey } = await addPasskey(cookie);
    for (const name of ['', 'a\nb', 'x'.repeat(65)]) {
      expectError(
        await api('PATCH', `${list}/${passkey.id}`, { cookie, body: { name } }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectError(await api('GET', list), 401, 'UNAUTHENTICATED');
    expectError(
      await api('POST', optionsPath, { body: { currentPassword: 'x' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await api('DELETE', `${list}/${passkey.id}`), 401, 'UNAUTHENTICATED');
    expectError(
      await api('DELETE', `${list}/${passkey.id}`, { cookie, csrf: false }),
      403,
      'CSRF_FAILED',
    );
    expectError(
      await api('DELETE', `${list}/${passkey.id}`, {
        cookie,
        csrf: false,
        headers: { 'x-wayfarer-csrf': '1', origin: 'http://evil.example' },
      }),
      403,
      'CSRF_FAILED',
    );
    expect((await passkeysOf(cookie)).map((p) => p.id)).toContain(passkey.id);
  });
});

describe('signing in with a passkey on the provider’s page', () => {
  it('signs the traveller in and records when the passkey was used', async () => {
    const cookie = await cookieOf('consents');
    const { authenticator, passkey } = await addPasskey(cookie, { name: 'Key' });
    const { browser, posted } = await signInWithPasskey(authenticator);
    expect(posted.status, posted.body).toBe(303);
    const session = await sessionAfter(browser, posted);
    expect(session).toBeDefined();
    const [mine] = (await passkeysOf(session!)).filter((p) => p.id === passkey.id);
    expect(mine?.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer, an expired challenge and a counter that went back', async () => {
    const cookie = await cookieOf('consents');
    const { authenticator } = await addPasskey(cookie);
    const first = await signInWithPasskey(authenticator);
    expect(first.posted.status).toBe(303);
    // The same answer on a new sign-in page: its challenge is spent (and was another page's).
    const again = await passkeySignInPage();
    const replay = await again.browser.request(again.action, {
      form: { passkey: JSON.stringify(first.answer) },
    });
    expect(replay.status).toBe(401);
    expect(replay.body).toContain('role="alert"');

    // An expired challenge.
    const late = await passkeySignInPage();
    const { publicKey } = JSON.parse(late.optionsResponse.body);
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, publicKey.challenge));
    const expired = await late.browser.request(late.action, {
      form: { passkey: JSON.stringify(authenticator.assert(publicKey, { origin })) },
    });
    expect(expired.status).toBe(401);

    // A cloned authenticator: its counter is behind the one we saw.
    const cloned = await signInWithPasskey(authenticator, { counter: 1 });
    expect(cloned.posted.status).toBe(401);
  });

  it('refuses an unknown passkey, no user verification, a foreign origin and garbage', async () => {
    const cookie = await cookieOf('consents');
    const { authenticator } = await addPasskey(cookie);
    const stranger = new SoftwareAuthenticator();
    stranger.register(
      { challenge: 'x', rp: { id: 'localhost' }, user: { id: 'AAAA' } },
      { origin },
    );
    expect((await signInWithPasskey(stranger)).posted.status).toBe(401);
    expect((await signInWithPasskey(authenticator, { userVerified: false })).posted.status).toBe(
      401,
    );
    expect(
      (await signInWithPasskey(authenticator, { origin: 'http://evil.example' })).posted.status,
    ).toBe(401);
    const { browser, action } = await passkeySignInPage();
    for (const passkey of ['', '{', '[]', JSON.stringify({ id: 'x' }), 'x'.repeat(100_000)]) {
      const res = await browser.request(action, { form: { passkey } });
      expect(res.status).toBe(401);
      expect(res.body).toContain('type="password"');
    }
  });

  it('keeps the staff second factor: a passkey leads to the code, not into the console', async () => {
    const cookie = await cookieOf('newcomer');
    const { authenticator } = await addPasskey(cookie);
    await t.database.db
      .insert(staffMembers)
      .values({ userId: demoTravellers.newcomer.id, role: 'care' });
    try {
      const { posted } = await signInWithPasskey(authenticator);
      expect(posted.status).toBe(200);
      expect(posted.location).toBeUndefined();
      expect(posted.body).toContain('name="proof"');
      expect(posted.body).toContain('autocomplete="one-time-code"');
    } finally {
      await t.database.db
        .delete(staffMembers)
        .where(eq(staffMembers.userId, demoTravellers.newcomer.id));
    }
  });

  it('holds an address that fails too often, then its options too', async () => {
    const address = '203.0.113.77';
    const { browser, action } = await passkeySignInPage(undefined, address);
    let last;
    for (let i = 0; i < 11; i++) {
      last = await browser.request(action, { form: { passkey: '{}' }, remoteAddress: address });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const held = await passkeySignInPage(browser, address);
    expect(held.optionsResponse.status).toBe(429);
    // Another address is not held.
    expect((await passkeySignInPage()).optionsResponse.status).toBe(200);
  });

  it('gives no options without a live sign-in page', async () => {
    const browser = new TestBrowser([t.app]);
    const res = await browser.request(`${origin}/oidc/interaction/not-a-uid/passkey`, {
      method: 'POST',
    });
    expect(res.status).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(passkeyChallenges)
        .where(eq(passkeyChallenges.interactionUid, 'not-a-uid')),
    ).toEqual([]);
  });

  it('lists the variant origins for related-origin requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/webauthn' });
    expect(res.statusCode).toBe(200);
    expect(res.json().origins).toEqual(
      expect.arrayContaining([origin, 'http://it.localhost:3000']),
    );
  });

  it('a removed passkey signs in no more', async () => {
    const cookie = await cookieOf('consents');
    const { authenticator, passkey } = await addPasskey(cookie);
    await api('DELETE', `${list}/${passkey.id}`, { cookie });
    expect((await signInWithPasskey(authenticator)).posted.status).toBe(401);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey.id))).toEqual(
      [],
    );
  });
});
