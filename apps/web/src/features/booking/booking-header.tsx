import type { Booking } from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import type { LeftToDoItem } from '@wayfarer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { useLeftToDoLinks } from '../../lib/bookings/left-to-do';
import { TravellerStatusPill, travellerStatusOf } from '../../lib/bookings/traveller-status';

/**
 * The booking page leads with the trip: destination, title, dates, the traveller's status, the
 * travellers and the next thing to do (the first of `getLeftToDo`: a payment, a document…).
 */
export function BookingHeader({
  booking,
  leftToDo,
  aside,
  children,
}: {
  booking: Booking;
  leftToDo: readonly LeftToDoItem[];
  /** Beside the facts on wide screens, above them on narrow ones (the trip's map). */
  aside?: ReactNode;
  /** Under the facts: the booking id and its copy button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const { text, target } = useLeftToDoLinks(booking);
  const status = travellerStatusOf(booking, variant);
  const [next] = leftToDo;
  const travellers = booking.travellers.map(({ name, lastname }) => `${name} ${lastname}`);

  return (
    <header
      data-testid="booking-header"
      className="mb-6 overflow-hidden rounded-xl border border-brand-100 bg-brand-50 shadow-sm md:mb-8"
    >
      <div className="flex flex-col md:flex-row-reverse">
        {aside ? <div className="shrink-0 md:w-80">{aside}</div> : null}
        <div className="min-w-0 flex-1 p-5 md:p-6">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {booking.travel.destination}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
            {booking.travel.title}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-ink-900">
            <span className="font-semibold">
              {formatDate({ date: booking.tour.startingDate })} –{' '}
              {formatDate({ date: booking.tour.endingDate })}
            </span>
            <TravellerStatusPill status={status} />
          </p>
          <p className="mt-2 text-sm text-ink-700">
            <span className="font-semibold">{t('booking.header.travellers')}</span>{' '}
            {travellers.join(', ')}
          </p>
          {next ? (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span className="text-sm font-semibold text-ink-700">{t('booking.header.next')}</span>
              <Link
                to={target(next)}
                data-testid="booking-next-action"
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-accent-500 px-5 py-2 font-semibold text-ink-900 hover:bg-accent-600"
              >
                {text(next)}
                <ChevronRightIcon className="size-4 shrink-0" />
              </Link>
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </header>
  );
}
