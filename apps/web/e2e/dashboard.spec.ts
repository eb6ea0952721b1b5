import { expect, test } from './support/fixtures';
import { en, it } from './support/translations';

const sites = [
  {
    variant: 'international',
    strings: en,
    booking: '/travels/WF-26-01102',
    amount: '2,884 €',
    trip: 'Morocco',
  },
  {
    variant: 'italy',
    strings: it,
    booking: '/viaggi/WF-26-01102',
    amount: '2.884 €',
    trip: 'Marocco',
  },
] as const;

/** A translation with its {{placeholders}} as "anything". */
const pattern = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'));

for (const { variant, strings, booking, amount, trip } of sites) {
  for (const width of [1280, 375]) {
    test(`the next trip lists the payment due and links each item to its action (${variant}, ${width} px)`, async ({
      page,
      signIn,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn({ page, variant, path: '/' });
      const card = page.getByRole('region', { name: strings.dashboard.nextTrip.title });
      // Morocco (in the site's language): the balance of 2,884 € falls due in three days; the booking has no error yet.
      await expect(card).toContainText(trip);
      const todo = card.getByRole('list');
      const pay = todo.getByRole('link').first();
      await expect(pay).toHaveText(pattern(strings.dashboard.nextTrip.todo.paymentAmount));
      await expect(pay).toContainText(amount);
      await expect(pay).toHaveAttribute('href', `${booking}#checklist-payment`);
      await expect(card).not.toContainText(strings.dashboard.nextTrip.todo.none);
      await expect(card).toContainText(strings.dashboard.status.paymentDue);
      await checkA11y(page);

      // The link opens the booking on its payment item.
      await pay.click();
      await expect(page).toHaveURL(new RegExp(`${booking}#checklist-payment$`));
      await expect(
        page.getByRole('button', { name: new RegExp(strings.checklist.items.payment.title) }),
      ).toHaveAttribute('aria-expanded', 'true');
    });
  }
}
