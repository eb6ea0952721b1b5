import type { Page } from '@playwright/test';
import type { VariantId } from '@wayfarer/domain';
import { expect, originOf, test } from './support/fixtures';

/** Issue 18 item 12: no page moves under the traveller's eyes (CLS at most 0.05). */
const MAX_CLS = 0.05;

const pages: Record<'international' | 'italy', { name: string; path: string }[]> = {
  international: [
    { name: 'dashboard', path: '/' },
    { name: 'trips', path: '/travels' },
    { name: 'booking', path: '/travels/WF-26-01102' },
  ],
  italy: [
    { name: 'dashboard', path: '/' },
    { name: 'trips', path: '/viaggi' },
    { name: 'booking', path: '/viaggi/WF-26-01102' },
  ],
};

/**
 * The sum of the layout-shift entries without recent input from the start of the load (the
 * observer is buffered, registered before any script of the page), once the page has settled.
 */
interface LayoutShiftSource {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

async function measureLayoutShift(
  page: Page,
  path: string,
): Promise<{ total: number; shifts: string[] }> {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number; __shifts: string[] };
    state.__layoutShift = 0;
    state.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (entry.hadRecentInput) continue;
        state.__layoutShift += entry.value;
        const sources = (entry as unknown as { sources?: LayoutShiftSource[] }).sources ?? [];
        // What moved, to tell why when the test fails.
        state.__shifts.push(
          `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${sources
            .map((source) => {
              const node = source.node as Element | null;
              const what = node
                ? `${node.nodeName.toLowerCase()}.${String(node.className ?? '').slice(0, 40)}`
                : '?';
              return `${what} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`;
            })
            .join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Late content (the next trip's details, the partner banner, the map) has come by now.
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const state = window as unknown as { __layoutShift: number; __shifts: string[] };
    return { total: state.__layoutShift, shifts: state.__shifts };
  });
}

for (const variant of ['international', 'italy'] as const satisfies readonly VariantId[]) {
  for (const width of [1280, 375]) {
    test.describe(`layout shift, ${variant} site at ${width} px`, () => {
      for (const { name, path } of pages[variant]) {
        test(`${name} keeps its place while it loads`, async ({ page, signIn, checkA11y }) => {
          await page.setViewportSize({ width, height: width > 800 ? 900 : 800 });
          await signIn({ page, variant, path: '/' });
          // On the variant's own site (a bare path would open the international one).
          const { total, shifts } = await measureLayoutShift(page, `${originOf(variant)}${path}`);
          expect(total, `CLS of ${path}:\n${shifts.join('\n')}`).toBeLessThanOrEqual(MAX_CLS);
          await checkA11y(page);
        });
      }
    });
  }
}

// The provider's sign-in page: its script enhances the form (show password, passkeys), and the
// card, centred on the page, used to move when that script ran after the first paint.
for (const width of [1280, 375]) {
  test(`the sign-in page keeps its place while its script arrives (${width} px)`, async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 800 });
    // The script as on a slow network: the page is painted well before it runs.
    await page.route('**/oidc/assets/sign-in.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const { total, shifts } = await measureLayoutShift(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(total, `CLS of the sign-in page:\n${shifts.join('\n')}`).toBeLessThanOrEqual(MAX_CLS);
    await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await checkA11y(page);
  });
}

test('the loading spinner paints before the stylesheet has arrived, and the app never shows unstyled', async ({
  page,
  signIn,
}) => {
  await signIn({ page, path: '/' });
  // A slow stylesheet, fetched again (not from the cache) on the next load.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Whether the stylesheet applied when the app's first screen (the next trip) appeared.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="next-trip"]')) return;
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      (window as unknown as { styledAtFirstScreen: boolean }).styledAtFirstScreen = Boolean(
        link?.sheet,
      );
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByTestId('next-trip')).toBeVisible();
  const { firstPaint, stylesheetEnd, styledAtFirstScreen } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    stylesheetEnd:
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        /\/assets\/index-[\w-]+\.css$/.test(entry.name),
      )?.responseEnd ?? 0,
    styledAtFirstScreen: (window as unknown as { styledAtFirstScreen: boolean })
      .styledAtFirstScreen,
  }));
  expect(stylesheetEnd).toBeGreaterThan(1500);
  expect(firstPaint).toBeLessThan(stylesheetEnd - 1000);
  expect(styledAtFirstScreen).toBe(true);
});
