import { expect, originOf, signInThroughProvider, test } from './support/fixtures';

/** The demo seed's invited traveller (apps/server/src/db/seed/invitations.ts): no password yet. */
const invited = { email: 'invited@wayfarer.test', firstName: 'Noah' } as const;
const password = 'a quiet harbour at dawn';

test('an invited traveller opens the mail, chooses a password, signs in and sees the dashboard', async ({
  page,
  checkA11y,
}) => {
  const origin = originOf('international');

  // The demo's local mailbox holds the invitation.
  await page.goto(`${origin}/dev/mailbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await checkA11y(page);
  const row = page.getByRole('row').filter({ hasText: invited.email });
  await row.getByRole('link', { name: /choose your password/i }).click();

  // Both parts: the HTML in its sandboxed frame, the text with the same link.
  const text = page.locator('pre');
  await expect(text).toContainText(`Hello ${invited.firstName},`);
  const html = page.frameLocator('iframe[title="HTML part of the message"]');
  const button = html.getByRole('link', { name: 'Choose your password' });
  await expect(button).toBeVisible();
  const link = await button.getAttribute('href');
  expect(link).toMatch(new RegExp(`^${origin}/invitation\\?token=`));
  await expect(text).toContainText(link!);
  await checkA11y(page);

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await checkA11y(page);

  // A mismatch is explained on the page, then the traveller gets it right.
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(`${password}!`);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same.');
  await checkA11y(page);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password is saved' }),
  ).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await signInThroughProvider(page, invited.email, password);
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(invited.firstName);
  await checkA11y(page);

  // The link was for one use only.
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has already been used' }),
  ).toBeVisible();
});
