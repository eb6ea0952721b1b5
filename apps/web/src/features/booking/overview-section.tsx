import type { Booking } from '@wayfarer/contract';
import {
  formatDate,
  isBookingCancelled,
  isDepartureCancelled,
  publicWebsiteUrl,
} from '@wayfarer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/app-context';
import { AddToCalendarButton } from './add-to-calendar-button';
import { TravellerStatusPill, travellerStatusOf } from '../../lib/bookings/traveller-status';
import { BookingSection } from './booking-section';
import { ExternalLink } from '../../components/ui/external-link';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-ink-100 py-3 first:border-t-0 first:pt-0 md:grid md:grid-cols-[12rem_1fr] md:gap-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="mt-1 text-ink-900 md:mt-0">{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-ink-600 italic">{children}</span>;
}

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

/** The trip: the traveller's status (never a sales one), dates, length, meeting point, insurance, partner, links and calendar. */
export function OverviewSection({
  booking,
  partner,
}: {
  booking: Booking;
  partner: string | null;
}) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const { tour, travel } = booking;
  const travelPage = (hash: 'itinerary' | 'faq') =>
    publicWebsiteUrl({ variant, routingKey: 'travel', params: { slug: travel.slug }, hash });

  return (
    <BookingSection title={t('booking.overview.title')} anchor="trip">
      <dl>
        <Fact label={t('booking.overview.status')}>
          <TravellerStatusPill status={travellerStatusOf(booking, variant)} />
        </Fact>
        <Fact label={t('booking.overview.dates')}>
          {formatDate({ date: tour.startingDate })} – {formatDate({ date: tour.endingDate })}
        </Fact>
        <Fact label={t('booking.overview.length')}>
          {t('trips.duration.day', { count: tour.days })} ·{' '}
          {t('trips.duration.night', { count: tour.nights })}
        </Fact>
        <Fact label={t('booking.overview.ageRange')}>{travel.ageRange}</Fact>
        <Fact label={t('booking.overview.meetingPoint')}>
          {tour.meetingPoint ?? <Missing>{t('booking.overview.meetingPointMissing')}</Missing>}
        </Fact>
        <Fact label={t('booking.overview.insurance')}>
          {tour.insuranceInfo ?? <Missing>{t('booking.overview.insuranceMissing')}</Missing>}
        </Fact>
        {partner ? <Fact label={t('booking.overview.partner')}>{partner}</Fact> : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-ink-100 pt-4">
        <ExternalLink href={travelPage('itinerary')} className={linkClass}>
          {t('booking.overview.itinerary')}
        </ExternalLink>
        <ExternalLink href={travelPage('faq')} className={linkClass}>
          {t('booking.overview.faq')}
        </ExternalLink>
        {/* A trip that will not happen has no days to keep free. */}
        {isBookingCancelled(booking) || isDepartureCancelled(booking.tour) ? null : (
          <AddToCalendarButton booking={booking} />
        )}
      </div>
    </BookingSection>
  );
}
