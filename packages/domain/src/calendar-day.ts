/**
 * Calendar days of dates typed by people (birthdays, document dates) and sent by the API.
 *
 * A date reads from a Date, an ISO 8601 string (see `readDateInput`) or a strict
 * DD/MM/YYYY text as the forms show it (see `parseDate`). Days are UTC calendar days, as
 * everywhere in this package: an instant counts on its UTC day, a calendar date on the
 * day it names.
 */
import { readDateInput, type DateInput } from './date-input';
import { parseDate } from './dates';

const dayMs = 86_400_000;

/** A date as the API sends it, as the app holds it, or as a form shows it (DD/MM/YYYY). */
export type CalendarDateInput = DateInput;

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
  /** Whole days since 1970-01-01. */
  dayNumber: number;
}

/** The UTC calendar day of a date; null when it is missing, unreadable or does not exist. */
export function readCalendarDay(input: CalendarDateInput | null | undefined): CalendarDay | null {
  if (input === null || input === undefined) return null;
  const date =
    typeof input === 'string' && input.includes('/')
      ? parseDate({ text: input })
      : (readDateInput(input)?.date ?? null);
  if (!date) return null;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    dayNumber: Math.floor(date.getTime() / dayMs),
  };
}

/**
 * Completed years from `birthday` to `now` (UTC calendar days); null when the birthday is
 * unreadable or after today. A year completes on the birthday itself; someone born on
 * 29 February completes it on 1 March in common years.
 */
export function getAge({
  birthday,
  now,
}: {
  birthday: CalendarDateInput | null | undefined;
  now: Date;
}): number | null {
  const born = readCalendarDay(birthday);
  const today = readCalendarDay(now);
  if (!born || !today || born.dayNumber > today.dayNumber) return null;
  const hadBirthdayThisYear =
    today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthdayThisYear ? 0 : 1);
}
