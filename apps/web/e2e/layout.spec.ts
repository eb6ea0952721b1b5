import { pathFor } from '@wayfarer/domain';
import { expect, test } from './support/fixtures';
import { de, fr } from './support/translations';

/** Issue 18 item 9: what ran off screen, broke or showed a white band at 375 px. */
test.describe('layout at 375 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  for (const [variant, t, language] of [
    ['france', fr, 'fr'],
    ['germany', de, 'de'],
  ] as const) {
    test(`${variant}: every trips tab on screen, card dates never broken inside`, async ({
      page,
      signIn,
      checkA11y,
    }) => {
      await signIn({ page, variant, path: pathFor('travels', {}, language) });
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      const dates = page
        .locator('dt', { hasText: t.trips.card.dates })
        .first()
        .locator('xpath=following-sibling::dd[1]/span');
      await expect(dates).toHaveCount(2);
      for (const date of await dates.all()) {
        // One line each: a date is never cut between its day, month and year.
        const lineHeight = await date.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect((await date.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
      }
      await checkA11y(page);
    });
  }

  test('the 404 page runs into the footer with no white band', async ({ page, signIn }) => {
    await signIn({ page, variant: 'france', path: '/nulle/part' });
    const hero = page.locator('section[aria-labelledby="not-found-title"]');
    await expect(hero).toBeVisible();
    // The footer keeps a margin above it: what shows there is the hero's colour, not white.
    const footer = page.getByRole('contentinfo');
    const heroBox = (await hero.boundingBox())!;
    const footerBox = (await footer.boundingBox())!;
    expect(footerBox.y).toBeGreaterThan(heroBox.y + heroBox.height);
    const [heroColour, canvas] = await Promise.all([
      hero.evaluate((el) => getComputedStyle(el).backgroundColor),
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    ]);
    expect(canvas).toBe(heroColour);
  });

  test('the country switcher shows SVG flags, not emoji', async ({ page, signIn }) => {
    await signIn({ page, variant: 'germany' });
    const switcher = page.getByRole('button', { name: new RegExp(de.shell.countrySwitcher) });
    await expect(switcher.locator('svg')).toHaveCount(3);
    await expect(switcher).not.toContainText('🇩🇪');
    await switcher.click();
    await expect(page.getByRole('menuitem').first().locator('svg')).toHaveCount(1);
  });
});
