import { addHours } from 'date-fns';
import { isBookingPaid, isConcluded } from './booking-facts';
import { countCalendarDaysUntil, toUtcDayNumber, type DateInput } from './date-input';
import { startOfZonedDay } from './zoned-days';

export type PaymentState = 'due' | 'expiring' | 'overdue' | 'paid' | 'completed';

export const paymentStates: readonly PaymentState[] = [
  'due',
  'expiring',
  'overdue',
  'paid',
  'completed',
];

/** An overdue payment leaves this many hours to pay before the booking may be cancelled (account-area §9). */
export const OVERDUE_HOURS_TO_PAY = 48;

/**
 * A payment is 'expiring' when it falls due within this many days (today included).
 * The spec names the state without a threshold; a week is the product's choice.
 */
export const EXPIRING_DAYS = 7;

/** One line of a booking's payment schedule (deposit, balance, integration…). */
export interface PaymentInstallment {
  amount: number;
  dueDate?: DateInput | null;
  /** Set once paid. */
  paidAt?: DateInput | null;
}

function isPaid({ amount, paidAt }: PaymentInstallment): boolean {
  return amount <= 0 || (paidAt !== undefined && paidAt !== null && paidAt !== '');
}

/**
 * The payment state of a booking (account-area §4), from its schedule:
 *
 * - everything paid (or nothing to pay): 'completed' once the trip has concluded, else 'paid';
 * - otherwise the earliest unpaid installment decides: its due date past, 'overdue' (with
 *   OVERDUE_HOURS_TO_PAY to pay, see `getOverduePaymentDeadline`); due within
 *   EXPIRING_DAYS days, today included, 'expiring'; later or without a readable due
 *   date, 'due'.
 *
 * Installments of zero or negative amount have nothing to pay and count as paid.
 * Due dates are calendar days; today is the day `now` falls on in `timeZone` (the variant's).
 */
export function getPaymentState({
  installments,
  endingDate,
  now,
  timeZone = 'UTC',
}: {
  installments: readonly PaymentInstallment[];
  endingDate?: DateInput | null;
  now: Date;
  timeZone?: string;
}): PaymentState {
  const dueDays = installments
    .filter((installment) => !isPaid(installment))
    .map(({ dueDate }) => countCalendarDaysUntil({ date: dueDate, now, timeZone }));
  if (dueDays.length === 0) return isConcluded({ endingDate, now }) ? 'completed' : 'paid';
  const known = dueDays.filter((days): days is number => days !== null);
  if (known.length === 0) return 'due';
  const earliest = Math.min(...known);
  if (earliest < 0) return 'overdue';
  return earliest <= EXPIRING_DAYS ? 'expiring' : 'due';
}

export interface OverduePaymentDeadline {
  /** OVERDUE_HOURS_TO_PAY hours after the end of the due day in the variant's time zone. */
  deadline: Date;
  /** The deadline has passed at `now`: there is no time left to pay. */
  passed: boolean;
}

/**
 * When the time to pay an overdue installment runs out: OVERDUE_HOURS_TO_PAY hours (real hours,
 * across a daylight-saving change too) after the end of its due day in `timeZone`, and whether
 * that is already past at `now`. Null when the due date is missing or invalid.
 */
export function getOverduePaymentDeadline({
  dueDate,
  now,
  timeZone = 'UTC',
}: {
  dueDate?: DateInput | null;
  now: Date;
  timeZone?: string;
}): OverduePaymentDeadline | null {
  const day = toUtcDayNumber(dueDate);
  if (day === null) return null;
  const deadline = addHours(startOfZonedDay({ day: day + 1, timeZone }), OVERDUE_HOURS_TO_PAY);
  return { deadline, passed: now.getTime() >= deadline.getTime() };
}

/** What a booking (list summary or full booking) tells about its payments. */
export interface BookingPayments {
  errors?: readonly string[] | null;
  /** The booking's total and what has been paid of it. */
  totalAmount: number;
  paidAmount: number;
  /** The earliest unpaid installment of the schedule, null when none is left. */
  nextPayment: PaymentInstallment | null;
  tour: { endingDate?: DateInput | null };
}

/**
 * The one payment state of a booking, the same in the trips list and on the booking page:
 * 'overdue' while the booking has a PAYMENT error (it is not paid, account-area §4); otherwise
 * `getPaymentState` of its next unpaid installment, or of what is left to pay (without a due date)
 * when the schedule has nothing unpaid.
 */
export function getBookingPaymentState({
  booking,
  now,
  timeZone = 'UTC',
}: {
  booking: BookingPayments;
  now: Date;
  timeZone?: string;
}): PaymentState {
  if (!isBookingPaid(booking)) return 'overdue';
  const installments = booking.nextPayment
    ? [booking.nextPayment]
    : [{ amount: booking.totalAmount - booking.paidAmount }];
  return getPaymentState({ installments, endingDate: booking.tour.endingDate, now, timeZone });
}

/**
 * Nothing is left to pay on a booking: `getBookingPaymentState` is 'paid' or 'completed' (no
 * PAYMENT error, no unpaid installment, the total paid). The payments section says "paid" exactly
 * then, and the checklist's PAYMENT item is done exactly then (`withPaymentItemDone`).
 */
export function isBookingFullyPaid(booking: Omit<BookingPayments, 'tour'>): boolean {
  if (!isBookingPaid(booking)) return false;
  return booking.nextPayment
    ? isPaid(booking.nextPayment)
    : booking.totalAmount - booking.paidAmount <= 0;
}
