import { pathFor } from '@wayfarer/domain';
import type { Page } from '@playwright/test';
import { expect, originOf, test } from './support/fixtures';
import { en, it } from './support/translations';

/*
 * Personal data end to end, each with its own seeded traveller (apps/server/src/db/seed/users.ts),
 * so that no other spec sees these changes: the registry traveller (partly filled registry, no
 * residence) and a second traveller who has not accepted the privacy policy (the shared
 * privacyTraveller stays held for the shell spec).
 */
const registryTraveller = { email: 'registry@wayfarer.test', password: 'wayfarer-demo' } as const;
const consentsTraveller = { email: 'consents@wayfarer.test', password: 'wayfarer-demo' } as const;

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The path of the page, decoded (some localized paths carry accents). */
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** The registry entry of the user dropdown, read and closed again. */
async function registryMenuEntryText(page: Page): Promise<string> {
  await page.getByRole('button', { name: it.menu.userMenu }).click();
  const entry = page
    .getByRole('menu')
    .getByRole('menuitem', { name: new RegExp(`^${it.menu.registry}`) });
  const text = (await entry.textContent()) ?? '';
  // The dropdown also opens on hover: the pointer leaves it, and it closes.
  await page.mouse.move(640, 880);
  await expect(page.getByRole('menu')).toBeHidden();
  return text;
}

test.describe('personal data', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('fills the registry in Italian with a valid codice fiscale; the badge drops to zero', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    test.slow();
    const registryPath = pathFor('account/registry', {}, 'it');
    await signIn({ page, variant: 'italy', ...registryTraveller, path: registryPath });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.pages.registry.title);
    await expect(
      page.getByRole('textbox', { name: it.registry.fields.name, exact: true }),
    ).toHaveValue('Marco');
    await checkA11y(page);

    // Tax code, birth city, the emergency contact (3) and the residence are missing.
    expect(await registryMenuEntryText(page)).toContain('6');

    // An invalid phone is refused with its message.
    const mobile = page
      .getByRole('group', { name: it.registry.fields.mobilePhone })
      .getByRole('textbox', { name: it.registry.phone.number });
    await mobile.fill('12345');
    await mobile.blur();
    await expect(page.getByText(it.validation.invalidPhone)).toBeVisible();
    await page.getByRole('button', { name: it.registry.save, exact: true }).click();
    await expect(page.getByText(it.validation.fixFields)).toBeVisible();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await mobile.fill('335 123 4567');
    await expect(page.getByText(it.validation.invalidPhone)).toBeHidden();

    // So is a codice fiscale with a wrong check character.
    const taxCode = page.getByRole('textbox', { name: it.registry.fields.taxCode, exact: true });
    await taxCode.fill('BNCMRC85T10A944A');
    await taxCode.blur();
    await expect(page.getByText(it.validation.invalidTaxCode)).toBeVisible();
    await taxCode.fill('BNCMRC85T10A944K');

    await page
      .getByRole('textbox', { name: it.registry.fields.birthCity, exact: true })
      .fill('Bologna');
    await page
      .getByRole('textbox', { name: it.registry.fields.emergencyName, exact: true })
      .fill('Anna Bianchi');
    await page
      .getByRole('textbox', { name: it.registry.fields.emergencyRelation, exact: true })
      .fill('Sorella');
    await page
      .getByRole('group', { name: it.registry.fields.emergencyPhone, exact: true })
      .getByRole('textbox', { name: it.registry.phone.number })
      .fill('333 765 4321');
    await page
      .getByRole('combobox', { name: it.registry.address.country, exact: true })
      .selectOption('IT');
    await page
      .getByRole('textbox', { name: it.registry.address.address, exact: true })
      .fill('Via Roma');
    await page
      .getByRole('textbox', { name: it.registry.address.houseNumber, exact: true })
      .fill('1');
    await page
      .getByRole('textbox', { name: it.registry.address.zipCode, exact: true })
      .fill('20121');
    await page.getByRole('textbox', { name: it.registry.address.city, exact: true }).fill('Milano');
    // The date of birth as the Italian site writes dates (issue 18 item 6), not the browser's.
    const birthday = page.getByRole('textbox', { name: it.registry.fields.birthday });
    await expect(birthday).toHaveValue('10/12/1985');
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    await birthday.fill('11/12/1985');
    await checkA11y(page);

    await page.getByRole('button', { name: it.registry.save, exact: true }).click();
    await expect(page.getByText(it.registry.saved)).toBeVisible();
    expect(await registryMenuEntryText(page)).toBe(it.menu.registry);

    // Saved for real: a reload shows the normalized values.
    await page.reload();
    await expect(
      page.getByRole('textbox', { name: it.registry.fields.taxCode, exact: true }),
    ).toHaveValue('BNCMRC85T10A944K');
    await expect(
      page.getByRole('textbox', { name: it.registry.address.city, exact: true }),
    ).toHaveValue('Milano');
    await expect(page.getByRole('textbox', { name: it.registry.fields.birthday })).toHaveValue(
      '11/12/1985',
    );
    expect(await registryMenuEntryText(page)).toBe(it.menu.registry);

    // The UK (international) site: the same day as DD/MM/YYYY, a calendar whose weeks start on
    // Monday, the US order refused, and a day picked in the calendar saved.
    // The provider remembers the traveller: the UK site signs in without asking again.
    await page.goto(`${originOf('international')}${pathFor('account/registry', {}, 'en')}`);
    const enBirthday = page.getByRole('textbox', { name: en.registry.fields.birthday });
    await expect(enBirthday).toHaveValue('11/12/1985');
    await enBirthday.fill('12/31/1985');
    await enBirthday.blur();
    await expect(page.getByText(en.validation.invalidDate)).toBeVisible();
    await enBirthday.fill('11/12/1985');
    await page
      .getByRole('button', {
        name: en.common.datePicker.openCalendar.replace('{{label}}', en.registry.fields.birthday),
      })
      .click();
    const calendar = page.getByRole('application', { name: /December 1985/ });
    // 1 December 1985 was a Sunday: the last day of the first week when weeks start on Monday.
    await expect(
      calendar.getByRole('row').first().getByRole('gridcell').nth(6),
    ).toHaveAccessibleName('Sunday, 1 December 1985');
    await checkA11y(page);
    await calendar.getByRole('button', { name: /Saturday, 14 December 1985/ }).click();
    await expect(enBirthday).toHaveValue('14/12/1985');
    await page.getByRole('button', { name: en.registry.save, exact: true }).click();
    await expect(page.getByText(en.registry.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: en.registry.fields.birthday })).toHaveValue(
      '14/12/1985',
    );
  });

  test('the profile: a new picture, previewed and saved, axe', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    const profilePath = pathFor('account/profile', {}, 'it');
    await signIn({ page, variant: 'italy', ...registryTraveller, path: profilePath });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.pages.profile.title);
    await checkA11y(page);

    await page
      .getByLabel(it.profile.picture.choose)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(page.getByRole('img', { name: it.profile.picture.preview })).toBeVisible();
    await page.getByRole('button', { name: it.profile.picture.save }).click();
    await expect(page.getByText(it.profile.picture.saved)).toBeVisible();
    const picture = page.getByRole('img', { name: it.profile.picture.current });
    await expect(picture).toHaveAttribute('src', /\/api\/users\/[0-9a-f-]+\/picture\?v=\d+$/);
    // Re-encoded by the server: a 512 px square.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(512);
    await checkA11y(page);
  });

  test('the privacy-policy traveller is sent to consents from any page, and freed after accepting', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    const consentsPath = pathFor('account/communications', {}, 'en');
    await signIn({ page, ...consentsTraveller, path: '/travels' });
    for (const route of ['travels', 'index', 'account/registry', 'account/profile'] as const) {
      await page.goto(pathFor(route, {}, 'en'));
      await expect.poll(() => pathOf(page)).toBe(consentsPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        en.pages.communications.title,
      );
    }
    await expect(page.getByText(en.consents.heldNotice)).toBeVisible();
    await checkA11y(page);

    // A menu entry leads back here too.
    await page
      .getByRole('navigation', { name: en.menu.mainNav })
      .getByRole('link', { name: en.menu.profile, exact: true })
      .click();
    await expect.poll(() => pathOf(page)).toBe(consentsPath);

    // The hold links to what is accepted, and asks for an explicit "I accept", not switches.
    const hold = page.getByRole('region', { name: en.consents.requiredTitle });
    for (const [label, routingKey] of [
      [en.consents.privacyPolicy.label, 'privacy-policy'],
      [en.consents.termsAndConditions.label, 'terms-and-conditions'],
    ] as const) {
      const link = hold.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute('href', new RegExp(`routingKey=${routingKey}$`));
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(hold.getByRole('switch')).toHaveCount(0);
    // At 375 px its title stays inside the card.
    await page.setViewportSize({ width: 375, height: 812 });
    const box = await hold.boundingBox();
    const titleBox = await hold.getByRole('heading', { level: 2 }).boundingBox();
    expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await checkA11y(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await hold.getByRole('button', { name: en.consents.accept }).click();
    await expect(page.getByText(en.consents.acceptedNotice)).toBeVisible();
    // Focus goes to the message, not the top of the page.
    await expect(
      page.getByRole('status').filter({ hasText: en.consents.acceptedNotice }),
    ).toBeFocused();
    await checkA11y(page);
    await page.getByRole('switch', { name: en.consents.newsletter.label }).check();
    await page.getByRole('button', { name: en.consents.save }).click();
    await expect(page.getByRole('group', { name: en.consents.optionalTitle })).toBeFocused();

    await page.getByRole('link', { name: en.consents.continue }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.goto(pathFor('travels', {}, 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.travels.title);
    expect(pathOf(page)).toBe('/travels');

    // The consents page now shows them as given, the newsletter switched on.
    await page.goto(consentsPath);
    await expect(
      page.getByRole('group', { name: en.consents.requiredTitle }).getByText(en.consents.given),
    ).toHaveCount(2);
    await expect(page.getByRole('switch', { name: en.consents.newsletter.label })).toBeChecked();
  });
});
