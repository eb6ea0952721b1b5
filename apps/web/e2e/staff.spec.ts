import { readFile } from 'node:fs/promises';
import { generate } from 'otplib';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract/api-paths';
import type { Page } from '@playwright/test';
import { expect, originOf, signInThroughProvider, test } from './support/fixtures';
import { enterStaffCode } from './support/staff-code';

// The care team's console (issue 21): a traveller's upload goes to a person, a reviewer signs in
// with a second factor and approves it, the traveller sees it approved.
test.describe.configure({ mode: 'serial' });

/** A traveller with no name in the profile: the reader leaves the comparison to a person. */
const traveller = {
  id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a30',
  email: 'unnamed@wayfarer.test',
  password: 'wayfarer-demo',
};
/** The demo reviewer (README "Staff console"): their TOTP secret is the demo's. */
const reviewer = {
  email: 'reviewer@wayfarer.test',
  password: 'wayfarer-demo',
  totpSecret: '7L4P5YXZWD6FB7O4KYH55F6FEMKEMKU6',
};
/** A real specimen passport (PassportEye's test data); expired, so the traveller types a later expiry. */
const specimen = new URL(
  '../../../../shared/corpus/mrz-specimens/100_pass-cze.jpg',
  import.meta.url,
);
const origin = originOf('international');
const care = {
  email: 'care@wayfarer.test',
  password: 'wayfarer-demo',
  totpSecret: 'VHW77UEMIVI2QBTD362PR5JBNW6XMBQ4',
};
const admin = {
  email: 'admin@wayfarer.test',
  password: 'wayfarer-demo',
  totpSecret: '5QE3X35E663HIRWPLSGZWZDVLB674H3L',
};

/** At 375 px nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** At 1280 px "Sign out" sits on the one header row, level with the console's name. */
async function expectSignOutOnHeaderRow(page: Page, signOut: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const header = page.getByRole('banner');
  const centreOf = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height / 2;
  };
  const brand = await centreOf(header.getByText('Wayfarer ·'));
  await expect
    .poll(async () =>
      Math.abs((await centreOf(header.getByRole('button', { name: signOut }))) - brand),
    )
    .toBeLessThanOrEqual(4);
}

test('a reviewer approves with a second factor the document the reader sent to a person', async ({
  browser,
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  await signIn({
    page,
    email: traveller.email,
    password: traveller.password,
    path: '/account/documents',
  });
  const upload = await page.request.post(`${origin}/api/users/${traveller.id}/documents`, {
    headers: { [csrfHeader]: csrfHeaderValue, origin },
    multipart: {
      type: 'PASSPORT',
      number: '99003853',
      issuingCountry: 'CZ',
      issueDate: '2020-06-01',
      expiryDate: '2035-06-01',
      image: { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await readFile(specimen) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const { data: uploaded } = (await upload.json()) as { data: { id: string } };
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `${origin}/api/users/${traveller.id}/documents/${uploaded.id}/verification`,
        );
        return ((await res.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 90_000 },
    )
    .toBe('TO_VALIDATE');

  // The reviewer, in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`${origin}/staff`);
  await signInThroughProvider(staff, reviewer.email, reviewer.password);
  await expect(staff.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await staff.locator('input[autocomplete="one-time-code"]').fill('000000');
  await staff.locator('form button[type="submit"]').click();
  await expect(staff.getByRole('alert')).toContainText('not correct');
  await staff
    .locator('input[autocomplete="one-time-code"]')
    .fill(await generate({ secret: reviewer.totpSecret }));
  await staff.locator('form button[type="submit"]').click();
  await staff.waitForURL(`${origin}/staff`);

  await expect(
    staff.getByRole('heading', { level: 1, name: 'Documents to validate' }),
  ).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: '(no name in the profile)' });
  await expect(row).toContainText('Passport (CZ)');
  await expect(row).toContainText("The traveller's profile has no name to compare with");
  await checkA11y(staff);
  await row.getByRole('link', { name: /^Review/ }).click();

  await expect(
    staff.getByRole('heading', {
      level: 1,
      name: 'Passport of a traveller with no name in the profile',
    }),
  ).toBeVisible();
  await expect(staff.getByText(traveller.email)).toBeVisible();
  await expect(staff.getByRole('img', { name: "The document's image" })).toHaveJSProperty(
    'complete',
    true,
  );
  await expect(staff.getByText(/You hold this document until/)).toBeVisible();
  await expect(staff.getByRole('definition').filter({ hasText: '99003853' })).toBeVisible();
  await checkA11y(staff);
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('Approved: the traveller has been told.')).toBeVisible();
  await staffContext.close();

  // The traveller sees it approved.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Passport' })).toContainText('Approved');
});

test('a traveller opening the console is told it is for staff only', async ({ page, signIn }) => {
  await signIn({ page, path: '/staff' });
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
});

test('an admin on the Italian site reads the audit log in Italian and exports it', async ({
  page,
  checkA11y,
}) => {
  const italian = originOf('italy');
  await page.goto(`${italian}/staff/audit`);
  await signInThroughProvider(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { name: 'Inserisci il codice' })).toBeVisible();
  await enterStaffCode(page, admin.totpSecret);
  await page.waitForURL(`${italian}/staff/audit`);
  // The console's chunk loads after the sign-in: slow on a busy machine.
  await expect(page.locator('html')).toHaveAttribute('lang', 'it', { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registro delle attività' }),
  ).toBeVisible();
  // The first test's approval, by the reviewer.
  await page.getByRole('searchbox').fill('document.approved');
  await page.getByRole('button', { name: 'Cerca' }).click();
  const row = page.getByRole('row').filter({ hasText: 'document.approved' });
  await expect(row).toContainText('reviewer@wayfarer.test');
  await checkA11y(page);
  // Italian is the longer language: the log still fits a phone, its rows as cards.
  await expectNoSidewaysScroll(page);
  await expect(row).toContainText('reviewer@wayfarer.test');
  await checkA11y(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Esporta in CSV' }).click();
  const csv = await (await download).createReadStream();
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  expect(text.split('\r\n')[0]).toBe('id,at,staffEmail,action,subject,reason');
  expect(text).toContain('document.approved');
});

test('customer care looks a traveller up by booking id and reads their record', async ({
  page,
  checkA11y,
}) => {
  await page.goto(`${origin}/staff`);
  await signInThroughProvider(page, care.email, care.password);
  await enterStaffCode(page, care.totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Look up a traveller' })).toBeVisible({
    timeout: 30_000,
  });
  // Care does not review documents.
  await expect(page.getByRole('link', { name: 'Documents to validate' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'E-mail, name or booking id' }).fill('wf-26-01230');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Giulia Rossi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Giulia Rossi' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bookings' })).toContainText('WF-26-01230');
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText('Identity card');
  await checkA11y(page);
  await page.getByLabel('Reason (kept in the audit log)').fill('Locked out at the airport');
  await page.getByRole('button', { name: 'Do it' }).click();
  await expect(page.getByText('Done: it is in the audit log.')).toBeVisible();
});

test('every console page fits a phone without sideways scrolling, and "Sign out" stays on the header row at 1280 px', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/staff/documents`);
  await signInThroughProvider(page, admin.email, admin.password);
  // The admin signed in on the Italian site moments ago: a code is accepted once only.
  await enterStaffCode(page, admin.totpSecret);
  await page.waitForURL(`${origin}/staff/documents`);

  /** Checks the page at both widths, with axe at each, then goes back to 1280 px. */
  const check = async (heading: string | RegExp) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 30_000,
    });
    await expectSignOutOnHeaderRow(page, 'Sign out');
    await checkA11y(page);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkA11y(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  // The queue: the demo traveller's driving licence waits, named as in their profile.
  await check('Documents to validate');
  const row = page.getByRole('row').filter({ hasText: 'Giulia Rossi' });
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await row.getByRole('link', { name: /^Review/ }).click();

  // A document under review, titled with the same name as its row.
  await check('Driving licence of Giulia Rossi');
  await expect(page.getByRole('region', { name: 'What the traveller typed' })).toContainText(
    /\d{2}\/\d{2}\/\d{4}/,
  );

  // The look-up, with a traveller found, and their record.
  await page.getByRole('link', { name: 'Travellers' }).click();
  await page.getByRole('searchbox', { name: 'E-mail, name or booking id' }).fill('rossi');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'Giulia Rossi' })).toBeVisible();
  await check('Look up a traveller');
  await page.getByRole('link', { name: 'Giulia Rossi' }).click();
  await check('Giulia Rossi');
  await expect(page.getByRole('table', { name: 'Bookings' })).toContainText('Confirmed');

  // The audit log.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await check('Audit log');
});
