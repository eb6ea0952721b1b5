import type { Booking } from '@wayfarer/contract';
import { publicWebsiteUrl } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useToaster } from '../../components/ui/toast-queue';
import { useAppSettings } from '../../lib/app-context';
import { buildTripIcs, tripIcsFileName } from './ics';

function CalendarIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M12 14v4M10 16h4" />
    </svg>
  );
}

/** Downloads an .ics file with the trip's days, made in the browser. */
export function AddToCalendarButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const toaster = useToaster();

  const download = () => {
    try {
      const ics = buildTripIcs({
        bookingId: booking.id,
        title: booking.travel.title,
        startingDate: booking.tour.startingDate,
        endingDate: booking.tour.endingDate,
        location: booking.tour.meetingPoint,
        description: t('booking.calendar.description', { id: booking.id }),
        url: publicWebsiteUrl({
          variant,
          routingKey: 'travel',
          params: { slug: booking.travel.slug },
          hash: 'itinerary',
        }),
        now: new Date(),
      });
      const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = tripIcsFileName(booking.id);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser time to start the download before the object URL goes.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toaster.show({ tone: 'danger', message: t('booking.calendar.failed') }, { timeout: 8000 });
    }
  };

  return (
    <Button
      onPress={download}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 outline-none hover:border-brand-600 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-focus"
    >
      <CalendarIcon className="size-4" />
      {t('booking.calendar.add')}
    </Button>
  );
}
