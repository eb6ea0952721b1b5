import type { Credit } from '@wayfarer/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { demoUser } from '../../test/fixtures';
import { CreditsPage } from './credits-page';

const creditsPath = `/api/users/${demoUser.id}/credits`;

const credits: Credit[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'giftCard',
    code: 'WF-GC-8H3K-Q2PL',
    amount: 20000,
    currency: 'GBP',
    origin: {
      type: 'depositRefund',
      bookingId: 'WF-26-01066',
      tripTitle: 'Scotland: Edinburgh and the Highlands',
    },
    issuedAt: '2026-03-01T11:00:00.000Z',
    expiresOn: '2027-03-01',
    status: 'ACTIVE',
    usedOnBookingId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'voucher',
    code: 'WELCOME25',
    amount: 2550,
    currency: 'EUR',
    origin: { type: 'welcome', bookingId: null, tripTitle: null },
    issuedAt: '2026-01-01T10:00:00.000Z',
    expiresOn: null,
    status: 'USED',
    usedOnBookingId: 'WF-26-01102',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'credit',
    code: null,
    amount: 4500,
    currency: 'GBP',
    origin: { type: 'tourChange', bookingId: 'WF-26-01150', tripTitle: 'Greece' },
    issuedAt: '2025-01-01T10:00:00.000Z',
    expiresOn: '2025-12-31',
    status: 'EXPIRED',
    usedOnBookingId: null,
  },
];

describe('credits', () => {
  it('lists gift cards, vouchers and credits with amount, origin, expiry and status', async () => {
    await renderApp(<CreditsPage />, {
      path: '/account/credits',
      api: { [creditsPath]: { status: 200, body: { data: credits } } },
    });
    // A fast answer never flashes the loading state (the fetch minimum delay).
    expect(screen.queryByText('Loading your credits…')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Your credits' });
    const [giftCard, voucher, credit] = within(list).getAllByRole('listitem');

    expect(within(giftCard!).getByText('Gift card')).toBeTruthy();
    expect(within(giftCard!).getByText('£200')).toBeTruthy();
    expect(
      within(giftCard!).getByText(
        /Deposit refunded as a gift card · booking WF-26-01066, Scotland: Edinburgh and the Highlands/,
      ),
    ).toBeTruthy();
    expect(within(giftCard!).getByText('Valid until 01/03/2027')).toBeTruthy();
    expect(within(giftCard!).getByText('Active')).toBeTruthy();
    expect(
      within(giftCard!).getByRole('button', { name: 'Copy the code WF-GC-8H3K-Q2PL' }),
    ).toBeTruthy();

    expect(within(voucher!).getByText('25.50 €')).toBeTruthy();
    expect(within(voucher!).getByText('Used')).toBeTruthy();
    expect(within(voucher!).getByText('On booking WF-26-01102')).toBeTruthy();
    expect(within(voucher!).getByText('No expiry date')).toBeTruthy();
    expect(within(voucher!).queryByRole('button')).toBeNull();

    expect(within(credit!).getByText('Credit')).toBeTruthy();
    expect(within(credit!).getByText('Expired')).toBeTruthy();
  });

  it('shows the total to spend, and used or expired credits as inactive', async () => {
    await renderApp(<CreditsPage />, {
      path: '/account/credits',
      api: { [creditsPath]: { status: 200, body: { data: credits } } },
    });
    const total = await screen.findByRole('region', { name: 'Available to spend' });
    // The £200 gift card only: the expired £45 credit and the used voucher do not count.
    expect(within(total).getByText('£200')).toBeTruthy();
    expect(within(total).queryByText(/€/)).toBeNull();
    const items = within(screen.getByRole('list', { name: 'Your credits' })).getAllByRole(
      'listitem',
    );
    const amountOf = (item: HTMLElement, text: string) => within(item).getByText(text).className;
    expect(amountOf(items[0]!, '£200')).not.toContain('line-through');
    expect(amountOf(items[1]!, '25.50 €')).toContain('line-through');
    expect(amountOf(items[2]!, '£45')).toContain('line-through');
    expect(items[1]!.className).not.toBe(items[0]!.className);
  });

  it('formats amounts for the variant', async () => {
    await renderApp(<CreditsPage />, {
      path: '/account/crediti',
      variantId: 'italy',
      api: { [creditsPath]: { status: 200, body: { data: [credits[1]] } } },
    });
    expect(await screen.findByText('25,50 €')).toBeTruthy();
    expect(screen.getByText('Buono')).toBeTruthy();
  });

  it('shows an empty state', async () => {
    await renderApp(<CreditsPage />, {
      path: '/account/credits',
      api: { [creditsPath]: { status: 200, body: { data: [] } } },
    });
    expect(await screen.findByRole('heading', { name: 'No credits for now' })).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    await renderApp(<CreditsPage />, {
      path: '/account/credits',
      api: { [creditsPath]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your credits')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
