import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import type { VariantId } from '@wayfarer/domain';
import { originOf } from './origins';

export { expect, originOf };

export const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' } as const;
export const newcomer = { email: 'new@wayfarer.test', password: 'wayfarer-demo' } as const;
export const privacyTraveller = {
  email: 'privacy@wayfarer.test',
  password: 'wayfarer-demo',
} as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface SignInOptions {
  page: Page;
  variant?: VariantId;
  email?: string;
  password?: string;
  /** Path to open once signed in (default '/'). */
  path?: string;
}

/**
 * Fills the embedded provider's real sign-in page, as a traveller does. The page speaks the
 * variant's language, so the fields are found by their autocomplete purpose, not their label.
 */
export async function signInThroughProvider(page: Page, email: string, password: string) {
  await page.locator('input[autocomplete~="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export type SignIn = (options: SignInOptions) => Promise<void>;

export const test = base.extend<
  {
    signIn: SignIn;
    checkA11y: (page: Page) => Promise<void>;
  },
  { sessionCache: Map<string, StorageState> }
>({
  sessionCache: [async ({}, use) => use(new Map()), { scope: 'worker' }],

  // Signs in once per worker, traveller and variant through the provider's page; later calls reuse
  // the stored session cookie.
  signIn: async ({ sessionCache }, use) => {
    await use(
      async ({
        page,
        variant = 'international',
        email = demo.email,
        password = demo.password,
        path = '/',
      }) => {
        const origin = originOf(variant);
        const key = `${variant}|${email}`;
        const cached = sessionCache.get(key);
        if (cached) {
          await page.context().addCookies(cached.cookies);
          // A stored session may have ended since (renewed under another test's cookie, or past
          // its lifetime): then this test signs in again, and stores the new one.
          // Asked by the browser: Node resolves no *.localhost name but localhost itself.
          const me = await page.goto(`${origin}/api/users/me`);
          if (me?.ok()) {
            await page.goto(`${origin}${path}`);
            return;
          }
          await page.context().clearCookies();
        }
        await page.goto(`${origin}${path}`);
        await signInThroughProvider(page, email, password);
        await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/login'));
        sessionCache.set(key, await page.context().storageState());
      },
    );
  },

  checkA11y: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        blocking.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  },
});

/** Chromium's virtual authenticator: a platform one that keeps passkeys and verifies the user. */
export async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}
