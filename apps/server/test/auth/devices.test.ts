import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deviceSessionsResponseSchema, type DeviceSession } from '@wayfarer/contract';
import { sessions } from '../../src/db/schema';
import { describeUserAgent } from '../../src/auth/devices';
import { hashSessionId } from '../../src/auth/session';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openSignInPage, signIn, TestBrowser } from '../helpers/sign-in';
import { apiCaller, expectError } from '../users/client';

const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const other = { email: 'consents@wayfarer.test', password: 'wayfarer-demo' };
const firefoxOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const list = '/api/users/me/sessions';

/** A test browser that sends one User-Agent with every request, as a real one does. */
class BrowserWithAgent extends TestBrowser {
  constructor(
    apps: TestBrowser['apps'],
    private readonly userAgent: string,
  ) {
    super(apps);
  }
  override request(target: string | URL, options: Parameters<TestBrowser['request']>[1] = {}) {
    return super.request(target, {
      ...options,
      headers: { 'user-agent': this.userAgent, ...options.headers },
    });
  }
}

let t: TestApp;
let api: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  // A cache long enough that only its invalidation can explain an ended session failing at once.
  t = await buildTestApp({ SESSION_CACHE_SECONDS: '300' });
  api = apiCaller(t.app);
});
afterAll(async () => {
  await t?.close();
});

const signInWith = async (credentials: typeof demo, userAgent: string) =>
  (
    await signIn(t.app, {
      ...credentials,
      browser: new BrowserWithAgent([t.app], userAgent),
    })
  ).cookie;

const devicesOf = async (cookie: string): Promise<DeviceSession[]> => {
  const res = await api('GET', list, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return deviceSessionsResponseSchema.parse(res.json()).data;
};
/** Whether a session still works (the devices list answers whatever the consents say). */
const me = async (cookie: string) => (await api('GET', list, { cookie })).statusCode;

describe('describeUserAgent', () => {
  it('names the browser with its major version, the system and the kind of device', () => {
    expect(describeUserAgent(firefoxOnMac)).toEqual({
      browser: 'Firefox 133',
      system: 'macOS Catalina',
      platform: 'desktop',
    });
    expect(describeUserAgent(safariOnIphone)).toEqual({
      browser: 'Safari 17',
      system: 'iOS 17.5',
      platform: 'mobile',
    });
  });

  it('says nothing it cannot read', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null, platform: null });
    expect(describeUserAgent('curl-ish')).toMatchObject({ system: null, platform: null });
  });
});

describe('signed-in devices', () => {
  it('lists each session of the traveller with its browser and system, the current one marked', async () => {
    const laptop = await signInWith(demo, firefoxOnMac);
    const phone = await signInWith(demo, safariOnIphone);
    const seen = await devicesOf(laptop);
    const mine = seen.find((device) => device.current)!;
    expect(seen.filter((device) => device.current)).toHaveLength(1);
    expect(mine).toMatchObject({ browser: 'Firefox 133', platform: 'desktop' });
    expect(seen).toContainEqual(
      expect.objectContaining({ browser: 'Safari 17', system: 'iOS 17.5', current: false }),
    );
    // The same list from the phone marks the phone.
    const fromPhone = await devicesOf(phone);
    expect(fromPhone.find((device) => device.current)).toMatchObject({ browser: 'Safari 17' });
    expect(Date.parse(mine.createdAt)).toBeLessThanOrEqual(Date.parse(mine.lastUsedAt));
    // Nothing that could sign in travels with the list.
    const [row] = await t.database.db.select().from(sessions).limit(1);
    expect(JSON.stringify(seen)).not.toContain(row!.idHash);
  });

  it('lists this device first, even when another one was used later', async () => {
    const laptop = await signInWith(other, firefoxOnMac);
    const phone = await signInWith(other, safariOnIphone);
    // Last use is kept to the minute: the phone counts as used after the laptop.
    const phoneHash = hashSessionId(phone.slice(phone.indexOf('=') + 1));
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() + 30_000) })
      .where(eq(sessions.idHash, phoneHash));
    const seen = await devicesOf(laptop);
    expect(seen[0]).toMatchObject({ current: true, browser: 'Firefox 133' });
    expect(seen[1]).toMatchObject({ current: false, browser: 'Safari 17' });
  });

  it('never shows another traveller’s sessions', async () => {
    const mine = await signInWith(demo, firefoxOnMac);
    const theirs = await signInWith(other, safariOnIphone);
    const theirIds = (await devicesOf(theirs)).map((device) => device.id);
    const myIds = (await devicesOf(mine)).map((device) => device.id);
    expect(theirIds.length).toBeGreaterThan(0);
    expect(myIds.filter((id) => theirIds.includes(id))).toEqual([]);
  });

  it('moves the last-used time when a session is read again', async () => {
    const cookie = await signInWith(other, firefoxOnMac);
    const idHash = hashSessionId(cookie.slice(cookie.indexOf('=') + 1));
    const old = new Date(Date.now() - 3_600_000);
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: old })
      .where(eq(sessions.idHash, idHash));
    expect(await me(cookie)).toBe(200);
    const [row] = await t.database.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.idHash, idHash));
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signs out one device: it stops working at once, the others go on', async () => {
    const laptop = await signInWith(demo, firefoxOnMac);
    const phone = await signInWith(demo, safariOnIphone);
    expect(await me(phone)).toBe(200); // now cached on this instance
    const phoneId = (await devicesOf(phone)).find((device) => device.current)!.id;

    const res = await api('DELETE', `${list}/${phoneId}`, { cookie: laptop });
    expect(res.statusCode, res.body).toBe(204);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect((await devicesOf(laptop)).map((device) => device.id)).not.toContain(phoneId);
    // Ended already: 404.
    expectError(await api('DELETE', `${list}/${phoneId}`, { cookie: laptop }), 404, 'NOT_FOUND');
  });

  it('answers 404 to ending another traveller’s session, which goes on', async () => {
    const mine = await signInWith(demo, firefoxOnMac);
    const theirs = await signInWith(other, safariOnIphone);
    const theirId = (await devicesOf(theirs)).find((device) => device.current)!.id;
    expectError(await api('DELETE', `${list}/${theirId}`, { cookie: mine }), 404, 'NOT_FOUND');
    expect(await me(theirs)).toBe(200);
  });

  it('signs out every other device and keeps this one', async () => {
    const here = await signInWith(demo, firefoxOnMac);
    const there = await signInWith(demo, safariOnIphone);
    const elsewhere = await signInWith(demo, safariOnIphone);
    const bystander = await signInWith(other, firefoxOnMac);
    expect(await me(there)).toBe(200);

    const res = await api('DELETE', `${list}/others`, { cookie: here });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ended).toBeGreaterThanOrEqual(2);
    expect(await me(there)).toBe(401);
    expect(await me(elsewhere)).toBe(401);
    expect(await me(here)).toBe(200);
    expect(await me(bystander)).toBe(200);
    const left = await devicesOf(here);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });

  it('asks the other browser for the password again: it is not signed back in silently', async () => {
    const here = await signInWith(demo, firefoxOnMac);
    const elsewhere = new BrowserWithAgent([t.app], safariOnIphone);
    await signIn(t.app, { ...demo, browser: elsewhere });
    // Before: that browser's provider session would sign it in without the form.
    expect((await openSignInPage(t.app, { browser: elsewhere })).action).toBeUndefined();

    expect((await api('DELETE', `${list}/others`, { cookie: here })).statusCode).toBe(200);
    const again = await openSignInPage(t.app, { browser: elsewhere });
    expect(again.action, 'the sign-in form').toBeDefined();
    expect(again.page.body).toContain('type="password"');
  });

  it('refuses bad ids', async () => {
    const cookie = await signInWith(demo, firefoxOnMac);
    for (const id of ['not-a-uuid', '123', "1' or '1'='1"]) {
      expectError(
        await api('DELETE', `${list}/${encodeURIComponent(id)}`, { cookie }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectError(
      await api('DELETE', `${list}/00000000-0000-4000-8000-000000000000`, { cookie }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 401 without a session', async () => {
    expectError(await api('GET', list), 401, 'UNAUTHENTICATED');
    expectError(await api('DELETE', `${list}/others`), 401, 'UNAUTHENTICATED');
  });

  it('refuses state changes without the CSRF header or from another origin, ending nothing', async () => {
    const here = await signInWith(demo, firefoxOnMac);
    const there = await signInWith(demo, safariOnIphone);
    const thereId = (await devicesOf(there)).find((device) => device.current)!.id;
    expectError(
      await api('DELETE', `${list}/others`, { cookie: here, csrf: false }),
      403,
      'CSRF_FAILED',
    );
    expectError(
      await api('DELETE', `${list}/${thereId}`, {
        cookie: here,
        csrf: false,
        headers: { 'x-wayfarer-csrf': '1', origin: 'https://evil.example' },
      }),
      403,
      'CSRF_FAILED',
    );
    expect(await me(there)).toBe(200);
  });
});
