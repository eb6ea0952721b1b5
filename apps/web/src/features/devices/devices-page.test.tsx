import type { DeviceSession } from '@wayfarer/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { DevicesPage } from './devices-page';

const listPath = '/api/users/me/sessions';
const here: DeviceSession = {
  id: '00000000-0000-4000-8000-000000000001',
  browser: 'Firefox 133',
  system: 'macOS Sonoma',
  platform: 'desktop',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-25T03:00:00.000Z',
  current: true,
};
const phone: DeviceSession = {
  id: '00000000-0000-4000-8000-000000000002',
  browser: 'Safari 17',
  system: 'iOS 17.5',
  platform: 'mobile',
  createdAt: '2026-11-01T08:15:00.000Z',
  lastUsedAt: '2026-11-24T18:40:00.000Z',
  current: false,
};

describe('signed-in devices', () => {
  it('lists each device, this one marked and without its own sign-out', async () => {
    await renderApp(<DevicesPage />, {
      path: '/account/devices',
      api: { [listPath]: { status: 200, body: { data: [here, phone] } } },
    });
    const list = await screen.findByRole('list', { name: 'Your signed-in devices' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Firefox 133 on macOS Sonoma')).toBeTruthy();
    expect(within(first!).getByText('This device')).toBeTruthy();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(within(second!).getByText('Safari 17 on iOS 17.5')).toBeTruthy();
    expect(within(second!).getByText('01/11/2026', { exact: false })).toBeTruthy();
    expect(
      within(second!).getByRole('button', { name: 'Sign out Safari 17 on iOS 17.5' }),
    ).toBeTruthy();
  });

  it('signs out every other device with one button', async () => {
    const { user, fetchMock } = await renderApp(<DevicesPage />, {
      path: '/account/devices',
      api: {
        [listPath]: { status: 200, body: { data: [here, phone] } },
        [`${listPath}/others`]: { status: 200, body: { data: { ended: 1 } } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out every other device' }));
    expect(await screen.findByText('1 other device is signed out.')).toBeTruthy();
    // The stub is typed with one parameter; the client passes its init as the second.
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit?][];
    const deletes = calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual([`${listPath}/others`]);
  });

  it('says so when no other device is signed in', async () => {
    await renderApp(<DevicesPage />, {
      path: '/account/devices',
      api: { [listPath]: { status: 200, body: { data: [here] } } },
    });
    expect(await screen.findByText('You are not signed in on any other device.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out every other device' })).toBeNull();
  });

  it('shows an error with a retry', async () => {
    await renderApp(<DevicesPage />, {
      path: '/account/devices',
      api: { [listPath]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your devices')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
