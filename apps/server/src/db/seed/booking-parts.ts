import type { PaymentKind, PriceLineKind } from '@wayfarer/contract';
import type { Database } from '../client';
import { bookingPayments, bookingPriceLines, bookingTravellers } from '../schema-bookings';
import { relativeDays } from './seed-helpers';

/** A traveller of a demo booking; `self` is the demo traveller, who owns the booking. */
export type TravellerSeed = {
  name: string;
  lastname: string;
  email: string | null;
  self?: boolean;
};
/** Days are counted from the first start (negative: in the past). */
export type PaymentSeed = { kind: PaymentKind; amount: number; due: number; paid?: number };
export type PriceLineSeed = {
  kind: PriceLineKind;
  label: string;
  code?: string | undefined;
  unit: number;
  quantity?: number | undefined;
};

/**
 * The travellers (the first one leads), price lines and payments of one demo booking, in the
 * seed's transaction. `childId(prefix, i)` gives the fixed id of the i-th row of each table.
 */
export async function insertBookingParts(
  tx: Database,
  {
    bookingId,
    ownerId,
    childId,
    prefixes,
    travellers,
    priceLines,
    payments,
    now,
  }: {
    bookingId: string;
    ownerId: string;
    childId: (prefix: string, i: number) => string;
    prefixes: { traveller: string; priceLine: string; payment: string };
    travellers: readonly TravellerSeed[];
    priceLines: readonly PriceLineSeed[];
    payments: readonly PaymentSeed[];
    now: Date;
  },
) {
  const { day, at } = relativeDays(now);
  await tx
    .insert(bookingTravellers)
    .values(
      travellers.map((t, i) => ({
        id: childId(prefixes.traveller, i),
        bookingId,
        userId: t.self ? ownerId : null,
        name: t.name,
        lastname: t.lastname,
        email: t.email,
        isLeader: i === 0,
        position: i,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(bookingPriceLines)
    .values(
      priceLines.map((line, i) => ({
        id: childId(prefixes.priceLine, i),
        bookingId,
        kind: line.kind,
        label: line.label,
        code: line.code ?? null,
        quantity: line.quantity ?? 1,
        unitAmountCents: line.unit,
        position: i,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(bookingPayments)
    .values(
      payments.map((p, i) => ({
        id: childId(prefixes.payment, i),
        bookingId,
        kind: p.kind,
        amountCents: p.amount,
        dueDate: day(p.due),
        paidAt: p.paid === undefined ? null : at(p.paid, 14),
      })),
    )
    .onConflictDoNothing();
}
