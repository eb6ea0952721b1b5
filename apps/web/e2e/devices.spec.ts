import { pathFor } from '@wayfarer/domain';
import { demo, expect, originOf, signInThroughProvider, test } from './support/fixtures';
import { en, it as italian } from './support/translations';

/*
 * Signed-in devices (issue 22). The traveller is one no other spec signs in with (the engagement
 * seed's ambassador), so ending her sessions never ends a session another spec relies on.
 */
const ambassador = { email: 'ambassador@wayfarer.test', password: demo.password };
const origin = originOf('international');
const devicesPath = pathFor('account/devices', {}, 'en');

test('signing out every other device ends the other browser’s session', async ({
  browser,
  checkA11y,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const pageOne = await first.newPage();
    const pageTwo = await second.newPage();
    for (const page of [pageTwo, pageOne]) {
      await page.goto(`${origin}${devicesPath}`);
      await signInThroughProvider(page, ambassador.email, ambassador.password);
      await expect(
        page.getByRole('heading', { level: 1, name: en.pages.devices.title }),
      ).toBeVisible();
    }

    const list = pageOne.getByRole('list', { name: en.devices.listLabel });
    const current = list.getByRole('listitem').filter({ hasText: en.devices.current });
    await expect(current).toHaveCount(1);
    // At least the second browser besides this one, each with its own sign-out.
    await expect(list.getByRole('button', { name: /^Sign out .+/ }).first()).toBeVisible();
    await expect(current).toContainText(/Chrom/);
    await expect(current).toContainText(en.devices.now);
    await checkA11y(pageOne);

    // Keyboard only: Tab to the button and press Enter.
    const signOutOthers = pageOne.getByRole('button', { name: en.devices.signOutOthers });
    await signOutOthers.focus();
    await pageOne.keyboard.press('Enter');
    await expect(pageOne.getByText(/other devices? (is|are) signed out/)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(pageOne.getByText(en.devices.noOthers)).toBeVisible();

    // The second browser's next navigation asks it to sign in again.
    await pageTwo.goto(`${origin}/`);
    await expect(pageTwo).toHaveURL(/\/oidc\/interaction\//);
    await expect(pageTwo.locator('input[autocomplete="current-password"]')).toBeVisible();

    // The first goes on.
    await pageOne.reload();
    await expect(current).toHaveCount(1);
  } finally {
    await first.close();
    await second.close();
  }
});

test('the page speaks Italian on its Italian path', async ({ page, signIn }) => {
  await signIn({ page, variant: 'italy', path: pathFor('account/devices', {}, 'it') });
  await expect(
    page.getByRole('heading', { level: 1, name: italian.pages.devices.title }),
  ).toBeVisible();
  await expect(page.getByText(italian.devices.current)).toBeVisible();
});
