import { generate } from 'otplib';
import type { App } from '../../src/app';
import { demoPassword } from '../../src/db/seed/users';
import {
  openSignInPage,
  sessionCookieNameFor,
  type TestBrowser,
  type PageResponse,
} from '../helpers/sign-in';

/** The hidden proof of the second-factor form, and where it posts. */
export function secondFactorForm(page: PageResponse) {
  const proof = /name="proof" value="([^"]+)"/.exec(page.body)?.[1];
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(page.body)?.[1];
  if (!proof || !action) throw new Error(`no second-factor form (${page.status})`);
  return { proof, action: new URL(action.replaceAll('&amp;', '&'), page.url) };
}

/** The code of the time step `offset` periods from now. */
export function totpCode(secret: string, offset = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

/** Password, then the password's page answer (the second-factor page). */
export async function submitPassword(app: App, email: string, password = demoPassword) {
  const { browser, host, action } = await openSignInPage(app, { returnTo: '/staff' });
  if (!action) throw new Error('no sign-in form');
  const answer = await browser.request(action, { form: { email, password } });
  return { browser, host, answer };
}

/**
 * A member of staff signed in through the real flow with their TOTP code; a code already used
 * (a sign-in a moment ago) is followed by the next period's, as an authenticator shows it then.
 */
export async function signInStaff(app: App, member: { email: string; totpSecret: string }) {
  const { browser, host, answer } = await submitPassword(app, member.email);
  const form = secondFactorForm(answer);
  let submitted = await browser.request(form.action, {
    form: { proof: form.proof, code: await totpCode(member.totpSecret) },
  });
  if (submitted.status === 401) {
    submitted = await browser.request(form.action, {
      form: { proof: form.proof, code: await totpCode(member.totpSecret, 1) },
    });
  }
  const callback = await browser.follow(submitted, (r) => r.url.pathname === '/login/redirect');
  if (callback.status !== 303) throw new Error(`staff sign-in failed (${callback.status})`);
  const name = sessionCookieNameFor(app, host);
  const value = browser.cookie(host, name);
  if (!value) throw new Error('no session cookie after sign-in');
  return { cookie: `${name}=${value}`, browser: browser as TestBrowser };
}
