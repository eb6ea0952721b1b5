import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { UserMenu } from './user-menu';

describe('user dropdown', () => {
  it('opens from the keyboard with the account pages, communications, contacts and logout', async () => {
    const { user } = await renderApp(<UserMenu />, { path: '/' });
    // The button, once its dropdown's code has arrived (a stand-in of the same look until then).
    const trigger = () => screen.getByRole('button', { name: /Giulia/ });
    await user.tab();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // The demo traveller has given 2 of the 4 consents: the communications badge says 2.
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal data',
      'Documents',
      'Credits',
      'Your data',
      'Trip alerts',
      'Communications22 new',
      'Contacts(opens in a new tab)',
      'Log out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Trip alerts' }).getAttribute('href')).toBe(
      '/notify-me',
    );
    expect(items[0]?.getAttribute('href')).toBe('/account/registry');
    expect(items[1]?.getAttribute('href')).toBe('/account/documents');
    expect(items[2]?.getAttribute('href')).toBe('/account/credits');
    expect(items[3]?.getAttribute('href')).toBe('/account/data');
    expect(items[5]?.getAttribute('href')).toBe('/account/consents');
    expect(items[6]?.getAttribute('href')).toBe(
      'https://www.wayfarer.travel/uk/?routingKey=contacts',
    );
    expect(items[6]?.getAttribute('target')).toBe('_blank');
    expect(items[7]?.getAttribute('href')).toBe('/logout');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const { user } = await renderApp(<UserMenu />, { path: '/' });
    const trigger = screen.getByRole('button', { name: /Giulia/ });
    await user.hover(trigger);
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('goes to the localized communications path through the router', async () => {
    const { user, router } = await renderApp(<UserMenu />, { path: '/', variantId: 'spain' });
    await user.click(screen.getByRole('button', { name: /Giulia/ }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: /^Comunicaciones/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cuenta/permisos'));
  });

  it('closes when focus leaves it', async () => {
    const { user } = await renderApp(
      <>
        <UserMenu />
        <button type="button">Elsewhere</button>
      </>,
      { path: '/' },
    );
    await user.click(screen.getByRole('button', { name: /Giulia/ }));
    await screen.findByRole('menu');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
