import { useEffect, useState } from 'react';

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

/** The query fields a page fetch reads (a TanStack Query result has them all). */
export interface PageQuery<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  dataUpdatedAt: number;
}

export interface PageFetch<T> {
  data: T | undefined;
  /** Fetching for longer than the minimum delay. */
  pending: boolean;
  error: unknown;
  /** When the data was last fetched (ms since the epoch), null before the first answer. */
  timestamp: number | null;
}

/**
 * A page fetch's state (app-shell §4 "A page fetch has pending, error and timestamp states"), from
 * the page's query, with the 200 ms minimum delay before anything shows as pending.
 */
export function usePageFetch<T>(query: PageQuery<T>): PageFetch<T> {
  const pending = useDelayedPending(query.isFetching);
  return {
    data: query.data,
    pending,
    error: query.error ?? null,
    timestamp: query.dataUpdatedAt > 0 ? query.dataUpdatedAt : null,
  };
}
