import type { Consents } from '@wayfarer/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeApi } from '../../test/api-routes';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { toConsentsUpdate } from './consents-update';

// The app's lazy screens and its round trips are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

const consentsPath = '/api/users/consents';
const nothingGiven: Consents = {
  privacyPolicy: false,
  termsAndConditions: false,
  marketing: false,
  newsletter: false,
};

describe('toConsentsUpdate', () => {
  it('sends required consents newly given and optional ones that changed', () => {
    const saved = { ...nothingGiven, privacyPolicy: true, newsletter: true };
    expect(
      toConsentsUpdate(saved, {
        privacyPolicy: true,
        termsAndConditions: true,
        marketing: true,
        newsletter: false,
      }),
    ).toEqual({ termsAndConditions: true, marketing: true, newsletter: false });
    expect(toConsentsUpdate(saved, saved)).toEqual({});
  });
});

describe('consents page', { timeout: 30_000 }, () => {
  it('shows the required consents as given and saves a change of the others', async () => {
    const { user, fetchMock } = await renderApp(null, {
      path: '/account/consents',
      api: { [consentsPath]: { status: 200, body: { data: demoUser.consents } } },
    });
    const calls = routeApi(fetchMock, {
      [`PATCH ${consentsPath}`]: () => ({
        status: 200,
        body: { data: { ...demoUser, consents: { ...demoUser.consents, newsletter: true } } },
      }),
    });
    const required = await screen.findByRole('group', { name: 'Required to use your account' });
    expect(within(required).getAllByText('Accepted')).toHaveLength(2);
    expect(within(required).queryByRole('switch')).toBeNull();

    const save = screen.getByRole('button', { name: 'Save preferences' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('switch', { name: 'Newsletter' }));
    await user.click(save);
    expect(await screen.findByText('Your preferences are saved.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PATCH', path: consentsPath, body: { newsletter: true } }]);
  });

  it('holds the privacy-policy traveller until they accept, then lets them go', async () => {
    const meError = {
      status: 403,
      body: {
        error: {
          code: 'USER_PRIVACY_POLICY_ERROR' as const,
          message: 'Accept the privacy policy',
          extra: { userId: demoUser.id },
        },
      },
    };
    const { user, router, fetchMock } = await renderApp(null, {
      path: '/reisen',
      variantId: 'germany',
      meError,
      api: { [consentsPath]: { status: 200, body: { data: nothingGiven } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kommunikation' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/datenschutz');
    expect(screen.getByText(/Wir haben unsere Datenschutzerklärung aktualisiert/)).toBeTruthy();

    let accepted = false;
    const calls = routeApi(fetchMock, {
      [`PATCH ${consentsPath}`]: () => {
        accepted = true;
        return {
          status: 200,
          body: {
            data: {
              ...demoUser,
              consents: { ...nothingGiven, privacyPolicy: true, termsAndConditions: true },
            },
          },
        };
      },
      'GET /api/users/me': () => (accepted ? { status: 200, body: { data: demoUser } } : meError),
    });

    // The hold links to the documents to read, and asks for one explicit "I accept".
    const hold = await screen.findByRole('region', {
      name: 'Für die Nutzung deines Kontos erforderlich',
    });
    expect(within(hold).queryByRole('switch')).toBeNull();
    expect(
      within(hold)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      [
        'Datenschutzerklärung(öffnet in einem neuen Tab)',
        'https://www.wayfarer.travel/de/?routingKey=privacy-policy',
        '_blank',
      ],
      [
        'Allgemeine Geschäftsbedingungen(öffnet in einem neuen Tab)',
        'https://www.wayfarer.travel/de/?routingKey=terms-and-conditions',
        '_blank',
      ],
    ]);

    await user.click(within(hold).getByRole('button', { name: 'Ich akzeptiere' }));
    const notice = (await screen.findByText('Danke! Du kannst dein Konto wieder nutzen.')).closest(
      '[role="status"]',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: consentsPath,
      body: { privacyPolicy: true, termsAndConditions: true },
    });

    // Free to go anywhere now.
    await user.click(screen.getByRole('link', { name: 'Zu deinem Konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Giulia/ })).toBeTruthy();
  });

  it('says so when the consents cannot be loaded', async () => {
    await renderApp(null, {
      path: '/account/consents',
      api: {
        [consentsPath]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } },
      },
    });
    // After the query client's two retries of a server error.
    expect(
      await screen.findByText('We could not load your consents.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
