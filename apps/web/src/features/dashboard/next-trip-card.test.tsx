import type { Booking, BookingSummary } from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFixture, bookingSummaryFixture, day } from '../booking/booking.fixtures';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const listPath = `/api/users/${demoUser.id}/bookings`;

/** The list, and each booking's details (its summary with a schedule and a checklist). */
function withBookings(data: BookingSummary[], details: Record<string, Partial<Booking>> = {}) {
  const api: Record<string, { status: number; body: unknown }> = {
    [listPath]: { status: 200, body: { data } },
  };
  for (const summary of data) {
    const extra = details[summary.id] ?? {};
    const base = bookingFixture({ paymentSchedule: [], preDepartureChecklist: [], ...extra });
    const booking: Booking = {
      ...base,
      ...summary,
      coordinator: base.coordinator,
      tour: { ...base.tour, ...summary.tour },
      ...('nextPayment' in extra ? { nextPayment: extra.nextPayment ?? null } : {}),
    };
    api[`${listPath}/${summary.id}`] = { status: 200, body: { data: booking } };
  }
  return api;
}

const linksOf = (card: HTMLElement) =>
  within(within(card).getByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('next trip card', () => {
  it('lists the payment due in three days though the booking has no error, with its link', async () => {
    const morocco = bookingSummaryFixture({
      id: 'WF-26-01102',
      title: 'Morocco',
      start: 18,
      end: 25,
      nextPayment: { amount: 288_400, dueDate: day(3) },
    });
    await renderApp(null, {
      path: '/',
      api: withBookings(
        [
          bookingSummaryFixture({ id: 'WF-26-01215', title: 'Patagonia', start: 200, end: 214 }),
          morocco,
          bookingSummaryFixture({ id: 'WF-25-00987', title: 'Portugal', start: -120, end: -111 }),
        ],
        {
          'WF-26-01102': {
            nextPayment: { amount: 288_400, dueDate: day(3) },
            preDepartureChecklist: [
              { type: 'PAYMENT', completed: false },
              { type: 'FLIGHT_INFO', completed: false },
            ],
          },
        },
      ),
    });
    const card = await screen.findByRole('region', { name: 'Your next trip' }, { timeout: 5000 });
    expect(within(card).getByText('Morocco')).toBeTruthy();
    expect(within(card).getByText('Departing in 18 days')).toBeTruthy();
    await within(card).findByRole('list');
    expect(linksOf(card)).toEqual([
      [`Pay 2,884 € by ${formatDate({ date: day(3) })}`, '/travels/WF-26-01102#checklist-payment'],
      ['Share your flights', '/travels/WF-26-01102#checklist-flight-info'],
    ]);
    expect(within(card).queryByText(/Nothing left to do/)).toBeNull();
    expect(within(card).getByText('Payment due soon')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Giulia!' })).toBeTruthy();
  });

  it('says a payment past its day was due, never "pay by" a date gone by', async () => {
    const iceland = bookingSummaryFixture({
      id: 'WF-26-01123',
      title: 'Iceland',
      start: 10,
      end: 17,
      nextPayment: { amount: 139_000, dueDate: day(-3) },
    });
    await renderApp(null, {
      path: '/',
      api: withBookings([iceland], {
        'WF-26-01123': { nextPayment: { amount: 139_000, dueDate: day(-3) } },
      }),
    });
    const card = await screen.findByRole('region', { name: 'Your next trip' }, { timeout: 5000 });
    await within(card).findByRole('list');
    expect(linksOf(card)[0]).toEqual([
      `Pay 1,390 € now: it was due on ${formatDate({ date: day(-3) })}`,
      '/travels/WF-26-01123#checklist-payment',
    ]);
    expect(within(card).getByText('Payment overdue')).toBeTruthy();
  });

  it('asks to choose another departure, not to pay or prepare, when we cancelled it', async () => {
    const portugal = bookingSummaryFixture({
      id: 'WF-26-02104',
      title: 'Portugal',
      start: 40,
      end: 49,
      tourStatus: 'CANCELLED',
      nextPayment: { amount: 89_000, dueDate: day(10) },
    });
    await renderApp(null, {
      path: '/',
      api: withBookings([portugal], {
        'WF-26-02104': {
          nextPayment: { amount: 89_000, dueDate: day(10) },
          preDepartureChecklist: [{ type: 'FLIGHT_INFO', completed: false }],
        },
      }),
    });
    const card = await screen.findByRole('region', { name: 'Your next trip' }, { timeout: 5000 });
    const choose = await within(card).findByRole('link', {
      name: 'This departure will not run: choose another one',
    });
    expect(choose.getAttribute('href')).toBe('/travels/WF-26-02104');
    expect(within(card).queryByText(/^Pay /)).toBeNull();
    expect(within(card).queryByText(/Nothing left to do/)).toBeNull();
  });

  it('asks for the documents the API says are missing, linking to the documents page', async () => {
    await renderApp(null, {
      path: '/',
      api: withBookings([
        bookingSummaryFixture({
          id: 'WF-26-01400',
          title: 'Norway',
          start: 40,
          end: 47,
          completeness: {
            complete: false,
            travelerDataToComplete: false,
            paymentToComplete: false,
            documentsToComplete: true,
          },
        }),
      ]),
    });
    const card = await screen.findByRole('region', { name: 'Your next trip' }, { timeout: 5000 });
    await within(card).findByRole('list');
    expect(linksOf(card)).toEqual([['Upload your documents', '/account/documents']]);
    expect(within(card).queryByText(/Nothing left to do/)).toBeNull();
  });

  it('shows the trip under way first, with its last day, above the next departure', async () => {
    await renderApp(null, {
      path: '/',
      api: withBookings([
        bookingSummaryFixture({ id: 'WF-26-01500', title: 'Iceland', start: 10, end: 16 }),
        bookingSummaryFixture({ id: 'WF-26-01444', title: 'Jordan', start: -3, end: 4 }),
      ]),
    });
    const card = await screen.findByRole('region', { name: 'Your next trip' }, { timeout: 5000 });
    const jordan = within(card).getByRole('link', { name: 'Jordan' });
    const iceland = within(card).getByText('Iceland');
    expect(jordan.getAttribute('href')).toBe('/travels/WF-26-01444');
    expect(jordan.compareDocumentPosition(iceland) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).getByText(`Until ${formatDate({ date: day(4) })}`)).toBeTruthy();
    expect(within(card).getByText('Departing in 10 days')).toBeTruthy();
  });

  it('features the trip under way when no departure is ahead', async () => {
    await renderApp(null, {
      path: '/',
      api: withBookings([
        bookingSummaryFixture({ id: 'WF-26-01444', title: 'Jordan', start: -3, end: 4 }),
      ]),
    });
    const card = await screen.findByRole('region', { name: 'On the road now' }, { timeout: 5000 });
    expect(within(card).getByText('Jordan')).toBeTruthy();
    expect(within(card).getByText('On the road now', { selector: 'span' })).toBeTruthy();
  });

  it('uses the plural forms of the language: tomorrow, and nothing left to do', async () => {
    await renderApp(null, {
      path: '/',
      variantId: 'italy',
      api: withBookings([
        bookingSummaryFixture({ id: 'WF-26-01300', title: 'Sardegna', start: 1, end: 7 }),
      ]),
    });
    const card = await screen.findByRole('region', { name: 'Il tuo prossimo viaggio' });
    expect(within(card).getByText('Si parte domani')).toBeTruthy();
    expect(await within(card).findByText('Niente da fare per ora: goditi l’attesa!')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Vedi la prenotazione/ })
        .getAttribute('href'),
    ).toBe('/viaggi/WF-26-01300');
  });

  it('invites to find a trip when none is ahead, in the card’s place', async () => {
    await renderApp(null, {
      path: '/',
      api: withBookings([
        bookingSummaryFixture({ id: 'WF-25-00987', title: 'Portugal', start: -120, end: -111 }),
        bookingSummaryFixture({
          id: 'WF-26-01066',
          title: 'Scotland',
          start: 35,
          end: 41,
          bookingStatus: 'CANCELLED',
        }),
      ]),
    });
    expect(
      await screen.findByRole('region', { name: 'No trip booked yet' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your next trip' })).toBeNull();
  });
});
