import type { Booking, FlightSegment } from '@wayfarer/contract';
import { formatDate, getFlightSegmentsCount } from '@wayfarer/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n';
import { BookingSection, SectionNote } from './booking-section';
import { FlightDetailsModalSlot } from './flight-details-modal-slot';

/** Flight times are local at the airport: shown as written, without converting their offset. */
function localTime(text: string): string {
  const wallClock = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(text)?.[0];
  return formatDate({ date: wallClock ?? text, withTime: 'minutes' });
}

function airportName(airport: FlightSegment['departureAirport']): string {
  return airport.city ? `${airport.city} (${airport.iataCode})` : airport.iataCode;
}

/** A layover as hours and minutes in the reader's language ("4 hr 20 min", "4 Std. 20 Min."). */
export function layoverDuration(minutes: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/**
 * How many stops, and where when the traveller's flight came from the search ("1 stop, in Doha
 * (DOH)"); then the layover when known.
 */
function stopsText(segment: FlightSegment, t: TFunction, language: string): string {
  if (segment.stops === 0 || segment.stopAirports.length === 0) {
    return t('booking.flights.stops', { count: segment.stops });
  }
  const places = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    segment.stopAirports.map(airportName),
  );
  return t('booking.flights.stopsIn', { count: segment.stops, places });
}

function Segments({ title, segments }: { title: string; segments: readonly FlightSegment[] }) {
  const { t, i18n } = useTranslation();
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
              {airportName(segment.departureAirport)} → {airportName(segment.arrivalAirport)}
            </p>
            <p className="text-sm text-ink-700">
              {[segment.flightNumber, segment.airline].filter(Boolean).join(' · ')} ·{' '}
              {stopsText(segment, t, i18n.language)}
            </p>
            {segment.stops > 0 && segment.layoverTime !== null && (
              <p className="text-sm text-ink-700">
                {t('booking.flights.layover', {
                  duration: layoverDuration(segment.layoverTime, i18n.language),
                })}
              </p>
            )}
            <p className="text-sm text-ink-700">
              {localTime(segment.departureDateTime)} → {localTime(segment.arrivalDateTime)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const directionKeys: Record<FlightSegment['direction'], TranslationKey> = {
  OUTBOUND: 'booking.flights.outbound',
  INBOUND: 'booking.flights.inbound',
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
        <SectionNote>
          {booking.noFlightNeeded
            ? t('booking.flights.noFlightNeeded')
            : t('booking.flights.empty')}
        </SectionNote>
      ) : (
        <>
          <Segments title={t(directionKeys.OUTBOUND)} segments={booking.outboundFlights} />
          <Segments title={t(directionKeys.INBOUND)} segments={booking.inboundFlights} />
        </>
      )}
      <FlightDetailsModalSlot booking={booking} />
    </BookingSection>
  );
}
