import { readFile } from 'node:fs/promises';
import { expect, newcomer, originOf, test } from './support/fixtures';
import { en, it } from './support/translations';

test.describe('a booking', () => {
  test('shows its price lines in Italian, in euros with the trailing symbol', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ page, variant: 'italy', path: '/viaggi/WF-26-01041' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Giappone: Tokyo, Kyoto e Hiroshima',
    );
    const lines = it.booking.payments.lines;
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    await expect(row(lines.pricePerPerson)).toContainText('2 × 2.490 €');
    await expect(row(lines.pricePerPerson)).toContainText('4.980 €');
    await expect(row(lines.cancellationOption)).toContainText('178 €');
    await expect(row(lines.promoCode)).toContainText('SPRING50');
    await expect(row(lines.promoCode)).toContainText('-100 €');
    await expect(row(lines.total)).toContainText('5.058 €');

    const payments = page.getByRole('region', { name: it.booking.payments.title });
    await expect(payments.getByRole('listitem').filter({ hasText: lines.deposit })).toContainText(
      '800 €',
    );
    await expect(payments.getByRole('listitem').filter({ hasText: lines.balance })).toContainText(
      '4.258 €',
    );
    await expect(payments).toContainText(it.trips.paymentState.due);
    await checkA11y(page);

    // Cents show when the amount has them.
    await page.goto(`${originOf('italy')}/viaggi/WF-26-01188`);
    await expect(row(lines.pricePerPerson)).toContainText('1.749,90 €');
    await expect(page.getByText('Acme Corporate Welfare')).toBeVisible();
  });

  test('shows a GBP booking in pounds on the international site', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await signIn({ page, path: '/travels/WF-26-01150' });
    const lines = en.booking.payments.lines;
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    await expect(row(lines.pricePerPerson)).toContainText('2 × £1,150');
    await expect(row(lines.pricePerPerson)).toContainText('£2,300');
    await expect(row(lines.privateRoomSupplement)).toContainText('£180');
    await expect(row(lines.total)).toContainText('£2,578');
    const payments = page.getByRole('region', { name: en.booking.payments.title });
    const integration = payments.getByRole('listitem').filter({ hasText: lines.integration });
    await expect(integration).toContainText('£180');
    await expect(integration).toContainText(/Paid on \d{2}\/\d{2}\/\d{4}/);
    await expect(payments).toContainText(en.booking.payments.state.paid);
    await checkA11y(page);
  });

  test('shows the refunds of a cancelled booking and the deposit returned as a gift card', async ({
    page,
    signIn,
  }) => {
    await signIn({ page, path: '/travels/WF-26-01066' });
    await expect(
      page.getByText(/This booking was cancelled on \d{2}\/\d{2}\/\d{4}\./),
    ).toBeVisible();
    const refunds = page.getByRole('region', { name: en.booking.refunds.title });
    await expect(refunds).toContainText(en.booking.refunds.giftCard);
    await expect(refunds).toContainText('WF-GC-8H3K-Q2PL');
    await expect(refunds).toContainText(/valid until \d{2}\/\d{2}\/\d{4}/);
    await expect(refunds).toContainText('£790');
    await expect(refunds).toContainText('Refunds arrive within 7–10 business days.');
  });

  test('copies the booking id', async ({ page, context, signIn }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: originOf('international'),
    });
    await signIn({ page, path: '/travels/WF-26-01041' });
    await page.getByRole('button', { name: en.booking.copy.label }).click();
    await expect(page.getByText('Booking ID WF-26-01041 copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WF-26-01041');
  });

  test('adds the trip to the calendar with an .ics file', async ({ page, signIn }) => {
    await signIn({ page, path: '/travels/WF-26-01041' });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: en.booking.calendar.add }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('WF-26-01041.ics');
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('UID:WF-26-01041@wayfarer.travel\r\n');
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
  });

  test('says what is not there yet: no coordinator, no refund', async ({ page, signIn }) => {
    await signIn({ page, path: '/travels/WF-26-01077' });
    await expect(page.getByRole('region', { name: en.booking.coordinator.title })).toContainText(
      en.booking.coordinator.missing,
    );
    await expect(page.getByRole('region', { name: en.booking.refunds.title })).toContainText(
      en.booking.refunds.empty,
    );
  });

  test('an unknown, malformed or other traveller’s booking id shows "page not on the map"', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await signIn({ page, path: '/travels/WF-26-99999' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.notFound.title);
    // Inside the account layout: the header and its menu are there.
    await expect(page.getByRole('navigation', { name: en.menu.mainNav })).toBeVisible();
    await checkA11y(page);

    await page.goto('/travels/not-a-booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.notFound.title);
  });

  test('another traveller’s booking is not found', async ({ page, signIn }) => {
    await signIn({
      page,
      email: newcomer.email,
      password: newcomer.password,
      path: '/travels/WF-26-01041',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.notFound.title);
  });

  test('fits a 375 px wide screen', async ({ page, signIn, checkA11y }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn({ page, path: '/travels/WF-26-01123' });
    await expect(page.getByRole('alert')).toContainText(en.trips.paymentState.overdue);
    await expect(page.getByRole('alert')).toContainText('48 hours');
    // Its next step says the payment was due, not "pay by" a day gone by.
    await expect(page.getByTestId('booking-next-action')).toContainText(
      /^Pay .+ now: it was due on/,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y(page);
  });
});
