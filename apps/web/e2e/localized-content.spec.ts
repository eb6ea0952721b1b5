import type { Locator } from '@playwright/test';
import { expect, originOf, test } from './support/fixtures';
import { it as italian } from './support/translations';

// Each test walks many screens with an axe scan on each: a busy machine needs more than 60 s.
test.describe.configure({ timeout: 120_000 });

/*
 * Content in the site's language (issue 18 item 5): trip titles, countries, meeting points,
 * insurance, coordinator bios and cities, the partner banner and flight cities come from the API
 * in the language of the site, with nothing in English left on the Italian site.
 */

/** A trip card of the list, by its booking id. */
const cardOf = (scope: Locator, id: string) => scope.getByRole('article').filter({ hasText: id });

for (const width of [1280, 375]) {
  test.describe(`Italian content at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('the booking page shows the trip, meeting point, insurance and coordinator in Italian', async ({
      page,
      signIn,
      checkA11y,
    }) => {
      await signIn({ page, variant: 'italy', path: '/viaggi/WF-26-01041' });
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Giappone: Tokyo, Kyoto e Hiroshima',
      );
      await expect(main.getByText('Giappone', { exact: true }).first()).toBeVisible();
      await expect(
        main.getByText('Tokyo, Shinjuku — hall dell’Hotel Gracery, alle 18:00 del primo giorno'),
      ).toBeVisible();
      await expect(main.getByText(/^Assicurazione medica e bagaglio inclusa/)).toBeVisible();
      await expect(main.getByText(/^Nata a Milano con lo zaino già pronto/)).toBeVisible();
      await expect(
        main.getByText(italian.booking.coordinator.city.replace('{{city}}', 'Milano')),
      ).toBeVisible();
      for (const english of ['Japan', 'lobby of Hotel Gracery', 'Medical and luggage', 'Born in']) {
        await expect(main).not.toContainText(english);
      }
      await checkA11y(page);
    });

    test('the trips list and the partner banner are in Italian', async ({
      page,
      signIn,
      checkA11y,
    }) => {
      await signIn({ page, variant: 'italy', path: '/viaggi' });
      await expect(cardOf(page.getByRole('main'), 'WF-26-01041')).toContainText(
        'Giappone: Tokyo, Kyoto e Hiroshima',
      );
      await expect(cardOf(page.getByRole('main'), 'WF-26-01102')).toContainText(
        'Marocco: Marrakech, l’Atlante e il Sahara',
      );
      await expect(page.getByRole('main')).not.toContainText('Japan: Tokyo');
      await expect(page.getByTestId('partnership-banner')).toContainText(
        /SafeTrip: 20% di sconto sull’assicurazione viaggio annuale|Alpine Gear: 15% di sconto su zaini e scarponi da trekking/,
      );
      await checkA11y(page);

      await page.goto(`${originOf('italy')}/partnership`);
      const main = page.getByRole('main');
      await expect(main).toContainText('Nomad eSIM: 3 GB di dati gratis con il tuo primo piano');
      await expect(main).toContainText('Lingo: il primo mese di lezioni di lingua gratis');
      await expect(main).not.toContainText(/ off |free|Use the code/);
      await checkA11y(page);
    });
  });
}

test('the Spanish site names the coordinator’s city and the flights’ cities in Spanish', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn({ page, variant: 'spain', path: '/viajes/WF-26-01041' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Japón: Tokio, Kioto e Hiroshima',
  );
  await expect(page.getByRole('main').getByText('Vive en Milán')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Vive en Milan');
  await checkA11y(page);
});

test('alerts and credits name their trips in Italian', async ({ page, signIn, checkA11y }) => {
  await signIn({ page, variant: 'italy', path: '/avvisami' });
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Norvegia: le isole Lofoten sotto il sole di mezzanotte' }),
  ).not.toHaveCount(0);
  await expect(main.getByText(/· Norvegia$/).first()).toBeVisible();
  await expect(main).not.toContainText('Norway');
  await checkA11y(page);

  await page.goto(`${originOf('italy')}/account/crediti`);
  await expect(page.getByRole('main')).toContainText('Scozia: Edimburgo e le Highlands');
  await expect(page.getByRole('main')).not.toContainText('Scotland');
  await checkA11y(page);
});
