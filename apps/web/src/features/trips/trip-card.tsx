import type { BookingSummary } from '@wayfarer/contract';
import { formatDate, formatMoney, pathFor } from '@wayfarer/domain';
import type { PaymentState } from '@wayfarer/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSettings } from '../../lib/app-context';
import { TripMapSlot } from '../../lib/maps/trip-map-slot';
import {
  TravellerStatusPill,
  statusCardClasses,
  travellerStatusOf,
} from '../../lib/bookings/traveller-status';
import { getTripCardFacts, paymentStateKeys } from './trip-facts';

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const toneClasses: Record<Tone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-success-50 text-success-900',
  warning: 'bg-accent-100 text-ink-900',
  danger: 'bg-danger-50 text-danger-900',
};

export const paymentStateTones: Record<PaymentState, Tone> = {
  due: 'neutral',
  expiring: 'warning',
  overdue: 'danger',
  paid: 'success',
  completed: 'success',
};

export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * One booking in the trips list: destination, dates, length, the traveller's status (never a
 * sales status such as "sold out"), payment, partner.
 */
export function TripCard({ booking, now }: { booking: BookingSummary; now: Date }) {
  const { t } = useTranslation();
  const { language, variant } = useAppSettings();
  const titleId = useId();
  const facts = getTripCardFacts(booking, now, variant.timeZone);
  const { tour, travel } = booking;
  const money = (amount: number) =>
    formatMoney({ amount, variant, inCents: true, currency: booking.currency });

  const status = travellerStatusOf(booking, variant, now);

  return (
    <article
      aria-labelledby={titleId}
      data-status={status}
      className={`relative flex h-full flex-col gap-3 rounded-xl border p-5 shadow-sm transition focus-within:border-brand-600 hover:border-brand-600 hover:shadow-md ${statusCardClasses[status]}`}
    >
      <TripMapSlot
        slug={travel.slug}
        destination={travel.destination}
        className="-mx-5 -mt-5 mb-1 w-auto! rounded-t-xl"
      />
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {travel.destination}
        </p>
        <TravellerStatusPill status={status} />
      </div>
      <h3 id={titleId} className="text-lg leading-snug font-semibold text-ink-900">
        <Link
          to={pathFor('travels/_tour', { tour: booking.id }, language)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-700 focus-visible:underline"
        >
          {travel.title}
        </Link>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-600">{t('trips.card.dates')}</dt>
        <dd className="text-ink-900">
          {/* Each date stays whole; the range may only break after the dash (long fr/de labels). */}
          <span className="whitespace-nowrap">{formatDate({ date: tour.startingDate })} –</span>{' '}
          <span className="whitespace-nowrap">{formatDate({ date: tour.endingDate })}</span>
        </dd>
        <dt className="text-ink-600">{t('trips.card.length')}</dt>
        <dd className="text-ink-900">
          {t('trips.duration.day', { count: tour.days })} ·{' '}
          {t('trips.duration.night', { count: tour.nights })}
        </dd>
        <dt className="text-ink-600">{t('trips.card.travellers')}</dt>
        <dd className="text-ink-900">
          {t('trips.card.travellers', { count: booking.travellersCount })}
        </dd>
        <dt className="text-ink-600">{t('trips.card.bookingId')}</dt>
        <dd className="font-mono text-ink-900">{booking.id}</dd>
      </dl>
      {facts.partner ? (
        <p className="text-sm text-ink-700">
          {t('trips.card.partner', { partner: facts.partner })}
        </p>
      ) : null}
      {facts.paymentState ? (
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-ink-100 pt-3 text-sm">
          <span className="text-ink-700">
            {t('trips.card.paid', {
              paid: money(booking.paidAmount),
              total: money(booking.totalAmount),
            })}
          </span>
          {/* A departure we cancelled asks for no payment: the amount paid stays, for the refund. */}
          {status === 'cancelledByUs' ? null : (
            <Pill tone={paymentStateTones[facts.paymentState]}>
              {t(paymentStateKeys[facts.paymentState])}
            </Pill>
          )}
        </div>
      ) : null}
    </article>
  );
}
