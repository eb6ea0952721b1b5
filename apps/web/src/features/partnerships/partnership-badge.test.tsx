import type { PartnershipItem } from '@wayfarer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../../app/shell/header';
import { renderApp } from '../../test/render-app';

const offer = (n: number, isBannerVisible: boolean): PartnershipItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Offer ${n}`,
  logoImage: '/partners/safetrip.svg',
  details: 'Details',
  link: null,
  isBannerVisible,
});

describe('the partnership menu badge', () => {
  it('counts the offers of the moment in the partnership list', async () => {
    await renderApp(<Header />, {
      path: '/',
      api: {
        '/api/partnerships/list': {
          status: 200,
          body: [{ items: [offer(1, true), offer(2, false), offer(3, true)] }],
        },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Partner offers/ }).textContent).toBe(
        'Partner offers22 new',
      ),
    );
  });

  it('stays away when the list cannot be read', async () => {
    const { fetchMock } = await renderApp(<Header />, { path: '/' });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/api/partnerships/list')),
      ).toBe(true),
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: /^Partner offers/ }).textContent).toBe(
      'Partner offers',
    );
  });
});
