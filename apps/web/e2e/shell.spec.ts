import { pathFor, variants } from '@wayfarer/domain';
import type { Language, RouteName, VariantId } from '@wayfarer/domain';
import type { Page } from '@playwright/test';
import de from '../src/i18n/locales/de.json' with { type: 'json' };
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import es from '../src/i18n/locales/es.json' with { type: 'json' };
import fr from '../src/i18n/locales/fr.json' with { type: 'json' };
import it from '../src/i18n/locales/it.json' with { type: 'json' };
import {
  expect,
  newcomer,
  originOf,
  privacyTraveller,
  signInThroughProvider,
  test,
  type SignIn,
} from './support/fixtures';

// Each test walks many screens with an axe scan on each: a busy machine needs more than 60 s.
test.describe.configure({ timeout: 120_000 });

const translations: Record<Language, typeof en> = { en, it, es, fr, de };

/** One variant per language. */
const variantsByLanguage: VariantId[] = ['international', 'italy', 'spain', 'france', 'germany'];

/**
 * The variants whose menus are walked screen by screen, with axe on each, at both widths. The
 * other languages get one shorter walk through both menus: the same components with other words
 * (a whole walk takes two minutes on the CI machine, and CI has 90 for everything).
 */
const fullyWalked = new Set<VariantId>(['international', 'italy']);

interface Entry {
  route: RouteName;
  label: (t: typeof en) => string;
  heading: (t: typeof en) => string;
}

const greeting = (t: typeof en, name: string) => t.dashboard.greeting.replace('{{name}}', name);

/** A menu entry's accessible name: its label, then its badge when it has one ("2 new"). */
const entryName = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);

const index: Entry = {
  route: 'index',
  label: (t) => t.menu.index,
  heading: (t) => greeting(t, 'Giulia'),
};
const profile: Entry = {
  route: 'account/profile',
  label: (t) => t.menu.profile,
  heading: (t) => t.pages.profile.title,
};
const referFriend: Entry = {
  route: 'refer-friend',
  label: (t) => t.menu.referFriend,
  heading: (t) => t.pages.referFriend.title,
};
const partnership: Entry = {
  route: 'partnership',
  label: (t) => t.menu.partnership,
  heading: (t) => t.pages.partnership.title,
};
const communications: Entry = {
  route: 'account/communications',
  label: (t) => t.menu.communications,
  heading: (t) => t.pages.communications.title,
};

/** The path of the page, decoded (the spec's paths carry accents). */
function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

async function expectScreen(page: Page, path: string, heading: string) {
  await expect.poll(() => pathOf(page)).toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

for (const variantId of variantsByLanguage) {
  const variant = variants[variantId];
  const { language } = variant;
  const t = translations[language];
  const path = (route: RouteName) => pathFor(route, {}, language);
  /** Signed in at 1280 px on the variant's dashboard, in its language. */
  const openDashboard = async (page: Page, signIn: SignIn) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ page, variant: variantId });
    await expectScreen(page, '/', greeting(t, 'Giulia'));
    await expect(page.locator('html')).toHaveAttribute('lang', variant.localeTag);
  };

  test.describe(`${variant.label} (${language})`, () => {
    if (!fullyWalked.has(variantId)) {
      test('the main menu at 1280 px and the mobile menu at 375 px lead to their screens', async ({
        page,
        signIn,
        checkA11y,
      }) => {
        await openDashboard(page, signIn);
        const mainMenu = page.getByRole('navigation', { name: t.menu.mainNav });
        await mainMenu.getByRole('link', { name: entryName(profile.label(t)) }).click();
        await expectScreen(page, path(profile.route), profile.heading(t));
        await expect(
          mainMenu.getByRole('link', { name: entryName(profile.label(t)) }),
        ).toHaveAttribute('aria-current', 'page');
        const userButton = page.getByRole('button', { name: t.menu.userMenu });
        await userButton.click();
        await expect(
          page.getByRole('menu').getByRole('menuitem', { name: t.menu.contacts }),
        ).toHaveAttribute('href', `${variant.publicWebsiteUrl}/?routingKey=contacts`);
        await page.keyboard.press('Escape');

        await page.setViewportSize({ width: 375, height: 812 });
        await page.getByRole('button', { name: t.menu.open }).click();
        const dialog = page.getByRole('dialog', { name: t.menu.title });
        await expect(dialog).toBeVisible();
        await checkA11y(page);
        await dialog.getByRole('link', { name: entryName(communications.label(t)) }).click();
        await expect(dialog).toBeHidden();
        await expectScreen(page, path(communications.route), communications.heading(t));
        await checkA11y(page);
      });
    } else {
      test('desktop menu, user dropdown and contacts', async ({ page, signIn, checkA11y }) => {
        await openDashboard(page, signIn);
        await checkA11y(page);

        const mainMenu = page.getByRole('navigation', { name: t.menu.mainNav });
        for (const entry of [profile, referFriend, partnership, index]) {
          await mainMenu.getByRole('link', { name: entryName(entry.label(t)) }).click();
          await expectScreen(page, path(entry.route), entry.heading(t));
          await expect(
            mainMenu.getByRole('link', { name: entryName(entry.label(t)) }),
          ).toHaveAttribute('aria-current', 'page');
          await checkA11y(page);
        }

        // The dropdown opens on hover…
        const userButton = page.getByRole('button', { name: t.menu.userMenu });
        await userButton.hover();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await checkA11y(page);
        const contacts = menu.getByRole('menuitem', { name: t.menu.contacts });
        await expect(contacts).toHaveAttribute('target', '_blank');
        await expect(contacts).toHaveAttribute(
          'href',
          `${variant.publicWebsiteUrl}/?routingKey=contacts`,
        );
        await menu.getByRole('menuitem', { name: communications.label(t) }).click();
        await expectScreen(page, path(communications.route), communications.heading(t));
        await checkA11y(page);

        // …and from the keyboard.
        await page.mouse.move(640, 800);
        await userButton.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menu')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
        await expect(userButton).toBeFocused();
      });

      test('mobile menu at 375 px', async ({ page, signIn, checkA11y }) => {
        await page.setViewportSize({ width: 375, height: 812 });
        await signIn({ page, variant: variantId });
        await expectScreen(page, '/', greeting(t, 'Giulia'));
        await expect(page.getByRole('navigation', { name: t.menu.mainNav })).toBeHidden();
        await checkA11y(page);

        for (const entry of [profile, referFriend, partnership, communications, index]) {
          await page.getByRole('button', { name: t.menu.open }).click();
          const dialog = page.getByRole('dialog', { name: t.menu.title });
          await expect(dialog).toBeVisible();
          await checkA11y(page);
          await dialog.getByRole('link', { name: entryName(entry.label(t)) }).click();
          await expect(dialog).toBeHidden();
          await expectScreen(page, path(entry.route), entry.heading(t));
          await checkA11y(page);
        }

        // Contacts opens the public website; the menu closes on resize.
        await page.getByRole('button', { name: t.menu.open }).click();
        const dialog = page.getByRole('dialog', { name: t.menu.title });
        await expect(dialog.getByRole('link', { name: t.menu.contacts })).toHaveAttribute(
          'target',
          '_blank',
        );
        await page.setViewportSize({ width: 400, height: 812 });
        await expect(dialog).toBeHidden();
      });
    }

    test('unknown path: page not on the map', async ({ page, signIn, checkA11y }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn({ page, variant: variantId, path: '/no/such/place' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.errors.notFound.title);
      // The server answers 404 for a path no route matches, with the same page.
      expect((await page.reload())?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.errors.notFound.title);
      await expect(page.getByRole('link', { name: t.errors.notFound.toTrips })).toHaveAttribute(
        'href',
        path('travels'),
      );
      await checkA11y(page);
      await page.getByRole('link', { name: t.errors.notFound.toTrips }).click();
      await expectScreen(page, path('travels'), t.pages.travels.title);
    });

    test('routing key and breadcrumb', async ({ page, signIn, checkA11y }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn({
        page,
        variant: variantId,
        path: '/?routingKey=account/registry&from=mail',
      });
      await expectScreen(page, path('account/registry'), t.pages.registry.title);
      expect(new URL(page.url()).search).toBe('?from=mail');
      const breadcrumb = page.getByRole('navigation', { name: t.shell.breadcrumb });
      await expect(breadcrumb.getByRole('link', { name: t.shell.breadcrumbHome })).toHaveAttribute(
        'href',
        '/',
      );
      await checkA11y(page);
    });
  });
}

test('the footer links to the same screen on another variant', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn({ page, variant: 'italy', path: '/viaggi' });
  await expectScreen(page, '/viaggi', it.pages.travels.title);
  await page.getByRole('button', { name: it.shell.countrySwitcher }).click();
  await expect(page.getByRole('menuitem', { name: /España/ })).toHaveAttribute(
    'href',
    `${originOf('spain')}/viajes`,
  );
});

test('a traveller who has not accepted the privacy policy lands on communications', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn({ page, variant: 'germany', ...privacyTraveller, path: '/reisen' });
  await expectScreen(
    page,
    pathFor('account/communications', {}, 'de'),
    de.pages.communications.title,
  );
});

test('logout ends the session and returns to sign-in', async ({ page, signIn }) => {
  // Its own traveller and variant: the other tests keep reusing their signed-in session.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn({ page, variant: 'global', ...newcomer });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting(en, 'Sam'));
  await page.getByRole('button', { name: en.menu.userMenu }).click();
  await page.getByRole('menuitem', { name: en.menu.logout }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  // The session is gone: the account area asks to sign in again.
  await page.goto(`${originOf('global')}/travels`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await signInThroughProvider(page, newcomer.email, newcomer.password);
  await expectScreen(page, '/travels', en.pages.travels.title);
});

test.describe('a screen whose code fails to load', () => {
  test('reloads once to the address asked for, then shows the error page inside the shell', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ page, variant: 'international' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting(en, 'Giulia'));
    await page.evaluate(() => window.sessionStorage.clear());
    // The screen's chunk is gone (a new release replaced it).
    await page.route(/\/assets\/referral-page-[\w-]+\.js$/, (route) => route.abort());
    const reloaded = page.waitForEvent('framenavigated');
    await page
      .getByRole('navigation', { name: en.menu.mainNav })
      .getByRole('link', { name: entryName(en.menu.referFriend) })
      .click();
    await reloaded;
    // The reload went to the address the traveller asked for; its second failure within a minute
    // shows the error page, with the header, menus and footer around it.
    await expect.poll(() => pathOf(page)).toBe('/refer-friend');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.generic.title);
    await expect(page.getByRole('navigation', { name: en.menu.mainNav })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await checkA11y(page);
  });
});

test('the user dropdown and the country switcher open when pressed before their menus have arrived', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn({ page, path: '/' });
  // The next visit's menus download slowly (the page loads them once its first screen is there).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const held: string[] = [];
  await page.route(
    /\/assets\/(user-menu-dropdown|country-switcher-menu)-[\w-]+\.js$/,
    async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting(en, 'Giulia'));

  // Pressed while its menu is still on its way: the button is there, the menu opens when it comes,
  // with the focus in it (Enter on a menu button).
  const userButton = page.getByRole('button', { name: en.menu.userMenu });
  await expect(userButton).toHaveAttribute('aria-expanded', 'false');
  await userButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: en.menu.logout })).toBeVisible();
  await expect(page.getByRole('button', { name: en.menu.userMenu })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: en.menu.userMenu })).toBeFocused();

  await page.getByRole('button', { name: en.shell.countrySwitcher }).click();
  await expect(page.getByRole('menuitem', { name: /Italia/ })).toBeVisible();
  expect(held.some((path) => path.includes('user-menu-dropdown'))).toBe(true);
  expect(held.some((path) => path.includes('country-switcher-menu'))).toBe(true);
});
