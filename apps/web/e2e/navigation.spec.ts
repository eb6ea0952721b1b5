import { pathFor, variants } from '@wayfarer/domain';
import type { RouteName, VariantId } from '@wayfarer/domain';
import type { Page } from '@playwright/test';
import { expect, originOf, test } from './support/fixtures';
import { en, it as italian } from './support/translations';

// Each test walks many screens with an axe scan on each: a busy machine needs more than 60 s.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 18, items 3, 7 and 11: every screen reachable from the header or the account menu, crumbs
 * that show titles and names, and focus never hidden under the sticky header; on the international
 * and Italian sites, at 1280 and 375 px.
 */
const sites = [
  { variant: 'international', t: en },
  { variant: 'italy', t: italian },
] as const satisfies { variant: VariantId; t: typeof en }[];

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/** A menu entry's accessible name: its label, then its badge when it has one ("2 new"). */
const entryName = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);

async function expectScreen(page: Page, path: string, heading: string) {
  await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** The screens the issue found in no menu, with their titles. */
const unreachableBefore = (t: typeof en) =>
  [
    { route: 'travels', label: t.menu.travels, heading: t.pages.travels.title },
    { route: 'account/documents', label: t.menu.documents, heading: t.pages.documents.title },
    { route: 'account/credits', label: t.menu.credits, heading: t.pages.credits.title },
  ] satisfies { route: RouteName; label: string; heading: string }[];

/**
 * Where the focused element is, against the sticky header and the window: null when nothing
 * outside the header and the footer has focus.
 */
async function focusedBox(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const header = document.querySelector('header');
    if (header?.contains(active)) return { where: 'header' as const };
    if (active.closest('footer')) return { where: 'footer' as const };
    // A visually hidden input (a radio of a group) is shown by its label.
    const target =
      active.getBoundingClientRect().width <= 1 ? (active.closest('label') ?? active) : active;
    const box = target.getBoundingClientRect();
    return {
      where: 'content' as const,
      label: `${active.tagName} ${active.getAttribute('name') ?? active.textContent?.trim().slice(0, 40)}`,
      top: box.top,
      bottom: box.bottom,
      headerTop: header?.getBoundingClientRect().top ?? 0,
      headerBottom: header?.getBoundingClientRect().bottom ?? 0,
      viewportHeight: window.innerHeight,
    };
  });
}

/**
 * Tabs through the page in `direction` until focus reaches the header (backwards) or the footer
 * (forwards), checking that no focused element is under the sticky header, even in part, and
 * that each is inside the window. Returns how many content elements got focus.
 */
async function tabThrough(page: Page, direction: 'forwards' | 'backwards'): Promise<number> {
  const key = direction === 'forwards' ? 'Tab' : 'Shift+Tab';
  const stopAt = direction === 'forwards' ? 'footer' : 'header';
  let seen = 0;
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press(key);
    const box = await focusedBox(page);
    if (!box) continue;
    if (box.where === stopAt) return seen;
    if (box.where !== 'content') continue;
    seen += 1;
    // Wholly below the sticky header, or wholly above it (the banner, before the page scrolls).
    const clear = box.top >= box.headerBottom - 0.5 || box.bottom <= box.headerTop + 0.5;
    expect(clear, `${box.label} (${box.top}–${box.bottom}) is not under the header`).toBe(true);
    expect(box.bottom, `${box.label} is inside the window`).toBeLessThanOrEqual(
      box.viewportHeight + 0.5,
    );
  }
  return seen;
}

for (const { variant, t } of sites) {
  const { language } = variants[variant];
  const path = (route: RouteName, params = {}) => pathFor(route, params, language);

  for (const size of widths) {
    test.describe(`${variant} at ${size.width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
      });

      test('My trips, Documents and Credits are reachable from the menus', async ({
        page,
        signIn,
        checkA11y,
      }) => {
        await signIn({ page, variant });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const screen of unreachableBefore(t)) {
          if (size.name === 'desktop') {
            const mainMenu = page.getByRole('navigation', { name: t.menu.mainNav });
            const inMainMenu = mainMenu.getByRole('link', { name: entryName(screen.label) });
            if (screen.route === 'travels') {
              await inMainMenu.click();
            } else {
              await expect(inMainMenu).toHaveCount(0);
              await page.getByRole('button', { name: t.menu.userMenu }).click();
              // The open dropdown sits inside the header's landmark.
              const menu = page.getByRole('banner').getByRole('menu');
              await expect(menu).toBeVisible();
              await checkA11y(page);
              await menu.getByRole('menuitem', { name: entryName(screen.label) }).click();
            }
          } else {
            await page.getByRole('button', { name: t.menu.open }).click();
            const dialog = page.getByRole('dialog', { name: t.menu.title });
            await dialog.getByRole('link', { name: entryName(screen.label) }).click();
            await expect(dialog).toBeHidden();
          }
          await expectScreen(page, path(screen.route), screen.heading);
          await checkA11y(page);
        }
      });

      test('crumbs show page titles, the booking id and the traveller’s name', async ({
        page,
        signIn,
        checkA11y,
      }) => {
        await signIn({ page, variant, path: path('account/registry') });
        const breadcrumb = page.getByRole('navigation', { name: t.shell.breadcrumb });
        await expect(breadcrumb.getByRole('listitem')).toHaveText([
          t.shell.breadcrumbHome,
          t.pages.registry.title,
        ]);
        await checkA11y(page);

        // The traveller's id, as the page itself reads it (the browser resolves *.localhost).
        const { me, booking } = await page.evaluate(async () => {
          const user = (await (await fetch('/api/users/me')).json()).data as { id: string };
          const response = await fetch(`/api/users/${user.id}/bookings/WF-26-01041`);
          return {
            me: user,
            booking: (await response.json()).data as {
              travellers: { id: string; userId: string | null; name: string; lastname: string }[];
            },
          };
        });
        const traveller = booking.travellers.find(({ userId }) => userId === me.id)!;
        await page.goto(
          `${originOf(variant)}${path('travels/_tour/_traveler', { tour: 'WF-26-01041', traveler: traveller.id })}`,
        );
        await expect(breadcrumb.getByRole('listitem')).toHaveText([
          t.shell.breadcrumbHome,
          t.pages.travels.title,
          'WF-26-01041',
          `${traveller.name} ${traveller.lastname}`,
        ]);
        await expect(breadcrumb).not.toContainText(traveller.id);
        await checkA11y(page);
        await breadcrumb.getByRole('link', { name: 'WF-26-01041' }).click();
        await expect
          .poll(() => decodeURIComponent(new URL(page.url()).pathname))
          .toBe(path('travels/_tour', { tour: 'WF-26-01041' }));
      });

      test('after Save focus stays with the saved message; headings never skip a level', async ({
        page,
        signIn,
        checkA11y,
      }) => {
        await signIn({ page, variant, path: path('account/profile') });
        await page.getByRole('button', { name: t.registry.save }).click();
        await expect(page.getByRole('status').filter({ hasText: t.profile.saved })).toBeFocused();
        await checkA11y(page);

        for (const route of ['account/documents', 'notify-me', 'account/registry'] as const) {
          await page.goto(`${originOf(variant)}${path(route)}`);
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
          const levels = await page
            .locator('main')
            .locator('h1, h2, h3, h4, h5, h6')
            .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
          expect(levels[0], route).toBe(1);
          levels.forEach((level, index) => {
            if (index > 0)
              expect(level, `${route}: ${levels.join(' ')}`).toBeLessThanOrEqual(
                levels[index - 1]! + 1,
              );
          });
        }
      });

      for (const route of ['account/profile', 'account/registry'] as const) {
        test(`focus stays visible below the header on ${route}, forwards and backwards`, async ({
          page,
          signIn,
          checkA11y,
        }) => {
          await signIn({ page, variant, path: path(route) });
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await checkA11y(page);
          await page.locator('body').click({ position: { x: 1, y: 1 } });
          expect(await tabThrough(page, 'forwards')).toBeGreaterThan(3);
          expect(await tabThrough(page, 'backwards')).toBeGreaterThan(3);
        });
      }
    });
  }
}
