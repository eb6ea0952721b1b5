import { readDateInput, utcCalendarDate, type DateInput } from './date-input';
import { dateFormats } from './variants';

type DateToken = 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock year, month, day, hours, minutes and seconds of an instant in a time zone. */
export function tokensOf(date: Date, timeZone: string): Record<DateToken, string> {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    YYYY: String(parts.year ?? '').padStart(4, '0'),
    MM: parts.month ?? '',
    DD: parts.day ?? '',
    HH: parts.hour ?? '',
    mm: parts.minute ?? '',
    ss: parts.second ?? '',
  };
}

/**
 * Formats a date as DD/MM/YYYY, with 'HH:mm' or 'HH:mm:ss' when `withTime` asks (app-shell §9).
 *
 * - ISO strings without an offset ('2026-03-15', '2026-03-15T10:30') are shown exactly as
 *   written: they are calendar dates and local times.
 * - Date objects and strings with an offset are instants, shown in `timeZone` (an IANA
 *   name, default 'UTC' so that calendar dates kept at UTC midnight, like those from
 *   `parseDate`, show the same day everywhere). Pass the viewer's zone to show a moment
 *   in their local time.
 * - Invalid or unreadable input gives ''.
 */
export function formatDate({
  date,
  withTime,
  timeZone = 'UTC',
}: {
  date: DateInput;
  withTime?: 'minutes' | 'seconds';
  timeZone?: string;
}): string {
  const read = readDateInput(date);
  if (!read) return '';
  const format =
    withTime === 'seconds'
      ? dateFormats.dateTimeWithSeconds
      : withTime === 'minutes'
        ? dateFormats.dateTime
        : dateFormats.date;
  const tokens = tokensOf(read.date, read.wallClock ? 'UTC' : timeZone);
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token as DateToken]);
}

const strictDate = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Reads a strict DD/MM/YYYY date (two-digit day and month, four-digit year, no spaces)
 * into a Date at UTC midnight of that day; null when the text is not such a date or the
 * day does not exist (31/02/2026). `formatDate` gives the same text back.
 */
export function parseDate({ text }: { text: string }): Date | null {
  const match = strictDate.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  return utcCalendarDate(Number(year), Number(month) - 1, Number(day));
}
