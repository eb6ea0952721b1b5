import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, originOf, signInThroughProvider, test } from './support/fixtures';
import { joinAsNewTraveller, openMailLink } from './support/operator';
import { en } from './support/translations';

const password = 'a quiet harbour at dawn';
const origin = originOf('international');

/** Signs in with `email` in a browser of its own (no session from the other page). */
async function signInElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await signInThroughProvider(page, email, password);
  return { context, page };
}

test('a traveller changes the e-mail address, signs in with the new one, and the old one undoes it', async ({
  page,
  browser,
  request,
  checkA11y,
}) => {
  // Three browsers, two mails, four sign-ins and axe on four pages: more than the default minute.
  test.setTimeout(120_000);
  // A traveller of its own (never a demo traveller other specs sign in as), with a password.
  const { traveller } = await joinAsNewTraveller(page, request, { password });

  // The profile asks for the new address and the current password.
  await page.goto(`${origin}/account/profile`);
  const card = page.getByRole('region', { name: en.profile.email.title });
  await expect(card).toContainText(traveller.email);
  const newEmail = `moved.${randomUUID().slice(0, 8)}@example.test`;
  await card.getByLabel(en.profile.email.newEmail).fill(newEmail);
  await card.getByLabel(en.profile.email.currentPassword).fill('not my password at all');
  await card.getByRole('button', { name: en.profile.email.submit }).click();
  await expect(card.getByText(en.validation.wrongPassword)).toBeVisible();
  await card.getByLabel(en.profile.email.currentPassword).fill(password);
  await card.getByRole('button', { name: en.profile.email.submit }).click();
  await expect(card.getByRole('status')).toContainText(newEmail);
  await checkA11y(page);

  // Until the link is opened, the new address does not sign in.
  const early = await signInElsewhere(browser, newEmail);
  await expect(early.page.getByRole('alert')).toBeVisible();
  await early.context.close();

  // The link in the mail to the new address confirms it (a button, keyboard first).
  await page.goto(
    await openMailLink(page, {
      to: newEmail,
      subject: /confirm your new e-mail address/i,
      action: 'Confirm the new address',
      path: '/email-change/confirm',
    }),
  );
  await checkA11y(page);
  await page.getByRole('button', { name: 'Confirm the new address' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your new e-mail address is confirmed' }),
  ).toBeVisible();
  await checkA11y(page);

  const moved = await signInElsewhere(browser, newEmail);
  await expect(moved.page).toHaveURL(`${origin}/`);
  await expect(moved.page.getByRole('heading', { level: 1 })).toContainText(traveller.name);

  // The old address got a notice; its link brings the old address back and signs everyone out.
  await page.goto(
    await openMailLink(page, {
      to: traveller.email,
      subject: /e-mail address of your wayfarer account has changed/i,
      action: 'It was not me: undo the change',
      path: '/email-change/undo',
    }),
  );
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The change is undone' })).toBeVisible();
  await checkA11y(page);

  // The other browser's session ends (within the server's few seconds of session cache).
  await expect(async () => {
    await moved.page.goto(`${origin}/account/profile`);
    await expect(moved.page).toHaveURL(/\/oidc\/interaction\//, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await moved.context.close();
  const back = await signInElsewhere(browser, traveller.email);
  await expect(back.page).toHaveURL(`${origin}/`);
  await back.context.close();

  // Each link works once.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has already been used' }),
  ).toBeVisible();
});
