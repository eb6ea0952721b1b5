import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { render } from '@testing-library/react';
import { getVariant } from '@wayfarer/domain';
import { createI18n } from '../../i18n/i18n';
import { translations } from '../../test/translations';
import { createQueryClient } from '../query-client';
import { createToastQueue } from '../../components/ui/toast-queue';
import { testConfig } from '../../test/fixtures';
import { browser } from '../../lib/browser';
import { chunkReloadStorageKey } from '../../lib/chunk-reload';
import { RouteErrorBoundary } from './route-error-boundary';
import { ErrorPageBoundary } from './error-page';

/** The address of the failing screen, with its query and hash. */
const FAILING_PATH = '/refer-friend?tab=discounts#codes';

async function renderFailingRoute(
  loader: () => unknown,
  environment: 'production' | 'development' = 'development',
) {
  const variant = getVariant('international');
  if (!variant) throw new Error('no variant');
  const router = createMemoryRouter(
    [
      {
        path: '/refer-friend',
        loader,
        Component: () => <p>never</p>,
        ErrorBoundary: RouteErrorBoundary,
      },
    ],
    { initialEntries: [FAILING_PATH] },
  );
  render(
    <AppProviders
      settings={{ config: { ...testConfig, environment }, variant, language: 'en' }}
      i18n={await createI18n('en', translations.en)}
      queryClient={createQueryClient({ onUnauthenticated: () => {} })}
      toastQueue={createToastQueue()}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('navigation errors', () => {
  it('shows the status (500 by default) and the message', async () => {
    await renderFailingRoute(() => {
      throw new Error('The bookings service timed out');
    });
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The bookings service timed out')).toBeTruthy();
  });

  it('keeps a thrown response’s status and shows a generic subtitle in production', async () => {
    await renderFailingRoute(() => {
      throw new Response('Upstream said no', { status: 503, statusText: 'Upstream said no' });
    }, 'production');
    expect(await screen.findByText('503')).toBeTruthy();
    expect(
      screen.getByText('We could not show this page. Please try again in a moment.'),
    ).toBeTruthy();
    expect(screen.queryByText('Upstream said no')).toBeNull();
  });

  it('shows "page not on the map" for a 404', async () => {
    await renderFailingRoute(() => {
      throw new Response('Not found', { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'Page not on the map' })).toBeTruthy();
  });

  it('reloads once, to the address asked for, when a lazy chunk failed to load', async () => {
    const reload = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderFailingRoute(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reload).toHaveBeenCalledWith(FAILING_PATH);
    expect(window.sessionStorage.getItem(chunkReloadStorageKey)).not.toBeNull();
  });

  it('falls back to a plain message with a home link when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('broken error page');
    }
    render(
      <AppProviders
        settings={{
          config: testConfig,
          variant: getVariant('international') ?? (undefined as never),
          language: 'en',
        }}
        i18n={await createI18n('en', translations.en)}
        queryClient={createQueryClient({ onUnauthenticated: () => {} })}
        toastQueue={createToastQueue()}
      >
        <ErrorPageBoundary>
          <Broken />
        </ErrorPageBoundary>
      </AppProviders>,
    );
    expect(
      screen.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
