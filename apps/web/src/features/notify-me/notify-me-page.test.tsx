import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { NotifyMePage } from './notify-me-page';
import { alerts } from './notify-me.fixtures';

/** The requests the app made: URL and init (the stub's own signature names only the URL). */
function requestsOf(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls.map((call) => ({
    url: String(call[0]),
    init: call[1] as RequestInit | undefined,
  }));
}

const listPath = '/api/notify-me';

describe('trip alerts', () => {
  it('lists the alerts on tours and travels', async () => {
    await renderApp(<NotifyMePage />, {
      path: '/notify-me',
      api: { [listPath]: { status: 200, body: { data: alerts } } },
    });
    // A fast answer never flashes the loading state (the fetch minimum delay).
    expect(screen.queryByText('Loading your trip alerts…')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Your trip alerts' });
    const [norway, sriLanka, namibia] = within(list).getAllByRole('listitem');
    expect(
      within(norway!).getByRole('heading', { name: 'Norway: the Lofoten Islands' }),
    ).toBeTruthy();
    expect(within(norway!).getByText(/From 01\/07\/2026 to 09\/07\/2026/)).toBeTruthy();
    expect(within(norway!).getByText(/sold out: we tell you if a place frees up/)).toBeTruthy();
    expect(within(sriLanka!).getByText(/we tell you when its status changes/)).toBeTruthy();
    expect(within(namibia!).getByText(/Any new departure/)).toBeTruthy();
    expect(
      within(namibia!)
        .getByRole('link', { name: /See the trip/ })
        .getAttribute('href'),
    ).toBe('https://www.wayfarer.travel/uk/?routingKey=travel&p.slug=namibia-dunes');
  });

  it('removes an alert: tours by their tour, travels by their travel', async () => {
    const [norway, sriLanka, namibia] = alerts;
    const { user, fetchMock } = await renderApp(<NotifyMePage />, {
      path: '/notify-me',
      api: {
        [listPath]: { status: 200, body: { data: alerts } },
        [`/api/tours/${norway!.tour!.id}/notify-me`]: {
          status: 200,
          body: { data: [sriLanka, namibia] },
        },
        [`/api/travels/${namibia!.travel.id}/notify-me`]: {
          status: 200,
          body: { data: [sriLanka] },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove the alert on Norway: the Lofoten Islands',
      }),
    );
    expect(
      await screen.findByText('The alert on Norway: the Lofoten Islands was removed.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your trip alerts' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove the alert on Namibia: red dunes' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your trip alerts' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const deletes = requestsOf(fetchMock)
      .filter(({ init }) => init?.method === 'DELETE')
      .map(({ url }) => url);
    expect(deletes).toEqual([
      `/api/tours/${norway!.tour!.id}/notify-me`,
      `/api/travels/${namibia!.travel.id}/notify-me`,
    ]);
  });

  it('says so when an alert cannot be removed', async () => {
    const { user } = await renderApp(<NotifyMePage />, {
      path: '/notify-me',
      api: {
        [listPath]: { status: 200, body: { data: alerts } },
        [`/api/tours/${alerts[0]!.tour!.id}/notify-me`]: {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'No alert' } },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove the alert on Norway: the Lofoten Islands',
      }),
    );
    expect(
      await screen.findByText('We could not remove the alert: try again in a moment.'),
    ).toBeTruthy();
  });

  it('shows an empty state and an error state', async () => {
    await renderApp(<NotifyMePage />, {
      path: '/notify-me',
      api: { [listPath]: { status: 200, body: { data: [] } } },
    });
    expect(await screen.findByRole('heading', { name: 'No trip alerts' })).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    await renderApp(<NotifyMePage />, {
      path: '/notify-me',
      api: { [listPath]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your trip alerts')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
