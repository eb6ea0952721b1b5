import { zonedDayNumber } from './zoned-days';

/** A date as the API sends it (ISO 8601 string) or as the app holds it (Date). */
export type DateInput = Date | string;

/**
 * A date input read into a Date, and whether it is a wall-clock value.
 *
 * - ISO strings without an offset ('2026-03-15', '2026-03-15T10:30') are wall-clock
 *   values: calendar dates and local times (a flight leaves at 10:30 wherever the
 *   viewer is). They are read as if they were UTC, so reading them back in UTC gives
 *   exactly what was written, on any machine.
 * - Strings with 'Z' or an offset, and Date objects, are instants.
 */
export interface ReadDate {
  date: Date;
  wallClock: boolean;
}

const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

const minuteMs = 60_000;
const dayMs = 86_400_000;

/**
 * UTC midnight of a calendar date, or null when the day does not exist (31 February).
 * (date-fns' isExists goes through the local Date constructor, which maps years 0-99 to
 * 1900-1999, so it cannot check them.)
 */
export function utcCalendarDate(year: number, monthIndex: number, day: number): Date | null {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === monthIndex &&
    date.getUTCDate() === day
    ? date
    : null;
}

/** Reads a Date or an ISO 8601 string; null when it is invalid. Never uses the machine's time zone. */
export function readDateInput(input: DateInput | null | undefined): ReadDate | null {
  if (input instanceof Date) {
    return Number.isNaN(input.getTime())
      ? null
      : { date: new Date(input.getTime()), wallClock: false };
  }
  if (typeof input !== 'string') return null;
  const match = isoPattern.exec(input.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const year = Number(y);
  const monthIndex = Number(mo) - 1;
  const day = Number(d);
  const hours = Number(h);
  const minutes = Number(mi);
  const seconds = Number(s);
  if (!utcCalendarDate(year, monthIndex, day) || hours > 23 || minutes > 59 || seconds > 59)
    return null;
  if (offset !== undefined && !isValidOffset(offset)) return null;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hours, minutes, seconds, ms);
  if (offset === undefined) return { date, wallClock: true };
  return { date: new Date(date.getTime() - offsetMinutes(offset) * minuteMs), wallClock: false };
}

function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return offset.startsWith('-') ? -minutes : minutes;
}

function isValidOffset(offset: string): boolean {
  if (offset.toUpperCase() === 'Z') return true;
  const digits = offset.slice(1).replace(':', '');
  return Number(digits.slice(0, 2)) <= 23 && Number(digits.slice(2)) <= 59;
}

/**
 * The UTC calendar day of a date input, as whole days since 1970-01-01; null when invalid.
 * A wall-clock string counts on the day it names; an instant on its UTC day.
 */
export function toUtcDayNumber(input: DateInput | null | undefined): number | null {
  const read = readDateInput(input);
  return read ? Math.floor(read.date.getTime() / dayMs) : null;
}

/**
 * Whole calendar days from today to `date`: 0 on the same day, 1 tomorrow, -1 yesterday.
 * Today is the day `now` falls on in `timeZone` (UTC unless given). Null when the date is
 * invalid or missing.
 */
export function countCalendarDaysUntil({
  date,
  now,
  timeZone = 'UTC',
}: {
  date: DateInput | null | undefined;
  now: Date;
  timeZone?: string;
}): number | null {
  const target = toUtcDayNumber(date);
  const today =
    timeZone === 'UTC' ? toUtcDayNumber(now) : zonedDayNumber({ instant: now, timeZone });
  return target === null || today === null ? null : target - today;
}
