import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { en, it } from './support/translations';

const sites = [
  {
    variant: 'international',
    strings: en,
    booking: '/travels/WF-26-01102',
    amount: '2,884 €',
    trip: 'Morocco',
  },
  {
    variant: 'italy',
    strings: it,
    booking: '/viaggi/WF-26-01102',
    amount: '2.884 €',
    trip: 'Marocco',
  },
] as const;

/** A translation with its {{placeholders}} as "anything". */
const pattern = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'));

for (const { variant, strings, booking, amount, trip } of sites) {
  for (const width of [1280, 375]) {
    test(`the next trip lists the payment due and links each item to its action (${variant}, ${width} px)`, async ({
      page,
      signIn,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn({ page, variant, path: '/' });
      const card = page.getByRole('region', { name: strings.dashboard.nextTrip.title });
      // Morocco (in the site's language): the balance of 2,884 € falls due in three days; the booking has no error yet.
      await expect(card).toContainText(trip);
      const todo = card.getByRole('list');
      const pay = todo.getByRole('link').first();
      await expect(pay).toHaveText(pattern(strings.dashboard.nextTrip.todo.paymentAmount));
      await expect(pay).toContainText(amount);
      await expect(pay).toHaveAttribute('href', `${booking}#checklist-payment`);
      await expect(card).not.toContainText(strings.dashboard.nextTrip.todo.none);
      await expect(card).toContainText(strings.dashboard.status.paymentDueSoon);
      await checkA11y(page);

      // The link opens the booking on its payment item.
      await pay.click();
      await expect(page).toHaveURL(new RegExp(`${booking}#checklist-payment$`));
      await expect(
        page.getByRole('button', { name: new RegExp(strings.checklist.items.payment.title) }),
      ).toHaveAttribute('aria-expanded', 'true');
    });
  }
}

test('the dashboard and a booking page show without the whole contract and with the code and data their page announced; the flight details load the contract when they open', async ({
  page,
  signIn,
}) => {
  // The contract's files in this build (npm run test:e2e builds before it runs).
  const manifest = JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const startPart = `/${manifest['../../packages/contract/src/start.ts']!.file}`;
  const whole = `/${manifest['../../packages/contract/src/index.ts']!.file}`;
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await signIn({ page, path: '/' });
  const card = page.getByRole('region', { name: en.dashboard.nextTrip.title });
  await expect(card).toContainText('Morocco');
  await page.waitForLoadState('networkidle');
  expect(asked).toContain(startPart);
  expect(asked).not.toContain(whole);
  // The page announced the signed-in frame's and the dashboard's chunks (the server, from the
  // build's list), the trips and the deletion notice: each is asked for once, and the app added no
  // preload tag of its own for any of them. The feature flags come once, after the first screen.
  const lists = JSON.parse(
    readFileSync(new URL('../dist/.vite/page-preloads.json', import.meta.url), 'utf8'),
  ) as { frame: string[]; routes: Record<string, { files: string[] }> };
  const announced = [...lists.frame, ...lists.routes.index!.files].map((file) => `/${file}`);
  expect(announced).toContain(startPart);
  for (const file of announced) expect(asked.filter((path) => path === file)).toHaveLength(1);
  const preloadTags = await page.locator('link[rel="modulepreload"]').evaluateAll((links) =>
    links.map((link) => ({
      path: new URL((link as HTMLLinkElement).href).pathname,
      priority: link.getAttribute('fetchpriority'),
    })),
  );
  for (const file of announced) {
    expect(preloadTags.filter(({ path }) => path === file)).toEqual([
      { path: file, priority: 'low' },
    ]);
  }
  expect(asked.filter((path) => /^\/api\/users\/[^/]+\/bookings$/.test(path))).toHaveLength(1);
  expect(asked.filter((path) => path.startsWith('/api/features/'))).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/users/me/deletion')).toHaveLength(1);

  // The booking page shows with the start part too; its flight details' form reads the whole
  // contract, which downloads with the modal's code.
  await card.getByRole('link', { name: en.dashboard.nextTrip.open }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(en.checklist.items.payment.title) }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain(whole);
  await page
    .getByRole('button', {
      name: new RegExp(`^(${en.flights.entry.add}|${en.flights.entry.change})$`),
    })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(asked).toContain(whole);
});

test('a booking page opened by its address asks for its booking once: the page announced it', async ({
  page,
  signIn,
  checkA11y,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await signIn({ page, path: '/travels/WF-26-01102' });
  await expect(
    page.getByRole('button', { name: new RegExp(en.checklist.items.payment.title) }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => /\/bookings\/WF-26-01102$/.test(path))).toHaveLength(1);
  await checkA11y(page);
});

test('the dashboard paints its next trip before it asks for what it shows secondarily', async ({
  page,
  signIn,
  checkA11y,
}) => {
  // When the next trip's card first appears in the page, by the page's own clock.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="next-trip"]')) return;
      (window as unknown as { firstScreenAt: number }).firstScreenAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await signIn({ page, path: '/' });
  const card = page.getByRole('region', { name: en.dashboard.nextTrip.title });
  // The to-do list (the next trip's booking), the map, the footer, the banner and the badges.
  await expect(card.getByRole('list')).toBeVisible();
  await expect(card.getByRole('img', { name: /Marrakech/ })).toBeVisible();
  await expect(page.getByTestId('partnership-banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { firstScreenAt, requests } = await page.evaluate(() => ({
    firstScreenAt: (window as unknown as { firstScreenAt: number }).firstScreenAt,
    requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }),
    ),
  }));
  expect(firstScreenAt).toBeGreaterThan(0);
  const startOf = (pattern: RegExp) => {
    const found = requests.filter(({ path }) => pattern.test(path));
    expect(found, String(pattern)).toHaveLength(1);
    return found[0]!.startTime;
  };
  // The trips came first (the page announced them)…
  expect(startOf(/^\/api\/users\/[^/]+\/bookings$/)).toBeLessThan(firstScreenAt);
  // …what the card, the frame and the flags show besides was asked for once the card was there.
  for (const secondary of [
    /^\/api\/users\/[^/]+\/bookings\/WF-26-01102$/,
    /^\/assets\/morocco-[\w-]+\.js$/,
    /^\/api\/catalog\/layouts$/,
    /^\/api\/partnerships\/list$/,
    /^\/api\/notify-me$/,
    /^\/api\/users\/[^/]+\/addresses$/,
    /^\/assets\/feature-flags-sdk-[\w-]+\.js$/,
    /^\/api\/features\//,
  ]) {
    expect(startOf(secondary), String(secondary)).toBeGreaterThan(firstScreenAt);
  }
  await checkA11y(page);
});
