import type { PaymentKind, PriceLineKind } from '@wayfarer/contract';
import type { OperatorBookingInput, OperatorImportRecordInput } from '@wayfarer/contract/operator';
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

/** The operator's id of the i-th payment of a demo booking (the tour-change seed names one). */
export const paymentRecordId = (i: number) => `payment-${i + 1}`;

/**
 * The operator's record of one demo booking: its travellers (the first one leads; the demo
 * traveller owns it even when she does not lead), price lines and payment schedule.
 */
export function bookingRecordOf({
  id,
  departureId,
  booking,
  travellers,
  priceLines,
  payments,
  now,
}: {
  id: string;
  departureId: string;
  booking: Omit<OperatorBookingInput, 'departureId' | 'travellers' | 'priceLines' | 'payments'>;
  travellers: readonly TravellerSeed[];
  priceLines: readonly PriceLineSeed[];
  payments: readonly PaymentSeed[];
  now: Date;
}): OperatorImportRecordInput {
  const { day, at } = relativeDays(now);
  const travellerId = (i: number) => `traveller-${i + 1}`;
  const self = travellers.findIndex((t) => t.self);
  return {
    type: 'booking',
    id,
    data: {
      ...booking,
      departureId,
      ...(self > 0 ? { ownerTravellerId: travellerId(self) } : {}),
      travellers: travellers.map((t, i) => ({
        id: travellerId(i),
        name: t.name,
        lastname: t.lastname,
        email: t.email,
        isLeader: i === 0,
      })),
      priceLines: priceLines.map((line) => ({
        kind: line.kind,
        label: line.label,
        code: line.code ?? null,
        quantity: line.quantity ?? 1,
        unitAmountCents: line.unit,
      })),
      payments: payments.map((p, i) => ({
        id: paymentRecordId(i),
        kind: p.kind,
        amountCents: p.amount,
        dueDate: day(p.due),
        paidAt: p.paid === undefined ? null : at(p.paid, 14).toISOString(),
      })),
    },
  };
}
