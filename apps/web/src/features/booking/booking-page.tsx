import type { Booking } from '@wayfarer/contract';
import {
  getBookingPaymentState,
  getLeftToDo,
  isBookingCancelled,
  isPartnerBooking,
  formatDate,
  pathFor,
} from '@wayfarer/domain';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CopyButton } from '../../components/ui/copy-button';
import { ChevronRightIcon } from '../../components/ui/icons';
import { ApiError, isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { useSessionUser } from '../../lib/session/session-context';
import { useBooking } from '../../lib/bookings/use-bookings';
import { TripMapSlot } from '../../lib/maps/trip-map-slot';
import { BookingHeader } from './booking-header';
import { PreDepartureChecklistSlot } from './booking-checklist-slot';
import { viewerTimeZone } from './booking-labels';
import { CoordinatorSection } from './coordinator-section';
import { FlightsSection } from './flights-section';
import { OverviewSection } from './overview-section';
import { PaymentsSection, RefundsSection } from './payments-section';
import { TravellersSection } from './travellers-section';
import { TourChangeEntry } from './tour-change/tour-change-entry';
import { LoadError } from '../../components/ui/load-error';
import { LeftToDo } from '../../lib/bookings/left-to-do';
import { PageLoading } from '../../components/ui/page-loading';

function BookingDetails({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation();
  const now = new Date();
  const cancelled = isBookingCancelled(booking);
  const leftToDo = getLeftToDo({ booking, now });

  return (
    <>
      <BookingHeader
        booking={booking}
        leftToDo={leftToDo}
        aside={
          <TripMapSlot
            slug={booking.travel.slug}
            destination={booking.travel.destination}
            className="md:h-full"
          />
        }
      >
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-brand-100 pt-3">
          <p className="text-ink-700">
            {t('booking.bookingId')}{' '}
            <span className="font-mono font-semibold text-ink-900">{booking.id}</span>
          </p>
          <CopyButton
            value={booking.id}
            label={t('booking.copy.label')}
            copiedMessage={t('booking.copy.copied', { id: booking.id })}
            failedMessage={t('booking.copy.failed')}
          >
            {t('booking.copy.button')}
          </CopyButton>
        </div>
      </BookingHeader>
      {cancelled ? (
        <div
          role="status"
          className="mb-6 rounded-lg border-l-4 border-danger-600 bg-danger-50 p-4 text-danger-900"
        >
          <p className="font-semibold">
            {booking.cancelledAt
              ? t('booking.cancelledOn', {
                  date: formatDate({ date: booking.cancelledAt, timeZone: viewerTimeZone() }),
                })
              : t('booking.cancelled')}
          </p>
        </div>
      ) : null}
      <TourChangeEntry booking={booking} userId={userId} />
      {/* Only when something is left: "nothing to do" would contradict the checklist below. */}
      {leftToDo.length === 0 ? null : (
        <section
          aria-labelledby="booking-left-to-do"
          className="mb-6 rounded-lg border-l-4 border-accent-600 bg-accent-100 p-4 text-ink-900"
        >
          <h2 id="booking-left-to-do" className="font-semibold">
            {t('dashboard.nextTrip.todo.title')}
          </h2>
          <LeftToDo booking={booking} items={leftToDo} className="mt-2 text-sm" />
        </section>
      )}
      <BookingSections booking={booking} userId={userId} />
    </>
  );
}

/**
 * The checklist and the sections, rendered once the header has shown, in React's background
 * (interruptible) pass: on a first visit the page's title and what is left to do paint without
 * waiting for them, where the whole page was one uninterrupted render of ~60 ms (four times that on
 * a slow phone). Until then their place is kept, as the loading skeleton keeps it.
 */
function BookingSections({ booking: current, userId }: { booking: Booking; userId: string }) {
  const { variant } = useAppSettings();
  const booking = useDeferredValue<Booking | null>(current, null);
  if (!booking) return <SectionsPlaceholder />;
  const paymentState = isBookingCancelled(booking)
    ? null
    : getBookingPaymentState({ booking, now: new Date(), timeZone: variant.timeZone });
  const partner = isPartnerBooking(booking) ? booking.publicOrder.partner : null;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <PreDepartureChecklistSlot booking={booking} />
        <OverviewSection booking={booking} partner={partner} />
        <PaymentsSection booking={booking} paymentState={paymentState} />
        <RefundsSection booking={booking} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <TravellersSection booking={booking} userId={userId} />
        <CoordinatorSection coordinator={booking.coordinator} />
        <FlightsSection booking={booking} />
      </div>
    </div>
  );
}

function SectionsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid animate-pulse gap-6 lg:grid-cols-3">
      <div className="h-80 rounded-xl border border-ink-200 bg-white lg:col-span-2" />
      <div className="h-80 rounded-xl border border-ink-200 bg-white" />
    </div>
  );
}

function BookingSkeleton() {
  const { t } = useTranslation();
  return (
    <PageLoading label={t('booking.loading')}>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-4 w-24 rounded bg-ink-200" />
        <div className="mt-3 h-8 w-2/3 max-w-xl rounded bg-ink-200" />
        <div className="mt-4 h-11 w-64 rounded-full bg-ink-100" />
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="h-80 rounded-xl border border-ink-200 bg-white lg:col-span-2" />
          <div className="h-80 rounded-xl border border-ink-200 bg-white" />
        </div>
      </div>
    </PageLoading>
  );
}

function BookingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  return (
    <LoadError
      headingLevel={1}
      title={t('booking.error.title')}
      text={t('booking.error.text')}
      retryLabel={t('booking.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    >
      <Link
        to={pathFor('travels', {}, language)}
        className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
      >
        {t('booking.backToTrips')}
        <ChevronRightIcon className="size-4" />
      </Link>
    </LoadError>
  );
}

function BookingContent({ userId, bookingId }: { userId: string; bookingId: string }) {
  const query = useBooking({ userId, bookingId });
  if (query.isPending) return <BookingSkeleton />;
  if (query.isError) {
    const { error } = query;
    // Unknown, another traveller's (404) or malformed (400): the route's "page not on the map".
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw new ApiError({ status: 404, code: 'NOT_FOUND', message: error.message });
    }
    return <BookingError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <BookingDetails booking={query.data} userId={userId} />;
}

/** A booking (account-area §2): trip, payments, refunds, travellers, coordinator and flights. */
export function BookingPage() {
  const { tour: bookingId } = useParams();
  const user = useSessionUser();
  if (!user || !bookingId) return null;
  // A new booking id starts from a clean state (skeleton, no stale details).
  return <BookingContent key={bookingId} userId={user.id} bookingId={bookingId} />;
}
