import type { Booking, FlightSegment, ScheduledFlightSegment } from '@wayfarer/contract';
import { pathFor } from '@wayfarer/domain';
import type { VariantId } from '@wayfarer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { bookingFixture, day } from '../booking.fixtures';

type Answer = { status: number; body?: unknown };

const airport = (iataCode: string, city: string, name: string) => ({
  iataCode,
  name,
  city,
  countryCode: null,
  country: null,
  latitude: null,
  longitude: null,
});
const fco = airport('FCO', 'Rome', 'Leonardo da Vinci–Fiumicino');
const mxp = airport('MXP', 'Milan', 'Malpensa');
const doh = airport('DOH', 'Doha', 'Hamad International');
const hnd = airport('HND', 'Tokyo', 'Haneda');

const leg = (
  from: ReturnType<typeof airport>,
  to: ReturnType<typeof airport>,
  departs: string,
  arrives: string,
  flightNumber = 'AZ792',
): ScheduledFlightSegment => ({
  flightNumber,
  airline: flightNumber === 'AZ792' ? 'ITA Airways' : 'Qatar Airways',
  departureAirport: from,
  arrivalAirport: to,
  departureDateTime: departs,
  arrivalDateTime: arrives,
});

/** A flight the traveller shared earlier (the booking's outbound flight). */
const savedFlight: FlightSegment = {
  departureAirport: { iataCode: 'FCO', name: 'Fiumicino', city: 'Rome' },
  arrivalAirport: { iataCode: 'HND', name: 'Haneda', city: 'Tokyo' },
  departureDateTime: `${day(74)}T13:25+01:00`,
  arrivalDateTime: `${day(75)}T08:55+09:00`,
  flightNumber: 'AZ792',
  airline: 'ITA Airways',
  stops: 0,
  direction: 'OUTBOUND',
  tripType: 'ONE_WAY',
  layoverTime: null,
  stopAirports: [],
};

const detailPath = (booking: Booking) => `/api/users/${demoUser.id}/bookings/${booking.id}`;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The booking page with the flights API stubbed; returns what was posted and searched. */
/** What GET …/flights answers: the booking's flights are the leader's; the others have none. */
function travellersFlights(booking: Booking) {
  return booking.travellers.map((traveller) =>
    traveller.isLeader
      ? {
          travelerId: traveller.id,
          outboundFlights: booking.outboundFlights,
          inboundFlights: booking.inboundFlights,
          noFlightNeeded: booking.noFlightNeeded,
        }
      : {
          travelerId: traveller.id,
          outboundFlights: [],
          inboundFlights: [],
          noFlightNeeded: false,
        },
  );
}

async function openModal({
  booking = bookingFixture(),
  search = { status: 200, body: { data: { result: 'none' } } },
  save = [{ status: 200 }],
  flights = { status: 200, body: { data: travellersFlights(booking) } },
  variantId,
}: {
  booking?: Booking;
  search?: Answer;
  save?: Answer[];
  flights?: Answer;
  variantId?: VariantId;
} = {}) {
  const view = await renderApp(null, {
    variantId,
    path: pathFor('travels/_tour', { tour: booking.id }, 'en'),
    api: { [detailPath(booking)]: { status: 200, body: { data: booking } } },
  });
  const original = view.fetchMock.getMockImplementation()!;
  const posted: unknown[] = [];
  const searched: string[] = [];
  let detailGets = 0;
  view.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/flights/search-flight') {
      searched.push(url.search);
      return json(search.status, search.body);
    }
    if (url.pathname === '/api/flights/search-airport') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(200, {
        data: [fco, mxp, doh, hnd].filter((a) =>
          `${a.city} ${a.iataCode}`.toLowerCase().includes(q),
        ),
      });
    }
    if (url.pathname === `${detailPath(booking)}/flights` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { travelerId: string };
      posted.push(body);
      const answer = save[Math.min(posted.length - 1, save.length - 1)]!;
      return json(
        answer.status,
        answer.body ?? {
          data: {
            travelerId: body.travelerId,
            outboundFlights: [],
            inboundFlights: [],
            noFlightNeeded: false,
          },
        },
      );
    }
    if (url.pathname === `${detailPath(booking)}/flights`)
      return json(flights.status, flights.body);
    if (url.pathname === detailPath(booking)) detailGets += 1;
    return original(input);
  });
  await screen.findByRole('heading', { level: 1, name: booking.travel.title }, { timeout: 10_000 });
  // The sections render just after the header (booking-page.tsx).
  const trigger = await screen.findByRole('button', { name: /your flight details/ });
  await view.user.click(trigger);
  // The first opening imports the modal's chunk, which a busy full run can take seconds to prepare.
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Your flight details' },
    { timeout: 15_000 },
  );
  await waitFor(() => expect(within(dialog).queryByText('Loading your flights…')).toBeNull());
  return { ...view, dialog, trigger, posted, searched, detailGets: () => detailGets };
}

async function searchFor(
  view: Awaited<ReturnType<typeof openModal>>,
  {
    number,
    date,
    direction = 'Add the outbound flight',
  }: { number: string; date: string; direction?: string },
) {
  await view.user.click(within(view.dialog).getByRole('button', { name: direction }));
  if (number)
    await view.user.type(
      within(view.dialog).getByRole('textbox', { name: /Flight number/ }),
      number,
    );
  if (date)
    await view.user.type(
      within(view.dialog).getByRole('textbox', { name: /Departure date/ }),
      date,
    );
  await view.user.click(within(view.dialog).getByRole('button', { name: 'Search the flight' }));
}

// The modal's chunk loads on the first opening, and the airport search waits for typing to stop.
describe('the flight-details modal', { timeout: 60_000 }, () => {
  it('asks for the flight number and the departure date, as DD/MM/YYYY', async () => {
    const view = await openModal();
    await searchFor(view, { number: '', date: '' });
    expect(within(view.dialog).getByText('Flight number is required.')).toBeTruthy();
    expect(within(view.dialog).getByText('Departure date is required.')).toBeTruthy();
    const date = within(view.dialog).getByRole('textbox', { name: /Departure date/ });
    expect(date.getAttribute('aria-invalid')).toBe('true');

    await view.user.type(
      within(view.dialog).getByRole('textbox', { name: /Flight number/ }),
      'AZ792',
    );
    await view.user.type(date, '2026-03-09');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Search the flight' }));
    expect(within(view.dialog).getByText('Enter the date as DD/MM/YYYY.')).toBeTruthy();
    expect(view.searched).toEqual([]);
  });

  it('fills in a found flight and saves it, then the booking is read again', async () => {
    const found = leg(fco, hnd, '2026-03-09T13:25+01:00', '2026-03-10T08:55+09:00');
    const view = await openModal({
      search: { status: 200, body: { data: { result: 'found', segment: found } } },
    });
    await searchFor(view, { number: 'az 792', date: '09/03/2026' });
    expect(view.searched).toEqual(['?flightNumber=AZ792&departureDate=2026-03-09']);
    const result = await within(view.dialog).findByRole('region', { name: 'Flight found' });
    expect(result.textContent).toContain('Rome, Leonardo da Vinci–Fiumicino (FCO)');
    expect(result.textContent).toContain('Tokyo, Haneda (HND)');
    expect(result.textContent).toContain('09/03/2026 13:25');
    expect(result.textContent).toContain('ITA Airways');
    const before = view.detailGets();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Save the flight' }));
    await screen.findByText('Your flight has been saved.');
    expect(view.posted).toEqual([
      {
        travelerId: expect.any(String),
        flights: [
          {
            departureAirport: { iataCode: 'FCO' },
            arrivalAirport: { iataCode: 'HND' },
            departureDateTime: found.departureDateTime,
            arrivalDateTime: found.arrivalDateTime,
            flightNumber: 'AZ792',
            airline: 'ITA Airways',
            stops: 0,
            direction: 'OUTBOUND',
            tripType: 'ONE_WAY',
            layoverTime: null,
            stopAirports: [],
          },
        ],
      },
    ]);
    await waitFor(() => expect(view.detailGets()).toBeGreaterThan(before));
  });

  /** QR124 Milan–Doha–Tokyo: the search finds its two segments. */
  async function searchQr124() {
    const legs = [
      leg(mxp, doh, '2026-03-09T08:55+01:00', '2026-03-09T15:45+03:00', 'QR124'),
      leg(doh, hnd, '2026-03-09T20:05+03:00', '2026-03-10T12:25+09:00', 'QR124'),
    ];
    const view = await openModal({
      search: { status: 200, body: { data: { result: 'multiple', segments: legs } } },
    });
    await searchFor(view, { number: 'QR124', date: '09/03/2026' });
    return view;
  }

  it('lets the traveller choose the airports of a flight with several segments', async () => {
    const view = await searchQr124();
    const region = await within(view.dialog).findByRole('region', {
      name: 'Flight with several segments',
    });
    const departure = within(region).getByRole('radiogroup', { name: 'Departure airport' });
    await view.user.click(within(departure).getByRole('radio', { name: /Doha/ }));
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Save the flight' }));
    await screen.findByText('Your flight has been saved.');
    const flights = (view.posted[0] as { flights: { departureAirport: unknown }[] }).flights;
    expect(flights.map((f) => f.departureAirport)).toEqual([{ iataCode: 'DOH' }]);
  });

  it('saves the whole of a flight with a stop as one connection, with its stop and layover', async () => {
    const view = await searchQr124();
    await within(view.dialog).findByRole('region', { name: 'Flight with several segments' });
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Save the flight' }));
    await screen.findByText('Your flight has been saved.');
    const { flights } = view.posted[0] as { flights: Record<string, unknown>[] };
    expect(flights).toEqual([
      expect.objectContaining({
        departureAirport: { iataCode: 'MXP' },
        arrivalAirport: { iataCode: 'HND' },
        departureDateTime: '2026-03-09T08:55+01:00',
        arrivalDateTime: '2026-03-10T12:25+09:00',
        stops: 1,
        layoverTime: 260,
        stopAirports: [{ iataCode: 'DOH' }],
      }),
    ]);
  });

  it('says when a flight is not found and takes it by hand, with the airport search', async () => {
    const view = await openModal();
    await searchFor(view, { number: 'XY 999', date: '09/03/2026' });
    await within(view.dialog).findByText('Flight not found: enter it manually.');
    const manual = within(view.dialog).getByRole('region', { name: 'Enter the flight manually' });
    // The optional airline carries no required mark; the times do.
    const airline = within(manual).getByRole('textbox', { name: /Airline/ });
    expect(document.querySelector(`label[for="${airline.id}"]`)?.textContent).toBe(
      'Airline (optional)',
    );
    expect(airline.getAttribute('aria-required')).toBeNull();
    expect(
      within(manual)
        .getByRole('textbox', { name: /Departure time/ })
        .getAttribute('aria-required'),
    ).toBe('true');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Save the flight' }));
    expect(within(manual).getAllByText('Choose an airport from the list.')).toHaveLength(2);
    expect(view.posted).toEqual([]);

    await view.user.type(
      within(manual).getByRole('combobox', { name: /Departure airport/ }),
      'rom',
    );
    await view.user.click(await screen.findByRole('option', { name: /FCO/ }, { timeout: 3000 }));
    await view.user.type(within(manual).getByRole('combobox', { name: /Arrival airport/ }), 'tok');
    await view.user.click(await screen.findByRole('option', { name: /HND/ }, { timeout: 3000 }));
    await view.user.type(within(manual).getByRole('textbox', { name: /Departure time/ }), '13:25');
    await view.user.type(within(manual).getByRole('textbox', { name: /Arrival time/ }), '08:55');
    const arrivalDate = within(manual).getByRole('textbox', { name: /Arrival date/ });
    await view.user.clear(arrivalDate);
    await view.user.type(arrivalDate, '10/03/2026');
    // One stop: the layover is asked, as HH:MM.
    expect(within(manual).queryByRole('textbox', { name: /Layover/ })).toBeNull();
    const stops = within(manual).getByRole('textbox', { name: /Stops/ });
    await view.user.clear(stops);
    await view.user.type(stops, '1');
    await view.user.type(within(manual).getByRole('textbox', { name: /Layover/ }), '2:35');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Save the flight' }));
    await screen.findByText('Your flight has been saved.');
    expect(view.posted).toEqual([
      expect.objectContaining({
        flights: [
          expect.objectContaining({
            departureAirport: { iataCode: 'FCO' },
            arrivalAirport: { iataCode: 'HND' },
            departureDateTime: '2026-03-09T13:25',
            arrivalDateTime: '2026-03-10T08:55',
            flightNumber: 'XY999',
            stops: 1,
            layoverTime: 155,
          }),
        ],
      }),
    ]);
  });

  it("shows the server's 400 fields on the form and the save error", async () => {
    const found = leg(fco, hnd, '2026-03-09T13:25+01:00', '2026-03-10T08:55+09:00');
    const view = await openModal({
      search: { status: 200, body: { data: { result: 'found', segment: found } } },
      save: [
        {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid',
              fields: { 'flights.0.departureDateTime': 'An outbound flight leaves by…' },
            },
          },
        },
      ],
    });
    await searchFor(view, { number: 'AZ792', date: '09/03/2026' });
    await within(view.dialog).findByRole('region', { name: 'Flight found' });
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Save the flight' }));
    await screen.findByText('We couldn’t save your flight. Please try again.');
    expect(
      within(view.dialog).getByText('An outbound flight must leave by the first day of the trip.'),
    ).toBeTruthy();
  });

  it('removes the flights, declares no flight needed, and closes with Escape', async () => {
    const view = await openModal({ booking: bookingFixture({ outboundFlights: [savedFlight] }) });
    expect(within(view.dialog).getByText(/AZ792 · ITA Airways/)).toBeTruthy();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Remove my flights' }));
    await screen.findByText('Your flights have been removed.');
    expect(view.posted).toEqual([{ travelerId: expect.any(String), flights: [] }]);

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(view.trigger));
  });

  it('declares that no flight is needed, and takes it back', async () => {
    const view = await openModal();
    await view.user.click(
      within(view.dialog).getByRole('button', { name: 'I don’t need a flight' }),
    );
    await screen.findByText('Noted: you don’t need a flight.');
    expect(view.posted).toEqual([
      { travelerId: expect.any(String), flights: [], noFlightNeeded: true },
    ]);
  });

  it('takes back a "no flight needed" declaration', async () => {
    const view = await openModal({ booking: bookingFixture({ noFlightNeeded: true }) });
    expect(
      within(view.dialog).getByText('You told us you don’t need a flight for this trip.'),
    ).toBeTruthy();
    await view.user.click(
      within(view.dialog).getByRole('button', { name: 'I need a flight after all' }),
    );
    await screen.findByText('Noted: you can now share your flight.');
    expect(view.posted).toEqual([
      { travelerId: expect.any(String), flights: [], noFlightNeeded: false },
    ]);
  });

  it("shows a companion their own flights, not the leader's, and saves for them", async () => {
    const base = bookingFixture({ outboundFlights: [savedFlight] });
    const [leader, companion] = base.travellers;
    const booking: Booking = {
      ...base,
      travellers: [
        { ...leader!, userId: '7c1f0a52-93d4-4b7e-8f0e-2d6b9a4c3e11' },
        { ...companion!, userId: demoUser.id },
      ],
    };
    const view = await openModal({ booking });
    expect(within(view.dialog).queryByText(/AZ792/)).toBeNull();
    expect(within(view.dialog).getAllByText('No flight shared yet.')).toHaveLength(2);
    await view.user.click(
      within(view.dialog).getByRole('button', { name: 'I don’t need a flight' }),
    );
    await screen.findByText('Noted: you don’t need a flight.');
    expect(view.posted).toEqual([{ travelerId: companion!.id, flights: [], noFlightNeeded: true }]);
  });

  it('says so when the flights cannot be read, and tries again', async () => {
    const view = await openModal({
      flights: { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } },
    });
    await within(view.dialog).findByText(
      'We could not load your flights. Check your connection and try again.',
      undefined,
      { timeout: 10_000 },
    );
    expect(within(view.dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe("the flight date's calendar", { timeout: 20_000 }, () => {
  async function openCalendar(variantId: VariantId) {
    const booking = bookingFixture();
    const view = await openModal({ booking, variantId });
    await view.user.click(
      within(view.dialog).getByRole('button', { name: 'Add the outbound flight' }),
    );
    await view.user.click(
      within(view.dialog).getByRole('button', { name: 'Departure date: choose from the calendar' }),
    );
    const calendar = await screen.findByRole('dialog', {
      name: 'Calendar: Departure date',
    });
    return { ...view, booking, calendar };
  }

  const weekdays = (calendar: HTMLElement) =>
    [...calendar.querySelectorAll('thead th')].map((header) => header.textContent);

  it('starts the week on Monday on the international site, and opens at the trip', async () => {
    const { calendar, booking } = await openCalendar('international');
    expect(weekdays(calendar)[0]).toBe('M');
    const [year, month] = booking.tour.startingDate.split('-').map(Number);
    const monthName = new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(within(calendar).getByRole('grid').getAttribute('aria-label')).toContain(monthName);
  });

  it('starts the week on Sunday on the US site', async () => {
    const { calendar } = await openCalendar('global');
    expect(weekdays(calendar)[0]).toBe('S');
    expect(weekdays(calendar)[1]).toBe('M');
  });

  it('writes the chosen day into the field as DD/MM/YYYY and closes', async () => {
    const { calendar, booking, dialog, user } = await openCalendar('international');
    const [year, month] = booking.tour.startingDate.split('-');
    const fifteenth = within(calendar)
      .getAllByRole('button')
      .find((cell) => cell.textContent === '15' && !cell.hasAttribute('aria-disabled'))!;
    await user.click(fifteenth);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Calendar/ })).toBeNull());
    const field = within(dialog).getByRole('textbox', { name: /Departure date/ });
    expect((field as HTMLInputElement).value).toBe(`15/${month}/${year}`);
  });
});
