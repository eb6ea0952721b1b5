/**
 * A calendar file (RFC 5545) with one all-day event for a trip, built in the browser.
 *
 * - VCALENDAR 2.0 with one VEVENT; DTSTART and DTEND are DATE values, DTEND being the day after
 *   the trip's last day (the end of an all-day event is exclusive, RFC 5545 §3.6.1).
 * - The UID carries the booking id, so importing the file again updates the same event.
 * - Text values are escaped (backslash, semicolon, comma, newline), lines end with CRLF and are
 *   folded at 75 octets without splitting a UTF-8 character.
 */

export interface TripCalendarEvent {
  /** The booking id: the event's UID is `<bookingId>@<uidDomain>`. */
  bookingId: string;
  title: string;
  /** First day of the trip, YYYY-MM-DD. */
  startingDate: string;
  /** Last day of the trip (included), YYYY-MM-DD. */
  endingDate: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the file is made (DTSTAMP). */
  now: Date;
  uidDomain?: string;
}

const CRLF = '\r\n';
const maxLineOctets = 75;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day YYYY-MM-DD read as UTC midnight; throws on anything else. */
function readDay(value: string): Date {
  const match = isoDay.exec(value);
  if (!match) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${value}`);
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.toISOString().slice(0, 10) !== value)
    throw new RangeError(`Not a calendar day: ${value}`);
  return date;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** DATE value: YYYYMMDD. */
function formatDateValue(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** DATE-TIME value in UTC: YYYYMMDDTHHMMSSZ. */
function formatDateTimeValue(date: Date): string {
  return `${formatDateValue(date)}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and one space before each continuation. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The .ics text of a trip: one all-day event from its first day to its last, both included. */
export function buildTripIcs({
  bookingId,
  title,
  startingDate,
  endingDate,
  location,
  description,
  url,
  now,
  uidDomain = 'wayfarer.travel',
}: TripCalendarEvent): string {
  const start = readDay(startingDate);
  const last = readDay(endingDate);
  if (last.getTime() < start.getTime()) {
    throw new RangeError(`The trip ends (${endingDate}) before it starts (${startingDate})`);
  }
  const dayAfterLast = new Date(last.getTime());
  dayAfterLast.setUTCDate(dayAfterLast.getUTCDate() + 1);

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wayfarer//Account area//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`${bookingId}@${uidDomain}`)}`,
    `DTSTAMP:${formatDateTimeValue(now)}`,
    `DTSTART;VALUE=DATE:${formatDateValue(start)}`,
    `DTEND;VALUE=DATE:${formatDateValue(dayAfterLast)}`,
    `SUMMARY:${escapeIcsText(title)}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    // URL is a URI value, not TEXT: it is not escaped.
    ...(url ? [`URL:${url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name for the trip's calendar file. */
export function tripIcsFileName(bookingId: string): string {
  return `${bookingId.replace(/[^A-Za-z0-9-]/g, '_')}.ics`;
}
