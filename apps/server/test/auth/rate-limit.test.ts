import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { rateLimits, sessions } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openSignInPage, signIn } from '../helpers/sign-in';

const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-in rate limit', () => {
  it('refuses the sixth try after five wrong passwords in a minute, with a message', async () => {
    const { browser, action } = await openSignInPage(t.app, { host: 'it.localhost:3000' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await browser.request(action!, {
        form: { email: demo.email, password: `wrong-${attempt}` },
      });
      expect(res.status).toBe(401);
      expect(res.body).toContain('L&#39;email o la password non sono corrette.');
    }
    const sessionsBefore = (await t.database.db.select().from(sessions)).length;
    // Even the right password is refused now, and no session is created.
    const blocked = await browser.request(action!, { form: demo });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(blocked.body).toContain('Troppi tentativi. Attendi un minuto e riprova.');
    expect(blocked.location).toBeUndefined();
    expect((await t.database.db.select().from(sessions)).length).toBe(sessionsBefore);

    // The counters live in the database, shared by every instance.
    const counters = await t.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'signin:%'));
    expect(counters.map((c) => c.key).sort()).toEqual([
      'signin:email:demo@wayfarer.test',
      'signin:ip:127.0.0.1',
    ]);
    expect(counters.every((c) => c.count === 5)).toBe(true);
  });

  it('lets the traveller in again once the minute is over', async () => {
    await t.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    const { cookie } = await signIn(t.app, demo);
    expect(cookie).toMatch(/^wayfarer_session=/);
  });

  it('starts a new window after the old one', async () => {
    const { browser, action } = await openSignInPage(t.app);
    await browser.request(action!, { form: { email: demo.email, password: 'wrong' } });
    const counters = await t.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'signin:%'));
    expect(counters.every((c) => c.count === 1)).toBe(true);
    expect(counters.every((c) => c.resetAt.getTime() > Date.now())).toBe(true);
  });
});
