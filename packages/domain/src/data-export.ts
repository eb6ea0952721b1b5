/*
 * Download my data (issue 22): how long an export is offered, how often a traveller may ask, and
 * what the page shows of the latest one.
 */

/** Days a prepared export can be downloaded, counted from when it was ready. */
export const DATA_EXPORT_OFFERED_DAYS = 7;
/** Requests per traveller within DATA_EXPORT_LIMIT_WINDOW_HOURS. */
export const DATA_EXPORT_DAILY_LIMIT = 3;
export const DATA_EXPORT_LIMIT_WINDOW_HOURS = 24;
/** Days the row of an expired export (dates only, no data) is kept, so the page can say so. */
export const DATA_EXPORT_ROW_KEPT_DAYS = 30;

const dayMs = 24 * 60 * 60_000;

export type StoredDataExportStatus = 'preparing' | 'ready' | 'failed' | 'expired';
export type DataExportStatus = 'none' | StoredDataExportStatus;

/** Until when an export ready at `readyAt` is offered. */
export function getDataExportExpiry({ readyAt }: { readyAt: Date }): Date {
  return new Date(readyAt.getTime() + DATA_EXPORT_OFFERED_DAYS * dayMs);
}

/**
 * What the traveller sees of their latest export: a ready export past its expiry is expired even
 * before the clean-up has deleted its files.
 */
export function getDataExportStatus({
  latest,
  now,
}: {
  latest: { status: StoredDataExportStatus; expiresAt: Date | null } | null;
  now: Date;
}): DataExportStatus {
  if (!latest) return 'none';
  if (latest.status === 'ready' && (!latest.expiresAt || latest.expiresAt <= now)) return 'expired';
  return latest.status;
}

export type DataExportRefusal = 'IN_PROGRESS' | 'LIMIT_REACHED';

/**
 * Whether a new request is refused: one export is prepared at a time, and at most
 * DATA_EXPORT_DAILY_LIMIT are asked for within the window (`requestedAt` of the earlier ones).
 */
export function getDataExportRefusal({
  latestStatus,
  earlierRequests,
  now,
}: {
  latestStatus: DataExportStatus;
  earlierRequests: readonly Date[];
  now: Date;
}): DataExportRefusal | null {
  if (latestStatus === 'preparing') return 'IN_PROGRESS';
  const since = now.getTime() - DATA_EXPORT_LIMIT_WINDOW_HOURS * 60 * 60_000;
  const inWindow = earlierRequests.filter((at) => at.getTime() > since).length;
  return inWindow >= DATA_EXPORT_DAILY_LIMIT ? 'LIMIT_REACHED' : null;
}

/** Requests left in the window (0 when the limit is reached). */
export function getDataExportRequestsLeft({
  earlierRequests,
  now,
}: {
  earlierRequests: readonly Date[];
  now: Date;
}): number {
  const since = now.getTime() - DATA_EXPORT_LIMIT_WINDOW_HOURS * 60 * 60_000;
  const inWindow = earlierRequests.filter((at) => at.getTime() > since).length;
  return Math.max(0, DATA_EXPORT_DAILY_LIMIT - inWindow);
}

/** When a request refused for the limit may be made again: a day after the oldest in the window. */
export function getDataExportRetryAt({
  earlierRequests,
  now,
}: {
  earlierRequests: readonly Date[];
  now: Date;
}): Date | null {
  const windowMs = DATA_EXPORT_LIMIT_WINDOW_HOURS * 60 * 60_000;
  const inWindow = earlierRequests
    .map((at) => at.getTime())
    .filter((at) => at > now.getTime() - windowMs)
    .sort((a, b) => a - b);
  if (inWindow.length < DATA_EXPORT_DAILY_LIMIT) return null;
  return new Date(inWindow[inWindow.length - DATA_EXPORT_DAILY_LIMIT]! + windowMs);
}
