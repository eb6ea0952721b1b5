import type {
  FlightDirection,
  FlightSegment,
  FlightSegmentInput,
  FlightTripType,
  ScheduledFlightSegment,
} from '@wayfarer/contract';
import { parseDate } from '@wayfarer/domain';
import type { TranslationKey } from '../../../i18n/i18n';
import { contract } from '../../../lib/contract';

/*
 * The rules of the flight-details form (account-area §5): flight number required, departure date
 * required, dates as DD/MM/YYYY; manual entry needs both airports and both times, the arrival
 * after the departure. Messages are translation keys.
 */

export type FlightFormField =
  | 'flightNumber'
  | 'departureDate'
  | 'departureAirport'
  | 'arrivalAirport'
  | 'departureTime'
  | 'arrivalDate'
  | 'arrivalTime'
  | 'stops'
  | 'layoverTime';

export type FlightFormErrors = Partial<Record<FlightFormField, TranslationKey>>;

/** `YYYY-MM-DD` of a DD/MM/YYYY text, or null. */
export function isoDateOf(text: string): string | null {
  const date = parseDate({ text: text.trim() });
  return date ? date.toISOString().slice(0, 10) : null;
}

function checkDate(
  text: string,
  required: TranslationKey,
): { error?: TranslationKey; iso?: string } {
  if (!text.trim()) return { error: required };
  const iso = isoDateOf(text);
  return iso ? { iso } : { error: 'flights.validation.dateFormat' };
}

export interface SearchValues {
  flightNumber: string;
  departureDate: string;
}

/** The search form: the errors, or the query to send (canonical number, ISO day). */
export function validateSearch(values: SearchValues): {
  errors: FlightFormErrors;
  query: { flightNumber: string; departureDate: string } | null;
} {
  const errors: FlightFormErrors = {};
  let flightNumber: string | null = null;
  if (!values.flightNumber.trim()) errors.flightNumber = 'flights.validation.flightNumberRequired';
  else {
    flightNumber = contract().normalizeFlightNumber(values.flightNumber);
    if (!flightNumber) errors.flightNumber = 'flights.validation.flightNumberFormat';
  }
  const date = checkDate(values.departureDate, 'flights.validation.departureDateRequired');
  if (date.error) errors.departureDate = date.error;
  return {
    errors,
    query: flightNumber && date.iso ? { flightNumber, departureDate: date.iso } : null,
  };
}

export interface ManualValues extends SearchValues {
  departureAirport: string | null;
  arrivalAirport: string | null;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  airline: string;
  /** How many stops, 0 to 3 (a direct flight has none). */
  stops: string;
  /** Time on the ground at the stops, HH:MM; only with stops. */
  layoverTime: string;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
const stopsPattern = /^[0-3]$/;
const durationPattern = /^(\d{1,2}):([0-5]\d)$/;

/** Minutes of an HH:MM layover, up to the contract's longest; null when not one. */
function layoverMinutesOf(text: string): number | null {
  const match = durationPattern.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 0 && minutes <= contract().MAX_LAYOVER_MINUTES ? minutes : null;
}

/** The segment field each field of the manual entry fills. */
const segmentFieldOf = {
  flightNumber: 'flightNumber',
  departureDate: 'departureDateTime',
  departureTime: 'departureDateTime',
  departureAirport: 'departureAirport',
  arrivalAirport: 'arrivalAirport',
  arrivalDate: 'arrivalDateTime',
  arrivalTime: 'arrivalDateTime',
  airline: 'airline',
  stops: 'stops',
  layoverTime: 'layoverTime',
} as const satisfies Record<FlightFormField | 'airline', keyof FlightSegmentInput>;

/** Whether a field of the manual entry is required: the contract's segment schema says. */
export function isManualFieldRequired(field: keyof typeof segmentFieldOf): boolean {
  const { flightSegmentInputSchema, isRequiredField } = contract();
  return isRequiredField(flightSegmentInputSchema, segmentFieldOf[field]);
}

/** Manual entry: the errors, or the segment to send (times without an offset). */
export function validateManual(
  values: ManualValues,
  direction: FlightDirection,
): { errors: FlightFormErrors; segment: FlightSegmentInput | null } {
  const { errors, query } = validateSearch(values);
  if (!values.departureAirport) errors.departureAirport = 'flights.validation.airportRequired';
  if (!values.arrivalAirport) errors.arrivalAirport = 'flights.validation.airportRequired';
  else if (values.arrivalAirport === values.departureAirport) {
    errors.arrivalAirport = 'flights.validation.sameAirport';
  }
  if (!timePattern.test(values.departureTime.trim())) {
    errors.departureTime = 'flights.validation.timeFormat';
  }
  if (!timePattern.test(values.arrivalTime.trim())) {
    errors.arrivalTime = 'flights.validation.timeFormat';
  }
  const arrival = checkDate(values.arrivalDate, 'flights.validation.arrivalDateRequired');
  if (arrival.error) errors.arrivalDate = arrival.error;
  const stopsText = values.stops.trim() || '0';
  const stops = stopsPattern.test(stopsText) ? Number(stopsText) : null;
  if (stops === null) errors.stops = 'flights.validation.stopsRange';
  const layoverTime = stops ? layoverMinutesOf(values.layoverTime) : null;
  if (stops && layoverTime === null) errors.layoverTime = 'flights.validation.layoverFormat';
  if (Object.keys(errors).length > 0 || !query || !arrival.iso) return { errors, segment: null };
  const departureDateTime = `${query.departureDate}T${values.departureTime.trim()}`;
  const arrivalDateTime = `${arrival.iso}T${values.arrivalTime.trim()}`;
  if (arrivalDateTime <= departureDateTime) {
    return { errors: { arrivalTime: 'flights.validation.arrivalAfterDeparture' }, segment: null };
  }
  return {
    errors,
    segment: {
      departureAirport: { iataCode: values.departureAirport! },
      arrivalAirport: { iataCode: values.arrivalAirport! },
      departureDateTime,
      arrivalDateTime,
      flightNumber: query.flightNumber,
      airline: values.airline.trim() || null,
      stops: stops ?? 0,
      direction,
      tripType: 'ONE_WAY',
      layoverTime,
    },
  };
}

const minuteMs = 60_000;

/**
 * The legs the search found, from where the traveller boards to where they land, as the one flight
 * they save (account-area §9: a segment has stops and a layover time): its stops are the airports
 * in between, its layover the minutes spent on the ground there (each leg's times carry their
 * airport's offset; a stop's arrival and next departure share one airport, so they compare).
 */
export function connectionFromLegs(
  legs: readonly [ScheduledFlightSegment, ...ScheduledFlightSegment[]],
  direction: FlightDirection,
): FlightSegmentInput {
  const first = legs[0];
  const last = legs[legs.length - 1]!;
  const layover = legs
    .slice(1)
    .reduce(
      (sum, leg, i) =>
        sum + (Date.parse(leg.departureDateTime) - Date.parse(legs[i]!.arrivalDateTime)),
      0,
    );
  return {
    departureAirport: { iataCode: first.departureAirport.iataCode },
    arrivalAirport: { iataCode: last.arrivalAirport.iataCode },
    departureDateTime: first.departureDateTime,
    arrivalDateTime: last.arrivalDateTime,
    flightNumber: first.flightNumber,
    airline: first.airline,
    stops: legs.length - 1,
    direction,
    tripType: 'ONE_WAY',
    layoverTime: legs.length > 1 ? Math.round(layover / minuteMs) : null,
    stopAirports: legs.slice(1).map((leg) => ({ iataCode: leg.departureAirport.iataCode })),
  };
}

/** A saved segment sent back unchanged (with the other direction's new list). */
export function segmentFromSaved(segment: FlightSegment): FlightSegmentInput {
  return {
    departureAirport: { iataCode: segment.departureAirport.iataCode },
    arrivalAirport: { iataCode: segment.arrivalAirport.iataCode },
    departureDateTime: segment.departureDateTime,
    arrivalDateTime: segment.arrivalDateTime,
    flightNumber: segment.flightNumber,
    airline: segment.airline,
    stops: segment.stops,
    direction: segment.direction,
    tripType: segment.tripType,
    layoverTime: segment.layoverTime,
    stopAirports: segment.stopAirports.map(({ iataCode }) => ({ iataCode })),
  };
}

/**
 * The legs from the chosen departure airport to the chosen arrival airport of a multi-segment
 * flight (by leg index); null when the arrival does not come after the departure.
 */
export function chosenLegs<T>(legs: readonly T[], from: number, to: number): [T, ...T[]] | null {
  if (from < 0 || to >= legs.length || to < from) return null;
  return legs.slice(from, to + 1) as [T, ...T[]];
}

/** The whole list to send: the other direction kept, this one replaced; round trip when both. */
export function flightsToSave({
  outbound,
  inbound,
}: {
  outbound: FlightSegmentInput[];
  inbound: FlightSegmentInput[];
}): FlightSegmentInput[] {
  const tripType: FlightTripType =
    outbound.length > 0 && inbound.length > 0 ? 'ROUND_TRIP' : 'ONE_WAY';
  return [...outbound, ...inbound].map((segment) => ({ ...segment, tripType }));
}

const serverFieldKeys: Record<string, { field: FlightFormField | null; key: TranslationKey }> = {
  'departureAirport.iataCode': { field: 'departureAirport', key: 'flights.serverErrors.airport' },
  'arrivalAirport.iataCode': { field: 'arrivalAirport', key: 'flights.serverErrors.airport' },
  departureDateTime: { field: 'departureDate', key: 'flights.serverErrors.departureDate' },
  arrivalDateTime: { field: 'arrivalTime', key: 'flights.serverErrors.arrivalDate' },
  flightNumber: { field: 'flightNumber', key: 'flights.validation.flightNumberFormat' },
};

/**
 * The server's 400 `fields` (`flights.2.departureDateTime`) on the form: only the segments from
 * `firstIndex` on are the ones being edited; anything else is a message for the whole form.
 */
export function mapServerFields(
  fields: Record<string, string>,
  firstIndex: number,
): { errors: FlightFormErrors; general: TranslationKey | null } {
  const errors: FlightFormErrors = {};
  let general: TranslationKey | null = null;
  for (const path of Object.keys(fields)) {
    const match = /^flights\.(\d+)\.(.+)$/.exec(path);
    const known = match ? serverFieldKeys[match[2]!] : undefined;
    if (match && known?.field && Number(match[1]) >= firstIndex) {
      errors[known.field] ??= known.key;
    } else {
      general = 'flights.serverErrors.general';
    }
  }
  return { errors, general };
}
