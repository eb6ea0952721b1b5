import type {
  Booking,
  PaymentKind,
  PriceLine,
  PriceLineKind,
  ScheduledPayment,
} from '@wayfarer/contract';
import {
  OVERDUE_HOURS_TO_PAY,
  countCalendarDaysUntil,
  formatDate,
  formatMoney,
  getOverduePaymentDeadline,
  getRefundTiming,
} from '@wayfarer/domain';
import type { PaymentState } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/app-context';
import {
  paymentKindKeys,
  paymentStateTitleKeys,
  priceLineKeys,
  refundTimingKeys,
  viewerTimeZone,
} from './booking-labels';
import { BookingSection, Pill, SectionNote } from './booking-section';

/** Price lines that split the total into payments (shown with the schedule). */
function isPaymentKind(kind: PriceLineKind): kind is PaymentKind {
  return kind === 'deposit' || kind === 'balance' || kind === 'integration';
}

type Money = (amount: number) => string;

function useMoney(booking: Booking): Money {
  const { variant } = useAppSettings();
  return (amount) => formatMoney({ amount, variant, inCents: true, currency: booking.currency });
}

const stateClasses: Record<PaymentState, string> = {
  due: 'border-ink-300 bg-ink-50 text-ink-900',
  expiring: 'border-accent-600 bg-accent-100 text-ink-900',
  overdue: 'border-danger-600 bg-danger-50 text-danger-900',
  paid: 'border-success-600 bg-success-50 text-success-900',
  completed: 'border-success-600 bg-success-50 text-success-900',
};

function PaymentStateNotice({
  booking,
  state,
  money,
}: {
  booking: Booking;
  state: PaymentState;
  money: Money;
}) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const { timeZone } = variant;
  const now = new Date();
  const next = booking.nextPayment;
  const due = next
    ? { amount: money(next.amount), date: formatDate({ date: next.dueDate }) }
    : null;

  let text: string;
  const overdue =
    state === 'overdue' && next
      ? getOverduePaymentDeadline({ dueDate: next.dueDate, now, timeZone })
      : null;
  if (overdue && due) {
    text = t(
      overdue.passed ? 'booking.payments.state.overduePassed' : 'booking.payments.state.overdue',
      {
        ...due,
        hours: OVERDUE_HOURS_TO_PAY,
        deadline: formatDate({ date: overdue.deadline, withTime: 'minutes', timeZone }),
      },
    );
  } else if (state === 'overdue') {
    text = t('booking.payments.state.overdueNoDate', { hours: OVERDUE_HOURS_TO_PAY });
  } else if ((state === 'due' || state === 'expiring') && due) {
    const days = countCalendarDaysUntil({ date: next?.dueDate, now, timeZone });
    text =
      state === 'expiring' && days === 0
        ? t('booking.payments.state.expiringToday', { amount: due.amount })
        : t(
            state === 'expiring' ? 'booking.payments.state.expiring' : 'booking.payments.state.due',
            due,
          );
  } else if (state === 'completed') {
    text = t('booking.payments.state.completed');
  } else {
    text = t('booking.payments.state.paid');
  }

  return (
    <div
      role={state === 'overdue' ? 'alert' : undefined}
      className={`mb-5 rounded-lg border-l-4 p-4 ${stateClasses[state]}`}
    >
      <p className="font-semibold">{t(paymentStateTitleKeys[state])}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}

function PriceLineLabel({ line }: { line: PriceLine }) {
  const { t } = useTranslation();
  return (
    <>
      {t(priceLineKeys[line.kind])}
      {line.code ? (
        <>
          {' '}
          <span className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-sm">{line.code}</span>
        </>
      ) : null}
    </>
  );
}

function PriceTable({ lines, money }: { lines: readonly PriceLine[]; money: Money }) {
  const { t } = useTranslation();
  const components = lines.filter((line) => line.kind !== 'total' && !isPaymentKind(line.kind));
  const totals = lines.filter((line) => line.kind === 'total');
  if (components.length === 0 && totals.length === 0) {
    return <SectionNote>{t('booking.payments.priceEmpty')}</SectionNote>;
  }
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{t('booking.payments.priceTitle')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('booking.payments.item')}</th>
          <th scope="col">{t('booking.payments.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {components.map((line, index) => (
          <tr key={`${line.kind}-${index}`} className="border-b border-ink-100">
            <th scope="row" className="py-2 pr-4 font-normal text-ink-900">
              <PriceLineLabel line={line} />
              {line.quantity > 1 ? (
                <span className="block text-sm text-ink-600">
                  {t('booking.payments.quantity', {
                    count: line.quantity,
                    amount: money(line.unitAmount),
                  })}
                </span>
              ) : null}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      {totals.length > 0 ? (
        <tfoot>
          {totals.map((line, index) => (
            <tr key={`total-${index}`}>
              <th scope="row" className="pt-3 pr-4 text-left text-lg font-semibold">
                <PriceLineLabel line={line} />
              </th>
              <td className="pt-3 text-right text-lg font-semibold whitespace-nowrap tabular-nums">
                {money(line.amount)}
              </td>
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
}

interface ScheduleRow {
  key: string;
  kind: ScheduledPayment['kind'];
  amount: number;
  payment: ScheduledPayment | null;
}

/**
 * The schedule's payments, plus any deposit, balance or integration price line the schedule does
 * not have (so every price line of the booking shows).
 */
function scheduleRows(booking: Booking): ScheduleRow[] {
  const rows: ScheduleRow[] = booking.paymentSchedule.map((payment) => ({
    key: payment.id,
    kind: payment.kind,
    amount: payment.amount,
    payment,
  }));
  const scheduled = new Map<string, number>();
  for (const payment of booking.paymentSchedule) {
    scheduled.set(payment.kind, (scheduled.get(payment.kind) ?? 0) + 1);
  }
  booking.priceLines.forEach((line, index) => {
    const kind = line.kind;
    if (!isPaymentKind(kind)) return;
    const left = scheduled.get(kind) ?? 0;
    if (left > 0) {
      scheduled.set(kind, left - 1);
      return;
    }
    rows.push({
      key: `line-${index}`,
      kind,
      amount: line.amount,
      payment: null,
    });
  });
  return rows;
}

function Schedule({ booking, money }: { booking: Booking; money: Money }) {
  const { t } = useTranslation();
  const rows = scheduleRows(booking);
  const { timeZone } = useAppSettings().variant;
  const now = new Date();
  if (rows.length === 0) return <SectionNote>{t('booking.payments.scheduleEmpty')}</SectionNote>;
  return (
    <ul className="divide-y divide-ink-100">
      {rows.map((row) => {
        const payment = row.payment;
        const overdue =
          payment !== null &&
          payment.paidAt === null &&
          (countCalendarDaysUntil({ date: payment.dueDate, now, timeZone }) ?? 0) < 0;
        return (
          <li key={row.key} className="py-3 first:pt-0 last:pb-0">
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-semibold text-ink-900">{t(paymentKindKeys[row.kind])}</span>
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {money(row.amount)}
              </span>
            </div>
            {payment ? (
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
                <span>
                  {t('booking.payments.dueOn', { date: formatDate({ date: payment.dueDate }) })}
                </span>
                {payment.paidAt ? (
                  <Pill tone="success">
                    {t('booking.payments.paidOn', {
                      date: formatDate({ date: payment.paidAt, timeZone: viewerTimeZone() }),
                    })}
                  </Pill>
                ) : overdue ? (
                  <Pill tone="danger">{t('booking.payments.unpaidOverdue')}</Pill>
                ) : (
                  <Pill tone="neutral">{t('booking.payments.unpaid')}</Pill>
                )}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Price lines, the payment schedule with due and paid-on dates, and the payment state. */
export function PaymentsSection({
  booking,
  paymentState,
}: {
  booking: Booking;
  /** Null for a cancelled booking. */
  paymentState: PaymentState | null;
}) {
  const { t } = useTranslation();
  const money = useMoney(booking);
  const left = Math.max(0, booking.totalAmount - booking.paidAmount);

  return (
    <BookingSection title={t('booking.payments.title')} anchor="payments">
      {paymentState ? (
        <PaymentStateNotice booking={booking} state={paymentState} money={money} />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <div>
          <h3 className="mb-2 text-base font-semibold text-ink-900">
            {t('booking.payments.priceTitle')}
          </h3>
          <PriceTable lines={booking.priceLines} money={money} />
        </div>
        <div>
          <h3 className="mb-2 text-base font-semibold text-ink-900">
            {t('booking.payments.scheduleTitle')}
          </h3>
          <Schedule booking={booking} money={money} />
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-ink-50 p-3 text-sm">
            <dt>{t('booking.payments.paidSoFar')}</dt>
            <dd className="text-right font-semibold tabular-nums">{money(booking.paidAmount)}</dd>
            {paymentState ? (
              <>
                <dt>{t('booking.payments.leftToPay')}</dt>
                <dd className="text-right font-semibold tabular-nums">{money(left)}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
    </BookingSection>
  );
}

/** Refunds with their dates, a deposit returned as a gift card, and how long refunds take. */
export function RefundsSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const money = useMoney(booking);
  const timing = getRefundTiming({ language });
  const range = timing.min === 0 ? String(timing.max) : `${timing.min}–${timing.max}`;

  return (
    <BookingSection title={t('booking.refunds.title')} anchor="refunds">
      {booking.refunds.length === 0 ? (
        <SectionNote>{t('booking.refunds.empty')}</SectionNote>
      ) : (
        <ul className="divide-y divide-ink-100">
          {booking.refunds.map((refund) => (
            <li key={refund.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex items-baseline justify-between gap-4">
                <span className="font-semibold text-ink-900">
                  {refund.kind === 'giftCard'
                    ? t('booking.refunds.giftCard')
                    : t('booking.refunds.money')}
                </span>
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {money(refund.amount)}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink-700">
                {refund.refundedAt
                  ? t('booking.refunds.refundedOn', {
                      date: formatDate({ date: refund.refundedAt, timeZone: viewerTimeZone() }),
                    })
                  : t('booking.refunds.pending')}
              </p>
              {refund.giftCard ? (
                <p className="mt-1 text-sm text-ink-700">
                  {t('booking.refunds.giftCardCode')}{' '}
                  <span className="rounded bg-ink-100 px-1.5 py-0.5 font-mono">
                    {refund.giftCard.code}
                  </span>{' '}
                  ·{' '}
                  {t('booking.refunds.validUntil', {
                    date: formatDate({ date: refund.giftCard.expiresOn }),
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-ink-600">
        {t(refundTimingKeys[timing.appliesTo][timing.kind], { range })}
      </p>
    </BookingSection>
  );
}
