import { z } from 'zod';
import { oneLineOfText, singleLineText } from './text';
import {
  flightDateTimeSchema,
  flightDirectionSchema,
  flightSegmentSchema,
  flightTripTypeSchema,
  MAX_FLIGHT_STOPS,
  parseFlightDateTime,
  type FlightDateTimeParts,
} from './flight-segment';

export {
  flightDateTimeSchema,
  flightDirections,
  flightDirectionSchema,
  flightSegmentSchema,
  flightTripTypes,
  flightTripTypeSchema,
  MAX_FLIGHT_STOPS,
  parseFlightDateTime,
  type FlightDateTimeParts,
  type FlightDirection,
  type FlightSegment,
  type FlightTripType,
} from './flight-segment';

/*
 * Flight details (account-area §2 flight-details modal, §3 Flight segment and payload, §4 flight
 * search result and flight step, §5 validation, §7 flight calls).
 *
 * Times of a flight are the local times at its airports, as printed on a ticket:
 * `YYYY-MM-DDTHH:mm`, followed by the airport's UTC offset (`+01:00`) when it is known. Flights
 * found by the search always carry the offset; a flight typed by hand may leave it out.
 *
 * The flight segment of the API's answers is in flight-segment.ts (a booking holds it, and
 * bookings.ts takes it from there); this file re-exports it.
 */

/** A layover is at most two days. */
export const MAX_LAYOVER_MINUTES = 48 * 60;
/** Flights one traveller shares for one booking, both directions together. */
export const MAX_TRAVELLER_FLIGHTS = 12;
export const AIRPORT_QUERY_MAX_LENGTH = 64;
/** The airport search answers at most this many airports. */
export const AIRPORT_SEARCH_LIMIT = 10;

// --- flight numbers --------------------------------------------------------------------------

/**
 * An IATA airline designator (two letters or digits, not both digits: `AZ`, `U2`, `9W`), then
 * 1 to 4 digits, with one optional space between: `AZ 784`, `az784`, `U2 1234`.
 */
const flightNumberPattern = /^((?:[A-Z]{2}|[A-Z]\d|\d[A-Z]))\s?(\d{1,4})$/i;

/**
 * The canonical form of a flight number: upper case, no space, no leading zeros in the number
 * (`az 0784` gives `AZ784`); null when the text is not a flight number.
 */
export function normalizeFlightNumber(text: string): string | null {
  const match = flightNumberPattern.exec(text.trim());
  if (!match) return null;
  const [, airline = '', number = ''] = match;
  return `${airline.toUpperCase()}${String(Number(number))}`;
}

const flightNumberMessage = 'Enter a flight number: the airline code and 1 to 4 digits (AZ 784)';

/** A flight number as typed, validated, in its canonical form (`AZ784`). */
export const flightNumberSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Flight number is required' : undefined),
  })
  .trim()
  .min(1, { message: 'Flight number is required', abort: true })
  .refine((text) => normalizeFlightNumber(text) !== null, flightNumberMessage)
  .transform((text) => normalizeFlightNumber(text) ?? text)
  .meta({
    description: 'Airline code and 1 to 4 digits, one optional space: AZ 784',
    example: 'AZ 784',
  });

// --- dates and times -------------------------------------------------------------------------

const isoDateMessage = 'Enter a date as YYYY-MM-DD';

/** A calendar day, `YYYY-MM-DD`. */
export const flightDateSchema = z.iso.date({
  error: (issue) => (issue.input === undefined ? 'Departure date is required' : isoDateMessage),
});

/** `+01:00` for 60, `-03:30` for -210, `+00:00` for 0. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `${sign}${hours}:${minutes}`;
}

/** The wire form of a flight time: `2026-03-10T13:15+01:00`, or without the offset when unknown. */
export function formatFlightDateTime({
  date,
  time,
  offsetMinutes,
}: {
  date: string;
  time: string;
  offsetMinutes: number | null;
}): string {
  return `${date}T${time}${offsetMinutes === null ? '' : formatUtcOffset(offsetMinutes)}`;
}

/**
 * Whether the arrival comes after the departure: compared as instants when both times carry
 * their offset, else as local wall-clock times.
 */
export function isArrivalAfterDeparture(
  departure: FlightDateTimeParts,
  arrival: FlightDateTimeParts,
): boolean {
  if (departure.offsetMinutes !== null && arrival.offsetMinutes !== null) {
    return (
      arrival.wallClockMinutes - arrival.offsetMinutes >
      departure.wallClockMinutes - departure.offsetMinutes
    );
  }
  return arrival.wallClockMinutes > departure.wallClockMinutes;
}

// --- airports --------------------------------------------------------------------------------

/** A three-letter IATA airport code, any case on the way in, upper case in the API. */
export const iataAirportCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Enter a three-letter IATA airport code')
  .transform((code) => code.toUpperCase());

export const airportSchema = z
  .object({
    iataCode: z.string().length(3),
    name: z.string(),
    /** The city it serves, in the traveller's language when known. */
    city: z.string().nullable(),
    /** ISO 3166-1 alpha-2. */
    countryCode: z.string().length(2).nullable(),
    /** The country's name in the traveller's language. */
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'Airport' });
export type Airport = z.infer<typeof airportSchema>;

export const airportSearchQuerySchema = z.object({
  q: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Type an airport, a city or a code' : undefined,
    })
    .regex(oneLineOfText, 'validation.invalid')
    .trim()
    .min(1, 'Type an airport, a city or a code')
    .max(AIRPORT_QUERY_MAX_LENGTH, `At most ${AIRPORT_QUERY_MAX_LENGTH} characters`),
});
export type AirportSearchQuery = z.infer<typeof airportSearchQuerySchema>;

export const airportSearchResponseSchema = z
  .object({ data: z.array(airportSchema).max(AIRPORT_SEARCH_LIMIT) })
  .meta({ id: 'AirportSearchResponse' });
export type AirportSearchResponse = z.infer<typeof airportSearchResponseSchema>;

// --- flight search ---------------------------------------------------------------------------

export const flightSearchQuerySchema = z.object({
  flightNumber: flightNumberSchema,
  departureDate: flightDateSchema,
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuerySchema>;

/** One leg of a scheduled flight, as the schedules know it. */
export const scheduledFlightSegmentSchema = z
  .object({
    /** Canonical flight number, `AZ784`. */
    flightNumber: z.string(),
    /** The operating airline's name, when known. */
    airline: z.string().nullable(),
    departureAirport: airportSchema,
    arrivalAirport: airportSchema,
    departureDateTime: flightDateTimeSchema,
    arrivalDateTime: flightDateTimeSchema,
  })
  .meta({ id: 'ScheduledFlightSegment' });
export type ScheduledFlightSegment = z.infer<typeof scheduledFlightSegmentSchema>;

/**
 * found: one segment, the form fills in; multiple: the number covers several segments (a flight
 * with stops), the traveller chooses where they board and where they land; none: enter it by hand.
 */
export const flightSearchResultSchema = z
  .discriminatedUnion('result', [
    z.object({ result: z.literal('found'), segment: scheduledFlightSegmentSchema }),
    z.object({
      result: z.literal('multiple'),
      segments: z.array(scheduledFlightSegmentSchema).min(2),
    }),
    z.object({ result: z.literal('none') }),
  ])
  .meta({ id: 'FlightSearchResult' });
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>;

export const flightSearchResponseSchema = z
  .object({ data: flightSearchResultSchema })
  .meta({ id: 'FlightSearchResponse' });
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

// --- a traveller's flights -------------------------------------------------------------------

/**
 * A flight segment as the traveller sends it; every rule names the field it is about. (No
 * component id: its transforms make the input and output shapes differ.)
 */
export const flightSegmentInputSchema = z
  .object({
    departureAirport: z.object({ iataCode: iataAirportCodeSchema }),
    arrivalAirport: z.object({ iataCode: iataAirportCodeSchema }),
    departureDateTime: z
      .string({
        error: (issue) => (issue.input === undefined ? 'Departure date is required' : undefined),
      })
      .min(1, { message: 'Departure date is required', abort: true })
      .pipe(flightDateTimeSchema),
    arrivalDateTime: z
      .string({
        error: (issue) => (issue.input === undefined ? 'Arrival date is required' : undefined),
      })
      .min(1, { message: 'Arrival date is required', abort: true })
      .pipe(flightDateTimeSchema),
    flightNumber: flightNumberSchema,
    airline: singleLineText()
      .trim()
      .max(100)
      .nullish()
      .transform((name) => name || null),
    stops: z
      .number()
      .int()
      .min(0, 'Stops go from 0 to 3')
      .max(MAX_FLIGHT_STOPS, 'Stops go from 0 to 3')
      .default(0),
    direction: flightDirectionSchema,
    tripType: flightTripTypeSchema,
    layoverTime: z
      .number()
      .int()
      .min(0, 'The layover cannot be negative')
      .max(MAX_LAYOVER_MINUTES, 'A layover is at most 48 hours')
      .nullish()
      .transform((value) => value ?? null),
    /** Where the flight stops, in order (at most one per stop); may be left out. */
    stopAirports: z
      .array(z.object({ iataCode: iataAirportCodeSchema }))
      .max(MAX_FLIGHT_STOPS)
      .default([]),
  })
  .superRefine((segment, ctx) => {
    const departure = parseFlightDateTime(segment.departureDateTime);
    const arrival = parseFlightDateTime(segment.arrivalDateTime);
    if (departure && arrival && !isArrivalAfterDeparture(departure, arrival)) {
      ctx.addIssue({
        code: 'custom',
        path: ['arrivalDateTime'],
        message: 'The arrival must come after the departure',
      });
    }
    if (segment.departureAirport.iataCode === segment.arrivalAirport.iataCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['arrivalAirport', 'iataCode'],
        message: 'The arrival airport must differ from the departure airport',
      });
    }
    if (segment.stopAirports.length > segment.stops) {
      ctx.addIssue({
        code: 'custom',
        path: ['stopAirports'],
        message: 'A flight has no more stop airports than stops',
      });
    }
    if (segment.stops === 0 && segment.layoverTime !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['layoverTime'],
        message: 'A direct flight has no layover',
      });
    }
  });
export type FlightSegmentInput = z.input<typeof flightSegmentInputSchema>;
export type ParsedFlightSegmentInput = z.output<typeof flightSegmentInputSchema>;

/**
 * What the flight-details modal saves for one traveller of a booking: the whole list replaces the
 * traveller's flights. An empty list removes them. `noFlightNeeded: true` (with an empty list)
 * declares that the traveller needs no flight; saving flights, or `noFlightNeeded: false`, takes
 * that back.
 */
export const travellerFlightsInputSchema = z
  .object({
    travelerId: z.uuid({
      error: (issue) => (issue.input === undefined ? 'Choose the traveller' : 'Unknown traveller'),
    }),
    flights: z
      .array(flightSegmentInputSchema)
      .max(MAX_TRAVELLER_FLIGHTS, `At most ${MAX_TRAVELLER_FLIGHTS} flights`),
    noFlightNeeded: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.noFlightNeeded && input.flights.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['noFlightNeeded'],
        message: 'Remove the flights to declare that no flight is needed',
      });
    }
  });
export type TravellerFlightsInput = z.input<typeof travellerFlightsInputSchema>;
export type ParsedTravellerFlightsInput = z.output<typeof travellerFlightsInputSchema>;

/** One traveller's flights on a booking. */
export const travellerFlightsSchema = z
  .object({
    travelerId: z.uuid(),
    /** Outbound segments, earliest departure first. */
    outboundFlights: z.array(flightSegmentSchema),
    /** Inbound segments, earliest departure first. */
    inboundFlights: z.array(flightSegmentSchema),
    /** The traveller declared they need no flight (they can change their mind). */
    noFlightNeeded: z.boolean(),
  })
  .meta({ id: 'TravellerFlights' });
export type TravellerFlights = z.infer<typeof travellerFlightsSchema>;

export const travellerFlightsResponseSchema = z
  .object({ data: travellerFlightsSchema })
  .meta({ id: 'TravellerFlightsResponse' });
export type TravellerFlightsResponse = z.infer<typeof travellerFlightsResponseSchema>;

export const bookingFlightsResponseSchema = z
  .object({ data: z.array(travellerFlightsSchema) })
  .meta({ id: 'BookingFlightsResponse' });
export type BookingFlightsResponse = z.infer<typeof bookingFlightsResponseSchema>;
export type BookingFlights = BookingFlightsResponse['data'];

/**
 * Paths of the flights API (Fastify syntax). The booking paths take `userBookingParamsSchema`
 * (bookings contract) as params.
 */
export const flightsApiPaths = {
  searchAirport: '/api/flights/search-airport',
  searchFlight: '/api/flights/search-flight',
  bookingFlights: '/api/users/:id/bookings/:bookingId/flights',
} as const;
