/**
 * Calendar days in a time zone (an IANA name, e.g. the variant's 'Europe/Rome'), with Intl only:
 * which day an instant falls on there, and the instant a day starts there (23 or 25 hours long
 * across daylight-saving changes).
 */
const dayMs = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the time zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wallClock = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wallClock - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The calendar day `instant` falls on in `timeZone`, as whole days since 1970-01-01. */
export function zonedDayNumber({ instant, timeZone }: { instant: Date; timeZone: string }): number {
  return Math.floor((instant.getTime() + offsetMs(instant, timeZone)) / dayMs);
}

/** The instant calendar day `day` (days since 1970-01-01) begins in `timeZone`. */
export function startOfZonedDay({ day, timeZone }: { day: number; timeZone: string }): Date {
  const midnightAsUtc = day * dayMs;
  // The offset at UTC midnight is right unless a change happens in between; one more step settles it.
  const guess = midnightAsUtc - offsetMs(new Date(midnightAsUtc), timeZone);
  return new Date(midnightAsUtc - offsetMs(new Date(guess), timeZone));
}
