import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { alerts } from './notify-me.fixtures';

/** The requests the app made: URL and init (the stub's own signature names only the URL). */
function requestsOf(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls.map((call) => ({
    url: String(call[0]),
    init: call[1] as RequestInit | undefined,
  }));
}

const token = 'AQt9Om5aVUwcnQpfSiwemgFrKpbk.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const tokenPath = `/api/notify-me/token/${token}`;
const expiresAt = '2026-12-01T10:00:00.000Z';

describe('the notify-me link page', () => {
  it('shows the link’s alerts without signing in, and removes one', async () => {
    const [norway, sriLanka, namibia] = alerts;
    const { user, assign, fetchMock } = await renderApp(null, {
      path: `/notify-me/${token}`,
      user: null,
      api: {
        [tokenPath]: { status: 200, body: { data: { alerts, expiresAt } } },
        [`${tokenPath}/tours/${norway!.tour!.id}`]: {
          status: 200,
          body: { data: { alerts: [sriLanka, namibia], expiresAt } },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip alert' })).toBeTruthy();
    expect(await screen.findByText('This link works until 01/12/2026.')).toBeTruthy();
    // The notify layout: no header nor menus for a visitor.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Your trip alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await user.click(
      screen.getByRole('button', { name: 'Remove the alert on Norway: the Lofoten Islands' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your trip alerts' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    const removal = requestsOf(fetchMock).find(({ init }) => init?.method === 'DELETE');
    expect(removal?.url).toBe(`${tokenPath}/tours/${norway!.tour!.id}`);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when the link has expired, without sending the visitor to sign in', async () => {
    const { assign } = await renderApp(null, {
      path: `/notify-me/${token}`,
      user: null,
      api: {
        [tokenPath]: {
          status: 401,
          body: { error: { code: 'NOTIFY_ME_TOKEN_EXPIRED', message: 'Expired' } },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This link has expired')).toBeTruthy();
    expect(
      within(alert)
        .getByRole('link', { name: 'Sign in to manage your alerts' })
        .getAttribute('href'),
    ).toBe('/notify-me');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when the link is not valid', async () => {
    await renderApp(null, {
      path: `/notify-me/${token}`,
      user: null,
      api: {
        [tokenPath]: {
          status: 401,
          body: { error: { code: 'NOTIFY_ME_TOKEN_INVALID', message: 'Invalid' } },
        },
      },
    });
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
  });
});
