import type { APIRequestContext, Page } from '@playwright/test';
import { pathFor } from '@wayfarer/domain';
import {
  addVirtualAuthenticator,
  demo,
  expect,
  originOf,
  signInThroughProvider,
  test,
} from './support/fixtures';
import { openInvitationMail, pushBookingForNewTraveller } from './support/operator';
import { en, it as italian } from './support/translations';

/*
 * Delete my account (issue 22). Each test that deletes uses a traveller of its own, invited
 * through the operator API with a trip that is over and paid; the demo traveller, whose trips are
 * upcoming, only reads why she cannot.
 */
const origin = originOf('international');
const password = 'a quiet harbour at dawn';
const deletePath = pathFor('account/delete', {}, 'en');
const t = en.accountDeletion;

// The deleting tests walk a whole life: invitation, password, consents, deletion, sign-in again.
test.describe.configure({ timeout: 240_000 });

/** An invited traveller with a past trip: password chosen, signed in, consents accepted. */
async function newTravellerSignedIn(page: Page, request: APIRequestContext) {
  const { traveller } = await pushBookingForNewTraveller(request, { past: true });
  await page.goto(await openInvitationMail(page, traveller.email));
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInThroughProvider(page, traveller.email, password);
  await page
    .getByRole('region', { name: en.consents.requiredTitle })
    .getByRole('button', { name: en.consents.accept })
    .click();
  await page.getByRole('link', { name: en.consents.continue }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(traveller.name);
  return traveller;
}

/** From the profile to the page, then the password: the account is scheduled and signed out. */
async function askForDeletion(page: Page, checkA11y: (page: Page) => Promise<void>) {
  await page.goto(`${origin}${pathFor('account/profile', {}, 'en')}`);
  await page.getByRole('link', { name: en.pages.accountDeletion.title }).click();
  await expect(page).toHaveURL(`${origin}${deletePath}`);
  await expect(
    page.getByRole('heading', { level: 1, name: en.pages.accountDeletion.title }),
  ).toBeVisible();
  await expect(page.getByText(t.what.grace_other.replace('{{count}}', '14'))).toBeVisible();
  await checkA11y(page);

  // A wrong password is explained at its field; nothing happens.
  const field = page.getByLabel(t.confirm.password);
  await field.fill('not my password at all');
  await page.getByRole('button', { name: t.confirm.submit }).click();
  await expect(page.getByText(en.validation.wrongPassword)).toBeVisible();
  await checkA11y(page);

  // Keyboard only: the password, then Enter submits the form.
  await field.fill(password);
  await field.press('Enter');
  const scheduled = page.getByRole('heading', { name: /Your account will be deleted on \d/ });
  await expect(scheduled).toBeVisible();
  await expect(scheduled).toBeFocused();
  await expect(page.getByText(t.scheduled.signedOut)).toBeVisible();
  await checkA11y(page);

  // Signed out: the next page asks for the password again.
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
}

test('signing in again within the grace period cancels the deletion, and says so once', async ({
  page,
  request,
  checkA11y,
}) => {
  const traveller = await newTravellerSignedIn(page, request);
  await askForDeletion(page, checkA11y);

  await signInThroughProvider(page, traveller.email, password);
  const notice = page.getByRole('region', { name: en.dashboard.deletionCancelled.title });
  await expect(notice).toBeVisible();
  await checkA11y(page);
  await notice.getByRole('button', { name: en.dashboard.deletionCancelled.dismiss }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(traveller.name);
  await expect(notice).toBeHidden();

  // Both mails are in the mailbox: when it would go, and that it will not.
  await page.goto(`${origin}/dev/mailbox`);
  const rows = page.getByRole('row').filter({ hasText: traveller.email });
  await expect(rows.filter({ hasText: 'Your Wayfarer account will not be deleted' })).toHaveCount(
    1,
  );
  await expect(rows.filter({ hasText: /Your Wayfarer account will be deleted on/ })).toHaveCount(1);
});

test('a traveller with a passkey confirms the deletion with it instead of the password', async ({
  page,
  request,
  checkA11y,
}) => {
  // Chromium answers the sign-in page's conditional request (autofill) by itself with a virtual
  // authenticator, which would sign in again (and so cancel the deletion) before any click: off.
  await page.addInitScript(() => {
    if (window.PublicKeyCredential) {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    }
  });
  await newTravellerSignedIn(page, request);
  await addVirtualAuthenticator(page);

  // A passkey added on the passkeys page, with the virtual authenticator.
  await page.goto(`${origin}${pathFor('account/passkeys', {}, 'en')}`);
  await page.getByRole('button', { name: en.passkeys.add }).click();
  const dialog = page.getByRole('dialog', { name: en.passkeys.addDialog.title });
  await dialog.getByLabel(en.passkeys.addDialog.name).fill('E2E phone');
  await dialog.getByLabel(en.passkeys.addDialog.currentPassword).fill(password);
  await dialog.getByRole('button', { name: en.passkeys.addDialog.submit }).click();
  await expect(page.getByText('Passkey “E2E phone” added.', { exact: false })).toBeVisible();

  await page.goto(`${origin}${deletePath}`);
  const usePasskey = page.getByRole('button', { name: t.passkey.submit });
  await expect(usePasskey).toBeVisible();
  // The password stays offered beside it.
  await expect(page.getByLabel(t.confirm.password)).toBeVisible();
  await expect(page.getByRole('heading', { name: t.passkey.title })).toBeVisible();
  await checkA11y(page);

  // Keyboard: focus the button and press Enter; the device confirms (PIN or biometrics).
  await usePasskey.focus();
  await usePasskey.press('Enter');
  const scheduled = page.getByRole('heading', { name: /Your account will be deleted on \d/ });
  await expect(scheduled).toBeVisible({ timeout: 30_000 });
  await expect(scheduled).toBeFocused();
  await expect(page.getByText(t.scheduled.signedOut)).toBeVisible();
  await checkA11y(page);

  // Signed out: the next page asks to sign in again.
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
});

test('after the grace period the account is erased: no sign-in, no mail, nothing left', async ({
  page,
  request,
  checkA11y,
}) => {
  const traveller = await newTravellerSignedIn(page, request);
  await askForDeletion(page, checkA11y);

  // The demo's clock: the sweep runs as of 15 days from now.
  const sweep = await request.post(`${origin}/dev/account-deletions/sweep`, {
    data: { asOf: new Date(Date.now() + 15 * 86_400_000).toISOString() },
  });
  expect(sweep.status(), await sweep.text()).toBe(200);
  expect(((await sweep.json()) as { erased: number }).erased).toBeGreaterThanOrEqual(1);

  // The password no longer signs anyone in.
  await signInThroughProvider(page, traveller.email, password);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.locator('input[autocomplete="current-password"]')).toBeVisible();

  // Even the mails to the address are gone.
  await page.goto(`${origin}/dev/mailbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: traveller.email })).toHaveCount(0);
});

test('a traveller with an upcoming trip reads why not and whom to contact', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn({ page, email: demo.email, password: demo.password, path: deletePath });
  const blocked = page.getByRole('region', { name: t.blocked.title });
  await expect(blocked).toBeVisible();
  await expect(blocked.getByText(t.blocked.reasons.upcoming).first()).toBeVisible();
  await expect(blocked.getByRole('link', { name: /^Call \+44/ })).toHaveAttribute(
    'href',
    /^tel:\+44/,
  );
  await expect(page.getByRole('button', { name: t.confirm.submit })).toHaveCount(0);
  await checkA11y(page);
});

test('the page speaks Italian on its Italian path', async ({ page, signIn, checkA11y }) => {
  await signIn({ page, variant: 'italy', path: pathFor('account/delete', {}, 'it') });
  await expect(
    page.getByRole('heading', { level: 1, name: italian.pages.accountDeletion.title }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: italian.accountDeletion.blocked.title }),
  ).toBeVisible();
  await checkA11y(page);
});
