import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Identity documents (issue 8): the upload wizard from a file and from the camera, and the
// automatic verification on the server (real OCR) of the committed specimen images. The tests
// change the demo traveller's documents, in order: serial.
test.describe.configure({ mode: 'serial' });

const fixtures = fileURLToPath(new URL('../../server/test/documents/fixtures/', import.meta.url));
/** The specimen passport of the demo traveller, Giulia Rossi (see its manifest.json). */
const passport = {
  number: 'YA8213457',
  issuingCountry: 'IT',
  issueDate: '2021-03-09',
  expiryDate: '2031-03-08',
};
/** A day as the wizard shows and takes it on every site: DD/MM/YYYY. */
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const demoUserId = '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01';
/** The OCR runs on the e2e server, next to other tests: a generous wait. */
const verificationTimeout = { timeout: 90_000 };

// Chromium's fake camera (a moving test pattern) that never asks for permission. Launch options
// replace the project's, so the shared ones are repeated.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['camera'],
});

async function fillInformation(dialog: Locator, values: typeof passport) {
  await dialog.getByLabel(/Document number/).fill(values.number);
  await dialog.getByLabel(/Country of issue/).selectOption(values.issuingCountry);
  await dialog.getByRole('textbox', { name: /Issue date/ }).fill(dmy(values.issueDate));
  await dialog.getByRole('textbox', { name: /Expiry date/ }).fill(dmy(values.expiryDate));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 3: Image' })).toBeVisible();
}

async function uploadPassport(page: Page, file: string, checkA11y?: (page: Page) => Promise<void>) {
  await page.getByRole('button', { name: /: Passport$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a document' });
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 3: Information' })).toBeVisible();
  await fillInformation(dialog, passport);
  await expect(
    dialog.getByText('for a passport, the inner page with your photo, not the cover.'),
  ).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(path.join(fixtures, file));
  await expect(
    dialog.getByRole('img', { name: 'Photo of the document: Photo page' }),
  ).toBeVisible();
  if (checkA11y) await checkA11y(page);
  await dialog.getByRole('button', { name: 'Upload and verify' }).click();
  return dialog;
}

test('starts from a photo of the specimen passport, uploads it and sees it verified', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await signIn({ page, path: '/account/documents' });
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Identity card' })).toContainText('Approved');
  // Not needed next to the approved identity card, and said why (this page is about no one trip).
  await expect(page.getByRole('article', { name: 'Passport' })).toContainText(
    'Not needed while your identity card is valid.',
  );
  await checkA11y(page);

  await page.getByRole('button', { name: /: Passport$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a document' });
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 3: Information' })).toBeVisible();
  await checkA11y(page);
  // The machine-readable zone fills the Information step; the traveller checks and completes it.
  const start = dialog.getByRole('region', { name: 'Start from a photo' });
  const chooser = page.waitForEvent('filechooser');
  await start.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(path.join(fixtures, 'passport-rossi.png'));
  await expect(start).toContainText('We read the document of Giulia Rossi', verificationTimeout);
  await expect(dialog.getByLabel(/Document number/)).toHaveValue(passport.number);
  await expect(dialog.getByLabel(/Country of issue/)).toHaveValue(passport.issuingCountry);
  await expect(dialog.getByRole('textbox', { name: /Expiry date/ })).toHaveValue(
    dmy(passport.expiryDate),
  );
  await dialog.getByRole('textbox', { name: /Issue date/ }).fill(dmy(passport.issueDate));
  await dialog.getByRole('button', { name: 'Next' }).click();
  // The photo read goes on to the Image step.
  await expect(
    dialog.getByRole('img', { name: 'Photo of the document: Photo page' }),
  ).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Upload and verify' }).click();
  await expect(dialog.getByText('Your document is verified')).toBeVisible(verificationTimeout);
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Passport' });
  await expect(card).toContainText('Approved');
  await expect(card).toContainText('YA8213457');
  await expect(card).toContainText('08/03/2031');
});

test('uploads a blurred passport and is told what could not be read', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await signIn({ page, path: '/account/documents' });
  const dialog = await uploadPassport(page, 'passport-rossi-blurred.png');
  const failure = dialog.getByRole('alert');
  await expect(failure).toContainText('We could not verify your document', verificationTimeout);
  await expect(failure).toContainText('The photo is blurred.');
  await expect(failure).toContainText(
    'Not readable: name, surname, document number, issue date, and expiry date.',
  );
  await dialog.getByRole('button', { name: 'Take a new photo' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 3: Image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('article', { name: 'Passport' })).toContainText('Rejected');
});

test('takes the front and back of an identity card with the camera on the traveller page', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await signIn({ page, path: '/travels' });
  const response = await page.request.get(`/api/users/${demoUserId}/bookings/WF-26-01041`);
  expect(response.ok()).toBe(true);
  const booking = (await response.json()).data as {
    travel: { title: string };
    travellers: { id: string; userId: string | null }[];
  };
  const me = booking.travellers.find((traveller) => traveller.userId === demoUserId)!;
  await page.goto(`/travels/WF-26-01041/${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Giulia Rossi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents for this trip' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Driving licence' })).toContainText('To validate');
  await checkA11y(page);

  await page.getByRole('button', { name: /: Identity card$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a document' });
  await fillInformation(dialog, {
    number: 'CA48215KR',
    issuingCountry: 'IT',
    issueDate: '2022-02-11',
    expiryDate: '2032-04-18',
  });
  for (const side of ['Front', 'Back']) {
    const slot = dialog.getByRole('region', { name: side });
    await slot.getByRole('button', { name: 'Take a photo' }).click();
    const video = slot.getByLabel(`Camera picture: ${side}`);
    await expect(video).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Take the photo' })).toBeEnabled();
    await checkA11y(page);
    await slot.getByRole('button', { name: 'Take the photo' }).click();
    await expect(slot.getByRole('img', { name: `Photo of the document: ${side}` })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Upload and verify' }).click();
  // A test pattern is no identity card: the verification must not approve it.
  const outcome = dialog
    .getByText(/Uploaded: our team will check it|We could not verify your document/)
    .first();
  await expect(outcome).toBeVisible(verificationTimeout);
  await expect(dialog.getByText('Your document is verified')).toHaveCount(0);
});
