import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type {
  OperatorDeparture,
  OperatorTour,
  OperatorUpsertResult,
} from '@wayfarer/contract/operator';
import type { Database } from '../../db/client';
import { bookings, coordinators, publicTours, tours, travels } from '../../db/schema-bookings';
import { AppError } from '../../lib/errors';

/** The version the operator last saw (`If-Match`), when it sent one. */
export type ExpectedVersion = number | 'any' | undefined;

/** Stable JSON (sorted keys) of what the operator sent, hashed: equal states, equal digests. */
export function digestOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', 'Some fields are not valid.', {
    fields: { [field]: message },
  });
}

function staleError(current: number | null): AppError {
  return new AppError(
    'CONFLICT',
    current === null
      ? 'The record does not exist, so no version of it can match.'
      : `The record has changed since: its version is ${current}. Read it again and retry.`,
    { extra: { currentVersion: current } },
  );
}

export interface CurrentRecord {
  id: string;
  version: number;
  operatorDigest: string | null;
}

/**
 * What to do with an upsert: nothing when the same state was sent, 409 when the operator's
 * version is stale (never applied over a newer one), else create or update.
 */
export function decide(
  current: CurrentRecord | undefined,
  digest: string,
  expected: ExpectedVersion,
): 'create' | 'update' | 'unchanged' {
  if (!current) {
    if (typeof expected === 'number' || expected === 'any') throw staleError(null);
    return 'create';
  }
  if (current.operatorDigest === digest) return 'unchanged';
  if (typeof expected === 'number' && expected !== current.version) {
    throw staleError(current.version);
  }
  return 'update';
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A new row's Wayfarer id: the operator's own id when it is a UUID (both systems then name the
 * record alike), unless another row has it; else the table's default.
 */
async function insertUnderOperatorId<Row extends { id: string }>(
  id: string,
  insert: (wayfarerId: string | undefined) => Promise<Row | undefined>,
): Promise<Row> {
  const row = uuid.test(id) ? await insert(id) : undefined;
  return row ?? (await insert(undefined))!;
}

export function result(
  id: string,
  record: { id: string; version: number },
  outcome: OperatorUpsertResult['result'],
): OperatorUpsertResult {
  return { id, wayfarerId: record.id, version: record.version, result: outcome };
}

/** SQLSTATE 23505 (unique violation) with the name of its constraint, if that is the error. */
export function uniqueViolation(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/** Runs an upsert, turning a clash on a unique column into the error of the field that clashed. */
export async function withUniqueFields<T>(
  fields: Record<string, string>,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    for (const [name, field] of Object.entries(fields)) {
      if (constraint.includes(name)) throw fieldError(field, 'is already used by another record');
    }
    throw new AppError('CONFLICT', 'The record was changed at the same time: retry.');
  }
}

export async function upsertTour(
  tx: Database,
  id: string,
  data: OperatorTour,
  expected?: ExpectedVersion,
): Promise<OperatorUpsertResult> {
  const digest = digestOf(data);
  const [current] = await tx
    .select({ id: travels.id, version: travels.version, operatorDigest: travels.operatorDigest })
    .from(travels)
    .where(eq(travels.externalId, id))
    .for('update');
  const action = decide(current, digest, expected);
  if (action === 'unchanged') return result(id, current!, 'unchanged');
  const values = {
    slug: data.slug,
    title: data.title,
    destination: data.destination,
    countryCodes: data.countryCodes,
    ageRange: data.ageRange,
    operatorDigest: digest,
  };
  return withUniqueFields({ travels_slug: 'slug' }, async () => {
    if (action === 'create') {
      const row = await insertUnderOperatorId(id, async (wayfarerId) => {
        const [inserted] = await tx
          .insert(travels)
          .values({ ...values, externalId: id, ...(wayfarerId ? { id: wayfarerId } : {}) })
          .onConflictDoNothing({ target: travels.id })
          .returning({ id: travels.id, version: travels.version });
        return inserted;
      });
      return result(id, row, 'created');
    }
    const [row] = await tx
      .update(travels)
      .set({ ...values, version: sql`${travels.version} + 1` })
      .where(eq(travels.id, current!.id))
      .returning({ id: travels.id, version: travels.version });
    return result(id, row!, 'updated');
  });
}

async function upsertCoordinator(
  tx: Database,
  coordinator: NonNullable<OperatorDeparture['coordinator']>,
): Promise<string> {
  const values = {
    nickname: coordinator.nickname,
    name: coordinator.name,
    bio: coordinator.bio ?? {},
    birthYear: coordinator.birthYear,
    withCompanySince: coordinator.withCompanySince,
    tripsDone: coordinator.tripsDone,
    city: coordinator.city,
    socialLinks: coordinator.socialLinks,
    isAmbassador: coordinator.isAmbassador,
  };
  // The operator's UUID as the Wayfarer id when no other coordinator has it (an existing one
  // keeps its id: the conflict on externalId updates it).
  const [taken] = uuid.test(coordinator.id)
    ? await tx
        .select({ id: coordinators.id })
        .from(coordinators)
        .where(eq(coordinators.id, coordinator.id))
    : [undefined];
  const wayfarerId = uuid.test(coordinator.id) && !taken ? coordinator.id : undefined;
  const [row] = await tx
    .insert(coordinators)
    .values({ ...values, externalId: coordinator.id, ...(wayfarerId ? { id: wayfarerId } : {}) })
    .onConflictDoUpdate({ target: coordinators.externalId, set: values })
    .returning({ id: coordinators.id });
  return row!.id;
}

export async function upsertDeparture(
  tx: Database,
  id: string,
  data: OperatorDeparture,
  expected?: ExpectedVersion,
): Promise<OperatorUpsertResult> {
  const digest = digestOf(data);
  const [current] = await tx
    .select({ id: tours.id, version: tours.version, operatorDigest: tours.operatorDigest })
    .from(tours)
    .where(eq(tours.externalId, id))
    .for('update');
  const action = decide(current, digest, expected);
  if (action === 'unchanged') return result(id, current!, 'unchanged');
  const [travel] = await tx
    .select({ id: travels.id })
    .from(travels)
    .where(eq(travels.externalId, data.tourId));
  if (!travel) throw fieldError('tourId', 'no tour has this id: send the tour first');
  return withUniqueFields(
    { coordinators_nickname: 'coordinator.nickname', coordinators_external: 'coordinator.id' },
    async () => {
      const coordinatorId = data.coordinator ? await upsertCoordinator(tx, data.coordinator) : null;
      const values = {
        travelId: travel.id,
        status: data.status,
        startingDate: data.startingDate,
        endingDate: data.endingDate,
        confirmedAt: data.confirmedAt ? new Date(data.confirmedAt) : null,
        coordinatorId,
        meetingPoint: data.meetingPoint,
        insuranceInfo: data.insuranceInfo,
        capacity: data.capacity,
        availableSeats: data.availableSeats,
        onRequest: data.onRequest,
        pricePerPersonCents: data.pricePerPersonCents,
        currency: data.currency,
        operatorDigest: digest,
      };
      const [row] =
        action === 'create'
          ? [
              await insertUnderOperatorId(id, async (wayfarerId) => {
                const [inserted] = await tx
                  .insert(tours)
                  .values({ ...values, externalId: id, ...(wayfarerId ? { id: wayfarerId } : {}) })
                  .onConflictDoNothing({ target: tours.id })
                  .returning({ id: tours.id, version: tours.version });
                return inserted;
              }),
            ]
          : await tx
              .update(tours)
              .set({ ...values, version: sql`${tours.version} + 1` })
              .where(eq(tours.id, current!.id))
              .returning({ id: tours.id, version: tours.version });
      await tx
        .insert(publicTours)
        .values({ tourId: row!.id, status: data.publicStatus })
        .onConflictDoUpdate({ target: publicTours.tourId, set: { status: data.publicStatus } });
      return result(id, row!, action === 'create' ? 'created' : 'updated');
    },
  );
}

/** The version of a record, for `GET` and its ETag; undefined when there is none. */
export async function currentVersion(
  db: Database,
  type: 'tour' | 'departure' | 'booking',
  id: string,
): Promise<{ id: string; version: number } | undefined> {
  const table = type === 'tour' ? travels : type === 'departure' ? tours : bookings;
  const [row] = await db
    .select({ id: table.id, version: table.version })
    .from(table)
    .where(eq(table.externalId, id));
  return row;
}
