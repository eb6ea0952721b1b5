import type { PartnershipItem } from '@wayfarer/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { PartnershipsPage } from './partnerships-page';

const listPath = '/api/partnerships/list';

// Titles as the server answers them: cleaned to their inline formatting (its partnerships-api test).
const offers: PartnershipItem[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'SafeTrip: <strong>20% off</strong> insurance',
    logoImage: '/partners/safetrip.svg',
    details: 'Cover for every trip of the year.',
    link: 'https://safetrip.example.com/wayfarer',
    isBannerVisible: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Lingo: lessons <em>free</em>',
    logoImage: '/partners/lingo.svg',
    details: 'Ten minutes a day.',
    link: null,
    isBannerVisible: false,
  },
];

describe('partner offers', () => {
  it('lists the first element’s offers with logo, formatted title and details', async () => {
    await renderApp(<PartnershipsPage />, {
      path: '/partnerships',
      api: { [listPath]: { status: 200, body: [{ items: offers }, { items: [] }] } },
    });
    // A fast answer never flashes the loading state (the fetch minimum delay).
    expect(screen.queryByText('Loading the partner offers…')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Partner offers' });
    const [safeTrip, lingo] = within(list).getAllByRole('listitem');

    const title = within(safeTrip!).getByRole('heading', { level: 2 });
    expect(title.innerHTML).toBe('SafeTrip: <strong>20% off</strong> insurance');
    expect(safeTrip!.querySelector('img')?.getAttribute('src')).toBe('/partners/safetrip.svg');
    expect(within(safeTrip!).getByText('Cover for every trip of the year.')).toBeTruthy();
    expect(within(safeTrip!).getByText('New')).toBeTruthy();
    expect(
      within(safeTrip!)
        .getByRole('link', { name: /Go to the offer/ })
        .getAttribute('href'),
    ).toBe('https://safetrip.example.com/wayfarer');

    const lingoTitle = within(lingo!).getByRole('heading', { level: 2 });
    expect(lingoTitle.innerHTML).toBe('Lingo: lessons <em>free</em>');
    // An offer without a page of its own is no dead end: the way to ask for it.
    expect(within(lingo!).queryByRole('link', { name: /Go to the offer/ })).toBeNull();
    expect(
      within(lingo!)
        .getByRole('link', { name: /Ask us how to get it/ })
        .getAttribute('href'),
    ).toBe('https://www.wayfarer.travel/uk/?routingKey=contacts');
  });

  it('shows an empty state', async () => {
    await renderApp(<PartnershipsPage />, {
      path: '/partnerships',
      api: { [listPath]: { status: 200, body: [] } },
    });
    expect(
      await screen.findByText('There are no partner offers at the moment: come back soon.'),
    ).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    await renderApp(<PartnershipsPage />, {
      path: '/partnerships',
      api: { [listPath]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the partner offers')).toBeTruthy();
  });
});
