import type { AccountDeletionStatus } from '@wayfarer/contract';
import { customerCareByVariant } from '../contacts/customer-care';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { AccountDeletionPage } from './account-deletion-page';

const path = '/api/users/me/deletion';
const eligible: AccountDeletionStatus = {
  eligible: true,
  blockers: [],
  graceDays: 14,
  confirmations: ['password'],
  cancelled: null,
};

const page = <AccountDeletionPage care={customerCareByVariant} />;

/** jsdom has no WebAuthn: a test that needs it stubs the browser's side. */
const withWebAuthn = () => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
afterEach(() => {
  vi.unstubAllGlobals();
});

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** What `navigator.credentials.get` resolves to once the device has signed the challenge. */
const signedCredential = {
  id: 'cGFzc2tleS0x',
  rawId: bytes('passkey-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    clientDataJSON: bytes('{"type":"webauthn.get"}'),
    authenticatorData: bytes('authenticator-data'),
    signature: bytes('signature'),
    userHandle: bytes('user'),
  },
  getClientExtensionResults: () => ({}),
};

describe('delete my account', () => {
  it('says why not while a trip is upcoming, and whom to contact', async () => {
    await renderApp(page, {
      path: '/account/delete',
      api: {
        [path]: {
          status: 200,
          body: {
            data: {
              ...eligible,
              eligible: false,
              blockers: [{ bookingId: 'WF-26-01041', reason: 'upcoming' }],
            },
          },
        },
      },
    });
    const blocked = await screen.findByRole('region', {
      name: 'Your account cannot be deleted yet',
    });
    expect(within(blocked).getByText('These trips are coming up:')).toBeTruthy();
    expect(
      within(blocked).getByRole('link', { name: 'booking WF-26-01041' }).getAttribute('href'),
    ).toBe('/travels/WF-26-01041');
    expect(
      within(blocked).getByRole('link', { name: 'Call +44 20 3808 0505' }).getAttribute('href'),
    ).toBe('tel:+442038080505');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('explains what happens, refuses a wrong password at its field, then schedules it', async () => {
    const { user, fetchMock } = await renderApp(page, {
      path: '/account/delete',
      api: { [path]: { status: 200, body: { data: eligible } } },
    });
    expect(
      await screen.findByText(
        'Your account is scheduled for deletion in 14 days, and you are signed out on every device.',
      ),
    ).toBeTruthy();
    const password = screen.getByLabelText('Current password', { exact: false });
    const submit = screen.getByRole('button', { name: 'Delete my account' });

    const answers = [
      {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: { currentPassword: 'validation.wrongPassword' },
          },
        },
      },
      {
        status: 202,
        body: {
          data: { eraseAfter: '2026-12-12T10:00:00.000Z', sentTo: 'ada@example.test' },
        },
      },
    ];
    const posted: unknown[] = [];
    const previous = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return previous(input);
      posted.push(JSON.parse(String(init.body)));
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });

    await user.type(password, 'not my password');
    await user.click(submit);
    expect(await screen.findByText('This is not your current password.')).toBeTruthy();
    expect(document.activeElement).toBe(password);

    await user.clear(password);
    await user.type(password, 'my real password');
    await user.click(submit);
    const heading = await screen.findByRole('heading', {
      name: /Your account will be deleted on 12\/12\/2026/,
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('We have sent the details to ada@example.test.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Sign in to keep my account' }).getAttribute('href'),
    ).toBe('/login');
    expect(posted).toEqual([
      { method: 'password', currentPassword: 'not my password' },
      { method: 'password', currentPassword: 'my real password' },
    ]);
  });

  it('shows an error with a retry when the status cannot be read', async () => {
    await renderApp(page, {
      path: '/account/delete',
      api: { [path]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } } },
    });
    expect(await screen.findByText('We could not check your account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('confirms with a passkey beside the password, and says why one did not', async () => {
    withWebAuthn();
    const get = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('The user cancelled', 'NotAllowedError'))
      .mockResolvedValue(signedCredential);
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const { user, fetchMock } = await renderApp(page, {
      path: '/account/delete',
      api: {
        [path]: {
          status: 200,
          body: { data: { ...eligible, confirmations: ['password', 'passkey'] } },
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Delete my account with a passkey' });
    // The password path is still there, as it was.
    expect(screen.getByLabelText('Current password', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();

    const options = {
      challenge: 'Y2hhbGxlbmdl',
      rpId: 'localhost',
      allowCredentials: [{ id: 'cGFzc2tleS0x', type: 'public-key', transports: ['internal'] }],
      userVerification: 'required',
    };
    const answers: Record<string, { status: number; body: unknown }[]> = {
      '/api/users/me/passkeys/confirmation-options': [
        { status: 200, body: { data: options } },
        { status: 200, body: { data: options } },
        { status: 200, body: { data: options } },
      ],
      [path]: [
        {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'The passkey could not be verified.',
              fields: { response: 'validation.passkeyRefused' },
            },
          },
        },
        {
          status: 202,
          body: { data: { eraseAfter: '2026-12-12T10:00:00.000Z', sentTo: 'ada@example.test' } },
        },
      ],
    };
    const posted: unknown[] = [];
    const previous = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return previous(input);
      const url = new URL(String(input), 'http://localhost').pathname;
      if (url === path) posted.push(JSON.parse(String(init.body)));
      const answer = answers[url]!.shift()!;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });

    // The traveller closes the device's prompt: nothing is sent, and the page says so.
    await user.click(button);
    expect(
      await screen.findByText(
        'Nothing was deleted: the passkey was not used. Try again when you are ready.',
      ),
    ).toBeTruthy();
    expect(posted).toEqual([]);

    // A passkey the server does not accept (another account's): refused, the account stays.
    await user.click(button);
    expect(
      await screen.findByText(
        'This passkey could not confirm it is you. Use one of the passkeys of this account, or your password.',
      ),
    ).toBeTruthy();

    await user.click(button);
    expect(
      await screen.findByRole('heading', { name: /Your account will be deleted on 12\/12\/2026/ }),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(3);
    const [[request]] = get.mock.calls as [[{ publicKey: { userVerification: string } }]];
    expect(request.publicKey.userVerification).toBe('required');
    expect(posted).toHaveLength(2);
    expect(posted[1]).toMatchObject({
      method: 'passkey',
      response: { id: 'cGFzc2tleS0x', rawId: 'cGFzc2tleS0x', type: 'public-key' },
    });
  });

  it('offers only the password where this browser cannot use passkeys', async () => {
    await renderApp(page, {
      path: '/account/delete',
      api: {
        [path]: {
          status: 200,
          body: { data: { ...eligible, confirmations: ['password', 'passkey'] } },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account with a passkey' })).toBeNull();
  });
});
