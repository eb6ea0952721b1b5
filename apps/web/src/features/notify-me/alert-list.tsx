import type { NotifyMeAlert } from '@wayfarer/contract';
import { formatDate, publicWebsiteUrl } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { BellIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { ExternalLink } from '../../components/ui/external-link';

function AlertItem({
  alert,
  onRemove,
  removing,
}: {
  alert: NotifyMeAlert;
  onRemove: (alert: NotifyMeAlert) => void;
  removing: boolean;
}) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const { tour, travel } = alert;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-5 sm:flex-row sm:items-center">
      <BellIcon className="size-7 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {tour ? t('notifyMe.types.tour') : t('notifyMe.types.travel')} · {travel.destination}
        </p>
        <h2 className="mt-1 text-lg font-semibold text-ink-900">{travel.title}</h2>
        <p className="mt-1 text-sm text-ink-700">
          {tour
            ? t('notifyMe.tourDates', {
                start: formatDate({ date: tour.startingDate }),
                end: formatDate({ date: tour.endingDate }),
              })
            : t('notifyMe.allDepartures')}
          {' · '}
          {tour
            ? tour.availableSeats === 0
              ? t('notifyMe.waitingForPlace')
              : t('notifyMe.waitingForNews')
            : t('notifyMe.waitingForDepartures')}
        </p>
        <ExternalLink
          href={publicWebsiteUrl({ variant, routingKey: 'travel', params: { slug: travel.slug } })}
          className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          hint={`${travel.title} ${t('common.opensInNewTab')}`}
        >
          {t('notifyMe.viewTrip')}
        </ExternalLink>
      </div>
      <Button
        onPress={() => onRemove(alert)}
        isDisabled={removing}
        aria-label={t('notifyMe.removeLabel', { title: travel.title })}
        className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink-300 bg-white px-5 text-sm font-semibold text-ink-900 outline-none hover:border-danger-600 hover:text-danger-900 focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-60"
      >
        {t('notifyMe.remove')}
      </Button>
    </li>
  );
}

/** The alerts, each with its trip and a button to remove it. */
export function AlertList({
  alerts,
  onRemove,
  removingId,
}: {
  alerts: readonly NotifyMeAlert[];
  onRemove: (alert: NotifyMeAlert) => void;
  /** The alert being removed, if any. */
  removingId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3" aria-label={t('notifyMe.listLabel')}>
      {alerts.map((alert) => (
        <AlertItem
          key={alert.id}
          alert={alert}
          onRemove={onRemove}
          removing={removingId === alert.id}
        />
      ))}
    </ul>
  );
}

/** No alert: how alerts are made. */
export function AlertsEmpty() {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  return (
    <section
      aria-labelledby="notify-me-empty-title"
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center"
    >
      <BellIcon className="size-12 text-brand-600" />
      <h2 id="notify-me-empty-title" className="text-xl font-semibold text-ink-900">
        {t('notifyMe.empty.title')}
      </h2>
      <p className="max-w-lg text-ink-600">{t('notifyMe.empty.text')}</p>
      <ExternalLink
        href={publicWebsiteUrl({ variant, routingKey: 'travels' })}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('notifyMe.empty.cta')}
      </ExternalLink>
    </section>
  );
}

export function AlertsSkeleton() {
  const { t } = useTranslation();
  return (
    <PageLoading label={t('notifyMe.loading')}>
      <div aria-hidden="true" className="grid animate-pulse gap-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className="h-32 rounded-xl border border-ink-200 bg-white" />
        ))}
      </div>
    </PageLoading>
  );
}

export function AlertsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('notifyMe.error.title')}
      text={t('notifyMe.error.text')}
      retryLabel={t('notifyMe.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
