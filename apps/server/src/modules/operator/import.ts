import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  operatorImportRecordSchema,
  type OperatorImportLineResult,
  type OperatorImportRecord,
  type OperatorImportResult,
  type OperatorResourceType,
  type OperatorScope,
} from '@wayfarer/contract/operator';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError } from '../../lib/errors';
import { parseStrictJson } from '../../lib/strict-json';
import { inRecordTransaction } from './transaction';
import { upsertBooking, upsertDeparture, upsertTour } from './upserts';

/** The scope each record type needs. */
export const scopeOfType: Record<OperatorResourceType, OperatorScope> = {
  tour: 'catalog:write',
  departure: 'catalog:write',
  booking: 'bookings:write',
};

export interface ImportOptions {
  /** Records applied at once (each in its own transaction); 1 on PGlite. */
  concurrency: number;
  /** The caller's scopes; a record of a type it may not write fails on its own. */
  scopes: readonly OperatorScope[];
  /** A longer line fails on its own. */
  maxLineBytes: number;
  /** Past this many bytes the import stops (ImportTooLargeError); what was applied stays. */
  maxBytes: number;
  /** Invite the travellers whose accounts bookings create (see upsertBooking). */
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

async function applyRecord(
  db: Database,
  record: OperatorImportRecord,
  options: ImportOptions,
): Promise<{ status: 'created' | 'updated' | 'unchanged'; version: number }> {
  const outcome = await inRecordTransaction(db, (tx) => {
    switch (record.type) {
      case 'tour':
        return upsertTour(tx, record.id, record.data, record.ifVersion);
      case 'departure':
        return upsertDeparture(tx, record.id, record.data, record.ifVersion);
      case 'booking':
        return upsertBooking(tx, record.id, record.data, record.ifVersion, options);
    }
  });
  return { status: outcome.result, version: outcome.version };
}

/**
 * Applies an NDJSON import: one record per line, each all or nothing in its own transaction, a bad
 * record reported with its line (and field) while the good ones are applied. Records of one type
 * in a row run `concurrency` at a time; a change of type waits for everything before it (a
 * booking's departure is in by then), and records with the same id keep their order.
 */
export async function importNdjson(
  db: Database,
  source: AsyncIterable<Buffer | string>,
  options: ImportOptions,
): Promise<OperatorImportResult> {
  const results: OperatorImportLineResult[] = [];
  const inFlight = new Set<Promise<void>>();
  const lastOfKey = new Map<string, Promise<void>>();
  let currentType: string | null = null;
  let overLimit = false;

  const settle = async () => {
    await Promise.all(inFlight);
    lastOfKey.clear();
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

    if (record.type !== currentType) {
      await settle();
      currentType = record.type;
    }
    while (inFlight.size >= options.concurrency) await Promise.race(inFlight);
    const key = `${record.type}:${record.id}`;
    const before = lastOfKey.get(key);
    const task = (async () => {
      if (before) await before;
      try {
        const { status, version } = await applyRecord(db, record, options);
        results.push({ line, type: record.type, id: record.id, status, version });
      } catch (error) {
        if (error instanceof AppError) {
          const body = error.toBody().error;
          results.push(failure(line, head, body.code, body.message, body.fields));
        } else {
          if (!isDatabaseUnavailable(error)) {
            options.log?.error({ err: error, line }, 'import record failed');
          }
          results.push(
            failure(
              line,
              head,
              isDatabaseUnavailable(error) ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
              'The record could not be applied: try it again.',
            ),
          );
        }
      }
    })();
    const tracked = task.finally(() => {
      inFlight.delete(tracked);
      if (lastOfKey.get(key) === tracked) lastOfKey.delete(key);
    });
    inFlight.add(tracked);
    lastOfKey.set(key, tracked);
  }
  await settle();

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
