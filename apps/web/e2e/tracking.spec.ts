import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Feature flags, the tag manager's data layer and the partnership banner, in a real browser against
 * the demo server (issue 11).
 *
 * The flags come from the embedded flag service, seeded in the database: the browser cannot switch
 * a flag in the database, so the switch is a seeded rule of the `wishlist` flag (on, except for
 * country US): the same database flag shows the wishlist to a traveller of the international site
 * (GB) and hides it on the Global site (US).
 */

type DataLayerEntry = Record<string, unknown> & { event?: string };

async function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
    ),
  );
}

async function events(page: Page, name: string): Promise<DataLayerEntry[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === name);
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Partner offer' });
const partnerTitles = [
  'SafeTrip: 20% off annual travel insurance',
  'Alpine Gear: 15% off backpacks and hiking boots',
];

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('data layer: device id, sessionStart once per session, a route view after each navigation', async ({
  page,
  signIn,
}) => {
  await signIn({ page, path: '/' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi Giulia!');

  // The device id cookie: generated in the browser, 30 days, SameSite=Lax, path /.
  const cookie = (await page.context().cookies()).find((entry) => entry.name === '_device_id');
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  await expect
    .poll(() => events(page, 'page_view'))
    .toEqual([
      {
        event: 'page_view',
        path: '/',
        routeName: 'index',
        language: 'en',
        title: 'Dashboard · Wayfarer',
      },
    ]);
  const [start] = await events(page, 'sessionStart');
  expect(start?.sessionId).toMatch(/^[0-9a-f-]{36}$/);

  const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
  await mainMenu.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect
    .poll(async () => (await events(page, 'page_view')).map((event) => event.routeName))
    .toEqual(['index', 'account/profile']);
  const [, profileView] = await events(page, 'page_view');
  expect(profileView).toMatchObject({ path: '/account/profile', language: 'en' });

  // A reload is the same browser session: no second sessionStart, a new route view.
  await page.reload();
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  expect(await events(page, 'sessionStart')).toEqual([]);
  expect((await page.context().cookies()).find((entry) => entry.name === '_device_id')?.value).toBe(
    cookie?.value,
  );
});

test('experiment_viewed: the banner style experiment, with the device id', async ({
  page,
  signIn,
}) => {
  await signIn({ page, path: '/' });
  await expect(banner(page)).toBeVisible();
  const deviceId = (await page.context().cookies()).find(
    (entry) => entry.name === '_device_id',
  )?.value;
  await expect
    .poll(() => events(page, 'experiment_viewed'))
    .toEqual([
      {
        event: 'experiment_viewed',
        experimentId: 'partnership-banner-style',
        variationId: expect.stringMatching(/^[01]$/),
        deviceId,
      },
    ]);
});

test('a database flag shows the wishlist to one traveller and hides it from another', async ({
  browser,
  signIn,
}) => {
  // The international site (GB): the wishlist flag is on.
  const britain = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const flags = britain.waitForResponse((response) =>
    response.url().endsWith('/api/features/wayfarer-embedded'),
  );
  await signIn({ page: britain, path: '/' });
  expect((await flags).status()).toBe(200);
  await expect(britain.getByRole('main').getByRole('link', { name: /Wishlist/ })).toBeVisible();

  // The Global site (US): the flag's rule for country US switches it off.
  const states = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn({ page: states, variant: 'global', path: '/' });
  await expect(states.getByRole('heading', { level: 1 })).toHaveText('Hi Giulia!');
  const payload = await states.evaluate(async () => {
    const response = await fetch('/api/features/wayfarer-embedded');
    return (await response.json()) as {
      features: Record<string, { defaultValue: unknown; rules: unknown[] }>;
    };
  });
  expect(payload.features.wishlist?.rules).toEqual([
    { id: 'wishlist-not-in-us', condition: { country: 'US' }, force: false },
  ]);
  await expect(states.getByRole('main').getByRole('link', { name: 'My trips' })).toBeVisible();
  await expect(states.getByRole('main').getByRole('link', { name: /Wishlist/ })).toHaveCount(0);

  await britain.close();
  await states.close();
});

test('partnership banner: a new partner on each page with a view event, hidden on the partnership page, closed for a week', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn({ page, path: '/' });
  const region = banner(page);
  await expect(region).toBeVisible();
  const first = (await region.getByRole('link').textContent())?.trim();
  expect(partnerTitles).toContain(first);
  await expect(region.getByRole('link')).toHaveAttribute('href', '/partnerships');
  await checkA11y(page);
  expect(await events(page, 'partnership_view')).toEqual([]);

  // Another page: the other partner, and a view event.
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
  await mainMenu.getByRole('link', { name: 'Refer a friend', exact: true }).click();
  await expect(page).toHaveURL(/\/refer-friend$/);
  const second = partnerTitles.find((title) => title !== first)!;
  await expect(region.getByRole('link')).toHaveText(second);
  const [view] = await events(page, 'partnership_view');
  expect(view).toMatchObject({
    event: 'partnership_view',
    pageType: 'refer-friend',
    partnerName: second,
    sectionFrom: 'partnership-banner',
    userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect(view?.partnerId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));

  // The partnership page: no banner.
  // (The entry may carry the count of offers.)
  await mainMenu.getByRole('link', { name: /^Partner offers/ }).click();
  await expect(page).toHaveURL(/\/partnerships$/);
  await expect(region).toHaveCount(0);

  // Back on the dashboard: shown again, then closed.
  await mainMenu.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(region).toBeVisible();
  const shown = (await region.getByRole('link').textContent())?.trim();
  await region.getByRole('button', { name: 'Close the partner offer' }).click();
  await expect(region).toHaveCount(0);
  const [close] = await events(page, 'partnership_close');
  expect(close).toMatchObject({
    event: 'partnership_close',
    pageType: 'index',
    partnerName: shown,
    sectionFrom: 'partnership-banner',
  });
  const until = await page.evaluate(() =>
    Number(localStorage.getItem('wayfarer.partnershipBanner.closedUntil')),
  );
  expect(until - Date.now()).toBeGreaterThan(604_790_000);

  // Still closed after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi Giulia!');
  await expect(region).toHaveCount(0);
  await checkA11y(page);
});

test('partnership banner: the open event leads to the partnership page', async ({
  page,
  signIn,
}) => {
  await signIn({ page, path: '/travels' });
  const region = banner(page);
  await expect(region).toBeVisible();
  const title = (await region.getByRole('link').textContent())?.trim();
  await region.getByRole('link').click();
  await expect(page).toHaveURL(/\/partnerships$/);
  await expect(region).toHaveCount(0);
  const [open] = await events(page, 'partnership_open');
  expect(open).toMatchObject({
    event: 'partnership_open',
    pageType: 'travels',
    partnerName: title,
    sectionFrom: 'partnership-banner',
  });
});

test('the banner hides while the mobile menu is open', async ({ page, signIn, checkA11y }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn({ page, path: '/' });
  await expect(banner(page)).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
