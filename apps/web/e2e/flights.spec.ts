import type { Page } from '@playwright/test';
import { expect, originOf, test } from './support/fixtures';
import { en } from './support/translations';

/*
 * Flight details on WF-26-01077 (Peru, not confirmed yet): no other spec asserts its flights or
 * its checklist. The tests run one after the other and each starts from no flights shared.
 * Seeded schedules (apps/server/src/db/seed/flights.ts): IB6651 Madrid–Lima the day before the
 * tour starts; QR124 Milan–Doha–Tokyo (two segments) the day before WF-26-01041 starts.
 */

const origin = originOf('international');
const bookingId = 'WF-26-01077';
const t = en.flights;

test.describe.configure({ mode: 'serial' });

interface BookingFacts {
  tour: { startingDate: string };
  travellers: { id: string; isLeader: boolean }[];
}

async function userId(page: Page): Promise<string> {
  const res = await page.request.get(`${origin}/api/users/me`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function bookingOf(page: Page, id: string): Promise<BookingFacts> {
  const res = await page.request.get(`${origin}/api/users/${await userId(page)}/bookings/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: BookingFacts }).data;
}

/** Posts the leader's flights through the API, as the SPA does (CSRF header, our Origin). */
async function postFlights(page: Page, body: { flights: unknown[]; noFlightNeeded?: boolean }) {
  const booking = await bookingOf(page, bookingId);
  const travelerId = booking.travellers.find((traveller) => traveller.isLeader)!.id;
  const res = await page.request.post(
    `${origin}/api/users/${await userId(page)}/bookings/${bookingId}/flights`,
    { data: { travelerId, ...body }, headers: { 'x-wayfarer-csrf': '1', origin } },
  );
  expect(res.status()).toBe(200);
}

/** DD/MM/YYYY of the day before an ISO day. */
function dayBefore(isoDay: string): string {
  const date = new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000);
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const flightsSection = (page: Page) => page.getByRole('region', { name: en.booking.flights.title });

async function openModal(page: Page) {
  await flightsSection(page)
    .getByRole('button', { name: /your flight details/ })
    .click();
  await expect(page.getByRole('dialog', { name: t.modal.title })).toBeVisible();
  // Its title follows the view (the direction being edited): found without its name from here on.
  return page.getByRole('dialog');
}

async function search(page: Page, number: string, date: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t.search.flightNumber }).fill(number);
  await dialog.getByRole('textbox', { name: t.search.departureDate }).fill(date);
  await dialog.getByRole('button', { name: t.search.submit }).click();
}

test.beforeEach(async ({ page, signIn }) => {
  await signIn({ page, path: '/' });
  await postFlights(page, { flights: [], noFlightNeeded: false });
  await page.goto(`${origin}/travels/${bookingId}`);
  await expect(flightsSection(page)).toContainText(en.booking.flights.empty);
});

test('search finds a seeded flight and saves it; the flights section shows it', async ({
  page,
}) => {
  const { tour } = await bookingOf(page, bookingId);
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: t.summary.addOutbound }).click();

  // The form's rules first: both fields required, then the date format.
  await dialog.getByRole('button', { name: t.search.submit }).click();
  await expect(dialog.getByText(t.validation.flightNumberRequired)).toBeVisible();
  await expect(dialog.getByText(t.validation.departureDateRequired)).toBeVisible();
  await search(page, 'IB 6651', tour.startingDate);
  await expect(dialog.getByText(t.validation.dateFormat)).toBeVisible();

  await search(page, 'IB 6651', dayBefore(tour.startingDate));
  const found = dialog.getByRole('region', { name: t.result.foundTitle });
  await expect(found).toContainText('(MAD)');
  await expect(found).toContainText('(LIM)');
  await expect(found).toContainText('Iberia');
  // Said by the result's status line, not a toast over the modal.
  await expect(found.getByRole('status')).toHaveText(t.result.found);
  await dialog.getByRole('button', { name: t.edit.save }).click();
  await expect(page.getByText(t.toasts.saveSuccess)).toBeVisible();

  await expect(flightsSection(page)).toContainText('IB6651');
  await expect(flightsSection(page)).toContainText('Lima (LIM)');
  await expect(dialog.getByRole('button', { name: t.summary.changeOutbound })).toBeVisible();
  await dialog.getByRole('button', { name: t.modal.done }).click();
  await expect(dialog).toBeHidden();
});

test("the date's calendar opens at the trip, weeks from Monday, and is used with the keyboard", async ({
  page,
  checkA11y,
}) => {
  const { tour } = await bookingOf(page, bookingId);
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: t.summary.addOutbound }).click();
  await dialog
    .getByRole('button', {
      name: en.common.datePicker.openCalendar.replace('{{label}}', t.search.departureDate),
    })
    .click();
  const calendar = page.getByRole('dialog', {
    name: en.common.datePicker.calendar.replace('{{label}}', t.search.departureDate),
  });
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('thead th').first()).toHaveText('M');
  // The tour's first day has the focus: the day before is one arrow key away.
  await expect(calendar.getByRole('gridcell').locator('[role=button]:focus')).toHaveText(
    String(Number(tour.startingDate.slice(8))),
  );
  await checkA11y(page);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: t.search.departureDate })).toHaveValue(
    dayBefore(tour.startingDate),
  );
  await dialog.getByRole('textbox', { name: t.search.flightNumber }).fill('IB 6651');
  await dialog.getByRole('button', { name: t.search.submit }).click();
  await expect(dialog.getByRole('region', { name: t.result.foundTitle })).toContainText('(LIM)');
});

test('on the US site the calendar weeks start on Sunday', async ({ browser, signIn }) => {
  // A context of its own: this one is already signed in at the provider, which would skip its page.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn({ page, variant: 'global', path: `/travels/${bookingId}` });
  await flightsSection(page)
    .getByRole('button', { name: /your flight details/ })
    .click();
  await page
    .getByRole('dialog', { name: t.modal.title })
    .getByRole('button', { name: t.summary.addOutbound })
    .click();
  await page
    .getByRole('dialog', { name: t.summary.outbound })
    .getByRole('button', {
      name: en.common.datePicker.openCalendar.replace('{{label}}', t.search.departureDate),
    })
    .click();
  const headers = page.getByRole('dialog', { name: /Calendar/ }).locator('thead th');
  await expect(headers.first()).toHaveText('S');
  await expect(headers.nth(1)).toHaveText('M');
  await context.close();
});

test('a number with several segments: the traveller chooses the airports, saved as one flight', async ({
  page,
}) => {
  const japan = await bookingOf(page, 'WF-26-01041');
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: t.summary.addOutbound }).click();
  await search(page, 'QR124', dayBefore(japan.tour.startingDate));
  const multiple = dialog.getByRole('region', { name: t.result.multipleTitle });
  await expect(multiple).toContainText(t.result.multiple);
  const arrival = multiple.getByRole('radiogroup', { name: t.result.chooseArrival });
  // The radio input is visually hidden: the traveller clicks its label.
  await arrival.locator('label').filter({ hasText: '(DOH)' }).click();
  await expect(arrival.getByRole('radio', { name: /\(DOH\)/ })).toBeChecked();
  // Then on to Tokyo: the whole connection, one flight with its stop in Doha.
  await arrival.locator('label').filter({ hasText: '(HND)' }).click();
  await expect(arrival.getByRole('radio', { name: /\(HND\)/ })).toBeChecked();
  await dialog.getByRole('button', { name: t.edit.save }).click();
  await expect(page.getByText(t.toasts.saveSuccess)).toBeVisible();
  const section = flightsSection(page);
  await expect(section).toContainText('QR124');
  await expect(section).toContainText('(MXP)');
  await expect(section).toContainText('(HND)');
  await expect(section).toContainText(en.booking.flights.stops_one.replace('{{count}}', '1'));
  await expect(section.getByText('QR124')).toHaveCount(1);
  // Where it stops, and how long it waits there (08:55 Milan → Doha, on at 20:05).
  await expect(section).toContainText(
    en.booking.flights.stopsIn_one.replace('{{count}}', '1').replace('{{places}}', 'Doha (DOH)'),
  );
  await expect(section).toContainText(
    new RegExp(en.booking.flights.layover.replace('{{duration}}', '\\d+ hr( \\d+ min)?')),
  );
});

test('a flight not found is entered by hand, airports from the search', async ({ page }) => {
  const { tour } = await bookingOf(page, bookingId);
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: t.summary.addOutbound }).click();
  await search(page, 'ZZ 987', dayBefore(tour.startingDate));
  await expect(dialog.getByText(t.result.none)).toBeVisible();

  const manual = dialog.getByRole('region', { name: t.manual.title });
  // The options come after a debounced search; a click while they are replaced is lost, so the
  // choice is made again (typing anew opens the list) until the field shows it.
  const chooseAirport = async (name: string, query: string, code: string) => {
    const box = manual.getByRole('combobox', { name });
    await expect(async () => {
      await box.clear();
      await box.fill(query);
      await page
        .getByRole('option', { name: new RegExp(`\\(${code}\\)`) })
        .first()
        .click({ timeout: 15_000 });
      await expect(box).toHaveValue(new RegExp(`\\(${code}\\)`), { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
  };
  await chooseAirport(t.manual.departureAirport, 'Madrid', 'MAD');
  await chooseAirport(t.manual.arrivalAirport, 'LIM', 'LIM');
  await manual.getByRole('textbox', { name: t.manual.departureTime }).fill('23:55');
  const [d, m, y] = dayBefore(tour.startingDate).split('/');
  const next = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1));
  const arrivalDay = next.toISOString().slice(0, 10).split('-').reverse().join('/');
  await manual.getByRole('textbox', { name: t.manual.arrivalDate }).fill(arrivalDay);
  await manual.getByRole('textbox', { name: t.manual.arrivalTime }).fill('05:20');
  await manual.getByRole('textbox', { name: t.manual.stops }).fill('1');
  await manual.getByRole('textbox', { name: t.manual.layoverTime }).fill('1:45');
  await dialog.getByRole('button', { name: t.edit.save }).click();
  await expect(page.getByText(t.toasts.saveSuccess)).toBeVisible();
  await expect(flightsSection(page)).toContainText('ZZ987');
  await expect(flightsSection(page)).toContainText('(MAD)');
  await expect(flightsSection(page)).toContainText(
    en.booking.flights.stops_one.replace('{{count}}', '1'),
  );
});

test('removes the shared flights', async ({ page }) => {
  const { tour } = await bookingOf(page, bookingId);
  await postFlights(page, {
    flights: [
      {
        departureAirport: { iataCode: 'MAD' },
        arrivalAirport: { iataCode: 'LIM' },
        departureDateTime: `${tour.startingDate}T00:30`,
        arrivalDateTime: `${tour.startingDate}T05:40`,
        flightNumber: 'IB6651',
        direction: 'OUTBOUND',
        tripType: 'ONE_WAY',
      },
    ],
  });
  await page.reload();
  await expect(flightsSection(page)).toContainText('IB6651');
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: t.summary.remove }).click();
  await expect(page.getByText(t.toasts.removeSuccess)).toBeVisible();
  await expect(flightsSection(page)).toContainText(en.booking.flights.empty);
});

test('"no flight needed", and back', async ({ page }) => {
  let dialog = await openModal(page);
  await dialog.getByRole('button', { name: t.summary.declareNoFlight }).click();
  await expect(page.getByText(t.toasts.noFlightSuccess)).toBeVisible();
  await expect(flightsSection(page)).toContainText(en.booking.flights.noFlightNeeded);
  await expect(dialog.getByText(t.summary.noFlightNeeded)).toBeVisible();
  await dialog.getByRole('button', { name: t.modal.close }).first().click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(flightsSection(page)).toContainText(en.booking.flights.noFlightNeeded);
  dialog = await openModal(page);
  await dialog.getByRole('button', { name: t.summary.needFlight }).click();
  await expect(page.getByText(t.toasts.needFlightSuccess)).toBeVisible();
  await expect(flightsSection(page)).toContainText(en.booking.flights.empty);
  await expect(dialog.getByRole('button', { name: t.summary.addOutbound })).toBeVisible();
});

test('the open modal passes axe, traps focus, closes with Escape and gives focus back', async ({
  page,
  checkA11y,
}) => {
  const trigger = flightsSection(page).getByRole('button', { name: /your flight details/ });
  const dialog = await openModal(page);
  await checkA11y(page);
  await dialog.getByRole('button', { name: t.summary.addOutbound }).click();
  await search(page, 'ZZ 987', '01/01/2030');
  await expect(dialog.getByText(t.result.none)).toBeVisible();
  await checkA11y(page);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('heading', { name: t.summary.outbound }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
