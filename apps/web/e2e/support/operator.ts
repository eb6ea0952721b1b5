import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughProvider } from './fixtures';
import { originOf } from './origins';
import { en } from './translations';

/** The demo seed's integration client (apps/server/src/db/seed/operator-client.ts). */
export const demoOperator = { id: 'op_demo', secret: 'wayfarer-demo-operator-secret' } as const;

const origin = originOf('international');
export const operatorApi = `${origin}/api/operator/v1`;

/** A client-credentials token of the demo client from the embedded provider, as an operator gets one. */
export async function operatorToken(request: APIRequestContext, scopes: string[]) {
  const res = await request.post(`${origin}/oidc/token`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${demoOperator.id}:${demoOperator.secret}`).toString('base64')}`,
    },
    form: {
      grant_type: 'client_credentials',
      scope: scopes.join(' '),
      resource: `${origin}/api/operator`,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const isoDay = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/**
 * A tour, a departure and a booking pushed through the operator API for a traveller Wayfarer has
 * never seen: ids and e-mail unique to this run, so a retry or a second run on the same data
 * starts afresh. The booking upsert opens the account and queues the invitation. `past`: the trip
 * ended a month ago and is paid (nothing keeps the account), else it departs in 120 days.
 */
export async function pushBookingForNewTraveller(
  request: APIRequestContext,
  { past = false }: { past?: boolean } = {},
) {
  const startsIn = past ? -40 : 120;
  const run = randomUUID().slice(0, 8);
  const token = await operatorToken(request, ['catalog:write', 'bookings:write']);
  const headers = { authorization: `Bearer ${token}` };
  const traveller = {
    id: `P-${run}`,
    name: 'Iris',
    lastname: 'Holm',
    email: `iris.${run}@example.test`,
  };
  const tourTitle = `Faroe Islands: cliffs and fjords ${run}`;

  const tour = await request.put(`${operatorApi}/tours/T-${run}`, {
    headers,
    data: {
      slug: `faroe-islands-${run}`,
      title: { en: tourTitle },
      destination: 'faroe-islands',
      countryCodes: ['FO'],
      ageRange: '25-35',
    },
  });
  expect(tour.status(), await tour.text()).toBe(201);
  const departure = await request.put(`${operatorApi}/departures/D-${run}`, {
    headers,
    data: {
      tourId: `T-${run}`,
      status: 'CONFIRMED',
      startingDate: isoDay(startsIn),
      endingDate: isoDay(startsIn + 8),
      capacity: 12,
      availableSeats: 5,
      pricePerPersonCents: 149_000,
      currency: 'GBP',
    },
  });
  expect(departure.status(), await departure.text()).toBe(201);
  const booking = await request.put(`${operatorApi}/bookings/B-${run}`, {
    headers,
    data: {
      departureId: `D-${run}`,
      status: 'CONFIRMED',
      currency: 'GBP',
      variant: 'international',
      travellers: [{ ...traveller, isLeader: true }],
      priceLines: [{ kind: 'total', label: 'Total', unitAmountCents: 149_000 }],
      payments: [
        {
          id: `PAY-${run}`,
          kind: 'deposit',
          amountCents: 149_000,
          dueDate: isoDay(startsIn - 90),
          paidAt: past ? new Date(Date.now() - 100 * 86_400_000).toISOString() : null,
        },
      ],
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const { data } = (await booking.json()) as { data: { wayfarerId: string } };
  return { traveller, tourTitle, reference: data.wayfarerId };
}

/**
 * Opens the newest mail to `to` whose subject matches in the demo's mailbox page and answers the
 * address of its button, checked to lead to `path` on the international origin.
 */
export async function openMailLink(
  page: Page,
  { to, subject, action, path }: { to: string; subject: RegExp; action: string; path: string },
) {
  await page.goto(`${origin}/dev/mailbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: to });
  await row.getByRole('link', { name: subject }).first().click();
  const html = page.frameLocator('iframe[title="HTML part of the message"]');
  const button = html.getByRole('link', { name: action });
  await expect(button).toBeVisible();
  const link = await button.getAttribute('href');
  expect(link).toMatch(new RegExp(`^${origin}${path}\\?token=`));
  return link!;
}

/** Opens the newest mail to `email` in the demo's mailbox page and answers its invitation link. */
export function openInvitationMail(page: Page, email: string) {
  return openMailLink(page, {
    to: email,
    subject: /choose your password/i,
    action: 'Choose your password',
    path: '/invitation',
  });
}

/**
 * Fills the password form of an invitation or reset link's page (`repeat` to type a different
 * confirmation) and sends it.
 */
export async function submitPasswordForm(page: Page, password: string, repeat = password) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(repeat);
  await page.getByRole('button', { name: 'Save the password' }).click();
}

/** Accepts the required consents on the page a new traveller is held on, and goes on. */
export async function acceptConsents(page: Page) {
  await page
    .getByRole('region', { name: en.consents.requiredTitle })
    .getByRole('button', { name: en.consents.accept })
    .click();
  await page.getByRole('link', { name: en.consents.continue }).click();
}

/**
 * A traveller of the test's own (never a demo one other specs sign in as): a booking pushed for
 * them (`past`: a trip over and paid), the invitation opened, `password` chosen, signed in through
 * the provider and the consents accepted, on the dashboard.
 */
export async function joinAsNewTraveller(
  page: Page,
  request: APIRequestContext,
  { password, past = false }: { password: string; past?: boolean },
) {
  const pushed = await pushBookingForNewTraveller(request, { past });
  await page.goto(await openInvitationMail(page, pushed.traveller.email));
  await submitPasswordForm(page, password);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInThroughProvider(page, pushed.traveller.email, password);
  await expect(page).toHaveURL(`${origin}/`);
  await acceptConsents(page);
  return pushed;
}
