import { readFile } from 'node:fs/promises';
import { dataExportFileSchema } from '@wayfarer/contract';
import { pathFor } from '@wayfarer/domain';
import { expect, originOf, test } from './support/fixtures';
import { joinAsNewTraveller } from './support/operator';
import { en } from './support/translations';

/*
 * Download my data (issue 22), with a traveller of its own: opened through the operator API, so
 * the export holds a booking the test knows, and no other spec's traveller is touched.
 */
const password = 'a lighthouse keeps the logbook';
const origin = originOf('international');
const dataPath = pathFor('account/data', {}, 'en');

test('a traveller asks for their data, gets the mail, and downloads what the app shows', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const { traveller, reference } = await joinAsNewTraveller(page, request, { password });

  // From the profile's links to the page.
  await page.goto(`${origin}${pathFor('account/profile', {}, 'en')}`);
  await page.getByRole('link', { name: en.pages.dataExport.title }).click();
  await expect(page).toHaveURL(`${origin}${dataPath}`);
  await expect(
    page.getByRole('heading', { level: 1, name: en.pages.dataExport.title }),
  ).toBeVisible();
  const ask = page.getByRole('button', { name: en.dataExport.ask });
  await expect(ask).toBeEnabled();
  await checkA11y(page);

  // Keyboard only: focus the button and press Enter; the page polls until the copy is ready.
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: en.dataExport.preparingButton })).toBeDisabled();
  const pdfLink = page.getByRole('link', { name: new RegExp(en.dataExport.ready.pdf) });
  await expect(pdfLink).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/^Available until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await checkA11y(page);

  // The JSON file, downloaded as the browser saves it, holds what the app's API shows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: new RegExp(en.dataExport.ready.json) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wayfarer-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = dataExportFileSchema.parse(
    JSON.parse(await readFile((await download.path())!, 'utf8')),
  );

  const me = (await (await page.request.get(`${origin}/api/users/me`)).json()) as {
    data: { id: string; email: string; name: string; lastname: string };
  };
  expect(file.traveller).toMatchObject({
    id: me.data.id,
    email: traveller.email,
    name: me.data.name,
    lastname: me.data.lastname,
  });
  expect(file.consents.privacyPolicy).toBe(true);
  const bookings = (await (
    await page.request.get(`${origin}/api/users/${me.data.id}/bookings`)
  ).json()) as { data: { id: string }[] };
  expect(file.bookings.map((booking) => booking.id).sort()).toEqual(
    bookings.data.map((booking) => booking.id).sort(),
  );
  expect(file.bookings.map((booking) => booking.id)).toContain(reference);

  // The PDF downloads too.
  const pdfDownloading = page.waitForEvent('download');
  await pdfLink.click();
  const pdf = await readFile((await (await pdfDownloading).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The mail says it is ready and links to the page, not to the files.
  await page.goto(`${origin}/dev/mailbox`);
  const row = page.getByRole('row').filter({ hasText: traveller.email });
  await row
    .getByRole('link', { name: /your wayfarer data is ready/i })
    .first()
    .click();
  const html = page.frameLocator('iframe[title="HTML part of the message"]');
  const button = html.getByRole('link', { name: 'Go to your data' });
  await expect(button).toBeVisible();
  expect(await button.getAttribute('href')).toBe(`${origin}${dataPath}`);

  // Back on the page: the copy is still offered, and a new one can be prepared.
  await page.goto(`${origin}${dataPath}`);
  await expect(pdfLink).toBeVisible();
  await expect(page.getByRole('button', { name: en.dataExport.askAgain })).toBeEnabled();
  await checkA11y(page);
});
