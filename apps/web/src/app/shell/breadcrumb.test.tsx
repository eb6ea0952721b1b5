import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { Breadcrumb } from './breadcrumb';

describe('breadcrumb', () => {
  it('starts at the dashboard and adds one crumb per known segment, dashes as spaces', async () => {
    await renderApp(<Breadcrumb />, { path: '/account/dati-personali', variantId: 'italy' });
    const nav = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Area personale', 'dati personali']);
    expect(within(nav).getByRole('link', { name: 'Area personale' }).getAttribute('href')).toBe(
      '/',
    );
    expect(within(nav).getByText('dati personali').getAttribute('aria-current')).toBe('page');
  });

  it('links every crumb but the last', async () => {
    await renderApp(<Breadcrumb />, { path: '/travels/rome-2026/t-1' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/travels', '/travels/rome-2026']);
    expect(within(nav).getByText('t 1').getAttribute('aria-current')).toBe('page');
  });

  it('is not shown on the dashboard nor on unknown paths', async () => {
    const { unmount } = await renderApp(<Breadcrumb />, { path: '/' });
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    await renderApp(<Breadcrumb />, { path: '/nowhere' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
