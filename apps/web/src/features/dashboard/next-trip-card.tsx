import type { BookingSummary } from '@wayfarer/contract';
import {
  countCalendarDaysUntil,
  formatDate,
  getLeftToDo,
  isDepartureCancelled,
  isTripUnderWay,
  pathFor,
  publicWebsiteUrl,
} from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, CompassIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { TripMapSlot } from '../../lib/maps/trip-map-slot';
import { useSessionUser } from '../../lib/session/session-context';
import { useBooking, useBookings } from '../../lib/bookings/use-bookings';
import { useFirstScreenPainted } from '../../lib/first-screen';
import { LeftToDo } from '../../lib/bookings/left-to-do';
import { TravellerStatusPill, travellerStatusOf } from '../../lib/bookings/traveller-status';
import { nextTripOf } from './next-trip';
import { ExternalLink } from '../../components/ui/external-link';

/** Today, tomorrow, or in {{count}} days by the language's plural rules. */
function countdownText(t: TFunction, days: number): string {
  if (days <= 0) return t('dashboard.nextTrip.countdownToday');
  if (days === 1) return t('dashboard.nextTrip.countdownTomorrow');
  return t('dashboard.nextTrip.countdown', { count: days });
}

/** At most this many items in the card; the booking page has them all. */
const MAX_TODO = 3;

/**
 * The card keeps one height whatever it shows (loading, a trip, no trip): the tiles below never
 * move when it fills in.
 */
const frameClass =
  'mb-8 overflow-hidden rounded-xl shadow-md min-h-[42rem] sm:min-h-[34rem] md:min-h-[19rem]';

function TodoList({ summary, userId }: { summary: BookingSummary; userId: string }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  // Secondary to the trip's title and dates: asked for once the first screen has painted.
  const firstScreenPainted = useFirstScreenPainted();
  const query = useBooking({ userId, bookingId: summary.id }, { enabled: firstScreenPainted });
  if (!query.data) {
    // The list's place while the booking loads (or if it cannot: the booking page says more).
    return (
      <div aria-hidden="true" className="mt-2 animate-pulse space-y-2">
        <div className="h-5 w-3/4 rounded bg-white/20" />
        <div className="h-5 w-2/3 rounded bg-white/20" />
      </div>
    );
  }
  const booking = query.data;
  if (isDepartureCancelled(booking.tour)) {
    // Nothing to prepare for a departure that will not run: the booking page offers another.
    return (
      <Link
        to={pathFor('travels/_tour', { tour: booking.id }, language)}
        className="mt-2 inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4"
      >
        {t('dashboard.nextTrip.todo.departureCancelled')}
        <ChevronRightIcon className="size-4 shrink-0" />
      </Link>
    );
  }
  const items = getLeftToDo({ booking, now: new Date() });
  if (items.length === 0) {
    return <p className="mt-2 text-white/90">{t('dashboard.nextTrip.todo.none')}</p>;
  }
  const more = items.length - MAX_TODO;
  return (
    <>
      <LeftToDo booking={booking} items={items.slice(0, MAX_TODO)} tone="dark" className="mt-2" />
      {more > 0 ? (
        <Link
          to={`${pathFor('travels/_tour', { tour: booking.id }, language)}#checklist`}
          className="mt-1.5 inline-block text-sm text-white/85 underline underline-offset-4"
        >
          {t('dashboard.nextTrip.todo.more')}
        </Link>
      ) : null}
    </>
  );
}

/** A trip under way, on top of the next departure: it comes first. */
function OnTheRoadStrip({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-accent-500 px-5 py-2 text-ink-900 md:px-6">
      <span className="inline-flex items-center gap-2 font-semibold">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-ink-900" />
        {t('dashboard.nextTrip.onTheRoad')}
      </span>
      <Link
        to={pathFor('travels/_tour', { tour: booking.id }, language)}
        className="font-semibold underline underline-offset-4"
      >
        {booking.travel.title}
      </Link>
      <span>
        {t('dashboard.nextTrip.until', { date: formatDate({ date: booking.tour.endingDate }) })}
      </span>
    </p>
  );
}

function NextTrip({
  booking,
  underWay: others,
  userId,
  now,
}: {
  booking: BookingSummary;
  underWay: readonly BookingSummary[];
  userId: string;
  now: Date;
}) {
  const { t } = useTranslation();
  const { language, variant } = useAppSettings();
  const days = countCalendarDaysUntil({ date: booking.tour.startingDate, now }) ?? 0;
  const underWay = isTripUnderWay({ ...booking.tour, now });
  const status = travellerStatusOf(booking, variant, now);

  return (
    <section
      aria-labelledby="next-trip-title"
      data-testid="next-trip"
      className={`${frameClass} bg-brand-800 text-white`}
    >
      {others.map((trip) => (
        <OnTheRoadStrip key={trip.id} booking={trip} />
      ))}
      <div className="grid gap-6 p-5 md:grid-cols-[14rem_1fr_18rem] md:p-6">
        <TripMapSlot
          slug={booking.travel.slug}
          destination={booking.travel.destination}
          className="rounded-lg max-md:h-36 max-md:aspect-auto"
        />
        <div>
          <h2
            id="next-trip-title"
            className="text-sm font-semibold tracking-wider text-accent-500 uppercase"
          >
            {underWay ? t('dashboard.nextTrip.onTheRoad') : t('dashboard.nextTrip.title')}
          </h2>
          <p className="mt-2 text-2xl font-bold">{booking.travel.title}</p>
          <p className="mt-1 text-white/85">
            {formatDate({ date: booking.tour.startingDate })} –{' '}
            {formatDate({ date: booking.tour.endingDate })}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-lg font-semibold">
              {underWay
                ? t('dashboard.nextTrip.until', {
                    date: formatDate({ date: booking.tour.endingDate }),
                  })
                : countdownText(t, days)}
            </p>
            <TravellerStatusPill status={status} />
          </div>
        </div>
        <div>
          <h3 className="font-semibold">{t('dashboard.nextTrip.todo.title')}</h3>
          {/* Room for the longest list the card shows: the button below stays put when it loads. */}
          <div className="min-h-[8.5rem]">
            <TodoList summary={booking} userId={userId} />
          </div>
          <Link
            to={pathFor('travels/_tour', { tour: booking.id }, language)}
            className="mt-4 inline-flex min-h-11 items-center gap-1 rounded-full bg-accent-500 px-5 py-2 font-semibold text-ink-900 hover:bg-accent-600"
          >
            {t('dashboard.nextTrip.open')}
            <ChevronRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

/** No trip ahead: an invitation to the public website, in the card's place. */
function NoNextTrip() {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  return (
    <section
      aria-labelledby="next-trip-title"
      data-testid="next-trip-none"
      className={`${frameClass} flex flex-col items-start justify-center gap-3 border border-dashed border-ink-300 bg-white p-6 shadow-none`}
    >
      <CompassIcon className="size-10 text-brand-600" />
      <h2 id="next-trip-title" className="text-xl font-semibold text-ink-900">
        {t('dashboard.nextTrip.none.title')}
      </h2>
      <p className="max-w-lg text-ink-600">{t('dashboard.nextTrip.none.text')}</p>
      <ExternalLink
        href={publicWebsiteUrl({ variant, routingKey: 'travels' })}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('dashboard.nextTrip.none.cta')}
      </ExternalLink>
    </section>
  );
}

function NextTripSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="next-trip-loading"
      className={`${frameClass} animate-pulse bg-brand-800 p-5 md:p-6`}
    >
      <span className="sr-only">{t('dashboard.nextTrip.loading')}</span>
      <div aria-hidden="true">
        <div className="h-4 w-32 rounded bg-white/20" />
        <div className="mt-4 h-7 w-2/3 rounded bg-white/25" />
        <div className="mt-3 h-4 w-48 rounded bg-white/20" />
        <div className="mt-6 h-10 w-56 rounded-full bg-white/15" />
      </div>
    </div>
  );
}

/**
 * The next departure with a countdown (a trip under way above it, first; or alone when no
 * departure is ahead), its status and what is left to do
 * (`getLeftToDo`, each item a link to its action); an invitation when no trip is ahead. Its place
 * is kept from the first render on: a skeleton of the same size while the trips load.
 */
export function NextTripCard() {
  const user = useSessionUser();
  return user ? <NextTripOf userId={user.id} /> : null;
}

function NextTripOf({ userId }: { userId: string }) {
  const query = useBookings(userId);
  if (query.isPending) return <NextTripSkeleton />;
  if (query.isError) return null;
  const now = new Date();
  const { main, others } = nextTripOf(query.data, now);
  if (!main) return <NoNextTrip />;
  return <NextTrip booking={main} underWay={others} userId={userId} now={now} />;
}
