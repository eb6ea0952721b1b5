import type { Referral, ReferralPromoCode } from '@wayfarer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../test/render-app';
import { demoUser } from '../../test/fixtures';
import { ReferralPage } from './referral-page';

/** The requests the app made: URL and init (the stub's own signature names only the URL). */
function requestsOf(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls.map((call) => ({
    url: String(call[0]),
    init: call[1] as RequestInit | undefined,
  }));
}

const referralPath = `/api/users/${demoUser.id}/referral`;
const discountsPath = `/api/users/${demoUser.id}/referral/discounts`;

const rules = {
  friendDiscountPercent: 10,
  friendMinAge: 21,
  friendMaxAge: 49,
  percentPerDepartedFriend: 5,
  maxPercent: 50,
  codePeople: 1,
  minCompletedBookings: 1,
};

const code = (overrides: Partial<ReferralPromoCode>): ReferralPromoCode => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: 'WF-REF-AAAA-BBBB',
  percent: 5,
  people: 1,
  status: 'ACTIVE',
  generatedAt: '2026-03-01T10:00:00.000Z',
  usedAt: null,
  expiresOn: null,
  ...overrides,
});

const referral: Referral = {
  code: 'GIULIA-R7K2',
  invitationLink: 'https://www.wayfarer.travel/uk/?routingKey=travels&referralCode=GIULIA-R7K2',
  rules,
  counts: { invited: 10, departed: 7, generatedDiscounts: 3 },
  balance: 15,
  canInvite: true,
  canGenerateDiscount: true,
  promoCodes: [
    code({ id: '00000000-0000-4000-8000-000000000003', code: 'WF-REF-3FJD-R6YB' }),
    code({
      id: '00000000-0000-4000-8000-000000000002',
      code: 'WF-REF-T4HN-8WZC',
      percent: 10,
      status: 'INACTIVE',
      generatedAt: '2026-01-10T10:00:00.000Z',
      expiresOn: '2026-02-20',
    }),
    code({
      id: '00000000-0000-4000-8000-000000000001',
      code: 'WF-REF-K7M2-Q9PX',
      status: 'USED',
      generatedAt: '2025-10-01T10:00:00.000Z',
      usedAt: '2025-11-15T15:00:00.000Z',
    }),
  ],
};

const newCode = code({
  id: '00000000-0000-4000-8000-000000000004',
  code: 'WF-REF-NEW1-CODE',
  percent: 15,
  generatedAt: '2026-04-02T09:00:00.000Z',
});

function render(options: RenderAppOptions = {}) {
  return renderApp(<ReferralPage />, {
    path: '/refer-friend',
    ...options,
    api: { [referralPath]: { status: 200, body: { data: referral } }, ...options.api },
  });
}

async function openDiscounts(user: Awaited<ReturnType<typeof render>>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Your discounts' }));
}

describe('refer a friend', () => {
  it('shows no loading state for a fast answer, then the code, the link and the rules', async () => {
    await render();
    // A fast answer never flashes the loading state (the fetch minimum delay).
    expect(screen.queryByText('Loading your referral programme…')).toBeNull();
    expect(await screen.findByText('GIULIA-R7K2')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invite friends', selected: true })).toBeTruthy();
    expect(screen.getByText(referral.invitationLink)).toBeTruthy();
    expect(
      screen.getByText('A friend aged 21 to 49 on their first trip gets 10% off with your code.'),
    ).toBeTruthy();
    expect(
      screen.getByText('You get 5% for each invited friend who departs, up to 50%.'),
    ).toBeTruthy();
    expect(
      screen.getByText('You can invite friends once you have completed at least one trip with us.'),
    ).toBeTruthy();
  });

  it('copies the code and shares the invitation (by the clipboard without a share sheet)', async () => {
    const { user } = await render();
    // user-event puts its own clipboard on the navigator: read what was written from it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy your code' }));
    expect(writeText).toHaveBeenLastCalledWith('GIULIA-R7K2');
    expect(await screen.findByText('Code copied')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy your invitation link' }));
    expect(writeText).toHaveBeenLastCalledWith(referral.invitationLink);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `Join me on a Wayfarer group trip: with my code GIULIA-R7K2 you get 10% off your first trip. ${referral.invitationLink}`,
    );
    expect(
      await screen.findByText('Invitation copied: paste it in a message to your friends.'),
    ).toBeTruthy();
  });

  it('shares with the device’s share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Travel with me on Wayfarer',
      text: 'Join me on a Wayfarer group trip: with my code GIULIA-R7K2 you get 10% off your first trip.',
      url: referral.invitationLink,
    });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('shows the counts, the balance and the codes with their status and date used', async () => {
    const { user } = await render();
    await openDiscounts(user);
    const panel = screen.getByRole('tabpanel');
    const counts = within(panel)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(counts).toEqual(['10', '7', '3']);
    expect(within(panel).getByText('15%')).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^WF-REF-/).textContent)).toEqual([
      'WF-REF-3FJD-R6YB',
      'WF-REF-T4HN-8WZC',
      'WF-REF-K7M2-Q9PX',
    ]);
    expect(within(items[0]!).getByText('Active')).toBeTruthy();
    expect(within(items[1]!).getByText('Inactive')).toBeTruthy();
    expect(within(items[1]!).getByText(/Valid until 20\/02\/2026/)).toBeTruthy();
    expect(within(items[2]!).getByText('Used')).toBeTruthy();
    expect(within(items[2]!).getByText(/Used on 15\/11\/2025/)).toBeTruthy();
  });

  it('generates a code: the balance goes to 0 and the new code is active', async () => {
    const after: Referral = {
      ...referral,
      balance: 0,
      canGenerateDiscount: false,
      counts: { ...referral.counts, generatedDiscounts: 4 },
      promoCodes: [newCode, ...referral.promoCodes],
    };
    const { user, fetchMock } = await render({
      api: {
        [discountsPath]: { status: 200, body: { data: { promoCode: newCode, referral: after } } },
      },
    });
    await openDiscounts(user);
    await user.click(screen.getByRole('button', { name: 'Generate a discount code' }));

    expect(
      await screen.findByText('Your 15% discount code WF-REF-NEW1-CODE is ready.'),
    ).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('0%')).toBeTruthy();
    const [first] = within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(within(first!).getByText('WF-REF-NEW1-CODE')).toBeTruthy();
    expect(within(first!).getByText('Active')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Generate a discount code' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    const post = requestsOf(fetchMock).find(({ init }) => init?.method === 'POST');
    const body = JSON.parse(String(post?.init?.body)) as { idempotencyKey: string };
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,}$/);
    expect((post?.init?.headers as Record<string, string>)['x-wayfarer-csrf']).toBe('1');
  });

  it('says so when generating fails', async () => {
    const { user } = await render({
      api: {
        [discountsPath]: {
          status: 500,
          body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
        },
      },
    });
    await openDiscounts(user);
    await user.click(screen.getByRole('button', { name: 'Generate a discount code' }));
    expect(
      await screen.findByText('An error occurred while generating the discount, try again later.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText('15%')).toBeTruthy();
  });

  it('tells a traveller without a completed trip that they cannot invite yet', async () => {
    const { user } = await render({
      api: {
        [referralPath]: {
          status: 200,
          body: {
            data: {
              ...referral,
              code: 'SAM-9XQ2',
              canInvite: false,
              canGenerateDiscount: false,
              balance: 0,
              counts: { invited: 0, departed: 0, generatedDiscounts: 0 },
              promoCodes: [],
            },
          },
        },
      },
    });
    expect(await screen.findByText('You cannot invite friends yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy your code' })).toBeNull();
    await openDiscounts(user);
    expect(screen.getByText('You have not generated any discount code yet.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Generate a discount code' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('shows an error with a retry when the referral cannot load', async () => {
    const { user } = await render({
      api: {
        [referralPath]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Gone' } } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your referral programme')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeTruthy());
  });
});
