import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { DataLayerEvent } from './events';
import { routeNameOf, useRouteViewEvents } from './use-route-view-events';

function Observer({ push }: { push: (event: DataLayerEvent) => void }) {
  useRouteViewEvents({ language: 'es', push });
  return <Outlet />;
}

function setup() {
  const push = vi.fn<(event: DataLayerEvent) => void>();
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        element: <Observer push={push} />,
        children: [
          {
            id: 'layout-default',
            element: <Outlet />,
            children: [
              { id: 'index', path: '/', element: <p>home</p> },
              { id: 'travels', path: '/viajes', element: <p>trips</p> },
              { id: 'contacts', path: '/contáctanos', element: <p>contacts</p> },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { push, router };
}

describe('route view event (app-shell §7, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = 'Wayfarer';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires 250 ms after a navigation with the path, route name, language and title', async () => {
    const { push } = setup();
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(push).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(push).toHaveBeenCalledExactlyOnceWith({
      event: 'page_view',
      path: '/',
      routeName: 'index',
      language: 'es',
      title: 'Wayfarer',
    });
  });

  it('fires again on each navigation, with the decoded path', async () => {
    const { push, router } = setup();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await act(() => router.navigate('/contáctanos'));
    document.title = 'Contacto · Wayfarer';
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(push).toHaveBeenCalledTimes(2);
    expect(push).toHaveBeenLastCalledWith(
      expect.objectContaining({
        path: '/contáctanos',
        routeName: 'contacts',
        title: 'Contacto · Wayfarer',
      }),
    );
  });

  it('counts only the page stayed on when navigations follow within 250 ms', async () => {
    const { push, router } = setup();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => router.navigate('/viajes'));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(push).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ path: '/viajes', routeName: 'travels' }),
    );
  });
});

describe('routeNameOf', () => {
  it('names the deepest page, skipping the root and the layouts', () => {
    expect(routeNameOf([{ id: 'root' }, { id: 'layout-default' }, { id: 'account/profile' }])).toBe(
      'account/profile',
    );
    expect(routeNameOf([{ id: 'root' }, { id: 'layout-default' }, { id: 'not-found' }])).toBe(
      'not-found',
    );
    expect(routeNameOf([{ id: 'root' }])).toBe('unknown');
  });
});
