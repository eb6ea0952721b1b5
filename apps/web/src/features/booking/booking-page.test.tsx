import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@wayfarer/domain';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { bookingFixture, day, instant, line, uuid } from './booking.fixtures';

const detailPath = (id: string) => `/api/users/${demoUser.id}/bookings/${id}`;

function withBooking(booking = bookingFixture()) {
  return { [detailPath(booking.id)]: { status: 200, body: { data: booking } } };
}

function row(name: RegExp) {
  return screen.getByRole('row', { name });
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('booking page', () => {
  it('shows every price line in Italian, in euros with the trailing symbol', async () => {
    await renderApp(null, {
      path: '/viaggi/WF-26-01041',
      variantId: 'italy',
      api: withBooking(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Japan: Tokyo, Kyoto and Hiroshima' }),
    ).toBeTruthy();
    // The sections render just after the header (booking-page.tsx).
    const perPerson = await waitFor(() => row(/Prezzo a persona/));
    expect(within(perPerson).getByText('2 × 1.234,50 €')).toBeTruthy();
    expect(within(perPerson).getByText('2.469 €')).toBeTruthy();
    expect(within(row(/Opzione di cancellazione/)).getByText('178 €')).toBeTruthy();
    const promo = row(/Codice promozionale/);
    expect(within(promo).getByText('SPRING50')).toBeTruthy();
    expect(within(promo).getByText('-100 €')).toBeTruthy();
    expect(within(row(/Totale/)).getByText('2.547 €')).toBeTruthy();

    const schedule = screen.getByRole('heading', { name: 'Piano dei pagamenti' }).parentElement!;
    const [deposit, balance] = within(schedule).getAllByRole('listitem');
    expect(within(deposit!).getByText('Acconto')).toBeTruthy();
    expect(within(deposit!).getByText('800 €')).toBeTruthy();
    expect(within(deposit!).getByText(`Pagato il ${ddmmyyyy(day(-40))}`)).toBeTruthy();
    expect(within(balance!).getByText('Saldo')).toBeTruthy();
    expect(within(balance!).getByText('1.747 €')).toBeTruthy();
    expect(within(balance!).getByText(`Da pagare entro il ${ddmmyyyy(day(45))}`)).toBeTruthy();
    expect(within(balance!).getByText('Da pagare')).toBeTruthy();
    expect(
      screen.getByText(`Prossimo pagamento: 1.747 € entro il ${ddmmyyyy(day(45))}.`),
    ).toBeTruthy();
  });

  it('shows a GBP booking in pounds on the international site', async () => {
    const booking = bookingFixture({ currency: 'GBP' });
    await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking(booking) });
    const perPerson = await waitFor(() => row(/Price per person/));
    expect(within(perPerson).getByText('2 × £1,234.50')).toBeTruthy();
    expect(within(perPerson).getByText('£2,469')).toBeTruthy();
    expect(within(row(/Total/)).getByText('£2,547')).toBeTruthy();
    expect(within(row(/Promo code/)).getByText('-£100')).toBeTruthy();
  });

  it('lists the other price lines: supplement, gift card, voucher, bonus, rounding, integration', async () => {
    const booking = bookingFixture({
      currency: 'GBP',
      priceLines: [
        line('pricePerPerson', 'Price per person', 100_000),
        line('privateRoomSupplement', 'Private room supplement', 20_000),
        line('giftCard', 'Gift card', -5_000, 1, 'GC-7Q4M'),
        line('voucher', 'Voucher', -2_550, 1, 'WELCOME25'),
        line('bonus', 'Loyalty bonus', -1_000),
        line('rounding', 'Rounding', -50),
        line('total', 'Total', 111_400),
        line('deposit', 'Deposit', 30_000),
        line('balance', 'Balance', 71_400),
        line('integration', 'Integration', 10_000),
      ],
      paymentSchedule: [
        { id: uuid(), kind: 'deposit', amount: 30_000, dueDate: day(-40), paidAt: instant(-40) },
        { id: uuid(), kind: 'balance', amount: 71_400, dueDate: day(-10), paidAt: instant(-11) },
      ],
    });
    await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking(booking) });
    expect(within(await waitFor(() => row(/Private room supplement/))).getByText('£200'));
    expect(within(row(/Gift card/)).getByText('GC-7Q4M')).toBeTruthy();
    expect(within(row(/Voucher/)).getByText('-£25.50')).toBeTruthy();
    expect(within(row(/Bonus/)).getByText('-£10')).toBeTruthy();
    expect(within(row(/Rounding/)).getByText('-£0.50')).toBeTruthy();
    // The integration has no schedule entry: it still shows, with the payments.
    const schedule = screen.getByRole('heading', { name: 'Payment schedule' }).parentElement!;
    expect(within(schedule).getByText('Integration')).toBeTruthy();
    expect(within(schedule).getByText('£100')).toBeTruthy();
  });

  it('shows what is left to do, the payment due and documents included, each a link to its action', async () => {
    const booking = bookingFixture({
      completeness: {
        complete: false,
        travelerDataToComplete: true,
        paymentToComplete: false,
        documentsToComplete: true,
      },
      preDepartureChecklist: [
        { type: 'FLIGHT_INFO', completed: false },
        { type: 'PAYMENT', completed: false },
        { type: 'FAQ', completed: true },
      ],
    });
    await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking(booking) });
    const left = await screen.findByRole('region', { name: 'Left to do' });
    const links = within(left).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`Pay 1,747 € by ${formatDate({ date: day(45) })}`, '/travels/WF-26-01041#checklist-payment'],
      ['Upload your documents', '/account/documents'],
      ['Complete your traveller data', '/travels/WF-26-01041#checklist-traveler-data'],
      ['Share your flights', '/travels/WF-26-01041#checklist-flight-info'],
    ]);
  });

  it('leads with the trip: dates, status, travellers and the next step', async () => {
    const booking = bookingFixture({
      completeness: {
        complete: false,
        travelerDataToComplete: false,
        paymentToComplete: false,
        documentsToComplete: true,
      },
    });
    await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking(booking) });
    const header = await screen.findByTestId('booking-header');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe(
      'Japan: Tokyo, Kyoto and Hiroshima',
    );
    expect(header.textContent).toContain('Giulia Rossi, Marco Bianchi');
    expect(header.textContent).toContain(
      `${formatDate({ date: day(75) })} – ${formatDate({ date: day(86) })}`,
    );
    // The next step is the first thing left: the payment due in 45 days.
    const next = within(header).getByTestId('booking-next-action');
    expect(next.textContent).toBe(`Pay 1,747 € by ${formatDate({ date: day(45) })}`);
    expect(next.getAttribute('href')).toBe('/travels/WF-26-01041#checklist-payment');
  });

  it('shows no "left to do" box when everything is paid and done', async () => {
    const booking = bookingFixture({
      completeness: {
        complete: true,
        travelerDataToComplete: false,
        paymentToComplete: false,
        documentsToComplete: false,
      },
      paymentSchedule: [],
      nextPayment: null,
      preDepartureChecklist: [{ type: 'FAQ', completed: true }],
    });
    await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking(booking) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Left to do' })).toBeNull();
    expect(screen.queryByText(/Nothing left to do/)).toBeNull();
  });

  function overdueBooking(dueOffset: number) {
    return bookingFixture({
      errors: ['PAYMENT'],
      paymentSchedule: [
        { id: uuid(), kind: 'deposit', amount: 80_000, dueDate: day(-40), paidAt: instant(-40) },
        { id: uuid(), kind: 'balance', amount: 174_700, dueDate: day(dueOffset), paidAt: null },
      ],
    });
  }

  it('warns of an overdue payment with its 48 hours to pay, until a deadline still ahead', async () => {
    const api = withBooking(overdueBooking(-1));
    await renderApp(null, { path: '/travels/WF-26-01041', api });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment overdue')).toBeTruthy();
    expect(alert.textContent).toContain(`The payment of 1,747 € was due on ${ddmmyyyy(day(-1))}`);
    expect(alert.textContent).toMatch(
      /You have 48 hours to pay, until \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
  });

  it('says the time to pay has run out once the 48 hours are past, never a past deadline', async () => {
    await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking(overdueBooking(-3)) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`The payment of 1,747 € was due on ${ddmmyyyy(day(-3))}`);
    expect(alert.textContent).toContain('the 48 hours to pay ran out on');
    expect(alert.textContent).not.toContain('You have 48 hours');
  });

  it('shows the trip facts, the travellers and the coordinator with links to the public website', async () => {
    await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking() });
    await screen.findByRole('heading', { level: 1 });
    expect(
      await screen.findByText('Tokyo, Shinjuku — lobby of Hotel Gracery, 18:00 on day 1'),
    ).toBeTruthy();
    expect(screen.getByText('12 days · 11 nights')).toBeTruthy();
    // The traveller's status, in the header and the trip's facts.
    expect(within(screen.getByTestId('booking-header')).getByText('Confirmed')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Your trip' })).getByText('Confirmed'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Itinerary/ }).getAttribute('href')).toBe(
      'https://www.wayfarer.travel/uk/?routingKey=travel&p.slug=trip-wf-26-01041#itinerary',
    );
    expect(screen.getByRole('link', { name: /FAQ/ }).getAttribute('href')).toBe(
      'https://www.wayfarer.travel/uk/?routingKey=travel&p.slug=trip-wf-26-01041#faq',
    );

    const travellers = screen.getByRole('region', { name: 'Travellers' });
    const [leader, companion] = within(travellers).getAllByRole('listitem');
    expect(within(leader!).getByText('Lead traveller')).toBeTruthy();
    expect(within(companion!).getByText('Travel companion')).toBeTruthy();

    const coordinator = screen.getByRole('region', { name: 'Your coordinator' });
    expect(within(coordinator).getByText('MF')).toBeTruthy();
    expect(within(coordinator).getByText('Ambassador')).toBeTruthy();
    expect(within(coordinator).getByText('48 trips led')).toBeTruthy();
    expect(within(coordinator).getByText('With us for 9 years')).toBeTruthy();
    expect(
      within(coordinator)
        .getByRole('link', { name: /Discover the profile of Martina Ferri/ })
        .getAttribute('href'),
    ).toBe('https://www.wayfarer.travel/uk/?routingKey=coordinator&p.nickname=martina-on-the-road');
  });

  it('says so when there is no coordinator, no flight and no refund yet', async () => {
    await renderApp(null, {
      path: '/travels/WF-26-01041',
      api: withBooking(bookingFixture({ coordinator: null })),
    });
    expect(await screen.findByText(/No coordinator yet/)).toBeTruthy();
    expect(screen.getByText('No flights shared yet.')).toBeTruthy();
    expect(screen.getByText('No refunds on this booking.')).toBeTruthy();
    expect(screen.getByText('Refunds arrive within 7–10 business days.')).toBeTruthy();
  });

  it('shows the refunds of a cancelled booking, the deposit as a gift card with its code and expiry', async () => {
    const booking = bookingFixture({
      status: 'CANCELLED',
      cancelledAt: instant(-12),
      refunds: [
        {
          id: uuid(),
          kind: 'money',
          amount: 79_000,
          refundedAt: instant(-8),
          giftCard: null,
        },
        {
          id: uuid(),
          kind: 'giftCard',
          amount: 20_000,
          refundedAt: instant(-12),
          giftCard: { code: 'WF-GC-8H3K-Q2PL', expiresOn: day(353) },
        },
      ],
    });
    await renderApp(null, {
      path: '/reisen/WF-26-01041',
      variantId: 'germany',
      api: withBooking(booking),
    });
    expect(
      await screen.findByText(`Diese Buchung wurde am ${ddmmyyyy(day(-12))} storniert.`),
    ).toBeTruthy();
    const refunds = await screen.findByRole('region', { name: 'Erstattungen' });
    expect(within(refunds).getByText('790 €')).toBeTruthy();
    expect(within(refunds).getByText(`Erstattet am ${ddmmyyyy(day(-8))}`)).toBeTruthy();
    expect(within(refunds).getByText('Anzahlung als Geschenkkarte erstattet')).toBeTruthy();
    expect(within(refunds).getByText('WF-GC-8H3K-Q2PL')).toBeTruthy();
    expect(refunds.textContent).toContain(`gültig bis ${ddmmyyyy(day(353))}`);
    expect(within(refunds).getByText('Erstattungen erfolgen innerhalb von 7 Tagen.')).toBeTruthy();
  });

  it('copies the booking id and confirms it in a toast', async () => {
    const { user } = await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking() });
    await user.click(await screen.findByRole('button', { name: 'Copy the booking ID' }));
    expect(await screen.findByText('Booking ID WF-26-01041 copied.')).toBeTruthy();
    await expect(navigator.clipboard.readText()).resolves.toBe('WF-26-01041');
  });

  it('shows the copying error when the clipboard refuses', async () => {
    const { user } = await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking() });
    const button = await screen.findByRole('button', { name: 'Copy the booking ID' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(button);
    expect(
      await screen.findByText(/^Copying error: the booking ID could not be copied/),
    ).toBeTruthy();
  });

  it('downloads an .ics file of the trip’s days', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs.
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:trip';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderApp(null, { path: '/travels/WF-26-01041', api: withBooking() });
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('WF-26-01041.ics');
    const ics = await readText(blobs[0]!);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day(75).replaceAll('-', '')}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${day(87).replaceAll('-', '')}`);
    expect(ics).toContain('UID:WF-26-01041@wayfarer.travel');
  });

  it('shows "page not on the map" inside the account layout for an unknown booking (404)', async () => {
    // React Router logs the error it turns into the route's error page.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp(null, {
      path: '/travels/WF-26-99999',
      api: {
        [detailPath('WF-26-99999')]: {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'Booking not found.' } },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not on the map' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my trips' }).getAttribute('href')).toBe(
      '/travels',
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('shows "page not on the map" for a malformed booking id (400)', async () => {
    // React Router logs the error it turns into the route's error page.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp(null, {
      path: '/travels/not-a-booking',
      api: {
        [detailPath('not-a-booking')]: {
          status: 400,
          body: { error: { code: 'VALIDATION_FAILED', message: 'Invalid booking id' } },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not on the map' }),
    ).toBeTruthy();
  });

  it('offers to try again when the booking cannot be loaded', async () => {
    await renderApp(null, {
      path: '/travels/WF-26-01041',
      api: {
        [detailPath('WF-26-01041')]: {
          status: 503,
          body: { error: { code: 'INTERNAL', message: 'Down' } },
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { name: 'We could not load this booking' }));
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 15_000);
});

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

function ddmmyyyy(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
