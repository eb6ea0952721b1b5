import type { PartnershipItem, PartnershipListResponse } from '@wayfarer/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { bannerPartnersQueryOptions } from './partnership-banner-query';
import { bannerClosedCache } from './partnership-banner-rules';

/** Rendering the whole app can take a while on a busy machine. */
const slow = { timeout: 5000 };

const partner = (id: string, title: string, isBannerVisible = true): PartnershipItem => ({
  id,
  title,
  logoImage: `/partners/${id.slice(0, 8)}.svg`,
  details: 'Details',
  link: null,
  isBannerVisible,
});

const nomad = partner('11111111-1111-4111-8111-111111111111', '<strong>Nomad</strong> insurance');
const gear = partner('22222222-2222-4222-8222-222222222222', 'Gear <em>shop</em>');
const hidden = partner('33333333-3333-4333-8333-333333333333', 'Not on the banner', false);
const list: PartnershipListResponse = [{ items: [nomad, hidden, gear] }];

const partnershipsPath = '/api/partnerships/list';

function partnershipEvents() {
  return (window.dataLayer ?? []).filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' &&
      entry !== null &&
      String((entry as { event?: unknown }).event).startsWith('partnership_'),
  );
}

const banner = () => screen.queryByRole('complementary', { name: 'Partner offer' });

describe('partnership banner', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete window.dataLayer;
    // The first candidate each time: nomad first, then (leaving nomad out) gear, then nomad…
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  it('shows a partner with its logo, its formatted title and a close button', async () => {
    await renderApp(null, {
      path: '/',
      api: {
        [partnershipsPath]: {
          status: 200,
          body: [{ items: [partner('44444444-4444-4444-8444-444444444444', '<b>Safe</b> deal')] }],
        },
      },
    });
    const region = await screen.findByRole('complementary', { name: 'Partner offer' }, slow);
    const link = within(region).getByRole('link');
    expect(link.textContent).toBe('Safe deal');
    expect(link.getAttribute('href')).toBe('/partnerships');
    expect(link.querySelector('b')?.textContent).toBe('Safe');
    expect(region.querySelector('img')?.getAttribute('src')).toBe('/partners/44444444.svg');
    expect(within(region).getByRole('button', { name: 'Close the partner offer' })).toBeTruthy();
  });

  it('asks the server for the partnership list once for the banner and the menu badge', async () => {
    const { fetchMock } = await renderApp(null, {
      path: '/',
      api: {
        [partnershipsPath]: {
          status: 200,
          body: [{ items: [partner('44444444-4444-4444-8444-444444444444', 'Safe trips')] }],
        },
      },
    });
    const region = await screen.findByRole('complementary', { name: 'Partner offer' }, slow);
    expect(within(region).getByRole('link').textContent).toBe('Safe trips');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Partner offers/ }).textContent).toBe(
        'Partner offers11 new',
      ),
    );
    const listCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes(partnershipsPath),
    );
    expect(listCalls).toHaveLength(1);
  });

  it('changes partner on each route change, with a view event after the first, hidden on the partnership page', async () => {
    const { router } = await renderApp(null, {
      path: '/',
      api: { [partnershipsPath]: { status: 200, body: list } },
    });
    const region = await screen.findByRole('complementary', { name: 'Partner offer' }, slow);
    expect(within(region).getByRole('link').textContent).toBe('Nomad insurance');
    expect(partnershipEvents()).toEqual([]);

    await act(() => router.navigate('/travels'));
    await waitFor(() => expect(banner()?.textContent).toContain('Gear shop'), slow);
    expect(partnershipEvents()).toEqual([
      {
        event: 'partnership_view',
        pageType: 'travels',
        partnerId: gear.id,
        partnerName: 'Gear shop',
        sectionFrom: 'partnership-banner',
        userId: demoUser.id,
      },
    ]);

    await act(() => router.navigate('/partnerships'));
    await screen.findByRole('heading', { level: 1, name: 'Partner offers' }, slow);
    expect(banner()).toBeNull();
    expect(partnershipEvents()).toHaveLength(1);

    await act(() => router.navigate('/account/profile'));
    await waitFor(() => expect(banner()?.textContent).toContain('Nomad insurance'), slow);
    expect(partnershipEvents().map((event) => [event.event, event.pageType])).toEqual([
      ['partnership_view', 'travels'],
      ['partnership_view', 'account/profile'],
    ]);
  });

  it('fires the open event and leads to the partnership page', async () => {
    const { user, router } = await renderApp(null, {
      path: '/travels',
      api: { [partnershipsPath]: { status: 200, body: list } },
    });
    const region = await screen.findByRole('complementary', { name: 'Partner offer' }, slow);
    await user.click(within(region).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partnerships'), slow);
    expect(partnershipEvents()).toEqual([
      expect.objectContaining({
        event: 'partnership_open',
        pageType: 'travels',
        partnerId: nomad.id,
      }),
    ]);
    await waitFor(() => expect(banner()).toBeNull(), slow);
  });

  it('closes for a week: close event, remembered in localStorage', async () => {
    const now = Date.now();
    const { user, unmount } = await renderApp(null, {
      path: '/',
      api: { [partnershipsPath]: { status: 200, body: list } },
    });
    const region = await screen.findByRole('complementary', { name: 'Partner offer' }, slow);
    await user.click(within(region).getByRole('button', { name: 'Close the partner offer' }));
    expect(banner()).toBeNull();
    expect(partnershipEvents()).toEqual([
      expect.objectContaining({
        event: 'partnership_close',
        pageType: 'index',
        partnerId: nomad.id,
      }),
    ]);
    const until = Number(window.localStorage.getItem(bannerClosedCache.key));
    expect(until - now).toBeGreaterThanOrEqual(604_800_000);
    expect(until - Date.now()).toBeLessThanOrEqual(604_800_000);
    unmount();

    // Back later in the week: still closed. The menu's partnership badge reads the list, once (the
    // banner shares its query and adds no request).
    const again = await renderApp(null, {
      path: '/',
      api: { [partnershipsPath]: { status: 200, body: list } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Hi Giulia!' }, slow);
    expect(banner()).toBeNull();
    await waitFor(() =>
      expect(again.queryClient.getQueryState(bannerPartnersQueryOptions().queryKey)?.status).toBe(
        'success',
      ),
    );
    expect(banner()).toBeNull();
    const listCalls = again.fetchMock.mock.calls.filter(([input]) =>
      String(input).includes(partnershipsPath),
    );
    expect(listCalls).toHaveLength(1);
  });

  it('hides while the mobile menu is open', async () => {
    const { user } = await renderApp(null, {
      path: '/',
      api: { [partnershipsPath]: { status: 200, body: list } },
    });
    await screen.findByRole('complementary', { name: 'Partner offer' }, slow);
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await screen.findByRole('dialog', { name: 'Menu' }, slow);
    expect(banner()).toBeNull();
  });

  it('uses the experiment’s style', async () => {
    await renderApp(null, {
      path: '/',
      flags: { 'partnership-banner-style': 'brand' },
      api: { [partnershipsPath]: { status: 200, body: list } },
    });
    const region = await screen.findByRole('complementary', { name: 'Partner offer' }, slow);
    expect(region.className).toContain('bg-brand-800');
  });

  it('only logs a failed list: the page works without the banner', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp(null, {
      path: '/',
      api: {
        [partnershipsPath]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Giulia!' }, slow)).toBeTruthy();
    await waitFor(
      () =>
        expect(warn).toHaveBeenCalledWith(
          'Partnership banner: the partner list could not be loaded',
          expect.anything(),
        ),
      slow,
    );
    expect(banner()).toBeNull();
  });
});
