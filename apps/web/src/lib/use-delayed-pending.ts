import { useEffect, useState } from 'react';

/*
 * A page fetch's states (app-shell §4) are those of the screen's TanStack query: pending shows
 * through PageLoading (after the minimum delay below), error through LoadError with its retry, and
 * the timestamp is the query's dataUpdatedAt. This module holds the one part Query lacks.
 */

/** A page fetch's pending state shows only after this delay (app-shell §9 "Fetch minimum delay"). */
export const pageFetchTiming = { minimumDelayMs: 200 } as const;

/**
 * True once `active` has lasted `delayMs`: a fetch answered faster never shows its pending state,
 * so fast answers do not flicker. Each pending period starts its own delay.
 */
export function useDelayedPending(
  active: boolean,
  delayMs: number = pageFetchTiming.minimumDelayMs,
): boolean {
  // Every false → true change of `active` opens a new period (state adjusted while rendering).
  const [period, setPeriod] = useState({ active, id: active ? 1 : 0 });
  if (period.active !== active) setPeriod({ active, id: active ? period.id + 1 : period.id });
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return;
    const id = period.id;
    const timer = setTimeout(() => setElapsed(id), delayMs);
    return () => clearTimeout(timer);
  }, [active, period.id, delayMs]);
  return active && elapsed === period.id;
}
