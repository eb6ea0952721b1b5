import type { Passkey } from '@wayfarer/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { PasskeysPage } from './passkeys-page';

const listPath = '/api/users/me/passkeys';
const laptop: Passkey = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Work laptop',
  createdAt: '2026-11-02T09:00:00.000Z',
  lastUsedAt: '2026-11-25T08:30:00.000Z',
  synced: false,
};
const phone: Passkey = {
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Phone',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  synced: true,
};
const methodsOf = (fetchMock: { mock: { calls: unknown[][] } }) =>
  (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => `${init!.method} ${String(url)}`);

/** jsdom has no WebAuthn: the page then says so and offers no way to add one. */
const withWebAuthn = () => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passkeys page', () => {
  it('lists each passkey with when it was added and last used', async () => {
    await renderApp(<PasskeysPage />, {
      path: '/account/passkeys',
      api: { [listPath]: { status: 200, body: { data: [laptop, phone] } } },
    });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Work laptop')).toBeTruthy();
    expect(within(first!).getByText('02/11/2026', { exact: false })).toBeTruthy();
    expect(within(first!).getByText('25/11/2026', { exact: false })).toBeTruthy();
    expect(within(second!).getByText('Not used yet')).toBeTruthy();
    expect(within(second!).getByText('Synced across your devices')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Rename Phone' })).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Remove Phone' })).toBeTruthy();
  });

  it('says when there is none, and when this browser cannot make one', async () => {
    await renderApp(<PasskeysPage />, {
      path: '/account/passkeys',
      api: { [listPath]: { status: 200, body: { data: [] } } },
    });
    expect(await screen.findByText(/You have no passkeys yet/)).toBeTruthy();
    expect(screen.getByText(/This browser cannot create passkeys/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a passkey' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('tells a wrong current password at its field, before the device is asked', async () => {
    withWebAuthn();
    const create = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, credentials: { create } });
    const { user } = await renderApp(<PasskeysPage />, {
      path: '/account/passkeys',
      api: {
        [listPath]: { status: 200, body: { data: [] } },
        [`${listPath}/registration-options`]: {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'x',
              fields: { currentPassword: 'validation.wrongPassword' },
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Tablet');
    await user.type(within(dialog).getByLabelText(/Current password/), 'not-mine');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const password = within(dialog).getByLabelText(/Current password/);
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add a passkey' })).toBeTruthy();
  });

  it('says where to add one when this browser refuses the site for passkeys', async () => {
    withWebAuthn();
    const create = vi.fn(() =>
      Promise.reject(new DOMException('The relying party ID is not valid', 'SecurityError')),
    );
    vi.stubGlobal('navigator', { ...navigator, credentials: { create } });
    const options = {
      challenge: 'Y2hhbGxlbmdl',
      rp: { id: 'localhost', name: 'Wayfarer' },
      user: { id: 'dXNlcg', name: 'demo@wayfarer.test', displayName: 'Giulia' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    };
    const { user } = await renderApp(<PasskeysPage />, {
      path: '/account/passkeys',
      api: {
        [listPath]: { status: 200, body: { data: [] } },
        [`${listPath}/registration-options`]: { status: 200, body: { data: options } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText(/Current password/), 'wayfarer-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('on the site’s main address only');
    expect(create).toHaveBeenCalledOnce();
  });

  it('asks for the current password before asking the server', async () => {
    withWebAuthn();
    const { user, fetchMock } = await renderApp(<PasskeysPage />, {
      path: '/account/passkeys',
      api: { [listPath]: { status: 200, body: { data: [] } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const password = within(dialog).getByLabelText(/Current password/);
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(methodsOf(fetchMock)).toEqual([]);
  });

  it('renames a passkey', async () => {
    const { user, fetchMock } = await renderApp(<PasskeysPage />, {
      path: '/account/passkeys',
      api: {
        [listPath]: { status: 200, body: { data: [laptop] } },
        [`${listPath}/${laptop.id}`]: {
          status: 200,
          body: { data: { ...laptop, name: 'Home laptop' } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the passkey' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Home laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passkey renamed “Home laptop”.')).toBeTruthy();
    expect(methodsOf(fetchMock)).toEqual([`PATCH ${listPath}/${laptop.id}`]);
  });

  it('removes a passkey only once confirmed', async () => {
    const { user, fetchMock } = await renderApp(<PasskeysPage />, {
      path: '/account/passkeys',
      api: {
        [listPath]: { status: 200, body: { data: [laptop] } },
        [`${listPath}/${laptop.id}`]: { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(within(dialog).getByText(/your password still does/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(methodsOf(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey “Work laptop” removed.')).toBeTruthy();
    expect(methodsOf(fetchMock)).toEqual([`DELETE ${listPath}/${laptop.id}`]);
  });

  it('shows an error with a retry', async () => {
    await renderApp(<PasskeysPage />, {
      path: '/account/passkeys',
      api: { [listPath]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your passkeys')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
