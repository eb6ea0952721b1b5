import { and, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DataExportFormat, DataExportState } from '@wayfarer/contract';
import {
  DATA_EXPORT_LIMIT_WINDOW_HOURS,
  DATA_EXPORT_ROW_KEPT_DAYS,
  getDataExportExpiry,
  getDataExportRefusal,
  getDataExportRequestsLeft,
  getDataExportRetryAt,
  getDataExportStatus,
  getVariant,
  pathFor,
  variants,
  type VariantId,
} from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { dataExports } from '../../db/schema-data-exports';
import type { JobRunner } from '../../jobs';
import { AppError } from '../../lib/errors';
import { queueMail } from '../../mail/outbox';
import { mailSettings } from '../../mail/settings';
import type { FileStorage } from '../../storage/file-storage';
import { gatherTravellerData } from './gather';
import { renderDataExportPdf } from './pdf';

export const dataExportQueue = 'data-export';
export const dataExportCleanupQueue = 'data-export-cleanup';
/** Hourly, at minute 41 UTC (away from the other clean-ups). */
export const dataExportCleanupCron = '41 * * * *';
/** Retries after the first attempt; past them the export is marked failed. */
export const dataExportRetryLimit = 3;

type ExportRow = typeof dataExports.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const asDb = (tx: Transaction) => tx as unknown as Database;

const hourMs = 60 * 60_000;
/** An export still preparing this long after its request has lost its job. */
const stalePreparingMs = hourMs;
const fileKey = (row: Pick<ExportRow, 'userId' | 'id'>, format: DataExportFormat) =>
  `data-exports/${row.userId}/${row.id}.${format}`;

/** The traveller's rows requested within the limit's window, and the latest of all. */
async function recentExports(db: Database, userId: string, now: Date) {
  const since = new Date(now.getTime() - DATA_EXPORT_LIMIT_WINDOW_HOURS * hourMs);
  const [latest] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  const inWindow = await db
    .select({ requestedAt: dataExports.requestedAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.requestedAt, since)));
  return { latest: latest ?? null, earlierRequests: inWindow.map((row) => row.requestedAt) };
}

function toState(latest: ExportRow | null, earlierRequests: Date[], now: Date): DataExportState {
  const status = getDataExportStatus({ latest, now });
  const requestsLeft = getDataExportRequestsLeft({ earlierRequests, now });
  return {
    status,
    id: latest?.id ?? null,
    requestedAt: latest?.requestedAt.toISOString() ?? null,
    readyAt: latest?.readyAt?.toISOString() ?? null,
    expiresAt: latest?.expiresAt?.toISOString() ?? null,
    files:
      status === 'ready' && latest?.jsonSize != null && latest.pdfSize != null
        ? { json: latest.jsonSize, pdf: latest.pdfSize }
        : null,
    requestsLeft,
    nextRequestAt:
      requestsLeft === 0
        ? (getDataExportRetryAt({ earlierRequests, now })?.toISOString() ?? null)
        : null,
  };
}

/** GET: what the page shows of the traveller's latest export. */
export async function getDataExportState(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<DataExportState> {
  const { latest, earlierRequests } = await recentExports(db, userId, now);
  return toState(latest, earlierRequests, now);
}

const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23505' || isUniqueViolation(cause);
};

/**
 * POST: a new export, its job queued in the same transaction. Refused while one is being
 * prepared (409 DATA_EXPORT_IN_PROGRESS: the unique index settles two requests at once) and past
 * the daily limit (429 RATE_LIMITED, `extra.retryAt`): each request ends in an e-mail.
 */
export async function requestDataExport(
  db: Database,
  jobs: JobRunner,
  { userId, variant, now = new Date() }: { userId: string; variant: VariantId; now?: Date },
): Promise<DataExportState> {
  const { latest, earlierRequests } = await recentExports(db, userId, now);
  const refusal = getDataExportRefusal({
    latestStatus: getDataExportStatus({ latest, now }),
    earlierRequests,
    now,
  });
  if (refusal === 'IN_PROGRESS') throw new AppError('DATA_EXPORT_IN_PROGRESS');
  if (refusal === 'LIMIT_REACHED') {
    const retryAt = getDataExportRetryAt({ earlierRequests, now });
    throw new AppError('RATE_LIMITED', 'You can ask for a copy of your data 3 times a day.', {
      extra: { retryAt: retryAt?.toISOString() ?? null },
    });
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(dataExports)
        .values({ userId, variant, requestedAt: now })
        .returning();
      await jobs.send(dataExportQueue, { exportId: inserted!.id }, { tx: asDb(tx) });
      return inserted!;
    });
    return toState(row, [...earlierRequests, row.requestedAt], now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DATA_EXPORT_IN_PROGRESS');
    throw error;
  }
}

/** GET a file: only the owner's, only while ready and not expired (else 404). */
export async function readDataExportFile(
  db: Database,
  files: FileStorage,
  {
    userId,
    exportId,
    format,
    now = new Date(),
  }: { userId: string; exportId: string; format: DataExportFormat; now?: Date },
): Promise<{ content: Buffer; filename: string }> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)))
    .limit(1);
  if (!row || getDataExportStatus({ latest: row, now }) !== 'ready') {
    throw new AppError('NOT_FOUND');
  }
  const key = format === 'json' ? row.jsonKey : row.pdfKey;
  const content = key ? await files.get(key) : null;
  if (!content) throw new AppError('NOT_FOUND');
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { content, filename: `wayfarer-data-${day}.${format}` };
}

export interface DataExportJob {
  exportId: string;
}

/**
 * The `data-export` job: gathers the traveller's data, renders the JSON and the PDF (in the
 * language of the variant asked from), stores both encrypted, marks the export ready for
 * DATA_EXPORT_OFFERED_DAYS and queues the mail, in one transaction. A failure is retried by the
 * job system (the files are written again under the same keys); after the last retry the export
 * is marked failed, and the page offers to ask again.
 */
export async function prepareDataExport(
  deps: { db: Database; files: FileStorage; announceMail?: () => void; pdfCompress?: boolean },
  job: { data: DataExportJob; retryCount: number },
  now: () => Date = () => new Date(),
): Promise<void> {
  const { db, files } = deps;
  const [row] = await db
    .update(dataExports)
    .set({ attempts: sql`${dataExports.attempts} + 1` })
    .where(and(eq(dataExports.id, job.data.exportId), eq(dataExports.status, 'preparing')))
    .returning();
  // Gone (the account was deleted) or already done by an earlier attempt.
  if (!row) return;
  try {
    const variant = getVariant(row.variant) ?? variants.international;
    const data = await gatherTravellerData(db, {
      userId: row.userId,
      language: variant.language,
      now: now(),
    });
    if (!data) {
      await db.delete(dataExports).where(eq(dataExports.id, row.id));
      return;
    }
    const json = Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8');
    const pdf = await renderDataExportPdf(data, { variant, compress: deps.pdfCompress });
    await files.put(fileKey(row, 'json'), json);
    await files.put(fileKey(row, 'pdf'), pdf);
    const readyAt = now();
    const expiresAt = getDataExportExpiry({ readyAt });
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          readyAt,
          expiresAt,
          jsonKey: fileKey(row, 'json'),
          pdfKey: fileKey(row, 'pdf'),
          jsonSize: json.length,
          pdfSize: pdf.length,
          lastError: null,
        })
        .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      if (!updated) return;
      const [user] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, row.userId));
      if (!user) return;
      await queueMail(asDb(tx), {
        to: user.email,
        variant: variant.id,
        template: {
          name: 'data-export-ready',
          data: {
            firstName: user.name,
            link: `${mailSettings().origins[variant.id]}${pathFor('account/data', undefined, variant.language)}`,
            expiresAt,
          },
        },
      });
    });
    deps.announceMail?.();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = job.retryCount >= dataExportRetryLimit;
    await db
      .update(dataExports)
      .set({ lastError: message.slice(0, 500), ...(last ? { status: 'failed' as const } : {}) })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'preparing')));
    if (last) {
      await Promise.all([files.delete(fileKey(row, 'json')), files.delete(fileKey(row, 'pdf'))]);
      return;
    }
    throw error;
  }
}

/**
 * The hourly clean-up: the files of exports past their expiry are deleted and their keys cleared
 * (the row says `expired`); rows are deleted DATA_EXPORT_ROW_KEPT_DAYS after their expiry (or
 * their request, for those never ready). Returns how many exports had their files deleted.
 */
export async function cleanUpDataExports(
  db: Database,
  files: FileStorage,
  now = new Date(),
): Promise<number> {
  const expired = await db
    .select()
    .from(dataExports)
    .where(
      and(
        lte(dataExports.expiresAt, now),
        or(isNotNull(dataExports.jsonKey), isNotNull(dataExports.pdfKey)),
      ),
    );
  for (const row of expired) {
    if (row.jsonKey) await files.delete(row.jsonKey);
    if (row.pdfKey) await files.delete(row.pdfKey);
  }
  if (expired.length > 0) {
    await db
      .update(dataExports)
      .set({ status: 'expired', jsonKey: null, pdfKey: null })
      .where(
        inArray(
          dataExports.id,
          expired.map((row) => row.id),
        ),
      );
  }
  // A job lost for good (its retries spent by processes that died mid-way) would hold the
  // traveller's next request back for ever: after an hour, the export counts as failed.
  await db
    .update(dataExports)
    .set({ status: 'failed', lastError: 'no job finished it within an hour' })
    .where(
      and(
        eq(dataExports.status, 'preparing'),
        lte(dataExports.requestedAt, new Date(now.getTime() - stalePreparingMs)),
      ),
    );
  const forgetBefore = new Date(now.getTime() - DATA_EXPORT_ROW_KEPT_DAYS * 24 * hourMs);
  await db
    .delete(dataExports)
    .where(
      or(
        lte(dataExports.expiresAt, forgetBefore),
        and(inArray(dataExports.status, ['failed']), lte(dataExports.requestedAt, forgetBefore)),
      ),
    );
  return expired.length;
}

/**
 * Deletes every export of a traveller, files first (for "Delete my account": the rows would go
 * with the user by cascade, but the files would stay in the storage). Returns how many there were.
 */
export async function deleteDataExportsOf(
  db: Database,
  files: FileStorage,
  userId: string,
): Promise<number> {
  const rows = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
  for (const row of rows) {
    // Keys of an export still preparing are those its job would write.
    await files.delete(row.jsonKey ?? fileKey(row, 'json'));
    await files.delete(row.pdfKey ?? fileKey(row, 'pdf'));
  }
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
  return rows.length;
}
