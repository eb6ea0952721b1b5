import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { hashSessionId } from '../../src/auth/session';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openSignInPage, signIn } from '../helpers/sign-in';

const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const host = 'localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-in through the embedded provider', () => {
  it('signs the demo traveller in and GET /api/users/me answers her', async () => {
    const { cookie, location } = await signIn(t.app, demo);
    expect(location?.pathname).toBe('/');
    const res = await t.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'demo@wayfarer.test', name: 'Giulia' });
  });
});
