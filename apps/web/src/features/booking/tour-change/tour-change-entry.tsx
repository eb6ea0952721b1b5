import type { Booking } from '@wayfarer/contract';
import { hasDeparted, isBookingCancelled, shouldPromptTourChange } from '@wayfarer/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { withContract } from '../../../lib/contract';

/**
 * The modal arrives in its own chunk (with react-aria's dialogs), when the traveller first opens it,
 * with the whole contract (its calls read it synchronously; the booking page shows with the start
 * part).
 */
const TourChangeModal = lazy(() =>
  withContract(import('./tour-change-modal')).then((module) => ({
    default: module.TourChangeModal,
  })),
);

const buttonClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center rounded-full px-5 font-semibold outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2';

/**
 * "Change trip" on a booking (account-area §2, §4): a prompt when its tour is cancelled, else a
 * short offer; both open the trip-change modal, which says whether the booking may change. Nothing
 * for a cancelled booking or a trip that has departed.
 */
export function TourChangeEntry({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // A fresh modal (steps, availability asked again) at every opening.
  const [opening, setOpening] = useState(0);
  if (
    isBookingCancelled(booking) ||
    hasDeparted({ startingDate: booking.tour.startingDate, now: new Date() })
  ) {
    return null;
  }
  const prompt = shouldPromptTourChange({ booking });
  const open = () => {
    setOpening((n) => n + 1);
    setOpen(true);
  };

  return (
    <>
      {prompt ? (
        <section
          aria-labelledby="tour-change-prompt-title"
          className="mb-6 flex flex-col gap-3 rounded-lg border-l-4 border-accent-600 bg-accent-100 p-4 text-ink-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="tour-change-prompt-title" className="font-semibold">
              {t('tourChange.cancelledPrompt.title')}
            </h2>
            <p className="mt-1">{t('tourChange.cancelledPrompt.text')}</p>
          </div>
          <Button
            onPress={open}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t('tourChange.cancelledPrompt.button')}
          </Button>
        </section>
      ) : (
        <div className="mb-6 flex flex-col gap-3 rounded-lg border border-ink-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-700">{t('tourChange.entry.text')}</p>
          <Button
            onPress={open}
            className={`${buttonClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
          >
            {t('tourChange.entry.button')}
          </Button>
        </div>
      )}
      {opening > 0 ? (
        <Suspense fallback={null}>
          <TourChangeModal
            key={opening}
            booking={booking}
            userId={userId}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
