import type { Booking } from '@wayfarer/contract';
import { hasDeparted, isBookingCancelled } from '@wayfarer/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { withContract } from '../../../lib/contract';
import { useSessionUser } from '../../../lib/session/session-context';

/**
 * The modal arrives in its own chunk, when the traveller first opens it, with the whole contract
 * (its form reads it synchronously; the booking page shows with the start part).
 */
const FlightDetailsModal = lazy(() => withContract(import('./flight-details-modal')));

const styles = {
  button:
    'mt-4 inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-700 outline-none hover:bg-brand-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2',
  link: 'inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline underline-offset-4 outline-none hover:text-brand-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus',
};

/**
 * Opens the flight-details modal for the signed-in traveller of the booking (their own traveller
 * entry, else the leader's). Nothing for a cancelled booking or a trip that has departed.
 */
export function FlightDetailsEntry({
  booking,
  appearance = 'button',
  label,
}: {
  booking: Booking;
  appearance?: 'button' | 'link';
  /** The button's text, when not the default "add / change your flight details". */
  label?: string;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [isOpen, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const traveller =
    booking.travellers.find((candidate) => user && candidate.userId === user.id) ??
    booking.travellers.find((candidate) => candidate.isLeader);
  if (
    !user ||
    !traveller ||
    isBookingCancelled(booking) ||
    hasDeparted({ startingDate: booking.tour.startingDate, now: new Date() })
  ) {
    return null;
  }
  const hasFlights = booking.outboundFlights.length > 0 || booking.inboundFlights.length > 0;

  return (
    <>
      <Button
        onPress={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        className={styles[appearance]}
      >
        {label ?? (hasFlights ? t('flights.entry.change') : t('flights.entry.add'))}
      </Button>
      {opening > 0 ? (
        <Suspense fallback={null}>
          <FlightDetailsModal
            key={opening}
            booking={booking}
            userId={user.id}
            travelerId={traveller.id}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
