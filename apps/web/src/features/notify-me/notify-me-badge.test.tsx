import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserMenu } from '../../app/shell/user-menu';
import { renderApp } from '../../test/render-app';
import { NotifyMePage } from './notify-me-page';
import { alerts } from './notify-me.fixtures';

describe('the notify-me menu badge', () => {
  it('counts the alerts and falls when one is removed', async () => {
    const [norway, sriLanka, namibia] = alerts;
    const { user } = await renderApp(
      <>
        <UserMenu />
        <NotifyMePage />
      </>,
      {
        path: '/notify-me',
        api: {
          '/api/notify-me': { status: 200, body: { data: alerts } },
          [`/api/tours/${norway!.tour!.id}/notify-me`]: {
            status: 200,
            body: { data: [sriLanka, namibia] },
          },
        },
      },
    );
    const openMenu = async () => {
      await user.click(screen.getByRole('button', { name: /Giulia/ }));
      return within(await screen.findByRole('menu')).getByRole('menuitem', {
        name: /^Trip alerts/,
      });
    };

    await screen.findByRole('list', { name: 'Your trip alerts' });
    expect((await openMenu()).textContent).toBe('Trip alerts33 new');
    // A press elsewhere closes the menu.

    await user.click(
      screen.getByRole('button', { name: 'Remove the alert on Norway: the Lofoten Islands' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your trip alerts' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect((await openMenu()).textContent).toBe('Trip alerts22 new');
  });
});
