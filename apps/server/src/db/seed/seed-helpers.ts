/** Helpers the demo seed modules share: readable fixed ids and days relative to the first start. */

export const dayMs = 86_400_000;

/** Fixed, readable uuids: `<prefix>-0000-4000-8000-<n as 12 hex digits>`. */
export function seedId(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Days counted from today (UTC) at `now`. */
export function relativeDays(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    /** The calendar day `offset` days from today (UTC), as YYYY-MM-DD. */
    day: (offset: number) => new Date(today + offset * dayMs).toISOString().slice(0, 10),
    /** An instant on that day, at `hour` UTC. */
    at: (offset: number, hour = 10) => new Date(today + offset * dayMs + hour * 3_600_000),
  };
}
