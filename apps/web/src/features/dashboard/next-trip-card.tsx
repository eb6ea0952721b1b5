import type { BookingSummary } from '@wayfarer/contract';
import {
  countCalendarDaysUntil,
  formatDate,
  groupBookings,
  pathFor,
  selectPlural,
} from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { useSessionUser } from '../../lib/session/session-context';
import { useBookings } from '../../lib/bookings/get-bookings';
import { LeftToDo } from '../../lib/bookings/left-to-do';

/** Three forms for `selectPlural`: today (0), tomorrow (1), in {{count}} days (2 and more). */
const countdownKeys = [
  'dashboard.nextTrip.countdownToday',
  'dashboard.nextTrip.countdownTomorrow',
  'dashboard.nextTrip.countdownOther',
] as const;

function NextTrip({ booking, now }: { booking: BookingSummary; now: Date }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const days = countCalendarDaysUntil({ date: booking.tour.startingDate, now }) ?? 0;

  return (
    <section
      aria-labelledby="next-trip-title"
      className="mb-8 overflow-hidden rounded-xl bg-brand-800 text-white shadow-md"
    >
      <div className="grid gap-6 p-5 md:grid-cols-[1fr_auto] md:p-6">
        <div>
          <h2
            id="next-trip-title"
            className="text-sm font-semibold tracking-wider text-accent-500 uppercase"
          >
            {t('dashboard.nextTrip.title')}
          </h2>
          <p className="mt-2 text-2xl font-bold">{booking.travel.title}</p>
          <p className="mt-1 text-white/85">
            {formatDate({ date: booking.tour.startingDate })} –{' '}
            {formatDate({ date: booking.tour.endingDate })}
          </p>
          <p className="mt-4 inline-flex rounded-full bg-white/10 px-4 py-1.5 text-lg font-semibold">
            {t(selectPlural({ count: Math.max(0, days), forms: countdownKeys }), {
              count: days,
            })}
          </p>
        </div>
        <div className="md:w-72">
          <h3 className="font-semibold">{t('dashboard.nextTrip.todo.title')}</h3>
          <LeftToDo completeness={booking.completeness} className="mt-2 text-white/90" />
          <Link
            to={pathFor('travels/_tour', { tour: booking.id }, language)}
            className="mt-4 inline-flex min-h-11 items-center gap-1 rounded-full bg-accent-500 px-5 font-semibold text-ink-900 hover:bg-accent-600"
          >
            {t('dashboard.nextTrip.open')}
            <ChevronRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * The next trip with a countdown and what is left to do (the booking's completeness), linking to its
 * booking. Nothing while loading, on error, or without an upcoming trip: the tiles stay the page.
 */
export function NextTripCard() {
  const user = useSessionUser();
  return user ? <NextTripOf userId={user.id} /> : null;
}

function NextTripOf({ userId }: { userId: string }) {
  const query = useBookings(userId);
  if (!query.data) return null;
  const now = new Date();
  const [next] = groupBookings({ bookings: query.data, now }).next;
  return next ? <NextTrip booking={next} now={now} /> : null;
}
