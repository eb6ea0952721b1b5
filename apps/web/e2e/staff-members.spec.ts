import { expect, originOf, signInThroughProvider, test } from './support/fixtures';
import { enterStaffCode } from './support/staff-code';

// A lost authenticator (issue 21): an admin resets a member of staff's second factor with a
// reason on the console's Staff page; the member sets it up again at the next sign-in.

const origin = originOf('international');
const admin = {
  email: 'admin@wayfarer.test',
  password: 'wayfarer-demo',
  totpSecret: '5QE3X35E663HIRWPLSGZWZDVLB674H3L',
};
/** The second demo reviewer: no other spec signs in as them. */
const member = { email: 'reviewer2@wayfarer.test', password: 'wayfarer-demo' };

test('an admin resets a lost authenticator with a reason; the member sets it up again', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${origin}/staff/members`);
  await signInThroughProvider(page, admin.email, admin.password);
  await enterStaffCode(page, admin.totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Set up');
  await expect(page.getByRole('row').filter({ hasText: 'newstaff@wayfarer.test' })).toContainText(
    'Not set up',
  );
  await checkA11y(page);

  const reset = page.getByRole('region', { name: 'Reset a lost authenticator' });
  await reset.getByLabel('Member of staff').selectOption({ label: member.email });
  await reset.getByLabel('Reason (kept in the audit log)').fill('Phone lost on the train');
  await reset.getByRole('button', { name: 'Reset the second factor' }).click();
  await expect(reset.getByRole('status')).toContainText(`Done: ${member.email}`);
  await expect(row).toContainText('Not set up');

  // The member's next sign-in shows the setup (QR code and key), not a code prompt.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await memberPage.goto(`${origin}/staff`);
  await signInThroughProvider(memberPage, member.email, member.password);
  await expect(memberPage.locator('[data-totp-secret]')).toBeVisible();
  await context.close();
});
