import { expect, originOf, signInThroughProvider, test } from './support/fixtures';
import {
  openInvitationMail,
  pushBookingForNewTraveller,
  submitPasswordForm,
} from './support/operator';
import { en } from './support/translations';

const password = 'a quiet harbour at dawn';

test('an invited traveller opens the mail, chooses a password, signs in and sees the dashboard', async ({
  page,
  request,
  checkA11y,
}) => {
  const origin = originOf('international');
  // A traveller of its own, invited through the operator API: a retry or a second run on the same
  // data gets a new invitation instead of one an earlier run used.
  const { traveller: invited } = await pushBookingForNewTraveller(request);

  // The demo's local mailbox holds the invitation.
  const link = await openInvitationMail(page, invited.email);

  // Both parts: the HTML in its sandboxed frame, the text with the same link.
  const text = page.locator('pre');
  await expect(text).toContainText(`Hello ${invited.name},`);
  await expect(text).toContainText(link);
  await checkA11y(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await checkA11y(page);

  // A mismatch is explained on the page, then the traveller gets it right.
  await submitPasswordForm(page, password, `${password}!`);
  await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same.');
  await checkA11y(page);
  await submitPasswordForm(page, password);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password is saved' }),
  ).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await signInThroughProvider(page, invited.email, password);
  await expect(page).toHaveURL(`${origin}/`);
  // A new account accepts the privacy policy and terms first, then has its dashboard.
  await page
    .getByRole('region', { name: en.consents.requiredTitle })
    .getByRole('button', { name: en.consents.accept })
    .click();
  await page.getByRole('link', { name: en.consents.continue }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(invited.name);
  await checkA11y(page);

  // The link was for one use only.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has already been used' }),
  ).toBeVisible();
});
