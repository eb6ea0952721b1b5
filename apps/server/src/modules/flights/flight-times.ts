import { formatFlightDateTime, parseFlightDateTime } from '@wayfarer/contract';

/*
 * Flight times between the API (`2026-03-10T13:15+01:00`) and the tables (a `timestamp without
 * time zone` holding the local wall clock, and the UTC offset in minutes, nullable).
 */

export interface StoredFlightTime {
  /** `YYYY-MM-DD HH:mm:00`, the local wall clock at the airport. */
  local: string;
  offsetMinutes: number | null;
}

/** The API form into the columns; throws on a time the contract would have refused. */
export function toStoredFlightTime(text: string): StoredFlightTime {
  const parts = parseFlightDateTime(text);
  if (!parts) throw new Error(`not a flight time: ${text}`);
  return { local: `${parts.date} ${parts.time}:00`, offsetMinutes: parts.offsetMinutes };
}

const storedPattern = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/;

/** The columns into the API form. */
export function fromStoredFlightTime(local: string, offsetMinutes: number | null): string {
  const match = storedPattern.exec(local);
  if (!match) throw new Error(`not a stored flight time: ${local}`);
  return formatFlightDateTime({ date: match[1]!, time: match[2]!, offsetMinutes });
}

/** A sort key: the instant when the offset is known, else the wall clock read as UTC (minutes). */
export function flightTimeSortKey(text: string): number {
  const parts = parseFlightDateTime(text);
  if (!parts) return Number.POSITIVE_INFINITY;
  return parts.wallClockMinutes - (parts.offsetMinutes ?? 0);
}

/**
 * The UTC offset (minutes, east positive) of an IANA time zone at a local wall-clock time: what
 * the seed uses to give its flights the offsets of their dates (summer time included).
 */
export function utcOffsetAt(timeZone: string, localDate: string, localTime: string): number {
  const wallClockMs = Date.parse(`${localDate}T${localTime}:00Z`);
  // The offset at the instant `wallClock - offset`; two rounds settle it except inside a DST gap.
  let offset = offsetAtInstant(timeZone, wallClockMs);
  offset = offsetAtInstant(timeZone, wallClockMs - offset * 60_000);
  return offset;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetAtInstant(timeZone: string, instantMs: number): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name =
    formatter.formatToParts(new Date(instantMs)).find((part) => part.type === 'timeZoneName')
      ?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The local wall clock and offset in `timeZone` of an instant. */
export function localTimeAt(
  timeZone: string,
  instantMs: number,
): { date: string; time: string; offsetMinutes: number } {
  const offsetMinutes = offsetAtInstant(timeZone, instantMs);
  const wallClock = new Date(instantMs + offsetMinutes * 60_000).toISOString();
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16), offsetMinutes };
}
