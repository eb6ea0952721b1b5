import type { Page } from '@playwright/test';
import {
  checklistItemTypes,
  getOpenChecklistItems,
  hasDeparted,
  isBookingCancelled,
  isChecklistLocked,
  isDepartureSoon,
  isTourConfirmed,
} from '@wayfarer/domain';
import type { ChecklistItem, ChecklistItemType } from '@wayfarer/domain';
import { expect, originOf, test } from './support/fixtures';
import { en } from './support/translations';

const origin = originOf('international');
const t = en.checklist;

/** The confirmed upcoming booking of the demo: its checklist is only read here. */
const upcoming = 'WF-26-01041';
/** The partner booking: no other spec changes its checklist, and the test that does puts it back. */
const changed = 'WF-26-01188';
const past = 'WF-25-00987';
/** Paid in full (the trip-change seed), its checklist's items all left open by the import. */
const paidInFull = 'WF-26-02102';

interface BookingFacts {
  status: string;
  tour: {
    status: Parameters<typeof isTourConfirmed>[0]['status'];
    startingDate: string;
    confirmedAt: string | null;
  };
  preDepartureChecklist: ChecklistItem[];
}

async function userId(page: Page): Promise<string> {
  const res = await page.request.get(`${origin}/api/users/me`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function bookingOf(page: Page, bookingId: string): Promise<BookingFacts> {
  const res = await page.request.get(
    `${origin}/api/users/${await userId(page)}/bookings/${bookingId}`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: BookingFacts }).data;
}

/** Sets an item through the API, as the SPA does (session cookie, CSRF header, our Origin). */
async function setItem(page: Page, bookingId: string, type: ChecklistItemType, completed: boolean) {
  const res = await page.request.put(
    `${origin}/api/users/${await userId(page)}/bookings/${bookingId}/pre-departure-checklist`,
    { data: { type, completed }, headers: { 'x-wayfarer-csrf': '1', origin } },
  );
  expect(res.status()).toBe(200);
}

/** What the spec's rules open for a booking, from its data as the API gives it. */
function openItemsOf(booking: BookingFacts): ChecklistItemType[] {
  const now = new Date();
  return getOpenChecklistItems({
    items: booking.preDepartureChecklist,
    locked: isChecklistLocked({
      departed: hasDeparted({ startingDate: booking.tour.startingDate, now }),
      bookingCancelled: isBookingCancelled(booking),
    }),
    tourConfirmed: isTourConfirmed(booking.tour),
    departureSoon: isDepartureSoon({ startingDate: booking.tour.startingDate, now }),
  });
}

/** The translation keys of each item. */
const itemKeys: Record<ChecklistItemType, keyof typeof t.items> = {
  COORDINATOR: 'coordinator',
  FLIGHT_INFO: 'flightInfo',
  ITINERARY_DETAILS: 'itineraryDetails',
  FAQ: 'faq',
  EXTRAS: 'extras',
  SOCIAL_GROUP: 'socialGroup',
  PAYMENT: 'payment',
  TRAVELER_DATA: 'travelerData',
};

const checklistOf = (page: Page) => page.getByRole('region', { name: t.title });
const itemButton = (page: Page, type: ChecklistItemType) =>
  checklistOf(page).getByRole('button', { name: new RegExp(`^${t.items[itemKeys[type]].title}`) });

/** Every item's expanded state as the page shows it (items not on the checklist aside). */
async function expectExpanded(page: Page, open: readonly ChecklistItemType[]) {
  await expect(checklistOf(page).getByRole('progressbar')).toBeVisible();
  for (const type of checklistItemTypes) {
    const button = itemButton(page, type);
    if ((await button.count()) === 0) continue;
    await expect(button, type).toHaveAttribute('aria-expanded', String(open.includes(type)));
  }
}

test.describe('pre-departure checklist', () => {
  test('opens the items the rules decide on the upcoming confirmed booking', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await signIn({ page, path: `/travels/${upcoming}` });
    const booking = await bookingOf(page, upcoming);
    const open = openItemsOf(booking);
    expect(open.length).toBeGreaterThan(0);
    await expect(checklistOf(page)).toBeVisible();
    await expectExpanded(page, open);

    const done = booking.preDepartureChecklist.filter((item) => item.completed).length;
    const total = booking.preDepartureChecklist.length;
    await expect(
      checklistOf(page).getByRole('progressbar', { name: t.progress.label }),
    ).toHaveAttribute(
      'aria-valuetext',
      t.progress.value.replace('{{done}}', String(done)).replace('{{total}}', String(total)),
    );
    await checkA11y(page);
  });

  test('marking the itinerary done opens the next item, and it survives a reload', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await signIn({ page, path: '/' });
    // A retry, or a run that stopped half-way, finds the itinerary as the seed has it.
    await setItem(page, changed, 'ITINERARY_DETAILS', false);
    try {
      await page.goto(`${origin}/travels/${changed}`);
      await expectExpanded(page, ['ITINERARY_DETAILS']);

      const saved = page.waitForResponse(
        (res) => res.url().endsWith('/pre-departure-checklist') && res.request().method() === 'PUT',
      );
      // The box is drawn over a visually hidden input: the traveller clicks its label.
      await checklistOf(page).getByText(t.items.itineraryDetails.markDone).click();
      await expect(
        checklistOf(page).getByRole('checkbox', { name: t.items.itineraryDetails.markDone }),
      ).toBeChecked();
      await expect(itemButton(page, 'ITINERARY_DETAILS')).toContainText(t.status.done);
      // Itinerary, coordinator and FAQ done, extras not: the extras open.
      await expect(itemButton(page, 'EXTRAS')).toHaveAttribute('aria-expanded', 'true');
      expect((await saved).status()).toBe(200);
      await checkA11y(page);

      await page.reload();
      await expect(itemButton(page, 'ITINERARY_DETAILS')).toContainText(t.status.done);
      await expectExpanded(page, ['EXTRAS']);
    } finally {
      await setItem(page, changed, 'ITINERARY_DETAILS', false);
    }
  });

  test('a #checklist-{item} link opens its item and scrolls to it', async ({ page, signIn }) => {
    // Signing in through the provider would not bring the hash back: sign in first.
    await signIn({ page, path: '/' });
    await page.goto(`${origin}/travels/${upcoming}#checklist-faq`);
    await expectExpanded(page, ['FAQ']);
    await expect(itemButton(page, 'FAQ')).toBeInViewport();
    await expect(
      checklistOf(page).getByRole('link', { name: new RegExp(t.items.faq.action) }),
    ).toBeVisible();
  });

  test('a booking paid in full shows its payment item done and asks for no payment', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await signIn({ page, path: `/travels/${paidInFull}` });
    const booking = await bookingOf(page, paidInFull);
    expect(booking.preDepartureChecklist).toContainEqual({ type: 'PAYMENT', completed: true });
    await expect(itemButton(page, 'PAYMENT')).toContainText(t.status.done);
    await expectExpanded(page, openItemsOf(booking));
    // The header's next step is one of the open items, never the payment.
    const next = page.getByTestId('booking-next-action');
    await expect(next).toBeVisible();
    await expect(next).not.toHaveText(en.dashboard.nextTrip.todo.payment);
    await checkA11y(page);
  });

  test('a past booking shows a locked checklist', async ({ page, signIn, checkA11y }) => {
    await signIn({ page, path: `/travels/${past}` });
    await expect(checklistOf(page).getByText(t.locked.departed)).toBeVisible();
    await expectExpanded(page, []);
    await itemButton(page, 'EXTRAS').click();
    await expect(
      checklistOf(page).getByRole('checkbox', { name: t.items.extras.markDone }),
    ).toBeDisabled();
    await checkA11y(page);
  });
});
