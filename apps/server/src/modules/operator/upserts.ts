import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type {
  OperatorBooking,
  OperatorDeparture,
  OperatorTour,
  OperatorUpsertResult,
} from '@wayfarer/contract/operator';
import { checklistItemTypes, type VariantId } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import {
  bookingPayments,
  bookingPriceLines,
  bookingRefunds,
  bookings,
  bookingTravellers,
  coordinators,
  publicTours,
  tours,
  travels,
} from '../../db/schema-bookings';
import { checklistItems } from '../../db/schema-checklist';
import { AppError } from '../../lib/errors';
import { inviteTraveller } from '../invitations/service';

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

function fieldError(field: string, message: string): AppError {
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

interface CurrentRecord {
  id: string;
  version: number;
  operatorDigest: string | null;
}

/**
 * What to do with an upsert: nothing when the same state was sent, 409 when the operator's
 * version is stale (never applied over a newer one), else create or update.
 */
function decide(
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

function result(
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
async function withUniqueFields<T>(
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

/** What the booking upsert did besides the booking: the accounts it opened, to invite. */
export interface BookingSideEffects {
  newAccounts: { userId: string; variant: string }[];
}

/**
 * The Wayfarer accounts of the travellers' addresses: found by e-mail (lower-case), or created
 * without a password (the invitation lets the traveller set one).
 */
async function accountsFor(
  tx: Database,
  people: { email: string; name: string; lastname: string }[],
) {
  const byAddress = new Map(people.map((person) => [person.email, person]));
  const sorted = [...byAddress.keys()].sort();
  const byEmail = new Map<string, string>();
  const created = new Set<string>();
  if (sorted.length === 0) return { byEmail, created };
  const existing = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, sorted));
  for (const row of existing) byEmail.set(row.email, row.id);
  // In address order, so two imports creating the same accounts lock them in the same order.
  const missing = sorted.filter((email) => !byEmail.has(email));
  if (missing.length > 0) {
    const inserted = await tx
      .insert(users)
      .values(
        missing.map((email) => {
          const { name, lastname } = byAddress.get(email)!;
          return { email, name, lastname };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    for (const row of inserted) {
      byEmail.set(row.email, row.id);
      created.add(row.id);
    }
    const raced = missing.filter((email) => !byEmail.has(email));
    if (raced.length > 0) {
      const rows = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, raced));
      for (const row of rows) byEmail.set(row.email, row.id);
    }
  }
  return { byEmail, created };
}

const bookingReference = /^WF-\d{2}-\d{5}$/;

/**
 * Inserts a new booking under a free `WF-<yy>-<number>` reference: the operator's own id when it
 * is one, else the next number of the sequence (a taken one is skipped).
 */
async function insertBooking(
  tx: Database,
  operatorId: string,
  values: typeof bookings.$inferInsert,
  createdAt: Date,
) {
  const yy = String(createdAt.getUTCFullYear() % 100).padStart(2, '0');
  const numbered = sql`${`WF-${yy}-`} || lpad(nextval('booking_numbers')::text, 5, '0')`;
  const candidates = bookingReference.test(operatorId) ? [operatorId] : [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, id: candidates[attempt] ?? numbered })
      .onConflictDoNothing({ target: bookings.id })
      .returning({ id: bookings.id, version: bookings.version });
    if (row) return row;
  }
  throw new AppError('CONFLICT', 'No booking reference is free for this year.');
}

export interface BookingUpsertOptions {
  /**
   * Send each traveller whose account this booking creates an invitation to choose a password
   * (the embedded provider's accounts; with an external issuer they sign in there).
   */
  inviteNewTravellers: boolean;
}

export async function upsertBooking(
  tx: Database,
  id: string,
  data: OperatorBooking,
  expected: ExpectedVersion,
  options: BookingUpsertOptions,
): Promise<OperatorUpsertResult & BookingSideEffects> {
  const digest = digestOf(data);
  const [current] = await tx
    .select({ id: bookings.id, version: bookings.version, operatorDigest: bookings.operatorDigest })
    .from(bookings)
    .where(eq(bookings.externalId, id))
    .for('update');
  const action = decide(current, digest, expected);
  if (action === 'unchanged') return { ...result(id, current!, 'unchanged'), newAccounts: [] };
  const [departure] = await tx
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.externalId, data.departureId));
  if (!departure) throw fieldError('departureId', 'no departure has this id: send it first');

  const travellers = data.travellers.map((t) => ({ ...t, email: t.email?.toLowerCase() ?? null }));
  const leaderIndex = Math.max(
    0,
    travellers.findIndex((t) => t.isLeader),
  );
  const { byEmail, created } = await accountsFor(
    tx,
    travellers.flatMap((t) =>
      t.email ? [{ email: t.email, name: t.name, lastname: t.lastname }] : [],
    ),
  );
  const owner =
    data.ownerTravellerId === undefined
      ? travellers[leaderIndex]!
      : travellers.find((t) => t.id === data.ownerTravellerId)!;
  const ownerId = byEmail.get(owner.email!)!;
  const createdAt = data.createdAt ? new Date(data.createdAt) : undefined;
  const values = {
    userId: ownerId,
    tourId: departure.id,
    status: data.status,
    errors: data.errors,
    currency: data.currency,
    partnerName: data.partnerName,
    hasCancellationOption: data.hasCancellationOption,
    cancelledAt: data.cancelledAt ? new Date(data.cancelledAt) : null,
    operatorDigest: digest,
    ...(createdAt ? { createdAt } : {}),
  };

  return withUniqueFields(
    { gift_card_code: 'refunds.giftCard.code', bookings_external: 'id' },
    async () => {
      let booking: { id: string; version: number };
      if (action === 'create') {
        booking = await insertBooking(
          tx,
          id,
          { ...values, id: '', externalId: id },
          createdAt ?? new Date(),
        );
      } else {
        [booking] = (await tx
          .update(bookings)
          .set({ ...values, version: sql`${bookings.version} + 1` })
          .where(eq(bookings.id, current!.id))
          .returning({ id: bookings.id, version: bookings.version })) as [typeof booking];
      }
      const bookingId = booking.id;
      const leaderExternalId = travellers[leaderIndex]!.id;

      if (action === 'update') {
        // Rows the operator no longer sends go (with what hangs on them, e.g. a checklist).
        await tx.delete(bookingTravellers).where(
          and(
            eq(bookingTravellers.bookingId, bookingId),
            or(
              isNull(bookingTravellers.externalId),
              notInArray(
                bookingTravellers.externalId,
                travellers.map((t) => t.id),
              ),
            ),
          ),
        );
        // One leader per booking at every moment: the old one steps down first.
        await tx
          .update(bookingTravellers)
          .set({ isLeader: false })
          .where(
            and(
              eq(bookingTravellers.bookingId, bookingId),
              eq(bookingTravellers.isLeader, true),
              sql`${bookingTravellers.externalId} <> ${leaderExternalId}`,
            ),
          );
      }
      const travellerRows = await tx
        .insert(bookingTravellers)
        .values(
          travellers.map((t, i) => ({
            bookingId,
            externalId: t.id,
            userId: t.email ? (byEmail.get(t.email) ?? null) : null,
            name: t.name,
            lastname: t.lastname,
            email: t.email,
            isLeader: i === leaderIndex,
            position: i,
          })),
        )
        .onConflictDoUpdate({
          target: [bookingTravellers.bookingId, bookingTravellers.externalId],
          set: {
            userId: sql`excluded.user_id`,
            name: sql`excluded.name`,
            lastname: sql`excluded.lastname`,
            email: sql`excluded.email`,
            isLeader: sql`excluded.is_leader`,
            position: sql`excluded.position`,
          },
        })
        .returning({ id: bookingTravellers.id, externalId: bookingTravellers.externalId });
      // The leader's checklist: every item to do (no payment item when a partner pays); what the
      // traveller already did stays.
      const leaderRow = travellerRows.find((row) => row.externalId === leaderExternalId)!;
      await tx
        .insert(checklistItems)
        .values(
          checklistItemTypes
            .filter((type) => type !== 'PAYMENT' || data.partnerName === null)
            .map((type) => ({ bookingTravellerId: leaderRow.id, type, completed: false })),
        )
        .onConflictDoNothing();

      if (action === 'update') {
        await tx.delete(bookingPriceLines).where(eq(bookingPriceLines.bookingId, bookingId));
      }
      if (data.priceLines.length > 0) {
        await tx.insert(bookingPriceLines).values(
          data.priceLines.map((line, i) => ({
            bookingId,
            kind: line.kind,
            label: line.label,
            code: line.code,
            quantity: line.quantity,
            unitAmountCents: line.unitAmountCents,
            position: i,
          })),
        );
      }

      if (action === 'update') {
        await deleteOthers(tx, bookingPayments, bookingId, data.payments);
      }
      if (data.payments.length > 0) {
        await tx
          .insert(bookingPayments)
          .values(
            data.payments.map((p) => ({
              bookingId,
              externalId: p.id,
              kind: p.kind,
              amountCents: p.amountCents,
              dueDate: p.dueDate,
              paidAt: p.paidAt ? new Date(p.paidAt) : null,
            })),
          )
          .onConflictDoUpdate({
            target: [bookingPayments.bookingId, bookingPayments.externalId],
            set: {
              kind: sql`excluded.kind`,
              amountCents: sql`excluded.amount_cents`,
              dueDate: sql`excluded.due_date`,
              paidAt: sql`excluded.paid_at`,
            },
          });
      }

      if (action === 'update') {
        await deleteOthers(tx, bookingRefunds, bookingId, data.refunds);
      }
      if (data.refunds.length > 0) {
        await tx
          .insert(bookingRefunds)
          .values(
            data.refunds.map((r) => ({
              bookingId,
              externalId: r.id,
              kind: r.kind,
              amountCents: r.amountCents,
              refundedAt: r.refundedAt ? new Date(r.refundedAt) : null,
              giftCardCode: r.giftCard?.code ?? null,
              giftCardExpiresOn: r.giftCard?.expiresOn ?? null,
            })),
          )
          .onConflictDoUpdate({
            target: [bookingRefunds.bookingId, bookingRefunds.externalId],
            set: {
              kind: sql`excluded.kind`,
              amountCents: sql`excluded.amount_cents`,
              refundedAt: sql`excluded.refunded_at`,
              giftCardCode: sql`excluded.gift_card_code`,
              giftCardExpiresOn: sql`excluded.gift_card_expires_on`,
            },
          });
      }

      const newAccounts = [...created].map((userId) => ({ userId, variant: data.variant }));
      // Invited in this transaction: no mail for an account a failed record never made.
      if (options.inviteNewTravellers) {
        for (const account of newAccounts) {
          await inviteTraveller(tx, {
            userId: account.userId,
            variant: account.variant as VariantId,
          });
        }
      }
      return {
        ...result(id, booking, action === 'create' ? 'created' : 'updated'),
        newAccounts,
      };
    },
  );
}

async function deleteOthers(
  tx: Database,
  table: typeof bookingPayments | typeof bookingRefunds,
  bookingId: string,
  kept: { id: string }[],
) {
  const ids = kept.map((item) => item.id);
  await tx
    .delete(table)
    .where(
      and(
        eq(table.bookingId, bookingId),
        ids.length > 0
          ? or(isNull(table.externalId), notInArray(table.externalId, ids))
          : undefined,
      ),
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
