import { demo, expect, originOf, test } from './support/fixtures';

test.describe('sign-in through the embedded OpenID provider', () => {
  test('a visitor signs in on the provider page and is greeted by first name', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`${originOf('international')}/`);
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await checkA11y(page);

    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(`${originOf('international')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Giulia');
    await checkA11y(page);
  });

  test('a wrong password is refused on the page and opens no session', async ({ page }) => {
    await page.goto(`${originOf('international')}/`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('alert')).toBeVisible();
    const cookies = await page.context().cookies(originOf('international'));
    expect(cookies.some((cookie) => cookie.name.includes('wayfarer_session'))).toBe(false);
  });

  test('the branded page: logo, a language switch and a show-password toggle, at 375 px', async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${originOf('italy')}/`);
    await expect(page.getByRole('img', { name: 'Wayfarer' })).toBeVisible();
    const languages = page.getByRole('navigation', { name: 'Lingua' });
    await expect(languages.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await checkA11y(page);

    const password = page.locator('input[autocomplete="current-password"]');
    await password.fill(demo.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostra password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Nascondi password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await languages.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await checkA11y(page);
    await page.getByLabel('E-Mail').fill(demo.email);
    await page.locator('input[autocomplete="current-password"]').fill(demo.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(`${originOf('italy')}/`);
  });

  test('the provider page speaks the variant language', async ({ page }) => {
    await page.goto(`${originOf('italy')}/`);
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  });

  test('logout ends the session at the provider and comes back to sign-in', async ({ page }) => {
    await page.goto(`${originOf('international')}/`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Giulia');

    const endSession = page.waitForRequest((request) =>
      request.url().includes('/oidc/session/end'),
    );
    // Typed in the address bar, /logout signs nobody out: it offers the button that posts.
    await page.goto(`${originOf('international')}/logout`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const url = new URL((await endSession).url());
    expect(url.searchParams.get('client_id')).toBeTruthy();
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${originOf('international')}/`);

    // Back at '/', with no session: the provider asks for credentials again.
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});
