import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../features/booking/booking.fixtures';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { translations } from '../../test/translations';
import { Breadcrumb } from './breadcrumb';

const booking = bookingFixture();
const [, marco] = booking.travellers;
const bookingPath = `/api/users/${demoUser.id}/bookings/${booking.id}`;

describe('breadcrumb', () => {
  it('starts at the dashboard and shows each page’s own translated title, not its path', async () => {
    await renderApp(<Breadcrumb />, { path: '/account/dati-personali', variantId: 'italy' });
    const nav = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Area personale', 'Dati personali']);
    expect(within(nav).getByRole('link', { name: 'Area personale' }).getAttribute('href')).toBe(
      '/',
    );
    expect(within(nav).getByText('Dati personali').getAttribute('aria-current')).toBe('page');
  });

  it('uses the page titles where the path is spelt without accents (Spanish, French)', async () => {
    const spanish = await renderApp(<Breadcrumb />, {
      path: '/cuenta/creditos',
      variantId: 'spain',
    });
    expect(screen.getByText('Créditos').getAttribute('aria-current')).toBe('page');
    spanish.unmount();
    await renderApp(<Breadcrumb />, { path: '/notifie-moi', variantId: 'france' });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByText(translations.fr.pages.notifyMe.title)).toBeTruthy();
    expect(nav.textContent).not.toMatch(/notifie/i);
  });

  it('shows the booking id as written and the traveller’s name, linking every crumb but the last', async () => {
    await renderApp(<Breadcrumb />, {
      path: `/travels/${booking.id}/${marco!.id}`,
      api: { [bookingPath]: { status: 200, body: { data: booking } } },
    });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/'],
      ['My trips', '/travels'],
      [booking.id, `/travels/${booking.id}`],
    ]);
    const name = `${marco!.name} ${marco!.lastname}`;
    expect((await within(nav).findByText(name)).getAttribute('aria-current')).toBe('page');
    expect(nav.textContent).not.toContain(marco!.id);
  });

  it('is not shown on the dashboard nor on unknown paths', async () => {
    const { unmount } = await renderApp(<Breadcrumb />, { path: '/' });
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    await renderApp(<Breadcrumb />, { path: '/nowhere' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
