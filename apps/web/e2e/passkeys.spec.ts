import { pathFor } from '@wayfarer/domain';
import {
  addVirtualAuthenticator,
  expect,
  newcomer,
  originOf,
  signInThroughProvider,
  test,
} from './support/fixtures';
import { en, it as italian } from './support/translations';

/*
 * Passkeys (issue 22), with Chromium's virtual authenticator (a platform authenticator that keeps
 * discoverable credentials and verifies the user). The traveller is the newcomer, whom no other
 * spec changes; the test removes the passkey it adds.
 */
const origin = originOf('international');
const passkeysPath = pathFor('account/passkeys', {}, 'en');

test('a passkey added on the account page signs in on the provider’s page, then is removed', async ({
  page,
  checkA11y,
}) => {
  // Five screens checked with axe on a shared machine.
  test.setTimeout(180_000);
  await addVirtualAuthenticator(page);
  // Chromium answers the e-mail field's conditional request (autofill) by itself with a virtual
  // authenticator, which signs in before any click: off here, so the button is what is tested.
  await page.addInitScript(() => {
    if (window.PublicKeyCredential) {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    }
  });
  await page.goto(`${origin}${passkeysPath}`);
  await signInThroughProvider(page, newcomer.email, newcomer.password);
  await expect(page.getByRole('heading', { level: 1, name: en.pages.passkeys.title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(en.passkeys.empty)).toBeVisible();
  await checkA11y(page);

  // Add one: a name and the current password, then the device (the virtual authenticator).
  await page.getByRole('button', { name: en.passkeys.add }).click();
  const dialog = page.getByRole('dialog', { name: en.passkeys.addDialog.title });
  await dialog.getByLabel(en.passkeys.addDialog.name).fill('E2E laptop');
  await dialog.getByLabel(en.passkeys.addDialog.currentPassword).fill(newcomer.password);
  await checkA11y(page);
  await dialog.getByRole('button', { name: en.passkeys.addDialog.submit }).click();
  await expect(page.getByText('Passkey “E2E laptop” added.', { exact: false })).toBeVisible();
  const list = page.getByRole('list', { name: en.passkeys.listLabel });
  const item = list.getByRole('listitem').filter({ hasText: 'E2E laptop' });
  await expect(item).toContainText(en.passkeys.neverUsed);
  await checkA11y(page);

  // Sign out, then sign in with the passkey alone: no e-mail, no password.
  await page.goto(`${origin}/logout`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.goto(`${origin}${passkeysPath}`);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  const usePasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(usePasskey).toBeVisible();
  await checkA11y(page);
  await usePasskey.click();
  await expect(page).toHaveURL(`${origin}${passkeysPath}`, { timeout: 30_000 });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).not.toContainText(en.passkeys.neverUsed);

  // Rename it with the keyboard.
  await item.getByRole('button', { name: 'Rename E2E laptop' }).focus();
  await page.keyboard.press('Enter');
  const rename = page.getByRole('dialog', { name: en.passkeys.renameDialog.title });
  const name = rename.getByLabel(en.passkeys.addDialog.name);
  await name.fill('Travel laptop');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').filter({ hasText: 'Travel laptop' })).toBeVisible();

  // Remove it, once confirmed: the password is left, and the page says there is none.
  await list.getByRole('button', { name: 'Remove Travel laptop' }).click();
  const confirm = page.getByRole('dialog', { name: en.passkeys.removeDialog.title });
  await checkA11y(page);
  await confirm.getByRole('button', { name: en.passkeys.removeDialog.confirm }).click();
  await expect(page.getByText(en.passkeys.empty)).toBeVisible();
});

test('the page and the sign-in speak Italian on the Italian site', async ({
  page,
  signIn,
  browser,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn({
    page,
    variant: 'italy',
    email: newcomer.email,
    path: pathFor('account/passkeys', {}, 'it'),
  });
  await expect(
    page.getByRole('heading', { level: 1, name: italian.pages.passkeys.title }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: italian.passkeys.add })).toBeVisible();
  // A browser with no session: the provider's page in the site's language.
  const context = await browser.newContext();
  const page2 = await context.newPage();
  try {
    await page2.goto(`${originOf('italy')}/`);
    await expect(page2.getByRole('button', { name: 'Accedi con una passkey' })).toBeVisible();
    await checkA11y(page2);
  } finally {
    await context.close();
  }
});
