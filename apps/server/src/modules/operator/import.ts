import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  operatorImportRecordSchema,
  type OperatorImportLineResult,
  type OperatorImportRecord,
  type OperatorImportResult,
  type OperatorResourceType,
  type OperatorScope,
  type OperatorUpsertResult,
} from '@wayfarer/contract/operator';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError } from '../../lib/errors';
import { parseStrictJson } from '../../lib/strict-json';
import { inRecordTransaction } from './transaction';
import { upsertBookings, type UpsertOutcome } from './upsert-bookings';
import { upsertDeparture, upsertTour } from './upserts';

/** The scope each record type needs. */
export const scopeOfType: Record<OperatorResourceType, OperatorScope> = {
  tour: 'catalog:write',
  departure: 'catalog:write',
  booking: 'bookings:write',
};

export interface ImportOptions {
  /** Chunks written at once, each in its own transaction (and connection); 1 on PGlite. */
  concurrency: number;
  /** The caller's scopes; a record of a type it may not write fails on its own. */
  scopes: readonly OperatorScope[];
  /** A longer line fails on its own. */
  maxLineBytes: number;
  /** Past this many bytes the import stops (ImportTooLargeError); what was applied stays. */
  maxBytes: number;
  /** Invite the travellers whose accounts bookings create (see upsertBookings). */
  inviteNewTravellers: boolean;
  /** Only the failed lines in `results` (the counts are complete either way). */
  onlyFailures?: boolean;
  log?: FastifyBaseLogger;
}

export class ImportTooLargeError extends AppError {
  constructor(maxBytes: number, summary: OperatorImportResult) {
    super(
      'PAYLOAD_TOO_LARGE',
      `The import is over ${maxBytes} bytes: it stopped there, after line ${summary.total} (the records up to it are applied).`,
      { extra: { ...summary } },
    );
  }
}

/** Lines of an NDJSON byte stream, numbered from 1; an over-long line comes as `tooLong`. */
async function* ndjsonLines(
  source: AsyncIterable<Buffer | string>,
  maxLineBytes: number,
  maxBytes: number,
): AsyncGenerator<{ line: number; text: string; tooLong: boolean } | { overLimit: true }> {
  let parts: Buffer[] = [];
  let partsLength = 0;
  let tooLong = false;
  let line = 0;
  let total = 0;
  const finish = () => {
    line++;
    const buffer = Buffer.concat(parts, partsLength);
    parts = [];
    partsLength = 0;
    const wasTooLong = tooLong;
    tooLong = false;
    let text = wasTooLong ? '' : buffer.toString('utf8');
    if (text.endsWith('\r')) text = text.slice(0, -1);
    return { line, text, tooLong: wasTooLong };
  };
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > maxBytes) {
      yield { overLimit: true };
      return;
    }
    let start = 0;
    for (let newline = bytes.indexOf(10); newline !== -1; newline = bytes.indexOf(10, start)) {
      if (!tooLong) parts.push(bytes.subarray(start, newline));
      partsLength += newline - start;
      if (partsLength > maxLineBytes) tooLong = true;
      yield finish();
      start = newline + 1;
    }
    const rest = bytes.subarray(start);
    partsLength += rest.length;
    if (partsLength > maxLineBytes) {
      tooLong = true;
      parts = [];
    } else if (rest.length > 0) parts.push(Buffer.from(rest));
  }
  if (partsLength > 0 || tooLong) yield finish();
}

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'line';
    fields[key] ??= issue.message;
  }
  return fields;
}

function failure(
  line: number,
  head: { type: string | null; id: string | null },
  code: string,
  message: string,
  fields?: Record<string, string>,
): OperatorImportLineResult {
  return {
    line,
    ...head,
    status: 'failed',
    error: { code, message, ...(fields ? { fields } : {}) },
  };
}

/** What a line says it is, even when it is not valid, for its result. */
function headOf(value: unknown) {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : null);
  return { type: text(record.type), id: text(record.id) };
}

/** A valid record waiting for its chunk, with what its result needs. */
interface Pending {
  line: number;
  head: { type: string | null; id: string | null };
  record: OperatorImportRecord;
}

/** At most this many records, and rows of travellers, lines and payments, in one chunk. */
const chunkRecords = 500;
const chunkRows = 4000;

function rowsOf(record: OperatorImportRecord): number {
  if (record.type !== 'booking') return 1;
  const { travellers, priceLines, payments, refunds } = record.data;
  return 1 + travellers.length + priceLines.length + payments.length + refunds.length;
}

function lineResult(pending: Pending, outcome: UpsertOutcome | unknown, options: ImportOptions) {
  const { line, head, record } = pending;
  if (outcome && typeof outcome === 'object' && 'result' in outcome && 'version' in outcome) {
    const { result, version } = outcome as OperatorUpsertResult;
    return { line, type: record.type, id: record.id, status: result, version };
  }
  if (outcome instanceof AppError) {
    const body = outcome.toBody().error;
    return failure(line, head, body.code, body.message, body.fields);
  }
  if (!isDatabaseUnavailable(outcome)) {
    options.log?.error({ err: outcome, line }, 'import record failed');
  }
  return failure(
    line,
    head,
    isDatabaseUnavailable(outcome) ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
    'The record could not be applied: try it again.',
  );
}

/** Runs one record's writes in a savepoint: its error is its outcome, the chunk goes on. */
async function own(tx: Database, run: (sp: Database) => Promise<UpsertOutcome>) {
  try {
    return await tx.transaction((sp) => run(sp as unknown as Database));
  } catch (error) {
    return error;
  }
}

/**
 * One chunk in one transaction: its tours, then its departures (each in a savepoint), then its
 * bookings with one statement per table. When that write fails (a constraint the validation
 * cannot see), the bookings are applied one at a time, each in its own savepoint, so the bad one
 * is reported and the others are applied.
 */
async function applyChunk(db: Database, chunk: Pending[], options: ImportOptions) {
  const ofType = <T extends OperatorImportRecord['type']>(type: T) =>
    chunk.filter(
      (p): p is Pending & { record: Extract<OperatorImportRecord, { type: T }> } =>
        p.record.type === type,
    );
  try {
    return await inRecordTransaction(db, async (tx) => {
      const results: OperatorImportLineResult[] = [];
      for (const p of ofType('tour')) {
        const { id, data, ifVersion } = p.record;
        results.push(
          lineResult(p, await own(tx, (sp) => upsertTour(sp, id, data, ifVersion)), options),
        );
      }
      for (const p of ofType('departure')) {
        const { id, data, ifVersion } = p.record;
        const outcome = await own(tx, (sp) => upsertDeparture(sp, id, data, ifVersion));
        results.push(lineResult(p, outcome, options));
      }
      const bookingRecords = ofType('booking');
      if (bookingRecords.length > 0) {
        const items = bookingRecords.map(({ record }) => ({
          id: record.id,
          data: record.data,
          expected: record.ifVersion,
        }));
        let outcomes: unknown[];
        try {
          outcomes = await tx.transaction((sp) =>
            upsertBookings(sp as unknown as Database, items, options),
          );
        } catch {
          outcomes = [];
          for (const item of items) {
            outcomes.push(
              await own(tx, (sp) => upsertBookings(sp, [item], options).then(([o]) => o!)),
            );
          }
        }
        bookingRecords.forEach((p, i) => results.push(lineResult(p, outcomes[i], options)));
      }
      return results;
    });
  } catch (error) {
    return chunk.map((p) => lineResult(p, error, options));
  }
}

/**
 * Applies an NDJSON import: one record per line, each all or nothing, a bad record reported with
 * its line (and field) while the good ones are applied. Valid records are applied in chunks of
 * up to 500, one transaction each (see applyChunk); a chunk ends early at an id it already holds,
 * so the same id twice is applied in file order (the later line wins, and its `ifVersion` is
 * checked against the earlier one's result). The next chunk is read and validated while earlier
 * ones are written, `concurrency` at a time when they share no record.
 */
export async function importNdjson(
  db: Database,
  source: AsyncIterable<Buffer | string>,
  options: ImportOptions,
): Promise<OperatorImportResult> {
  const results: OperatorImportLineResult[] = [];
  let chunk: Pending[] = [];
  let keys = new Set<string>();
  let rows = 0;
  /** Chunks being written, with the keys of their records. */
  const writing = new Map<Promise<void>, Set<string>>();
  let overLimit = false;

  const flush = async () => {
    if (chunk.length === 0) return;
    const ready = chunk;
    const readyKeys = keys;
    chunk = [];
    keys = new Set();
    rows = 0;
    // A chunk naming a record that one being written holds (the same one, a booking's departure,
    // a departure's tour) waits for it to commit.
    const needs = ready.flatMap(({ record }) =>
      record.type === 'booking'
        ? [`departure:${record.data.departureId}`]
        : record.type === 'departure'
          ? [`tour:${record.data.tourId}`]
          : [],
    );
    const overlaps = () =>
      [...writing.values()].some(
        (held) => [...readyKeys].some((key) => held.has(key)) || needs.some((key) => held.has(key)),
      );
    while (writing.size >= options.concurrency || (writing.size > 0 && overlaps())) {
      await Promise.race(writing.keys());
    }
    const task: Promise<void> = applyChunk(db, ready, options).then((applied) => {
      results.push(...applied);
      writing.delete(task);
    });
    writing.set(task, readyKeys);
  };

  for await (const item of ndjsonLines(source, options.maxLineBytes, options.maxBytes)) {
    if ('overLimit' in item) {
      overLimit = true;
      break;
    }
    const { line, text, tooLong } = item;
    if (tooLong) {
      results.push(
        failure(
          line,
          { type: null, id: null },
          'PAYLOAD_TOO_LARGE',
          `The line is over ${options.maxLineBytes} bytes.`,
        ),
      );
      continue;
    }
    if (text.trim() === '') continue;
    const parsed = parseStrictJson(text);
    if (!parsed.ok) {
      results.push(
        failure(
          line,
          { type: null, id: null },
          parsed.path ? 'VALIDATION_FAILED' : 'BAD_REQUEST',
          parsed.message,
          parsed.path ? { [parsed.path]: parsed.message } : undefined,
        ),
      );
      continue;
    }
    const head = headOf(parsed.value);
    const checked = operatorImportRecordSchema.safeParse(parsed.value);
    if (!checked.success) {
      results.push(
        failure(
          line,
          head,
          'VALIDATION_FAILED',
          'Some fields are not valid.',
          fieldsOf(checked.error),
        ),
      );
      continue;
    }
    const record = checked.data;
    const scope = scopeOfType[record.type];
    if (!options.scopes.includes(scope)) {
      results.push(
        failure(line, head, 'INSUFFICIENT_SCOPE', `The access token lacks the scope ${scope}.`),
      );
      continue;
    }
    const key = `${record.type}:${record.id}`;
    // The same id twice: the later line is applied after the earlier one has committed.
    if (keys.has(key)) await flush();
    chunk.push({ line, head, record });
    keys.add(key);
    rows += rowsOf(record);
    if (chunk.length >= chunkRecords || rows >= chunkRows) await flush();
  }
  await flush();
  await Promise.all(writing.keys());

  results.sort((a, b) => a.line - b.line);
  const count = (status: OperatorImportLineResult['status']) =>
    results.filter((r) => r.status === status).length;
  const summary: OperatorImportResult = {
    total: results.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    failed: count('failed'),
    results: options.onlyFailures ? results.filter((r) => r.status === 'failed') : results,
  };
  if (overLimit) throw new ImportTooLargeError(options.maxBytes, summary);
  return summary;
}
