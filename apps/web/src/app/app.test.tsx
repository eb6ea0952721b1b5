import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('the signed-in app', () => {
  it('greets the traveller by first name on the dashboard, with its tiles', async () => {
    await renderApp(null, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Giulia!' })).toBeTruthy();
    const tiles = ['My trips', 'Profile', 'Refer a friend', 'Partner offers', 'Trip alerts'];
    const main = screen.getByRole('main');
    for (const name of tiles) {
      expect(within(main).getByRole('link', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    expect(within(main).queryByRole('link', { name: /Wishlist/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Dashboard · Wayfarer'));
  });

  it('adds the wishlist tile, linking out to the public website, when its flag is on', async () => {
    await renderApp(null, { path: '/', flags: { wishlist: true } });
    const tile = await screen.findByRole('link', { name: /Wishlist/ });
    expect(tile.getAttribute('href')).toBe('https://www.wayfarer.travel/uk/?routingKey=wishlist');
    expect(tile.getAttribute('target')).toBe('_blank');
  });

  it('uses the localized paths of the variant’s language', async () => {
    const { router } = await renderApp(null, { path: '/viaggi', variantId: 'italy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'I miei viaggi' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    const profile = within(nav).getByRole('link', { name: 'Profilo' });
    expect(profile.getAttribute('href')).toBe('/account/profilo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/viaggi'));
  });

  it('marks the active desktop menu entry with aria-current', async () => {
    const { user } = await renderApp(null, { path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      null,
    );
  });

  it('shows "page not on the map" for an unknown path, with a link to the trips', async () => {
    await renderApp(null, { path: '/no/such/page', variantId: 'germany' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Seite ist nicht auf der Karte' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu meinen Reisen' }).getAttribute('href')).toBe(
      '/reisen',
    );
    const discover = screen.getAllByRole('link', { name: /Entdecke unsere Reisen/ })[0];
    expect(discover?.getAttribute('href')).toBe(
      'https://www.wayfarer.travel/de/?routingKey=travels',
    );
    // The header is transparent while the page is scrolled less than 140 px.
    await waitFor(() => expect(screen.getByRole('banner').dataset.transparent).toBe('true'));
  });

  it('signs out through the server from the localized logout route', async () => {
    const { post } = await renderApp(null, { path: '/cerrar-sesión', variantId: 'spain' });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/logout'));
  });
});

describe('routing key', () => {
  it('sends ?routingKey= to the localized path, with p. parameters and the other keys kept', async () => {
    const { router } = await renderApp(null, {
      path: '/?routingKey=travels/_tour&p.tour=abc&utm_source=mail',
      variantId: 'italy',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/viaggi/abc'));
    expect(router.state.location.search).toBe('?utm_source=mail');
  });

  it('leaves the page and the query as they are when the key names no route', async () => {
    const { router } = await renderApp(null, { path: '/?routingKey=nowhere&x=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Giulia!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?routingKey=nowhere&x=1');
  });
});
