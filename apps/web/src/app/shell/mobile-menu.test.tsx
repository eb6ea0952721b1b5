import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';

const shell = (
  <>
    <Header />
    <MobileMenu />
  </>
);

describe('mobile menu', () => {
  it('opens full screen with its entries, and closes when one is chosen', async () => {
    const { user, router } = await renderApp(shell, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Account menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'My trips',
      'Profile',
      'Personal data',
      'Documents',
      'Credits',
      'Your data',
      'Refer a friend',
      'Partner offers',
      'Trip alerts',
      'Communications22 new',
      'Contacts(opens in a new tab)',
      'Log out',
    ]);
    expect(
      within(nav)
        .getByRole('link', { name: /Contacts/ })
        .getAttribute('href'),
    ).toBe('https://www.wayfarer.travel/uk/?routingKey=contacts');

    await user.click(within(nav).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/account/profile');
  });

  it('closes when the window is resized', async () => {
    const { user } = await renderApp(shell, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hides Contacts when talk-to-us lists the traveller’s country with its header flag', async () => {
    const { user } = await renderApp(shell, {
      path: '/',
      variantId: 'italy',
      flags: { 'talk-to-us': { countries: [{ country: 'IT', header: true }] } },
    });
    await user.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).queryByRole('link', { name: /Contatti/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Esci' })).toBeTruthy();
  });

  it('keeps Contacts when the flag lists the country without the header flag', async () => {
    const { user } = await renderApp(shell, {
      path: '/',
      variantId: 'italy',
      flags: { 'talk-to-us': { countries: [{ country: 'IT', header: false }] } },
    });
    await user.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: /Contatti/ })).toBeTruthy();
  });
});
