import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demo, expect, originOf, test } from './support/fixtures';
import { e2eDataDir } from './support/origins';
import { en } from './support/translations';

/*
 * Refer a friend, credits, trip alerts, partner offers, wishlist and contact us (issue 10). The
 * tests that change data use travellers of their own (seeded by the engagement demo seed), so the
 * demo traveller's history stays as it is for every other spec.
 */

const referrer = { email: 'referrer@wayfarer.test', password: demo.password };
const alertsTraveller = { email: 'alerts@wayfarer.test', password: demo.password };

/**
 * The demo database writes its notify-me links (what alert emails would carry) next to its files:
 * DATA_DIR of the e2e server (playwright.config.ts) is `e2eDataDir` at the repository root.
 */
const linksFile = path.resolve(
  import.meta.dirname,
  '../../..',
  e2eDataDir,
  'demo-notify-me-links.json',
);

async function notifyMeLinkOf(email: string): Promise<string> {
  const links = JSON.parse(await readFile(linksFile, 'utf8')) as Record<string, string>;
  const link = links[email];
  if (!link) throw new Error(`no demo notify-me link for ${email} in ${linksFile}`);
  return link;
}

/** The notify-me entry of the user dropdown, whose name carries the badge ("3 new"). */
async function alertsMenuItem(page: Page) {
  await page.getByRole('button', { name: en.menu.userMenu }).click();
  const item = page.getByRole('menu').getByRole('menuitem', { name: new RegExp(en.menu.notifyMe) });
  await expect(item).toBeVisible();
  return item;
}

/** The dropdown opens on hover too: the pointer leaves it, and Escape closes it. */
async function closeMenu(page: Page) {
  await page.mouse.move(640, 850);
  await expect(async () => {
    if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden({ timeout: 1000 });
  }).toPass();
}

const badge = (count: number) => en.menu.badge.replace('{{value}}', String(count));

test.describe('refer a friend', () => {
  test('generates a discount: the balance goes to 0 and the new code is active', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ page, ...referrer, path: '/refer-friend' });
    await expect(
      page.getByRole('heading', { level: 1, name: en.pages.referFriend.title }),
    ).toBeVisible();
    await expect(page.getByText(/^MARCO-/)).toBeVisible();
    await checkA11y(page);

    await page.getByRole('tab', { name: en.referral.tabs.discounts }).click();
    const panel = page.getByRole('tabpanel');
    const balance = panel.getByTestId('referral-balance');
    await expect(balance).toHaveText('15%');
    await checkA11y(page);

    await panel.getByRole('button', { name: en.referral.balance.generate }).click();
    await expect(balance).toHaveText('0%');
    await expect(panel.getByRole('button', { name: en.referral.balance.generate })).toBeDisabled();
    const first = panel.getByRole('listitem').first();
    await expect(first.getByText(/^WF-REF-/)).toBeVisible();
    await expect(first.getByText(en.referral.codes.status.ACTIVE, { exact: true })).toBeVisible();
    await expect(first.getByText('15% off for one person')).toBeVisible();

    // The code stays after a reload, and the balance with it.
    await page.reload();
    await page.getByRole('tab', { name: en.referral.tabs.discounts }).click();
    await expect(page.getByRole('tabpanel').getByTestId('referral-balance')).toHaveText('0%');
    await checkA11y(page);
  });
});

test.describe('trip alerts', () => {
  test('removing an alert brings the menu badge down', async ({ page, signIn, checkA11y }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ page, ...alertsTraveller, path: '/notify-me' });
    const list = page.getByRole('list', { name: en.notifyMe.listLabel });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const before = await list.getByRole('listitem').count();
    expect(before).toBeGreaterThan(1);
    await checkA11y(page);

    await expect(await alertsMenuItem(page)).toHaveAccessibleName(new RegExp(`${badge(before)}$`));
    await closeMenu(page);

    const title = (await list.getByRole('heading').first().textContent()) ?? '';
    await list
      .getByRole('button', { name: en.notifyMe.removeLabel.replace('{{title}}', title) })
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(before - 1);
    await expect(list.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

    await expect(await alertsMenuItem(page)).toHaveAccessibleName(
      new RegExp(`${badge(before - 1)}$`),
    );
    await closeMenu(page);
    await checkA11y(page);
  });

  test('an alert email’s link opens the alerts signed out, and removes one', async ({
    browser,
    checkA11y,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const link = await notifyMeLinkOf(alertsTraveller.email);
    await page.goto(`${originOf('international')}${link}`);
    // No sign-in page: the link is the key.
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: en.pages.notifyMeToken.title }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: en.notifyMe.listLabel });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const before = await list.getByRole('listitem').count();
    await expect(page.getByRole('navigation', { name: en.menu.mainNav })).toHaveCount(0);
    // The brand's page: its logo above the card, to the public website.
    await expect(
      page.getByRole('banner').getByRole('link', { name: en.shell.logoLabel }),
    ).toHaveAttribute('href', 'https://www.wayfarer.travel/uk');
    await checkA11y(page);

    const title = (await list.getByRole('heading').first().textContent()) ?? '';
    await list
      .getByRole('button', { name: en.notifyMe.removeLabel.replace('{{title}}', title) })
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(before - 1);

    // Reloaded, the alert stays removed.
    await page.reload();
    await expect(
      page.getByRole('list', { name: en.notifyMe.listLabel }).getByRole('listitem'),
    ).toHaveCount(before - 1);
    await context.close();
  });

  test('a tampered link opens nothing', async ({ browser, checkA11y }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const link = await notifyMeLinkOf(alertsTraveller.email);
    const tampered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    await page.goto(`${originOf('international')}${tampered}`);
    await expect(
      page.getByRole('heading', { name: en.notifyMe.token.invalid.title }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: en.notifyMe.listLabel })).toHaveCount(0);
    await checkA11y(page);
    await context.close();
  });

  test('the link page passes axe', async ({ browser, checkA11y }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${originOf('international')}${await notifyMeLinkOf(demo.email)}`);
    await expect(
      page.getByRole('list', { name: en.notifyMe.listLabel }).getByRole('listitem').first(),
    ).toBeVisible();
    await checkA11y(page);
    await context.close();
  });
});

test.describe('credits, partner offers, wishlist and contact us', () => {
  test('each page shows its content and passes axe', async ({ page, signIn, checkA11y }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ page, path: '/account/credits' });
    const credits = page.getByRole('list', { name: en.credits.listLabel });
    await expect(credits.getByText('WF-GC-8H3K-Q2PL')).toBeVisible();
    await expect(
      credits.getByText(en.credits.origins.depositRefund, { exact: false }).first(),
    ).toBeVisible();
    await checkA11y(page);

    await page.goto('/partnerships');
    const offers = page.getByRole('list', { name: en.partnerships.listLabel });
    await expect(offers.getByRole('listitem').first()).toBeVisible();
    expect(await offers.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect(offers.locator('img').first()).toHaveJSProperty('complete', true);
    expect(
      await offers
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await checkA11y(page);

    await page.goto('/contact-us');
    await expect(
      page.getByRole('heading', { level: 2, name: en.contacts.phone.title }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '+44 20 3808 0505' })).toHaveAttribute(
      'href',
      'tel:+442038080505',
    );
    await checkA11y(page);

    await page.goto('/account/wishlist');
    await expect(
      page.getByRole('heading', { level: 1, name: en.pages.wishlist.title }),
    ).toBeVisible();
    await checkA11y(page);
  });
});
