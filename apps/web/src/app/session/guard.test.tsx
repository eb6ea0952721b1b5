import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { logoutAfterErrorMs } from './session-failure';

afterEach(() => vi.useRealTimers());

describe('route guard', () => {
  it('sends an unauthenticated visitor to sign in, coming back to the same page', async () => {
    const { assign } = await renderApp(null, {
      user: null,
      path: '/viaggi?tab=past',
      variantId: 'italy',
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/login?returnTo=%2Fviaggi%3Ftab%3Dpast'),
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('sends to sign-in once when any API call answers 401', async () => {
    const { assign, queryClient } = await renderApp(null, {
      path: '/',
      api: {
        '/api/other': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Hi Giulia!' });
    const { apiClient } = await import('../../lib/api-client');
    const { healthResponseSchema } = await import('@wayfarer/contract');
    const fetchOther = () =>
      queryClient
        .fetchQuery({
          queryKey: ['other', Math.random()],
          queryFn: () => apiClient.get('/api/other', healthResponseSchema),
        })
        .catch(() => null);
    await Promise.all([fetchOther(), fetchOther()]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login?returnTo=%2F');
  });

  describe('USER_PRIVACY_POLICY_ERROR with a user id', () => {
    const meError = {
      status: 403,
      body: {
        error: {
          code: 'USER_PRIVACY_POLICY_ERROR' as const,
          message: 'Accept the privacy policy',
          extra: { userId: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a03' },
        },
      },
    };

    it('redirects every route to account/communications', async () => {
      const { router, user, sessionState } = await renderApp(null, {
        meError,
        path: '/reisen',
        variantId: 'germany',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Kommunikation' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/account/datenschutz');
      expect(sessionState.privacyPolicyUserId).toBe('0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a03');

      // Following a menu entry still ends on the communications screen.
      const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
      await user.click(within(nav).getByRole('link', { name: 'Profil' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/datenschutz'));
      expect(screen.getByRole('heading', { level: 1, name: 'Kommunikation' })).toBeTruthy();
    });

    it('lets the communications route render', async () => {
      const { router } = await renderApp(null, { meError, path: '/account/consents' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Communications' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/account/consents');
    });
  });

  it('without a user id: a danger toast “user not allowed”, then logout after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { post } = await renderApp(null, {
      path: '/',
      meError: {
        status: 403,
        body: { error: { code: 'USER_PRIVACY_POLICY_ERROR', message: 'Not allowed' } },
      },
    });
    expect(
      await screen.findByText(
        'You are not allowed to access this area. You will be signed out in a moment.',
      ),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(logoutAfterErrorMs));
    expect(post).toHaveBeenCalledWith('/logout');
  });

  it('any other user load error: an error toast, then logout after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { post } = await renderApp(null, {
      path: '/',
      variantId: 'france',
      meError: { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } },
    });
    expect(
      await screen.findByText(
        'Nous n’avons pas pu charger ton compte. Tu vas être déconnecté dans un instant.',
      ),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(logoutAfterErrorMs));
    expect(post).toHaveBeenCalledWith('/logout');
  });
});
