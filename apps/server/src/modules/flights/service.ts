import {
  parseFlightDateTime,
  type Airport,
  type FlightSearchQuery,
  type FlightSearchResult,
  type ParsedTravellerFlightsInput,
  type ScheduledFlightSegment,
  type TravellerFlights,
} from '@wayfarer/contract';
import {
  getFlightSegmentsCount,
  hasDeparted,
  isBookingCancelled,
  type Language,
} from '@wayfarer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordEvent } from '../webhooks/outbox';
import { findAirport, searchAirports, toAirport } from './airports';
import { markFlightInfo } from './checklist';
import {
  findOwnedBookingForFlights,
  findTravellersFlights,
  replaceTravellerFlights,
} from './repository';
import {
  FlightScheduleUnavailableError,
  type FlightScheduleProvider,
  type ScheduledAirport,
  type ScheduledLeg,
} from './schedule-provider';

/** The airport search of the flight-details modal: by code, city or name, best first. */
export function suggestAirports({ q, language }: { q: string; language: Language }): Airport[] {
  return searchAirports(q).map((airport) => toAirport(airport, language));
}

function toScheduledAirport(airport: ScheduledAirport, language: Language): Airport {
  const known = findAirport(airport.iataCode);
  if (known) return toAirport(known, language);
  // A code the dataset lacks (a new airport): what the schedule says of it.
  return {
    iataCode: airport.iataCode,
    name: airport.name ?? airport.iataCode,
    city: airport.city ?? null,
    countryCode: airport.countryCode ?? null,
    country: null,
    latitude: null,
    longitude: null,
  };
}

/**
 * The flight search: found (one segment), multiple (a flight with stops: the traveller chooses
 * where they board and land) or none (they enter it by hand). A provider that cannot answer
 * gives 503 SERVICE_UNAVAILABLE (the modal still offers the manual entry).
 */
export async function searchFlight(
  provider: FlightScheduleProvider,
  {
    query,
    language,
    log,
  }: { query: FlightSearchQuery; language: Language; log: FastifyBaseLogger },
): Promise<FlightSearchResult> {
  let legs: ScheduledLeg[];
  try {
    legs = await provider.search(query);
  } catch (error) {
    if (error instanceof FlightScheduleUnavailableError) {
      log.warn({ err: error, provider: provider.name }, 'flight schedules unavailable');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The flight search is not available right now: enter the flight by hand.',
      );
    }
    throw error;
  }
  const segments: ScheduledFlightSegment[] = legs.map((leg) => ({
    flightNumber: leg.flightNumber,
    airline: leg.airline,
    departureAirport: toScheduledAirport(leg.departureAirport, language),
    arrivalAirport: toScheduledAirport(leg.arrivalAirport, language),
    departureDateTime: leg.departureDateTime,
    arrivalDateTime: leg.arrivalDateTime,
  }));
  switch (getFlightSegmentsCount({ segments })) {
    case 'none':
      return { result: 'none' };
    case 'single':
      return { result: 'found', segment: segments[0]! };
    case 'multiple':
      return { result: 'multiple', segments };
  }
}

/** Each traveller's flights on a booking, in the booking's traveller order. */
export async function listBookingFlights(
  db: Database,
  {
    callerId,
    userId,
    bookingId,
    language = 'en',
  }: { callerId: string; userId: string; bookingId: string; language?: Language },
): Promise<TravellerFlights[]> {
  if (callerId !== userId) throw new AppError('NOT_FOUND', 'Booking not found.');
  const booking = await findOwnedBookingForFlights(db, { userId, bookingId });
  if (!booking) throw new AppError('NOT_FOUND', 'Booking not found.');
  const flights = await findTravellersFlights(
    db,
    booking.travellers.map((traveller) => traveller.id),
    language,
  );
  return booking.travellers.map((traveller) => flights.get(traveller.id)!);
}

/**
 * Saves one traveller's flights on a booking: the list replaces theirs, an empty list removes
 * them, `noFlightNeeded` (with no flights) records that they need none. The leader's flights
 * complete the checklist's FLIGHT_INFO item (flights shared or no flight needed).
 *
 * - Only the booking's own traveller: anyone else, or an unknown booking, gets 404 NOT_FOUND.
 * - `travelerId` not a traveller of the booking, an airport code the dataset does not know, an
 *   outbound flight leaving after the tour's first day: 400 VALIDATION_FAILED naming the field.
 * - A cancelled booking or a tour that has departed: 409 CONFLICT.
 */
export async function saveTravellerFlights(
  db: Database,
  {
    callerId,
    userId,
    bookingId,
    input,
    now = new Date(),
    language = 'en',
  }: {
    callerId: string;
    userId: string;
    bookingId: string;
    input: ParsedTravellerFlightsInput;
    now?: Date;
    /** The language airport cities are named in, in the answer. */
    language?: Language;
  },
): Promise<TravellerFlights> {
  if (callerId !== userId) throw new AppError('NOT_FOUND', 'Booking not found.');
  const booking = await findOwnedBookingForFlights(db, { userId, bookingId });
  if (!booking) throw new AppError('NOT_FOUND', 'Booking not found.');
  const traveller = booking.travellers.find((candidate) => candidate.id === input.travelerId);
  if (!traveller) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { travelerId: 'Not a traveller of this booking' },
    });
  }
  if (isBookingCancelled({ status: booking.status })) {
    throw new AppError('CONFLICT', 'The booking is cancelled: its flights can no longer change.');
  }
  if (hasDeparted({ startingDate: booking.startingDate, now })) {
    throw new AppError('CONFLICT', 'The trip has departed: its flights can no longer change.');
  }

  const fields: Record<string, string> = {};
  input.flights.forEach((flight, i) => {
    for (const end of ['departureAirport', 'arrivalAirport'] as const) {
      if (!findAirport(flight[end].iataCode)) {
        fields[`flights.${i}.${end}.iataCode`] = 'Unknown airport code';
      }
    }
    const departure = parseFlightDateTime(flight.departureDateTime);
    if (flight.direction === 'OUTBOUND' && departure && departure.date > booking.startingDate) {
      fields[`flights.${i}.departureDateTime`] =
        `An outbound flight leaves by the tour's first day (${booking.startingDate})`;
    }
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields });
  }

  const noFlightNeeded = input.flights.length === 0 && input.noFlightNeeded === true;
  await db.transaction(async (tx) => {
    await replaceTravellerFlights(tx, {
      travellerId: traveller.id,
      flights: input.flights,
      noFlightNeeded,
      now,
    });
    if (traveller.isLeader) {
      await markFlightInfo(tx, {
        leaderId: traveller.id,
        completed: input.flights.length > 0 || noFlightNeeded,
        now,
      });
    }
    await recordEvent(tx as unknown as Database, {
      type: noFlightNeeded ? 'flights.not_needed' : 'flights.shared',
      userId,
      data: {
        bookingId,
        externalBookingId: null,
        bookingTravellerId: traveller.id,
        externalBookingTravellerId: traveller.externalId,
      },
      now,
    });
  });
  const saved = await findTravellersFlights(db, [traveller.id], language);
  return saved.get(traveller.id)!;
}
