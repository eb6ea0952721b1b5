import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { canPrefetch } from './use-prefetch-on-intent';

/** Rendering the whole app can take a while on a busy machine. */
const slow = { timeout: 5000 };

const bookingsPath = `/api/users/${demoUser.id}/bookings`;

function setConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

const asked = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.some(([input]) => String(input).includes(path));

describe('prefetch on intent (app-shell §7)', () => {
  afterEach(() => setConnection(undefined));

  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('connection %j: prefetch %s', (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });

  it('fetches the route’s first data when a menu link is hovered or focused', async () => {
    const { fetchMock } = await renderApp(null, {
      path: '/no/such/page',
      api: { [bookingsPath]: { status: 200, body: { data: [] } } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, slow);
    expect(asked(fetchMock, bookingsPath)).toBe(false);
    fireEvent.pointerOver(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(asked(fetchMock, bookingsPath)).toBe(true), slow);
  });

  it('also on keyboard focus', async () => {
    const { fetchMock } = await renderApp(null, {
      path: '/no/such/page',
      api: { [bookingsPath]: { status: 200, body: { data: [] } } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, slow);
    fireEvent.focusIn(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(asked(fetchMock, bookingsPath)).toBe(true), slow);
  });

  it('skips it with data saver on', async () => {
    setConnection({ effectiveType: '4g', saveData: true });
    const { fetchMock } = await renderApp(null, {
      path: '/no/such/page',
      api: { [bookingsPath]: { status: 200, body: { data: [] } } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, slow);
    fireEvent.pointerOver(within(nav).getByRole('link', { name: 'Dashboard' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(fetchMock, bookingsPath)).toBe(false);
  });
});
