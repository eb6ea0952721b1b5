import { z } from 'zod';

/*
 * A flight segment as the API answers it, with what it is made of (account-area §3 Flight
 * segment). Its own file so that a booking (bookings.ts, in the contract's start part) does not
 * build the flight forms' and the search's schemas; flights.ts re-exports all of it.
 *
 * Times of a flight are the local times at its airports, as printed on a ticket:
 * `YYYY-MM-DDTHH:mm`, followed by the airport's UTC offset (`+01:00`) when it is known.
 */

export const flightDirections = ['OUTBOUND', 'INBOUND'] as const;
export const flightDirectionSchema = z.enum(flightDirections);
export type FlightDirection = z.infer<typeof flightDirectionSchema>;

export const flightTripTypes = ['ONE_WAY', 'ROUND_TRIP'] as const;
export const flightTripTypeSchema = z.enum(flightTripTypes);
export type FlightTripType = z.infer<typeof flightTripTypeSchema>;

/** A flight has at most three stops (account-area §9). */
export const MAX_FLIGHT_STOPS = 3;

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-](\d{2}):(\d{2}))?$/;

export interface FlightDateTimeParts {
  /** `YYYY-MM-DD`: the local calendar day at the airport. */
  date: string;
  /** `HH:mm`: the local time at the airport. */
  time: string;
  /** The airport's UTC offset in minutes (east positive), when the text has one. */
  offsetMinutes: number | null;
  /** Minutes since 1970-01-01T00:00 of the local wall clock (the local time read as if UTC). */
  wallClockMinutes: number;
}

/**
 * Reads a flight time (`YYYY-MM-DDTHH:mm`, optional `:ss`, optional `Z` or `±HH:MM`); null when it
 * is not one or names a day or time that does not exist. Seconds are read and dropped.
 */
export function parseFlightDateTime(text: string): FlightDateTimeParts | null {
  const match = dateTimePattern.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00', zone, oh, om] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  if (hour > 23 || minute > 59 || Number(s) > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  let offsetMinutes: number | null = null;
  if (zone === 'Z') offsetMinutes = 0;
  else if (zone) {
    if (Number(oh) > 14 || Number(om) > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (Number(oh) * 60 + Number(om));
  }
  return {
    date: `${y}-${mo}-${d}`,
    time: `${h}:${mi}`,
    offsetMinutes,
    wallClockMinutes: ms / 60_000,
  };
}

const flightDateTimeMessage = 'Enter a local date and time as YYYY-MM-DDTHH:mm (optional ±HH:MM)';

/** A local flight time at an airport, as sent by the API. */
export const flightDateTimeSchema = z
  .string()
  .refine((text) => parseFlightDateTime(text) !== null, flightDateTimeMessage)
  .meta({
    description: 'Local time at the airport, YYYY-MM-DDTHH:mm, with its UTC offset when known',
    example: '2026-03-10T13:15+01:00',
  });

const minutes = z.number().int();

/** A flight segment as the API answers it (in a booking and after a save). */
export const flightSegmentSchema = z
  .object({
    departureAirport: z.object({
      iataCode: z.string().length(3),
      name: z.string().nullable(),
      city: z.string().nullable(),
    }),
    arrivalAirport: z.object({
      iataCode: z.string().length(3),
      name: z.string().nullable(),
      city: z.string().nullable(),
    }),
    departureDateTime: flightDateTimeSchema,
    arrivalDateTime: flightDateTimeSchema,
    /** Canonical flight number, `AZ784`. */
    flightNumber: z.string(),
    airline: z.string().nullable(),
    stops: z.number().int().min(0).max(MAX_FLIGHT_STOPS),
    direction: flightDirectionSchema,
    tripType: flightTripTypeSchema,
    /** Minutes between landing and the next take-off, for a flight with stops. */
    layoverTime: minutes.min(0).nullable(),
    /**
     * Where the flight stops, in order, when the traveller's flight came from the search (a flight
     * typed by hand may have stops without them): empty for a direct flight.
     */
    stopAirports: z.array(
      z.object({
        iataCode: z.string().length(3),
        name: z.string().nullable(),
        city: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'FlightSegment' });
export type FlightSegment = z.infer<typeof flightSegmentSchema>;
