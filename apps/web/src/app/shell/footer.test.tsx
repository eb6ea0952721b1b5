import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testLayouts } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { Footer } from './footer';

// The message as the server answers it, cleaned (the server's layouts-api test covers the cleaning).
const formattedLayouts = {
  data: {
    ...testLayouts.data,
    footer: {
      content: {
        ...testLayouts.data.footer.content,
        footerMessage:
          '<p><strong>Licensed operator</strong></p>' +
          '<p><a href="https://www.wayfarer.travel/uk/terms">Terms</a></p>',
      },
    },
  },
};

describe('footer', () => {
  it('shows the menu, the social links, the public-site button, payments and the message', async () => {
    await renderApp(<Footer />, { path: '/' });
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Account links' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'My trips',
      'Profile',
      'Communications',
      'Refer a friend',
      'Partner offers',
    ]);
    expect(await within(footer).findByText('Pay safely by card or bank transfer.')).toBeTruthy();
    const socials = within(footer).getByRole('list', { name: 'Follow us' });
    expect(
      within(socials)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://facebook.com/groups/wayfarer',
      'https://facebook.com/wayfarer',
      'https://instagram.com/wayfarer',
      'https://tiktok.com/@wayfarer',
    ]);
    const discover = within(footer).getByRole('link', { name: /Discover our trips/ });
    expect(discover.getAttribute('href')).toBe(
      'https://www.wayfarer.travel/uk/?routingKey=travels',
    );
    expect(discover.getAttribute('target')).toBe('_blank');
    const payments = within(footer).getByRole('list', { name: 'Accepted payment methods' });
    expect(within(payments).getByText('Visa')).toBeTruthy();
    expect(within(footer).getByText('Wayfarer Travel Ltd')).toBeTruthy();
  });

  it('shows the footer message with its formatting and links', async () => {
    await renderApp(<Footer />, { path: '/', layouts: formattedLayouts });
    const footer = screen.getByRole('contentinfo');
    const operator = await within(footer).findByText('Licensed operator');
    expect(operator.tagName).toBe('STRONG');
    expect(within(footer).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(
      'https://www.wayfarer.travel/uk/terms',
    );
  });

  it('ignores a failing layouts call silently', async () => {
    const { fetchMock } = await renderApp(<Footer />, { path: '/', layouts: 500 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/catalog/layouts')).toBe(
        true,
      ),
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Account links' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(footer).queryByText('Pay safely by card or bank transfer.')).toBeNull();
  });

  it('offers the same screen on the other variants’ hosts', async () => {
    const { user } = await renderApp(<Footer />, { path: '/account/profilo', variantId: 'italy' });
    await user.click(screen.getByRole('button', { name: /Paese e lingua/ }));
    const menu = await screen.findByRole('menu');
    const hrefs = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(hrefs).toContain('http://es.localhost:3000/cuenta/perfil');
    expect(hrefs).toContain('http://localhost:3000/account/profile');
    expect(hrefs).toContain('http://fr.localhost:3000/comptes/profils');
    // Each language also named in English, and each variant's domain suffix.
    const spain = within(menu)
      .getAllByRole('menuitem')
      .find((item) => item.getAttribute('href')?.startsWith('http://es.'));
    expect(spain?.textContent).toContain('España · Español (Spanish)');
    expect(spain?.textContent).toContain('.es');
  });

  it('shows the variant’s community message', async () => {
    await renderApp(<Footer />, { path: '/account/profilo', variantId: 'italy' });
    expect(
      await screen.findByText('Unisciti alla community di chi esplora il mondo in gruppo.'),
    ).toBeTruthy();
  });
});
