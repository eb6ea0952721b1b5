import type { Booking, ChecklistItem } from '@wayfarer/contract';
import { checklistItemTypes, getVariant, publicWebsiteUrl } from '@wayfarer/domain';
import type { ChecklistItemType } from '@wayfarer/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { useBooking } from '../../../lib/bookings/use-bookings';
import { PreDepartureChecklistSlot } from '../booking-checklist-slot';

const dayMs = 86_400_000;
const today = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};
const day = (offset: number) => new Date(today() + offset * dayMs).toISOString().slice(0, 10);
const instant = (offset: number) => new Date(today() + offset * dayMs + 36e6).toISOString();

const bookingId = 'WF-26-01188';
const leaderId = '6e0f1c2a-0000-4000-8000-0000000000a1';
const detailPath = `/api/users/${demoUser.id}/bookings/${bookingId}`;
const checklistPath = `${detailPath}/pre-departure-checklist`;

/** A checklist with every type: those listed done, the others to do. */
function items(done: ChecklistItemType[], types = checklistItemTypes): ChecklistItem[] {
  return types.map((type) => ({ type, completed: done.includes(type) }));
}

/** Confirmed, departing in 95 days, the itinerary the only one of the three still to read. */
function bookingWith(overrides: Partial<Booking> = {}, tour: Partial<Booking['tour']> = {}) {
  const booking: Booking = {
    id: bookingId,
    status: 'CONFIRMED',
    errors: [],
    currency: 'EUR',
    createdAt: instant(-25),
    tour: {
      id: '6e0f1c2a-0000-4000-8000-0000000000b1',
      status: 'CONFIRMED',
      startingDate: day(95),
      endingDate: day(108),
      confirmedAt: instant(-5),
      days: 14,
      nights: 13,
      availableSeats: 4,
      onRequest: false,
      meetingPoint: null,
      insuranceInfo: null,
      ...tour,
    },
    publicTour: { status: 'OPEN' },
    travel: {
      id: '6e0f1c2a-0000-4000-8000-0000000000c1',
      slug: 'vietnam-hanoi-mekong-delta',
      title: 'Vietnam: from Hanoi to the Mekong Delta',
      destination: 'Vietnam',
      ageRange: '35+',
    },
    publicOrder: { partner: null },
    totalAmount: 174_990,
    paidAmount: 174_990,
    nextPayment: null,
    completeness: {
      complete: true,
      travelerDataToComplete: false,
      paymentToComplete: false,
      documentsToComplete: false,
    },
    travellersCount: 1,
    coordinator: {
      nickname: 'chloe-horizons',
      name: 'Chloé Martin',
      pictureImage: null,
      bio: 'Chloé left a job in Lyon to cycle across South-East Asia.',
      age: 35,
      yearsWithCompany: 5,
      tripsDone: 14,
      city: 'Lyon',
      socialLinks: [],
      isAmbassador: false,
    },
    hasCancellationOption: false,
    cancelledAt: null,
    travellers: [
      {
        id: leaderId,
        userId: demoUser.id,
        name: 'Giulia',
        lastname: 'Rossi',
        email: demoUser.email,
        isLeader: true,
      },
    ],
    priceLines: [],
    paymentSchedule: [],
    refunds: [],
    outboundFlights: [],
    inboundFlights: [],
    noFlightNeeded: false,
    preDepartureChecklist: items([
      'FLIGHT_INFO',
      'COORDINATOR',
      'FAQ',
      'PAYMENT',
      'TRAVELER_DATA',
      'SOCIAL_GROUP',
    ]),
    ...overrides,
  };
  return booking;
}

function Harness() {
  const query = useBooking({ userId: demoUser.id, bookingId });
  return query.data ? <PreDepartureChecklistSlot booking={query.data} /> : null;
}

interface PutCall {
  body: unknown;
  headers: Headers;
}

/**
 * The booking page's checklist with its booking from a stubbed API. The server keeps the booking:
 * a PUT changes it (unless `putStatus` says it fails) and the next GET answers it.
 */
async function renderChecklist(
  booking: Booking,
  { path = '/travels/WF-26-01188', putStatus = 200 }: { path?: string; putStatus?: number } = {},
) {
  let current = booking;
  const puts: PutCall[] = [];
  let gets = 0;
  let releasePut: () => void = () => {};
  let held = false;
  const result = await renderApp(<Harness />, {
    path,
    api: {
      [detailPath]: {
        status: 200,
        get body() {
          gets += 1;
          return { data: current };
        },
      },
    },
  });
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== checklistPath || init?.method !== 'PUT') return stubbed(input, init);
    const body = JSON.parse(String(init.body)) as ChecklistItem;
    puts.push({ body, headers: new Headers(init.headers) });
    if (held) await new Promise<void>((resolve) => (releasePut = resolve));
    if (putStatus !== 200) {
      return new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Down' } }), {
        status: putStatus,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    current = {
      ...current,
      preDepartureChecklist: current.preDepartureChecklist.map((item) =>
        item.type === body.type ? { ...item, completed: body.completed } : item,
      ),
    };
    return new Response(JSON.stringify({ data: current.preDepartureChecklist }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  await screen.findByRole('heading', { name: 'Pre-departure checklist' });
  return {
    ...result,
    puts,
    gets: () => gets,
    /** The next PUT waits for `release()`. */
    holdPut: () => {
      held = true;
    },
    release: () => releasePut(),
  };
}

const trigger = (name: string | RegExp) => screen.getByRole('button', { name });
const expandedOf = (name: string | RegExp) => trigger(name).getAttribute('aria-expanded');

const titles: Record<ChecklistItemType, RegExp> = {
  COORDINATOR: /^Meet your coordinator/,
  FLIGHT_INFO: /^Share your flights/,
  ITINERARY_DETAILS: /^Read the itinerary/,
  FAQ: /^Read the FAQ/,
  EXTRAS: /^Discover the extras/,
  SOCIAL_GROUP: /^Join the travellers’ group/,
  PAYMENT: /^Complete your payments/,
  TRAVELER_DATA: /^Complete your traveller data/,
};

/** The items shown expanded, in the page's order. */
function expandedItems(): ChecklistItemType[] {
  return (Object.keys(titles) as ChecklistItemType[]).filter(
    (type) =>
      screen.queryByRole('button', { name: titles[type] })?.getAttribute('aria-expanded') ===
      'true',
  );
}

describe('pre-departure checklist', () => {
  it('shows the sections in the page’s order, with progress and the done ones marked', async () => {
    await renderChecklist(bookingWith());
    const buttons = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'));
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Meet your coordinatorDone',
      'Share your flightsDone',
      // A step number, not an empty tick box, for what is left (hidden from the accessible name).
      '3Read the itineraryTo do',
      'Read the FAQDone',
      '5Discover the extrasTo do',
      'Join the travellers’ groupDone',
      'Complete your paymentsDone',
      'Complete your traveller dataDone',
    ]);
    expect(
      screen.getByRole('button', { name: /Read the itinerary/ }).getAttribute('aria-expanded'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('checkbox', { name: /Read the itinerary$/ })).toEqual([]);
    const progress = screen.getByRole('progressbar', { name: 'Completion' });
    expect(progress.getAttribute('aria-valuenow')).toBe('75');
    expect(progress.getAttribute('aria-valuetext')).toBe('6 of 8 done');
  });

  it.each<[string, Booking, ChecklistItemType[]]>([
    [
      'confirmed with flights to share: the flights',
      bookingWith({ preDepartureChecklist: items([]) }),
      ['FLIGHT_INFO'],
    ],
    ['payment and traveller data done: the itinerary', bookingWith(), ['ITINERARY_DETAILS']],
    [
      'itinerary, coordinator and FAQ still to see: all three',
      bookingWith({
        preDepartureChecklist: items(['FLIGHT_INFO', 'PAYMENT', 'TRAVELER_DATA']),
      }),
      ['COORDINATOR', 'ITINERARY_DETAILS', 'FAQ'],
    ],
    [
      'departing in 10 days: the extras',
      bookingWith({ preDepartureChecklist: items(['FLIGHT_INFO']) }, { startingDate: day(10) }),
      ['EXTRAS'],
    ],
    [
      'flight info done, payment not: payment and traveller data',
      bookingWith({ preDepartureChecklist: items(['FLIGHT_INFO', 'EXTRAS']) }),
      ['PAYMENT', 'TRAVELER_DATA'],
    ],
    [
      'not confirmed yet: the social group',
      bookingWith({ preDepartureChecklist: items([]) }, { confirmedAt: null, status: 'PLANNED' }),
      ['SOCIAL_GROUP'],
    ],
  ])('expands what the rules open (%s) and collapses the rest', async (_, booking, open) => {
    await renderChecklist(booking);
    expect(expandedItems()).toEqual(open);
  });

  it('leads each item to its action', async () => {
    const view = await renderChecklist(bookingWith({ preDepartureChecklist: items([]) }));
    const variant = getVariant('international')!;
    const travelPage = (hash?: string) =>
      publicWebsiteUrl({
        variant,
        routingKey: 'travel',
        params: { slug: 'vietnam-hanoi-mekong-delta' },
        ...(hash ? { hash } : {}),
      });
    // Open every item.
    for (const type of checklistItemTypes) {
      if (expandedOf(titles[type]) === 'false') await view.user.click(trigger(titles[type]));
    }
    const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link(/Open the itinerary/)).toBe(travelPage('itinerary'));
    expect(link(/Open the FAQ/)).toBe(travelPage('faq'));
    expect(link(/See the extras/)).toBe(travelPage());
    expect(link(/Discover the profile of Chloé Martin/)).toBe(
      publicWebsiteUrl({
        variant,
        routingKey: 'coordinator',
        params: { nickname: 'chloe-horizons' },
      }),
    );
    expect(link(/Join the group/)).toBe('https://facebook.com/groups/wayfarer');
    // One control for the flights, not a second link doing the same.
    expect(screen.queryByRole('link', { name: /Go to your flights/ })).toBeNull();
    expect(link(/Go to your payments/)).toBe('/travels/WF-26-01188#payments');
    expect(link(/Complete your traveller data/)).toBe(`/travels/WF-26-01188/${leaderId}`);
    expect(
      screen.getByText(
        'The trip is confirmed: you can buy your flights now, then share them with us.',
      ),
    ).toBeTruthy();
    // Only the manual items can be ticked; flights, payment and traveller data follow the data.
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(
      [
        'I have met my coordinator',
        'I have read the itinerary',
        'I have read the FAQ',
        'I have looked at the extras',
        'I have joined the group',
      ],
    );
  }, 20_000);

  it('marks an item done at once, opens the next item, and saves it', async () => {
    const view = await renderChecklist(bookingWith());
    view.holdPut();
    await view.user.click(screen.getByRole('checkbox', { name: 'I have read the itinerary' }));

    // Before the server answers: ticked, counted, and the rules moved on to the extras.
    expect(
      (screen.getByRole('checkbox', { name: 'I have read the itinerary' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(trigger(titles.ITINERARY_DETAILS).textContent).toContain('Done');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('7 of 8 done');
    // The item just changed stays open, so the traveller does not lose their place.
    expect(expandedItems()).toEqual(['ITINERARY_DETAILS', 'EXTRAS']);

    expect(view.puts).toHaveLength(1);
    expect(view.puts[0]!.body).toEqual({ type: 'ITINERARY_DETAILS', completed: true });
    expect(view.puts[0]!.headers.get('x-wayfarer-csrf')).toBe('1');

    const getsBefore = view.gets();
    await act(async () => view.release());
    // The booking is fetched again once the change is saved, and stays as it is.
    await waitFor(() => expect(view.gets()).toBeGreaterThan(getsBefore));
    expect(trigger(titles.ITINERARY_DETAILS).textContent).toContain('Done');
  });

  it('puts the item back when the update fails, and only logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderChecklist(bookingWith(), { putStatus: 500 });
    const box = () =>
      screen.getByRole('checkbox', { name: 'I have read the itinerary' }) as HTMLInputElement;
    view.holdPut();
    await view.user.click(box());
    expect(box().checked).toBe(true);
    expect(expandedItems()).toContain('EXTRAS');

    await act(async () => view.release());
    await waitFor(() => expect(box().checked).toBe(false));
    expect(trigger(titles.ITINERARY_DETAILS).textContent).toContain('To do');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('6 of 8 done');
    expect(expandedItems()).toEqual(['ITINERARY_DETAILS']);
    expect(log).toHaveBeenCalledWith(
      'The checklist item ITINERARY_DETAILS could not be updated',
      expect.objectContaining({ status: 500 }),
    );
    // Nothing else tells the traveller (account-area §8).
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the item a #checklist-{item} link names, and scrolls to it', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderChecklist(bookingWith(), { path: '/travels/WF-26-01188#checklist-faq' });
    expect(expandedItems()).toEqual(['FAQ']);
    await waitFor(() =>
      expect(scroll.mock.contexts.map((element) => (element as Element).id)).toContain(
        'checklist-faq',
      ),
    );
  });

  it('follows a hash link on the page, in any spelling of the item', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const view = await renderChecklist(bookingWith());
    expect(expandedItems()).toEqual(['ITINERARY_DETAILS']);
    await act(() => view.router.navigate('/travels/WF-26-01188#checklist-PAYMENT'));
    expect(expandedItems()).toEqual(['PAYMENT']);
    await waitFor(() =>
      expect(scroll.mock.contexts.map((element) => (element as Element).id)).toContain(
        'checklist-payment',
      ),
    );
    // Collapsed by hand, the same link opens it again.
    await view.user.click(trigger(titles.PAYMENT));
    expect(expandedItems()).toEqual([]);
    await act(() => view.router.navigate('/travels/WF-26-01188#checklist-payment'));
    expect(expandedItems()).toEqual(['PAYMENT']);
  });

  it.each<[string, Booking, string]>([
    [
      'after departure',
      bookingWith({}, { startingDate: day(-3), endingDate: day(4) }),
      'Your trip has departed: the checklist is closed and can no longer be changed.',
    ],
    [
      'for a cancelled booking',
      bookingWith({ status: 'CANCELLED', cancelledAt: instant(-2) }),
      'This booking is cancelled: the checklist is closed and can no longer be changed.',
    ],
  ])('is locked %s and says so', async (_, booking, message) => {
    const view = await renderChecklist(booking);
    expect(screen.getByText(message)).toBeTruthy();
    expect(expandedItems()).toEqual([]);
    await view.user.click(trigger(titles.ITINERARY_DETAILS));
    const box = screen.getByRole('checkbox', { name: 'I have read the itinerary' });
    expect((box as HTMLInputElement).disabled).toBe(true);
    await view.user.click(box);
    expect(view.puts).toEqual([]);
  });

  it('shows a note when the booking has no checklist', async () => {
    await renderChecklist(bookingWith({ preDepartureChecklist: [] }));
    expect(screen.getByText('There is nothing to prepare for this trip.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('speaks the traveller’s language', async () => {
    await renderApp(<Harness />, {
      path: '/viaggi/WF-26-01188',
      variantId: 'italy',
      api: { [detailPath]: { status: 200, body: { data: bookingWith() } } },
    });
    const section = (
      await screen.findByRole('heading', { name: 'Checklist prima della partenza' })
    ).closest('section')!;
    expect(within(section).getByRole('progressbar', { name: 'Completamento' })).toBeTruthy();
    expect(
      within(section)
        .getByRole('button', { name: /Leggi l’itinerario/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(within(section).getByRole('checkbox', { name: 'Ho letto l’itinerario' })).toBeTruthy();
  });
});
