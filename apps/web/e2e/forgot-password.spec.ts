import { pathFor } from '@wayfarer/domain';
import { expect, originOf, signInThroughProvider, test } from './support/fixtures';
import {
  openInvitationMail,
  pushBookingForNewTraveller,
  submitPasswordForm,
} from './support/operator';
import { en } from './support/translations';

const firstPassword = 'a quiet harbour at dawn';
const newPassword = 'lanterns over the old bridge';
const changedPassword = 'seven gulls on a red roof';

test('a traveller who forgot the password gets a link by e-mail, sets a new one, then changes it from the profile', async ({
  page,
  request,
  checkA11y,
}) => {
  const origin = originOf('international');
  // A traveller of its own (never the demo account other specs sign in as).
  const { traveller } = await pushBookingForNewTraveller(request);
  await page.goto(await openInvitationMail(page, traveller.email));
  await submitPasswordForm(page, firstPassword);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password is saved' }),
  ).toBeVisible();

  // From the sign-in page: "Forgot your password?".
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await checkA11y(page);

  // The mail, in the local mailbox.
  await page.goto(`${origin}/dev/mailbox`);
  await page
    .getByRole('row')
    .filter({ hasText: traveller.email })
    .getByRole('link', { name: /reset your wayfarer password/i })
    .first()
    .click();
  const button = page
    .frameLocator('iframe[title="HTML part of the message"]')
    .getByRole('link', { name: 'Choose a new password' });
  const link = (await button.getAttribute('href'))!;
  expect(link).toMatch(new RegExp(`^${origin}/password/reset\\?token=`));

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await checkA11y(page);
  // A breached password is refused with a reason.
  await submitPasswordForm(page, 'qwertyuiop');
  await expect(page.getByRole('alert')).toContainText('most common ones found in data breaches');
  await checkA11y(page);
  await submitPasswordForm(page, newPassword);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your new password is saved' }),
  ).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInThroughProvider(page, traveller.email, firstPassword);
  await expect(page.getByRole('alert')).toHaveText('The email or the password is not correct.');
  await signInThroughProvider(page, traveller.email, newPassword);
  await expect(page).toHaveURL(`${origin}/`);
  await page
    .getByRole('region', { name: en.consents.requiredTitle })
    .getByRole('button', { name: en.consents.accept })
    .click();
  await page.getByRole('link', { name: en.consents.continue }).click();

  // Change password from the profile.
  await page.goto(`${origin}${pathFor('account/profile', {}, 'en')}`);
  const card = page.getByRole('region', { name: en.profile.password.title });
  await card.getByLabel(en.profile.password.current).fill('not my password at all');
  await card.getByLabel(en.profile.password.new).fill(changedPassword);
  await card.getByRole('button', { name: en.profile.password.save }).click();
  await expect(card.getByText(en.validation.wrongPassword)).toBeVisible();
  await card.getByLabel(en.profile.password.current).fill(newPassword);
  await card.getByRole('button', { name: en.profile.password.save }).click();
  await expect(card.getByText(en.profile.password.saved)).toBeVisible();
  await checkA11y(page);

  // The reset link was for one use only.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has already been used' }),
  ).toBeVisible();
});
