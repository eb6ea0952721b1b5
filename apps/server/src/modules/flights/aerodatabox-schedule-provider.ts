import { z } from 'zod';
import { formatFlightDateTime, parseFlightDateTime } from '@wayfarer/contract';
import { flightTimeSortKey } from './flight-times';
import {
  FlightScheduleUnavailableError,
  type FlightScheduleProvider,
  type FlightScheduleQuery,
  type ScheduledAirport,
  type ScheduledLeg,
} from './schedule-provider';

/*
 * AeroDataBox (https://aerodatabox.com, sold through RapidAPI and API.market): "Flight status by
 * number and date", `GET /flights/number/{number}/{dateLocal}`. The answer is an array of
 * FlightContract, one per leg (a flight with stops under one number gives several); each has
 * `departure` and `arrival` movements with the airport (`iata`, `name`, `municipalityName`,
 * `countryCode`) and `scheduledTime: { utc: '2026-03-10 12:15Z', local: '2026-03-10 13:15+01:00' }`
 * (older answers: `scheduledTimeLocal` / `scheduledTimeUtc`). No flight: 204 No Content (404 on
 * some plans). Authentication: the `X-RapidAPI-Key` header (and `X-RapidAPI-Host`), which
 * API.market's proxy accepts too.
 */

const movementSchema = z.object({
  airport: z
    .object({
      iata: z.string().optional(),
      name: z.string().optional(),
      shortName: z.string().optional(),
      municipalityName: z.string().optional(),
      countryCode: z.string().optional(),
    })
    .optional(),
  scheduledTime: z.object({ utc: z.string().optional(), local: z.string().optional() }).optional(),
  scheduledTimeLocal: z.string().optional(),
});

const flightContractSchema = z.object({
  number: z.string(),
  isCargo: z.boolean().optional(),
  departure: movementSchema,
  arrival: movementSchema,
  airline: z.object({ name: z.string().optional(), iata: z.string().optional() }).optional(),
});

const responseSchema = z.array(flightContractSchema);

type Movement = z.infer<typeof movementSchema>;

/** '2026-03-10 13:15+01:00' into the API's '2026-03-10T13:15+01:00'; null when unreadable. */
function localTimeOf(movement: Movement): string | null {
  const text = movement.scheduledTime?.local ?? movement.scheduledTimeLocal;
  if (!text) return null;
  const parts = parseFlightDateTime(text.trim().replace(' ', 'T'));
  // Times from a schedule always carry their offset; without it the leg is not usable.
  if (!parts || parts.offsetMinutes === null) return null;
  return formatFlightDateTime(parts);
}

function airportOf(movement: Movement): ScheduledAirport | null {
  const iataCode = movement.airport?.iata?.trim().toUpperCase();
  if (!iataCode || !/^[A-Z]{3}$/.test(iataCode)) return null;
  return {
    iataCode,
    name: movement.airport?.name ?? null,
    city: movement.airport?.municipalityName ?? null,
    countryCode: movement.airport?.countryCode ?? null,
  };
}

export interface AeroDataBoxOptions {
  /** `https://aerodatabox.p.rapidapi.com` or a compatible proxy. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class AeroDataBoxFlightScheduleProvider implements FlightScheduleProvider {
  readonly name = 'aerodatabox';
  private readonly baseUrl: URL;

  constructor(private readonly options: AeroDataBoxOptions) {
    this.baseUrl = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  }

  async search({ flightNumber, departureDate }: FlightScheduleQuery): Promise<ScheduledLeg[]> {
    const url = new URL(
      `flights/number/${encodeURIComponent(flightNumber)}/${departureDate}`,
      this.baseUrl,
    );
    url.searchParams.set('withAircraftImage', 'false');
    url.searchParams.set('withLocation', 'false');
    // Flights taking off that day (not those landing on it).
    url.searchParams.set('dateLocalRole', 'Departure');
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        headers: {
          accept: 'application/json',
          'x-rapidapi-key': this.options.apiKey,
          'x-rapidapi-host': this.baseUrl.host,
        },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new FlightScheduleUnavailableError('AeroDataBox did not answer', { cause: error });
    }
    if (response.status === 204 || response.status === 404) return [];
    if (!response.ok) {
      throw new FlightScheduleUnavailableError(`AeroDataBox answered ${response.status}`);
    }
    const text = await response.text();
    if (!text.trim()) return [];
    let body: z.infer<typeof responseSchema>;
    try {
      body = responseSchema.parse(JSON.parse(text));
    } catch (error) {
      throw new FlightScheduleUnavailableError('AeroDataBox answered something unreadable', {
        cause: error,
      });
    }
    const legs: ScheduledLeg[] = [];
    for (const flight of body) {
      if (flight.isCargo) continue;
      const departureAirport = airportOf(flight.departure);
      const arrivalAirport = airportOf(flight.arrival);
      const departureDateTime = localTimeOf(flight.departure);
      const arrivalDateTime = localTimeOf(flight.arrival);
      // A leg without both airports and both scheduled times cannot fill the form.
      if (!departureAirport || !arrivalAirport || !departureDateTime || !arrivalDateTime) continue;
      legs.push({
        // The number the traveller holds (a codeshare may list the operating carrier's).
        flightNumber,
        airline: flight.airline?.name ?? null,
        departureAirport,
        arrivalAirport,
        departureDateTime,
        arrivalDateTime,
      });
    }
    return legs.sort(
      (a, b) => flightTimeSortKey(a.departureDateTime) - flightTimeSortKey(b.departureDateTime),
    );
  }
}
