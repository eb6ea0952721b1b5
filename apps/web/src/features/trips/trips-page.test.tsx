import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingSummaryFixture } from '../booking/booking.fixtures';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const listPath = `/api/users/${demoUser.id}/bookings`;

const bookings = [
  bookingSummaryFixture({ id: 'WF-26-01215', title: 'Patagonia', start: 200, end: 214 }),
  bookingSummaryFixture({
    id: 'WF-26-01102',
    title: 'Morocco',
    start: 18,
    end: 25,
    publicTour: { status: 'CLOSED' },
  }),
  bookingSummaryFixture({
    id: 'WF-25-00987',
    title: 'Portugal',
    start: -120,
    end: -111,
    publicTour: { status: 'CLOSED' },
    totalAmount: 100_000,
    paidAmount: 100_000,
  }),
  bookingSummaryFixture({
    id: 'WF-26-01201',
    title: 'Jordan',
    start: -3,
    end: 4,
    publicTour: { status: 'CLOSED' },
  }),
  bookingSummaryFixture({
    id: 'WF-26-01066',
    title: 'Scotland',
    start: 35,
    end: 41,
    bookingStatus: 'CANCELLED',
    tourStatus: 'CANCELLED',
  }),
  bookingSummaryFixture({
    id: 'WF-26-02104',
    title: 'Lisbon',
    start: 60,
    end: 69,
    tourStatus: 'CANCELLED',
    totalAmount: 119_000,
    paidAmount: 30_000,
  }),
  bookingSummaryFixture({
    id: 'WF-26-01123',
    title: 'Iceland',
    start: 40,
    end: 47,
    errors: ['PAYMENT'],
    availableSeats: 0,
  }),
  bookingSummaryFixture({
    id: 'WF-26-01188',
    title: 'Vietnam',
    start: 95,
    end: 108,
    partner: 'Acme Corporate Welfare',
    onRequest: true,
    totalAmount: 174_990,
    paidAmount: 174_990,
  }),
];

function titlesIn(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('trips page', () => {
  it('groups the bookings into next, past and cancelled sections', async () => {
    await renderApp(null, {
      path: '/travels',
      api: { [listPath]: { status: 200, body: { data: bookings } } },
    });
    const next = await screen.findByRole('region', { name: 'Next trips' });
    // Next: the trip under way first, then soonest first; past and cancelled: most recent first.
    expect(titlesIn(next)).toEqual([
      'Jordan',
      'Morocco',
      'Iceland',
      'Lisbon',
      'Vietnam',
      'Patagonia',
    ]);
    expect(titlesIn(screen.getByRole('region', { name: 'Past trips' }))).toEqual(['Portugal']);
    expect(titlesIn(screen.getByRole('region', { name: 'Cancelled trips' }))).toEqual(['Scotland']);
    expect(screen.getByRole('tab', { name: /All/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows each card’s dates, length, traveller status (never a sales status), payment and partner', async () => {
    await renderApp(null, {
      path: '/travels',
      api: { [listPath]: { status: 200, body: { data: bookings } } },
    });
    const card = (title: string) => screen.getByRole('article', { name: title }) as HTMLElement;
    await screen.findByRole('region', { name: 'Next trips' });

    const morocco = card('Morocco');
    expect(within(morocco).getByText('8 days · 7 nights')).toBeTruthy();
    expect(within(morocco).getByText('Confirmed')).toBeTruthy();
    expect(within(morocco).queryByText('Closed (departing)')).toBeNull();
    expect(within(morocco).getByText('Payment due')).toBeTruthy();
    expect(within(morocco).getByRole('link', { name: 'Morocco' }).getAttribute('href')).toBe(
      '/travels/WF-26-01102',
    );

    // Sold out for sale, but the traveller's seat is theirs: what matters is the money due.
    expect(within(card('Iceland')).queryByText('Sold out')).toBeNull();
    expect(card('Iceland').getAttribute('data-status')).toBe('paymentOverdue');
    // The status and the payment line say the same.
    expect(within(card('Iceland')).getAllByText('Payment overdue')).toHaveLength(2);

    const vietnam = card('Vietnam');
    expect(within(vietnam).queryByText('Waiting list (on request)')).toBeNull();
    expect(within(vietnam).getByText('Confirmed')).toBeTruthy();
    expect(within(vietnam).getByText('Paid by Acme Corporate Welfare')).toBeTruthy();
    expect(within(vietnam).getByText('Paid')).toBeTruthy();
    expect(within(vietnam).getByText('Paid 1,749.90 € of 1,749.90 €')).toBeTruthy();

    const portugal = card('Portugal');
    expect(within(portugal).getByText('Travelled')).toBeTruthy();
    expect(within(portugal).getByText('Payments completed')).toBeTruthy();
    expect(within(card('Jordan')).getByText('On the road now')).toBeTruthy();

    // The departure cancelled by the operator says so, in its own style.
    const scotland = card('Scotland');
    expect(within(scotland).getByText('Cancelled by us')).toBeTruthy();
    expect(scotland.getAttribute('data-status')).toBe('cancelledByUs');
    expect(within(scotland).queryByText(/Payment/)).toBeNull();
    // A departure we cancelled while the booking stands asks for no payment; the amount paid stays.
    const lisbon = card('Lisbon');
    expect(lisbon.getAttribute('data-status')).toBe('cancelledByUs');
    expect(within(lisbon).getByText('Paid 300 € of 1,190 €')).toBeTruthy();
    expect(within(lisbon).queryByText(/^Payment/)).toBeNull();
    const statuses = new Set(
      ['Morocco', 'Portugal', 'Jordan', 'Scotland', 'Iceland'].map(
        (title) => card(title).className,
      ),
    );
    expect(statuses.size).toBe(5);
  });

  it('filters with the tabs, in the variant’s language', async () => {
    const { user, router } = await renderApp(null, {
      path: '/viaggi',
      variantId: 'italy',
      api: { [listPath]: { status: 200, body: { data: bookings } } },
    });
    const panelTitles = () => titlesIn(screen.getByRole('tabpanel'));
    await user.click(await screen.findByRole('tab', { name: /Passati/ }));
    await waitFor(() => expect(panelTitles()).toEqual(['Portugal']));
    expect(screen.queryByRole('region', { name: 'Prossimi viaggi' })).toBeNull();
    expect(router.state.location.search).toBe('?show=past');

    await user.click(screen.getByRole('tab', { name: /Annullati/ }));
    await waitFor(() => expect(panelTitles()).toEqual(['Scotland']));

    await user.click(screen.getByRole('tab', { name: /In arrivo/ }));
    await waitFor(() =>
      expect(panelTitles()).toEqual([
        'Jordan',
        'Morocco',
        'Iceland',
        'Lisbon',
        'Vietnam',
        'Patagonia',
      ]),
    );
  });

  it('opens on the filter of the URL and says when a section is empty', async () => {
    await renderApp(null, {
      path: '/travels?show=cancelled',
      api: { [listPath]: { status: 200, body: { data: bookings.slice(0, 2) } } },
    });
    expect(await screen.findByText('No cancelled trips.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Cancelled/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('invites a traveller without bookings to search for a trip on the public website', async () => {
    await renderApp(null, {
      path: '/travels',
      api: { [listPath]: { status: 200, body: { data: [] } } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'No trips yet' })).toBeTruthy();
    const search = screen.getByRole('link', { name: /Search for a trip/ });
    expect(search.getAttribute('href')).toBe('https://www.wayfarer.travel/uk/?routingKey=travels');
    expect(search.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows a skeleton while loading, then an error with a retry', async () => {
    await renderApp(null, {
      path: '/travels',
      api: {
        [listPath]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } },
      },
    });
    // A server error is asked again twice (about three seconds) before it shows.
    expect(await screen.findByText('Loading your trips…')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { name: 'We could not load your trips' }));
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 15_000);
});
