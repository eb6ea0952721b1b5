/*
 * Where the flight search finds flights: one provider per process, chosen at start (the embedded
 * schedules table by default, AeroDataBox when its key is configured).
 */

export interface FlightScheduleQuery {
  /** Canonical flight number (`AZ792`, see `normalizeFlightNumber`). */
  flightNumber: string;
  /** Local day of departure, `YYYY-MM-DD`. */
  departureDate: string;
}

/** What a provider knows of an airport beyond its code (used when the dataset lacks the code). */
export interface ScheduledAirport {
  iataCode: string;
  name?: string | null;
  city?: string | null;
  countryCode?: string | null;
}

/** One leg of a flight: a take-off and the next landing. */
export interface ScheduledLeg {
  flightNumber: string;
  airline: string | null;
  departureAirport: ScheduledAirport;
  arrivalAirport: ScheduledAirport;
  /** Local times with their offset: `2026-03-10T13:15+01:00`. */
  departureDateTime: string;
  arrivalDateTime: string;
}

export interface FlightScheduleProvider {
  /** For logs and the API reference: 'embedded', 'aerodatabox'. */
  readonly name: string;
  /**
   * The legs flown under a flight number on a day, in flight order: none when the number does not
   * fly that day, one for a direct flight, several for a flight with stops.
   */
  search(query: FlightScheduleQuery): Promise<ScheduledLeg[]>;
}

/** The provider could not answer (down, refused, too slow, or an answer we cannot read). */
export class FlightScheduleUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FlightScheduleUnavailableError';
  }
}
