import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../../app/shell/header';
import { MobileMenu } from '../../app/shell/mobile-menu';
import { UserMenu } from '../../app/shell/user-menu';
import { renderApp } from '../../test/render-app';

describe('the wishlist menu entry', () => {
  it('links out to the public website from the menus when the flag is on', async () => {
    const { user } = await renderApp(<UserMenu />, { path: '/', flags: { wishlist: true } });
    await user.click(screen.getByRole('button', { name: /Giulia/ }));
    const entry = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: /^Wishlist/,
    });
    expect(entry.getAttribute('href')).toBe('https://www.wayfarer.travel/uk/?routingKey=wishlist');
    expect(entry.getAttribute('target')).toBe('_blank');
  });

  it('is in the mobile menu only with the flag on', async () => {
    const { user } = await renderApp(
      <>
        <Header />
        <MobileMenu />
      </>,
      { path: '/', flags: { wishlist: true } },
    );
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(dialog)
        .getByRole('link', { name: /^Wishlist/ })
        .getAttribute('href'),
    ).toBe('https://www.wayfarer.travel/uk/?routingKey=wishlist');
  });

  it('is not in the menus with the flag off', async () => {
    const { user } = await renderApp(<UserMenu />, { path: '/' });
    await user.click(screen.getByRole('button', { name: /Giulia/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /^Wishlist/ })).toBeNull();
  });
});
