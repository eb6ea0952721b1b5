import type { Page } from '@playwright/test';
import { expect, newcomer, test } from './support/fixtures';
import { en, it } from './support/translations';

/** A trip card of the list, by its booking id (several demo trips share a title). */
function cardOf(scope: ReturnType<Page['getByRole']>, bookingId: string) {
  return scope.getByRole('article').filter({ hasText: bookingId });
}

test.describe('my trips', () => {
  test('shows the demo traveller’s bookings in next, past and cancelled sections', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ page, path: '/travels' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.travels.title);

    const next = page.getByRole('region', { name: en.trips.sections.next });
    const past = page.getByRole('region', { name: en.trips.sections.past });
    const cancelled = page.getByRole('region', { name: en.trips.sections.cancelled });

    // Next trips: soonest first (Morocco departs in 18 days, Patagonia in 200).
    for (const id of ['WF-26-01102', 'WF-26-01041', 'WF-26-01077', 'WF-26-01215']) {
      await expect(cardOf(next, id)).toHaveCount(1);
    }
    const nextIds = await next.getByRole('article').allTextContents();
    const position = (id: string) => nextIds.findIndex((text) => text.includes(id));
    expect(position('WF-26-01102')).toBeLessThan(position('WF-26-01041'));
    expect(position('WF-26-01041')).toBeLessThan(position('WF-26-01215'));

    // The trip under way (Jordan, departed 3 days ago) leads the next trips, not the past ones.
    expect(position('WF-26-01201')).toBe(0);
    await expect(cardOf(next, 'WF-26-01201')).toContainText(en.dashboard.status.onTheRoad);
    await expect(cardOf(past, 'WF-26-01201')).toHaveCount(0);
    await expect(cardOf(past, 'WF-25-00987')).toContainText(en.trips.paymentState.completed);
    await expect(cardOf(past, 'WF-25-00987')).toContainText(en.dashboard.status.travelled);
    await expect(cardOf(cancelled, 'WF-26-01066')).toContainText(en.dashboard.status.cancelledByUs);
    await expect(cardOf(next, 'WF-26-01066')).toHaveCount(0);
    // A departure we cancelled while the booking stands: its status, the amount paid, no payment due.
    await expect(cardOf(next, 'WF-26-02104')).toContainText(en.dashboard.status.cancelledByUs);
    await expect(cardOf(next, 'WF-26-02104')).toContainText('Paid 300 € of 1,190 €');
    await expect(cardOf(next, 'WF-26-02104')).not.toContainText(en.trips.paymentState.due);

    // Traveller statuses, never sales ones, each in its own style; payment states and the partner.
    await expect(cardOf(next, 'WF-26-01102')).not.toContainText(en.trips.status.closedDeparting);
    await expect(cardOf(next, 'WF-26-01123')).toContainText(en.trips.paymentState.overdue);
    await expect(cardOf(next, 'WF-26-01123')).toContainText(en.dashboard.status.paymentOverdue);
    await expect(cardOf(next, 'WF-26-01123')).not.toContainText(en.trips.status.soldOut);
    await expect(cardOf(next, 'WF-26-01188')).toContainText('Paid by Acme Corporate Welfare');
    await expect(cardOf(next, 'WF-26-01188')).not.toContainText(en.trips.status.waitingList);
    await expect(page.getByText(en.trips.status.almostFull)).toHaveCount(0);
    const styles = await Promise.all(
      ['WF-26-01201', 'WF-26-01123', 'WF-26-01066', 'WF-25-00987'].map((id) =>
        page.getByRole('article').filter({ hasText: id }).getAttribute('class'),
      ),
    );
    expect(new Set(styles).size).toBe(4);
    await expect(cardOf(next, 'WF-26-01150')).toContainText('Paid £2,578 of £2,578');
    await checkA11y(page);

    // The card's title opens the booking.
    await cardOf(next, 'WF-26-01041').getByRole('link').click();
    await expect(page).toHaveURL(/\/travels\/WF-26-01041$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Japan: Tokyo, Kyoto and Hiroshima',
    );
  });

  test('filters with accessible tabs, in Italian', async ({ page, signIn, checkA11y }) => {
    await signIn({ page, variant: 'italy', path: '/viaggi' });
    const tabs = page.getByRole('tablist', { name: it.trips.tabs.label });
    await expect(tabs.getByRole('tab', { name: new RegExp(it.trips.tabs.all) })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await tabs.getByRole('tab', { name: new RegExp(it.trips.tabs.past) }).click();
    const panel = page.getByRole('tabpanel');
    await expect(cardOf(panel, 'WF-25-00987')).toHaveCount(1);
    await expect(cardOf(panel, 'WF-26-01041')).toHaveCount(0);
    await expect(page).toHaveURL(/\?show=past$/);

    // Arrow keys move between the tabs.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(
      tabs.getByRole('tab', { name: new RegExp(it.trips.tabs.cancelled) }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cardOf(page.getByRole('tabpanel'), 'WF-26-01066')).toHaveCount(1);
    await expect(cardOf(page.getByRole('tabpanel'), 'WF-25-00987')).toHaveCount(0);
    await checkA11y(page);
  });

  test('invites a traveller without bookings to search for a trip', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await signIn({ page, email: newcomer.email, password: newcomer.password, path: '/travels' });
    await expect(page.getByRole('heading', { level: 2, name: en.trips.empty.title })).toBeVisible();
    const search = page.getByRole('link', { name: new RegExp(en.trips.empty.cta) });
    await expect(search).toHaveAttribute(
      'href',
      'https://www.wayfarer.travel/uk/?routingKey=travels',
    );
    await expect(search).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await checkA11y(page);

    // Nor a next-trip card on the dashboard: an invitation in its place.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: en.dashboard.nextTrip.none.title }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: en.dashboard.nextTrip.title })).toHaveCount(0);
  });

  for (const width of [1280, 375]) {
    test(`the dashboard shows the trip under way first, then the next departure (${width} px)`, async ({
      page,
      signIn,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn({ page, path: '/' });
      const card = page.getByRole('region', { name: en.dashboard.nextTrip.title });
      // The trip under way comes first, above the next departure.
      const strip = card.getByText(en.dashboard.nextTrip.onTheRoad);
      const title = card.getByText('Morocco: Marrakech, the Atlas and the Sahara');
      await expect(strip).toBeVisible();
      await expect(title).toBeVisible();
      const [stripBox, titleBox] = [await strip.boundingBox(), await title.boundingBox()];
      expect(stripBox!.y).toBeLessThan(titleBox!.y);
      await expect(card).toContainText(/Departing in \d+ days/);
      await checkA11y(page);
      await card.getByRole('link', { name: 'Jordan: Petra, Wadi Rum and the Dead Sea' }).click();
      await expect(page).toHaveURL(/\/travels\/WF-26-01201$/);
    });

    test(`the Italian trips list leads with the trip under way (${width} px)`, async ({
      page,
      signIn,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn({ page, variant: 'italy', path: '/viaggi' });
      const next = page.getByRole('region', { name: it.trips.sections.next });
      await expect(next.getByRole('article').first()).toContainText('WF-26-01201');
      await expect(next.getByRole('article').first()).toContainText(it.dashboard.status.onTheRoad);
      await expect(
        page.getByRole('region', { name: it.trips.sections.past }).getByText('WF-26-01201'),
      ).toHaveCount(0);
      await expect(page.getByText(it.trips.status.soldOut)).toHaveCount(0);
      await checkA11y(page);
    });
  }

  test('fits a 375 px wide screen', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn({ page, path: '/travels' });
    await expect(page.getByRole('region', { name: en.trips.sections.next })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
