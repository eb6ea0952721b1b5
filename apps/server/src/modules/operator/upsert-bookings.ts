import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorBooking, OperatorUpsertResult } from '@wayfarer/contract/operator';
import { checklistItemTypes } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import {
  bookingPayments,
  bookingPriceLines,
  bookingRefunds,
  bookings,
  bookingTravellers,
  tours,
} from '../../db/schema-bookings';
import { checklistItems } from '../../db/schema-checklist';
import { insertRows, updateRows } from '../../db/unnest';
import { AppError } from '../../lib/errors';
import { inviteTravellers } from '../invitations/service';
import { rowsOf } from '../webhooks/rows';
import {
  decide,
  digestOf,
  fieldError,
  result,
  withUniqueFields,
  type ExpectedVersion,
} from './upserts';

export interface BookingUpsertOptions {
  /**
   * Send each traveller whose account a booking creates an invitation to choose a password (the
   * embedded provider's accounts; with an external issuer they sign in there).
   */
  inviteNewTravellers: boolean;
}

export interface BookingUpsert {
  id: string;
  data: OperatorBooking;
  expected: ExpectedVersion;
}

/** A record's own outcome: applied (or found unchanged), or the error that refused it. */
export type UpsertOutcome = OperatorUpsertResult | AppError;

type Traveller = OperatorBooking['travellers'][number] & { email: string | null };

interface Planned {
  index: number;
  id: string;
  data: OperatorBooking;
  action: 'create' | 'update';
  currentId: string | undefined;
  departureId: string;
  digest: string;
  travellers: Traveller[];
  leaderIndex: number;
  bookingId: string;
  version: number;
}

/**
 * The Wayfarer accounts of the travellers' addresses: found by e-mail (lower-case), or created
 * without a password (the invitation lets the traveller set one). The first booking naming a new
 * address opens its account, as if the bookings came one after the other.
 */
async function accountsFor(tx: Database, planned: Planned[]) {
  const byAddress = new Map<string, { name: string; lastname: string; opener: Planned }>();
  for (const booking of planned) {
    const own = new Map(
      booking.travellers.flatMap((t) => (t.email ? [[t.email, t] as const] : [])),
    );
    for (const [email, { name, lastname }] of own) {
      if (!byAddress.has(email)) byAddress.set(email, { name, lastname, opener: booking });
    }
  }
  const sorted = [...byAddress.keys()].sort();
  const byEmail = new Map<string, string>();
  const created: { userId: string; opener: Planned }[] = [];
  if (sorted.length === 0) return { byEmail, created };
  const existing = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, sorted));
  for (const row of existing) byEmail.set(row.email, row.id);
  // In address order, so two imports creating the same accounts lock them in the same order.
  const missing = sorted.filter((email) => !byEmail.has(email));
  if (missing.length > 0) {
    const inserted = rowsOf<{ id: string; email: string }>(
      await tx.execute(
        sql`${insertRows(
          users,
          { email: users.email, name: users.name, lastname: users.lastname },
          missing.map((email) => {
            const { name, lastname } = byAddress.get(email)!;
            return { email, name, lastname };
          }),
        )} on conflict do nothing returning ${users.id}, ${users.email}`,
      ),
    );
    for (const row of inserted) {
      byEmail.set(row.email, row.id);
      created.push({ userId: row.id, opener: byAddress.get(row.email)!.opener });
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
  created.sort((a, b) => a.opener.index - b.opener.index);
  return { byEmail, created };
}

const bookingReference = /^WF-\d{2}-\d{5}$/;

/**
 * Inserts new bookings under free `WF-<yy>-<number>` references: the operator's own id when it is
 * one, else the next number of the sequence (a taken one is skipped).
 */
async function insertBookings(
  tx: Database,
  creates: Planned[],
  valuesOf: (p: Planned) => typeof bookings.$inferInsert,
) {
  let pending = creates;
  for (let attempt = 0; attempt < 20 && pending.length > 0; attempt++) {
    const rows = await tx
      .insert(bookings)
      .values(
        pending.map((p) => {
          const values = valuesOf(p);
          const yy = String((values.createdAt ?? new Date()).getUTCFullYear() % 100).padStart(
            2,
            '0',
          );
          const numbered = sql`${`WF-${yy}-`} || lpad(nextval('booking_numbers')::text, 5, '0')`;
          const id = attempt === 0 && bookingReference.test(p.id) ? p.id : numbered;
          return { ...values, id, externalId: p.id };
        }),
      )
      .onConflictDoNothing({ target: bookings.id })
      .returning({ id: bookings.id, version: bookings.version, externalId: bookings.externalId });
    const byExternal = new Map(rows.map((row) => [row.externalId, row]));
    for (const p of pending) {
      const row = byExternal.get(p.id);
      if (row) {
        p.bookingId = row.id;
        p.version = row.version;
      }
    }
    pending = pending.filter((p) => !byExternal.has(p.id));
  }
  if (pending.length > 0)
    throw new AppError('CONFLICT', 'No booking reference is free for this year.');
}

/** `(booking_id, external_id) not in (…)` over the pairs kept; every row when none is kept. */
function notKept(
  table: typeof bookingTravellers | typeof bookingPayments | typeof bookingRefunds,
  bookingIds: string[],
  kept: [string, string][],
): SQL | undefined {
  const pairs = sql.join(
    kept.map(([bookingId, externalId]) => sql`(${bookingId}, ${externalId})`),
    sql`, `,
  );
  return and(
    inArray(table.bookingId, bookingIds),
    kept.length > 0
      ? or(
          isNull(table.externalId),
          sql`(${table.bookingId}, ${table.externalId}) not in (${pairs})`,
        )
      : undefined,
  );
}

/**
 * Upserts bookings (each id once) with a fixed number of statements however many there are: the
 * current rows, departures and accounts read at once, then one multi-row write per table. A
 * booking refused before anything is written (stale version, unknown departure) gets its error as
 * its outcome and the others go on; a failed write throws, and the caller applies the bookings
 * one at a time to find the one it was (see import.ts).
 */
export async function upsertBookings(
  tx: Database,
  items: BookingUpsert[],
  options: BookingUpsertOptions,
): Promise<UpsertOutcome[]> {
  const outcomes: UpsertOutcome[] = new Array(items.length);
  const current = await tx
    .select({
      id: bookings.id,
      externalId: bookings.externalId,
      version: bookings.version,
      operatorDigest: bookings.operatorDigest,
    })
    .from(bookings)
    .where(
      inArray(
        bookings.externalId,
        items.map((item) => item.id),
      ),
    )
    .orderBy(bookings.externalId)
    .for('update');
  const currentOf = new Map(current.map((row) => [row.externalId, row]));
  const departures = await tx
    .select({ id: tours.id, externalId: tours.externalId })
    .from(tours)
    .where(inArray(tours.externalId, [...new Set(items.map((item) => item.data.departureId))]));
  const departureOf = new Map(departures.map((row) => [row.externalId, row.id]));

  const planned: Planned[] = [];
  items.forEach(({ id, data, expected }, index) => {
    const digest = digestOf(data);
    const found = currentOf.get(id);
    let action: ReturnType<typeof decide>;
    try {
      action = decide(found, digest, expected);
    } catch (error) {
      outcomes[index] = error as AppError;
      return;
    }
    if (action === 'unchanged') {
      outcomes[index] = result(id, found!, 'unchanged');
      return;
    }
    const departureId = departureOf.get(data.departureId);
    if (!departureId) {
      outcomes[index] = fieldError('departureId', 'no departure has this id: send it first');
      return;
    }
    const travellers = data.travellers.map((t) => ({
      ...t,
      email: t.email?.toLowerCase() ?? null,
    }));
    planned.push({
      index,
      id,
      data,
      action,
      currentId: found?.id,
      departureId,
      digest,
      travellers,
      leaderIndex: Math.max(
        0,
        travellers.findIndex((t) => t.isLeader),
      ),
      bookingId: found?.id ?? '',
      version: found?.version ?? 0,
    });
  });
  if (planned.length === 0) return outcomes;

  const { byEmail, created } = await accountsFor(tx, planned);
  // The traveller who booked, when named; else the leader.
  const ownerOf = (p: Planned) =>
    (p.data.ownerTravellerId === undefined
      ? undefined
      : p.travellers.find((t) => t.id === p.data.ownerTravellerId)) ?? p.travellers[p.leaderIndex]!;
  const valuesOf = (p: Planned) => {
    const { data } = p;
    const createdAt = data.createdAt ? new Date(data.createdAt) : undefined;
    return {
      id: p.bookingId,
      userId: byEmail.get(ownerOf(p).email!)!,
      tourId: p.departureId,
      status: data.status,
      errors: data.errors,
      currency: data.currency,
      partnerName: data.partnerName,
      hasCancellationOption: data.hasCancellationOption,
      cancelledAt: data.cancelledAt ? new Date(data.cancelledAt) : null,
      operatorDigest: p.digest,
      ...(createdAt ? { createdAt } : {}),
    };
  };

  return withUniqueFields(
    { gift_card_code: 'refunds.giftCard.code', bookings_external: 'id' },
    async () => {
      const updates = planned.filter((p) => p.action === 'update');
      await insertBookings(
        tx,
        planned.filter((p) => p.action === 'create'),
        valuesOf,
      );
      if (updates.length > 0) {
        const versions = rowsOf<{ id: string; version: number }>(
          await tx.execute(
            sql`${updateRows(
              bookings,
              bookings.id,
              {
                userId: bookings.userId,
                tourId: bookings.tourId,
                status: bookings.status,
                errors: bookings.errors,
                currency: bookings.currency,
                partnerName: bookings.partnerName,
                hasCancellationOption: bookings.hasCancellationOption,
                cancelledAt: bookings.cancelledAt,
                operatorDigest: bookings.operatorDigest,
                createdAt: bookings.createdAt,
              },
              updates.map((p) => {
                const { id: _id, createdAt, ...values } = valuesOf(p);
                return { ...values, createdAt: createdAt ?? null, key: p.currentId! };
              }),
              { keepWhenNull: ['createdAt'], also: [sql`version = ${bookings.version} + 1`] },
            )} returning ${bookings.id} as id, ${bookings.version} as version`,
          ),
        );
        const versionOf = new Map(versions.map((row) => [row.id, row.version]));
        for (const p of updates) p.version = versionOf.get(p.currentId!)!;
      }
      const updatedIds = updates.map((p) => p.bookingId);

      if (updates.length > 0) {
        // Rows the operator no longer sends go (with what hangs on them, e.g. a checklist).
        await tx.delete(bookingTravellers).where(
          notKept(
            bookingTravellers,
            updatedIds,
            updates.flatMap((p) =>
              p.travellers.map((t) => [p.bookingId, t.id] as [string, string]),
            ),
          ),
        );
        // One leader per booking at every moment: the old one steps down first.
        const leaders = sql.join(
          updates.map((p) => sql`(${p.bookingId}, ${p.travellers[p.leaderIndex]!.id})`),
          sql`, `,
        );
        await tx
          .update(bookingTravellers)
          .set({ isLeader: false })
          .where(
            and(
              inArray(bookingTravellers.bookingId, updatedIds),
              eq(bookingTravellers.isLeader, true),
              sql`(${bookingTravellers.bookingId}, ${bookingTravellers.externalId}) not in (${leaders})`,
            ),
          );
      }
      const travellerRows = rowsOf<{ id: string; booking_id: string; is_leader: boolean }>(
        await tx.execute(sql`${insertRows(
          bookingTravellers,
          {
            bookingId: bookingTravellers.bookingId,
            externalId: bookingTravellers.externalId,
            userId: bookingTravellers.userId,
            name: bookingTravellers.name,
            lastname: bookingTravellers.lastname,
            email: bookingTravellers.email,
            isLeader: bookingTravellers.isLeader,
            position: bookingTravellers.position,
          },
          planned.flatMap((p) =>
            p.travellers.map((t, i) => ({
              bookingId: p.bookingId,
              externalId: t.id,
              userId: t.email ? (byEmail.get(t.email) ?? null) : null,
              name: t.name,
              lastname: t.lastname,
              email: t.email,
              isLeader: i === p.leaderIndex,
              position: i,
            })),
          ),
        )}
        on conflict (booking_id, external_id) do update set user_id = excluded.user_id,
          name = excluded.name, lastname = excluded.lastname, email = excluded.email,
          is_leader = excluded.is_leader, position = excluded.position
        returning ${bookingTravellers.id}, ${bookingTravellers.bookingId}, ${bookingTravellers.isLeader}`),
      );
      // The leader's checklist: every item to do (no payment item when a partner pays); what the
      // traveller already did stays.
      const leaderOf = new Map(
        travellerRows.filter((row) => row.is_leader).map((row) => [row.booking_id, row.id]),
      );
      await tx.execute(
        sql`${insertRows(
          checklistItems,
          {
            bookingTravellerId: checklistItems.bookingTravellerId,
            type: checklistItems.type,
            completed: checklistItems.completed,
          },
          planned.flatMap((p) =>
            checklistItemTypes
              .filter((type) => type !== 'PAYMENT' || p.data.partnerName === null)
              .map((type) => ({
                bookingTravellerId: leaderOf.get(p.bookingId)!,
                type,
                completed: false,
              })),
          ),
        )} on conflict do nothing`,
      );

      if (updates.length > 0) {
        await tx.delete(bookingPriceLines).where(inArray(bookingPriceLines.bookingId, updatedIds));
      }
      const priceLines = planned.flatMap((p) =>
        p.data.priceLines.map((line, i) => ({
          bookingId: p.bookingId,
          kind: line.kind,
          label: line.label,
          code: line.code,
          quantity: line.quantity,
          unitAmountCents: line.unitAmountCents,
          position: i,
        })),
      );
      if (priceLines.length > 0) {
        await tx.execute(
          insertRows(
            bookingPriceLines,
            {
              bookingId: bookingPriceLines.bookingId,
              kind: bookingPriceLines.kind,
              label: bookingPriceLines.label,
              code: bookingPriceLines.code,
              quantity: bookingPriceLines.quantity,
              unitAmountCents: bookingPriceLines.unitAmountCents,
              position: bookingPriceLines.position,
            },
            priceLines,
          ),
        );
      }

      if (updates.length > 0) {
        await tx.delete(bookingPayments).where(
          notKept(
            bookingPayments,
            updatedIds,
            updates.flatMap((p) =>
              p.data.payments.map((x) => [p.bookingId, x.id] as [string, string]),
            ),
          ),
        );
      }
      const payments = planned.flatMap((p) =>
        p.data.payments.map((x) => ({
          bookingId: p.bookingId,
          externalId: x.id,
          kind: x.kind,
          amountCents: x.amountCents,
          dueDate: x.dueDate,
          paidAt: x.paidAt ? new Date(x.paidAt) : null,
        })),
      );
      if (payments.length > 0) {
        await tx.execute(sql`${insertRows(
          bookingPayments,
          {
            bookingId: bookingPayments.bookingId,
            externalId: bookingPayments.externalId,
            kind: bookingPayments.kind,
            amountCents: bookingPayments.amountCents,
            dueDate: bookingPayments.dueDate,
            paidAt: bookingPayments.paidAt,
          },
          payments,
        )}
        on conflict (booking_id, external_id) do update set kind = excluded.kind,
          amount_cents = excluded.amount_cents, due_date = excluded.due_date,
          paid_at = excluded.paid_at`);
      }

      if (updates.length > 0) {
        await tx.delete(bookingRefunds).where(
          notKept(
            bookingRefunds,
            updatedIds,
            updates.flatMap((p) =>
              p.data.refunds.map((r) => [p.bookingId, r.id] as [string, string]),
            ),
          ),
        );
      }
      const refunds = planned.flatMap((p) =>
        p.data.refunds.map((r) => ({
          bookingId: p.bookingId,
          externalId: r.id,
          kind: r.kind,
          amountCents: r.amountCents,
          refundedAt: r.refundedAt ? new Date(r.refundedAt) : null,
          giftCardCode: r.giftCard?.code ?? null,
          giftCardExpiresOn: r.giftCard?.expiresOn ?? null,
        })),
      );
      if (refunds.length > 0) {
        await tx
          .insert(bookingRefunds)
          .values(refunds)
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

      // Invited in this transaction: no mail for an account a failed record never made.
      if (options.inviteNewTravellers) {
        await inviteTravellers(
          tx,
          created.map(({ userId, opener }) => ({ userId, variant: opener.data.variant })),
        );
      }
      for (const p of planned) {
        outcomes[p.index] = result(
          p.id,
          { id: p.bookingId, version: p.version },
          p.action === 'create' ? 'created' : 'updated',
        );
      }
      return outcomes;
    },
  );
}

/** One booking: the API's `PUT /bookings/{id}`, and an import's booking on its own. */
export async function upsertBooking(
  tx: Database,
  id: string,
  data: OperatorBooking,
  expected: ExpectedVersion,
  options: BookingUpsertOptions,
): Promise<OperatorUpsertResult> {
  const [outcome] = await upsertBookings(tx, [{ id, data, expected }], options);
  if (outcome instanceof AppError) throw outcome;
  return outcome!;
}
