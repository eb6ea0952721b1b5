import { formatDate } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../components/ui/styles';
import { viewerTimeZone } from '../../lib/time-zone';
import { useDeletionStatus } from './api/get-deletion-status';
import { useDismissCancellationNotice } from './api/dismiss-cancellation-notice';

/**
 * On the dashboard, once: signing in cancelled the deletion the traveller had asked for. It stays
 * until dismissed (the server then forgets it); nothing shows while the status loads or fails.
 */
export function DeletionCancelledNotice() {
  const { t } = useTranslation();
  const query = useDeletionStatus();
  const dismiss = useDismissCancellationNotice();
  const cancelled = query.data?.cancelled;
  if (!cancelled) return null;
  const requestedOn = formatDate({ date: cancelled.requestedAt, timeZone: viewerTimeZone() });
  return (
    <section
      aria-labelledby="deletion-cancelled-title"
      className="mb-6 flex flex-col gap-3 rounded-lg border-l-4 border-success-600 bg-success-50 p-4 text-success-900 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 id="deletion-cancelled-title" className="font-semibold">
          {t('dashboard.deletionCancelled.title')}
        </h2>
        <p className="mt-1 text-sm">
          {t('dashboard.deletionCancelled.text', { date: requestedOn })}
        </p>
      </div>
      <button
        type="button"
        className={secondaryButton}
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
      >
        {t('dashboard.deletionCancelled.dismiss')}
      </button>
    </section>
  );
}
