import type { Booking, BookingTraveller } from '@wayfarer/contract';
import { formatDate, pathFor } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { Link, useParams } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import { ApiError, isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { useSessionUser } from '../../lib/session/session-context';
import { useBooking } from '../../lib/bookings/use-bookings';
import { useTripDocuments } from './api/get-documents';
import { DocumentList } from './document-list';
import { PageLoading } from '../../components/ui/page-loading';

const notFound = (message: string) => new ApiError({ status: 404, code: 'NOT_FOUND', message });

const cardClass = 'rounded-xl border border-ink-200 bg-white p-5 shadow-sm md:p-6';
const retryClass =
  'mt-4 inline-flex min-h-11 items-center rounded-full border border-ink-300 bg-white px-5 font-semibold text-ink-900 outline-none hover:bg-ink-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus';

function TripDocuments({
  userId,
  bookingId,
  defaultCountry,
}: {
  userId: string;
  bookingId: string;
  defaultCountry: string | null;
}) {
  const { t } = useTranslation();
  const documents = useTripDocuments({ userId, bookingId });
  if (documents.isPending) {
    return <PageLoading label={t('documents.loading')} />;
  }
  if (documents.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-danger-600 bg-danger-50 p-5 text-danger-900"
      >
        <p>{t('documents.loadFailed')}</p>
        <Button onPress={() => void documents.refetch()} className={retryClass}>
          {t('documents.retry')}
        </Button>
      </div>
    );
  }
  return (
    <DocumentList
      userId={userId}
      rows={documents.data}
      defaultCountry={defaultCountry}
      headingLevel={3}
    />
  );
}

function TravellerDetails({
  booking,
  traveller,
  userId,
  defaultCountry,
}: {
  booking: Booking;
  traveller: BookingTraveller;
  userId: string;
  defaultCountry: string | null;
}) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const own = traveller.userId === userId;
  const name = `${traveller.name} ${traveller.lastname}`.trim();
  return (
    <>
      <Link
        to={pathFor('travels/_tour', { tour: booking.id }, language)}
        className="mb-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
      >
        <ChevronRightIcon className="size-4 rotate-180" />
        {t('traveller.backToBooking')}
      </Link>
      <div className="mb-6 md:mb-8">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {booking.travel.title}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{name}</h1>
        <p className="mt-2 text-ink-700">
          {t('traveller.tripDates', {
            from: formatDate({ date: booking.tour.startingDate }),
            to: formatDate({ date: booking.tour.endingDate }),
          })}
          {' · '}
          {traveller.isLeader ? t('traveller.leader') : t('traveller.companion')}
        </p>
      </div>
      <section aria-labelledby="trip-documents-title" className="flex flex-col gap-4">
        <div>
          <h2 id="trip-documents-title" className="text-xl font-semibold text-ink-900">
            {t('traveller.documentsTitle')}
          </h2>
          <p className="mt-1 text-ink-700">{t('traveller.documentsIntro')}</p>
        </div>
        {own ? (
          <TripDocuments userId={userId} bookingId={booking.id} defaultCountry={defaultCountry} />
        ) : (
          <p className={`${cardClass} text-ink-700`}>{t('traveller.otherTraveller', { name })}</p>
        )}
      </section>
    </>
  );
}

function TravellerContent({
  userId,
  bookingId,
  travellerId,
  defaultCountry,
}: {
  userId: string;
  bookingId: string;
  travellerId: string;
  defaultCountry: string | null;
}) {
  const { t } = useTranslation();
  const query = useBooking({ userId, bookingId });
  if (query.isPending) {
    return <PageLoading label={t('traveller.loading')} />;
  }
  if (query.isError) {
    const { error } = query;
    // Unknown, another traveller's (404) or malformed (400): the route's "page not on the map".
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw notFound(error.message);
    }
    return (
      <section
        role="alert"
        className="rounded-xl border border-danger-600 bg-danger-50 p-6 text-danger-900"
      >
        <h1 className="text-xl font-semibold">{t('traveller.error.title')}</h1>
        <Button onPress={() => void query.refetch()} className={retryClass}>
          {t('traveller.error.retry')}
        </Button>
      </section>
    );
  }
  const traveller = query.data.travellers.find((candidate) => candidate.id === travellerId);
  if (!traveller) throw notFound('Traveller not found');
  return (
    <TravellerDetails
      booking={query.data}
      traveller={traveller}
      userId={userId}
      defaultCountry={defaultCountry}
    />
  );
}

/**
 * A traveller of a booking (account-area §2 travels/_tour/_traveler): their passport, identity card
 * and driving licence with statuses judged against the trip's dates, and the upload wizard. Only
 * the traveller's own documents are shown (documents belong to each traveller's account).
 */
export function TravellerPage() {
  const { tour: bookingId, traveler: travellerId } = useParams();
  const user = useSessionUser();
  if (!user || !bookingId || !travellerId) return null;
  return (
    <TravellerContent
      key={`${bookingId}/${travellerId}`}
      userId={user.id}
      bookingId={bookingId}
      travellerId={travellerId}
      defaultCountry={user.citizenship}
    />
  );
}
