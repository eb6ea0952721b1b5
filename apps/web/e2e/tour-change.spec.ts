import { expect, test } from './support/fixtures';

/*
 * Self tour change (issue 9) on the demo bookings seeded for it (apps/server/src/db/seed/
 * tour-change.ts), which no other spec uses: WF-26-02101 may change (this spec changes it once per
 * run, on the run's fresh database), WF-26-02102 departs too soon, WF-26-02103 changed ten days
 * ago, WF-26-02104 is on a cancelled tour.
 */

const dayMs = 86_400_000;

/** DD/MM/YYYY of the calendar day `offset` days from today (UTC), as the seed counts them. */
function shown(offset: number): string {
  const now = new Date();
  const day = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offset * dayMs,
  );
  const [y, m, d] = day.toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

test('changes a trip end to end and the booking shows the new dates', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn({ page, path: '/travels/WF-26-02101' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Portugal: Lisbon, Sintra and the Algarve',
  );
  await expect(page.locator('#trip').getByText(`${shown(60)} – ${shown(69)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Change trip' }).click();
  // The dialog is named by the title of its step.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Change trip');
  const later = dialog.getByRole('radio', { name: new RegExp(`${shown(90)} – ${shown(99)}`) });
  await expect(later).toBeAttached();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(
    dialog.getByText('Flights you have already bought are not refunded when you change trip.'),
  ).toBeVisible();
  await checkA11y(page);

  await dialog.getByText(`${shown(90)} – ${shown(99)}`).click();
  await expect(later).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAccessibleName('Confirm the change');
  await expect(dialog.getByRole('heading', { name: 'Confirm the change' })).toBeFocused();
  await expect(dialog.getByText(/You will pay a difference of/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm the change' }).click();

  const success = dialog;
  await expect(success).toHaveAccessibleName('Your trip has been changed');
  await expect(success.getByText(`Your new dates: ${shown(90)} – ${shown(99)}`)).toBeVisible();
  await expect(success.getByText(/has been added to your payment plan/)).toBeVisible();
  await checkA11y(page);
  await success.getByRole('button', { name: 'Back to my trip' }).click();
  await expect(success).toBeHidden();

  // The trip's facts and the page's header both move to the new dates.
  const trip = page.locator('#trip');
  const header = page.getByTestId('booking-header');
  await expect(trip.getByText(`${shown(90)} – ${shown(99)}`)).toBeVisible();
  await expect(trip.getByText(`${shown(60)} – ${shown(69)}`)).toBeHidden();
  await expect(header).toContainText(`${shown(90)} – ${shown(99)}`);
  await expect(header).not.toContainText(`${shown(60)} – ${shown(69)}`);
  // The booking page, read afresh, keeps them.
  await page.reload();
  await expect(trip.getByText(`${shown(90)} – ${shown(99)}`)).toBeVisible();
  await expect(header).toContainText(`${shown(90)} – ${shown(99)}`);

  // One change a month: asking again now tells why not.
  await page.getByRole('button', { name: 'Change trip' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Change trip' })
      .getByText('You have reached the limit of one trip change per month for this booking.'),
  ).toBeVisible();
});

test('a booking changed this month shows its reason and when it may change again', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn({ page, path: '/travels/WF-26-02103' });
  await page.getByRole('button', { name: 'Change trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change trip' });
  await expect(
    dialog.getByText('You have reached the limit of one trip change per month for this booking.'),
  ).toBeVisible();
  await expect(dialog.getByText(`You can change it again from ${shown(20)}.`)).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change trip' })).toBeFocused();
});

test('a departure too close says so in Italian, with a way to contact us', async ({
  page,
  signIn,
}) => {
  await signIn({ page, variant: 'italy', path: '/viaggi/WF-26-02102' });
  await page.getByRole('button', { name: 'Cambia viaggio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambio viaggio' });
  await expect(
    dialog.getByText(
      'La partenza è troppo vicina per cambiare viaggio online. Contatta il nostro servizio clienti: troveremo insieme una soluzione.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contattaci' })).toBeVisible();
});

test('a booking on a cancelled tour prompts a change of trip', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn({ page, path: '/travels/WF-26-02104' });
  await expect(
    page.getByRole('heading', { level: 2, name: 'This departure has been cancelled' }),
  ).toBeVisible();
  // Nothing to pay, prepare or put in the calendar for a departure that will not run.
  await expect(page.getByTestId('booking-next-action')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Choose another departure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change trip' });
  await expect(
    dialog.getByText('Your departure was cancelled, so the usual limits on changes do not apply.'),
  ).toBeVisible();
  await expect(dialog.getByRole('radio')).not.toHaveCount(0);
  await expect(dialog.getByText(/Flights you have already bought/)).toHaveCount(0);
});
