import type { Booking, TourChangeAvailability } from '@wayfarer/contract';
import { formatMoney, getVariant, pathFor } from '@wayfarer/domain';
import type { VariantId } from '@wayfarer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  allowed,
  changeAnswer,
  day,
  departures,
  shown,
  tourChangeBooking,
  tourIds,
} from './tour-change.fixtures';

type Answer = { status: number; body?: unknown } | 'network-error';

const detailPath = (booking: Booking) => `/api/users/${demoUser.id}/bookings/${booking.id}`;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function errorBody(code: string, extra: Record<string, unknown> = {}) {
  return { error: { code, message: `Refused: ${code}`, ...extra } };
}

/**
 * The booking page with the self-tour-change API stubbed by method: `availability` answers each
 * GET in turn (the last one again once used up), `change` each POST; after a successful POST the
 * booking detail is the moved booking.
 */
async function openBookingPage({
  booking = tourChangeBooking(),
  availability = [{ status: 200, body: { data: allowed() } }],
  change = [{ status: 200, body: changeAnswer(booking) }],
  variantId = 'international',
}: {
  booking?: Booking;
  availability?: Answer[];
  change?: Answer[];
  variantId?: VariantId;
} = {}) {
  const variant = getVariant(variantId)!;
  const view = await renderApp(null, {
    path: pathFor('travels/_tour', { tour: booking.id }, variant.language),
    variantId,
    api: { [detailPath(booking)]: { status: 200, body: { data: booking } } },
  });
  const original = view.fetchMock.getMockImplementation()!;
  let current = booking;
  const posted: unknown[] = [];
  let gets = 0;
  const answer = (list: Answer[], index: number) => {
    const item = list[Math.min(index, list.length - 1)]!;
    if (item === 'network-error') throw new TypeError('Failed to fetch');
    return item;
  };
  view.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `${detailPath(booking)}/self-tour-change`) {
      if ((init?.method ?? 'GET') === 'GET') {
        const { status, body } = answer(availability, gets++);
        return json(status, body);
      }
      posted.push(JSON.parse(String(init?.body)));
      const { status, body } = answer(change, posted.length - 1);
      if (status === 200) current = (body as ReturnType<typeof changeAnswer>).data.booking;
      return json(status, body);
    }
    if (url.pathname === detailPath(booking)) return json(200, { data: current });
    return original(input);
  });
  // The route module loads lazily: the first render of the file takes a while.
  await screen.findByRole('heading', { level: 1, name: booking.travel.title }, { timeout: 10_000 });
  return { ...view, posted, getCount: () => gets, variant };
}

const blocked = (
  reason: Extract<TourChangeAvailability, { allowed: false }>['reason'],
  nextChangeDate: string | null = null,
): Answer => ({ status: 200, body: { data: { allowed: false, reason, nextChangeDate } } });

describe('the trip-change modal', () => {
  it('lists the departures, confirms, changes the trip and the page shows the new dates', async () => {
    const { user, posted, variant } = await openBookingPage();
    const money = (cents: number) =>
      formatMoney({ amount: cents, variant, inCents: true, currency: 'EUR' });
    const trigger = screen.getByRole('button', { name: 'Change trip' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    const group = await within(dialog).findByRole('radiogroup', {
      name: 'Choose the new departure',
    });
    const [later, latest] = within(group).getAllByRole('radio');
    const laterOption = later!.closest('label')!;
    expect(laterOption.textContent).toContain(`${shown(90)} – ${shown(99)}`);
    expect(laterOption.textContent).toContain('8 places left');
    expect(laterOption.textContent).toContain(`${money(20_000)} to pay`);
    const latestOption = latest!.closest('label')!;
    expect(latestOption.textContent).toContain(`${shown(120)} – ${shown(129)}`);
    expect(latestOption.textContent).toContain('1 place left');
    expect(latestOption.textContent).toContain(`${money(20_050)} to be refunded`);
    expect(
      within(dialog).getByText(
        'Flights you have already bought are not refunded when you change trip.',
      ),
    ).toBeTruthy();

    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    await user.click(later!);
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);

    const confirmHeading = within(dialog).getByRole('heading', { name: 'Confirm the change' });
    await waitFor(() => expect(document.activeElement).toBe(confirmHeading));
    expect(within(dialog).getByText(`You will pay a difference of ${money(20_000)}.`)).toBeTruthy();
    expect(within(dialog).getByText(`${shown(60)} – ${shown(69)}`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));

    await within(dialog).findByRole('heading', { name: 'Your trip has been changed' });
    expect(posted).toEqual([{ tourId: tourIds.later, idempotencyKey: expect.any(String) }]);
    expect((posted[0] as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(dialog).getByText(`Your new dates: ${shown(90)} – ${shown(99)}`)).toBeTruthy();
    expect(
      within(dialog).getByText(
        `The difference of ${money(20_000)} has been added to your payment plan, due by ${shown(7)}.`,
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Everyone on your booking moves to the new departure with you.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Back to my trip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The header and the trip's facts both show the new dates.
    expect(await screen.findAllByText(`${shown(90)} – ${shown(99)}`)).toHaveLength(2);
    expect(screen.queryByText(`${shown(60)} – ${shown(69)}`)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it.each([
    [
      'TOUR_DEPARTURE_TOO_CLOSE',
      'The departure is too close to change the trip online. Contact our customer care: we will find a solution with you.',
      true,
    ],
    [
      'INSUFFICIENT_TOUR_CAPACITY',
      'There are not enough places on the other departures to change by yourself. Contact our customer care.',
      true,
    ],
    [
      'INVALID_ORDER_STATUS',
      'The status of your booking does not allow a change right now. Try again later or contact us.',
      true,
    ],
    [
      'REQUEST_LIMIT_REACHED',
      'You have reached the limit of one trip change per month for this booking.',
      false,
    ],
    [
      'BOOKING_INCOMPLETE',
      'Incomplete personal data and/or payment data: complete your traveller data and your payments, then you can change trip.',
      false,
    ],
  ] as const)('blocked by %s: says why', async (reason, text, contact) => {
    const nextChangeDate = reason === 'REQUEST_LIMIT_REACHED' ? day(20) : null;
    const { user } = await openBookingPage({ availability: [blocked(reason, nextChangeDate)] });
    await user.click(screen.getByRole('button', { name: 'Change trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(within(dialog).getByText('You cannot change this trip by yourself')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Contact us' }) !== null).toBe(contact);
    if (nextChangeDate) {
      expect(within(dialog).getByText(`You can change it again from ${shown(20)}.`)).toBeTruthy();
    }
  });

  it('says why in the traveller’s language (Italian)', async () => {
    const { user } = await openBookingPage({
      variantId: 'italy',
      availability: [blocked('INSUFFICIENT_TOUR_CAPACITY')],
    });
    await user.click(screen.getByRole('button', { name: 'Cambia viaggio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambio viaggio' });
    expect(
      await within(dialog).findByText(
        'Non ci sono abbastanza posti sulle altre partenze per cambiare in autonomia. Contatta il nostro servizio clienti.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Contattaci' }).getAttribute('href')).toBe(
      pathFor('contacts', {}, 'it'),
    );
  });

  it('a booking on a cancelled tour prompts a change, without the flights notice', async () => {
    const booking = tourChangeBooking({
      tour: { ...tourChangeBooking().tour, status: 'CANCELLED', confirmedAt: null },
    });
    const { user } = await openBookingPage({
      booking,
      availability: [{ status: 200, body: { data: allowed({ voluntary: false, notices: [] }) } }],
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'This departure has been cancelled' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change trip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose another departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    expect(
      await within(dialog).findByText(
        'Your departure was cancelled, so the usual limits on changes do not apply.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Flights you have already bought/)).toBeNull();
  });

  it.each([
    ['a cancelled booking', tourChangeBooking({ status: 'CANCELLED' })],
    [
      'a trip that has departed',
      tourChangeBooking({
        tour: { ...tourChangeBooking().tour, startingDate: day(-3), endingDate: day(6) },
      }),
    ],
  ])('offers no change on %s', async (_, booking) => {
    await openBookingPage({ booking });
    expect(screen.queryByRole('button', { name: 'Change trip' })).toBeNull();
    expect(screen.queryByText(/Plans changed\?/)).toBeNull();
  });

  it('the departure filled up meanwhile: back to the choice, with what is left', async () => {
    const { user, getCount } = await openBookingPage({
      availability: [
        { status: 200, body: { data: allowed() } },
        { status: 200, body: { data: allowed({ departures: [departures.latest] }) } },
      ],
      change: [{ status: 409, body: errorBody('INSUFFICIENT_TOUR_CAPACITY') }],
    });
    await user.click(screen.getByRole('button', { name: 'Change trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    await user.click((await within(dialog).findAllByRole('radio'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));

    expect(
      await within(dialog).findByText(
        'The departure you chose is no longer available. Choose another one.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(1));
    expect(getCount()).toBe(2);
    expect(within(dialog).getByRole('radio').closest('label')!.textContent).toContain(shown(120));
  });

  it('a change refused for its reason shows that reason', async () => {
    const { user } = await openBookingPage({
      change: [{ status: 409, body: errorBody('REQUEST_LIMIT_REACHED') }],
      availability: [
        { status: 200, body: { data: allowed() } },
        blocked('REQUEST_LIMIT_REACHED', day(29)),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Change trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    await user.click((await within(dialog).findAllByRole('radio'))[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    expect(
      await within(dialog).findByText(
        'You have reached the limit of one trip change per month for this booking.',
      ),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText(`You can change it again from ${shown(29)}.`),
    ).toBeTruthy();
  });

  it('a failure shows a toast and a retry sends the same idempotency key', async () => {
    const booking = tourChangeBooking();
    const { user, posted } = await openBookingPage({
      booking,
      change: ['network-error', { status: 200, body: changeAnswer(booking) }],
    });
    await user.click(screen.getByRole('button', { name: 'Change trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    await user.click((await within(dialog).findAllByRole('radio'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));

    expect(
      await screen.findByText('We could not change your trip. Please try again.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Confirm the change' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    await within(dialog).findByRole('heading', { name: 'Your trip has been changed' });
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual(posted[0]);
  });

  it('a departure chosen again after going back gets a new idempotency key', async () => {
    const { user, posted } = await openBookingPage();
    await user.click(screen.getByRole('button', { name: 'Change trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    await user.click((await within(dialog).findAllByRole('radio'))[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/We will refund you/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const radios = within(dialog).getAllByRole('radio');
    expect(radios[1]).toHaveProperty('checked', true);
    await user.click(radios[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    await within(dialog).findByRole('heading', { name: 'Your trip has been changed' });
    expect(posted).toEqual([{ tourId: tourIds.later, idempotencyKey: expect.any(String) }]);
  });

  it('the availability could not load: says so and tries again', async () => {
    const { user } = await openBookingPage({
      // The first try and the query client's two retries fail.
      availability: [
        ...Array.from({ length: 3 }, () => ({ status: 500, body: errorBody('INTERNAL') })),
        { status: 200, body: { data: allowed() } },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Change trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    expect(
      await within(dialog).findByText('We could not load the departures right now.', undefined, {
        timeout: 8000,
      }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(2);
  });

  it('closes with Escape and asks again at the next opening', async () => {
    const { user, getCount } = await openBookingPage();
    await user.click(screen.getByRole('button', { name: 'Change trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trip' });
    await within(dialog).findAllByRole('radio');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Change trip' }));
    await within(await screen.findByRole('dialog')).findAllByRole('radio');
    expect(getCount()).toBe(2);
  });
});
