/**
 * Calendar days in a time zone (an IANA name, e.g. the variant's 'Europe/Rome'), with Intl only:
 * which day an instant falls on there, and the instant a day starts there (23 or 25 hours long
 * across daylight-saving changes).
 */
import { tokensOf } from './dates';

const dayMs = 86_400_000;

/** How far the time zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const { YYYY, MM, DD, HH, mm, ss } = tokensOf(instant, timeZone);
  const wallClock = Date.UTC(
    Number(YYYY),
    Number(MM) - 1,
    Number(DD),
    Number(HH),
    Number(mm),
    Number(ss),
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
