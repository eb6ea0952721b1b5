import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { WishlistPage } from './wishlist-page';

describe('wishlist', () => {
  it('links to the wishlist on the public website when the flag is on', async () => {
    await renderApp(<WishlistPage />, { path: '/account/wishlist', flags: { wishlist: true } });
    const link = screen.getByRole('link', { name: /Open my wishlist/ });
    expect(link.getAttribute('href')).toBe('https://www.wayfarer.travel/uk/?routingKey=wishlist');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says the wishlist is not available when the flag is off', async () => {
    await renderApp(<WishlistPage />, { path: '/account/wishlist' });
    expect(screen.getByText('The wishlist is not available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open my wishlist/ })).toBeNull();
  });
});
