import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingSummaryFixture } from '../booking/booking.fixtures';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const listPath = `/api/users/${demoUser.id}/bookings`;

function withBookings(data: unknown[]) {
  return { [listPath]: { status: 200, body: { data } } };
}

describe('next trip card', () => {
  it('counts the days to the next departure and lists what is left to do', async () => {
    await renderApp(null, {
      path: '/',
      api: withBookings([
        bookingSummaryFixture({ id: 'WF-26-01215', title: 'Patagonia', start: 200, end: 214 }),
        bookingSummaryFixture({
          id: 'WF-26-01102',
          title: 'Morocco',
          start: 18,
          end: 25,
          errors: ['PAYMENT', 'TRAVELER_DATA'],
        }),
        bookingSummaryFixture({ id: 'WF-25-00987', title: 'Portugal', start: -120, end: -111 }),
      ]),
    });
    // The first render of the file also loads the lazy screens.
    const card = await screen.findByRole('region', { name: 'Your next trip' }, { timeout: 5000 });
    expect(within(card).getByText('Morocco')).toBeTruthy();
    expect(within(card).getByText('Departing in 18 days')).toBeTruthy();
    const todo = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(todo).toEqual(['Complete the travellers’ details', 'Complete the payment']);
    expect(
      within(card)
        .getByRole('link', { name: /See the booking/ })
        .getAttribute('href'),
    ).toBe('/travels/WF-26-01102');
    // The page keeps its heading and tiles.
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Giulia!' })).toBeTruthy();
  });

  it('asks for the documents the API says are missing, though the booking has no error', async () => {
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
    expect(within(card).getByRole('listitem').textContent).toBe('Upload your documents');
    expect(within(card).queryByText(/Nothing left to do/)).toBeNull();
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
    expect(within(card).getByText('Niente da fare per ora: goditi l’attesa!')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Vedi la prenotazione/ })
        .getAttribute('href'),
    ).toBe('/viaggi/WF-26-01300');
  });

  it('shows nothing without an upcoming trip', async () => {
    const { queryClient } = await renderApp(null, {
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
    await within(await screen.findByRole('main')).findByRole('link', { name: /^My trips/ });
    await waitFor(() =>
      expect(queryClient.getQueryState(['users', demoUser.id, 'bookings'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Your next trip' })).toBeNull();
  });
});
