import type { Booking, FlightSegment } from '@wayfarer/contract';
import { formatDate, getFlightSegmentsCount, selectPlural } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n';
import { stopsKeys } from './booking-labels';
import { BookingSection, SectionNote } from './booking-section';
import { FlightDetailsModalSlot } from './flight-details-modal-slot';

function Segments({ title, segments }: { title: string; segments: readonly FlightSegment[] }) {
  const { t } = useTranslation();
  if (getFlightSegmentsCount({ segments }) === 'none') return null;
  return (
    <div className="mt-4 first:mt-0">
      <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{title}</h3>
      <ul className="mt-2 space-y-2">
        {segments.map((segment) => (
          <li
            key={`${segment.flightNumber}-${segment.departureDateTime}`}
            className="rounded-lg border border-ink-200 p-3"
          >
            <p className="font-semibold text-ink-900">
              {segment.departureAirport.iataCode} → {segment.arrivalAirport.iataCode}
            </p>
            <p className="text-sm text-ink-700">
              {[segment.flightNumber, segment.airline].filter(Boolean).join(' · ')} ·{' '}
              {t(selectPlural({ count: segment.stops, forms: stopsKeys }), {
                count: segment.stops,
              })}
            </p>
            <p className="text-sm text-ink-700">
              {formatDate({ date: segment.departureDateTime, withTime: 'minutes' })} →{' '}
              {formatDate({ date: segment.arrivalDateTime, withTime: 'minutes' })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const directionKeys: Record<FlightSegment['direction'], TranslationKey> = {
  outbound: 'booking.flights.outbound',
  inbound: 'booking.flights.inbound',
};

/** A summary of the flights the traveller shared, or a note while there are none. */
export function FlightsSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const none =
    getFlightSegmentsCount({ segments: booking.outboundFlights }) === 'none' &&
    getFlightSegmentsCount({ segments: booking.inboundFlights }) === 'none';

  return (
    <BookingSection title={t('booking.flights.title')} anchor="flights">
      {none ? (
        <SectionNote>{t('booking.flights.empty')}</SectionNote>
      ) : (
        <>
          <Segments title={t(directionKeys.outbound)} segments={booking.outboundFlights} />
          <Segments title={t(directionKeys.inbound)} segments={booking.inboundFlights} />
        </>
      )}
      <FlightDetailsModalSlot booking={booking} />
    </BookingSection>
  );
}
