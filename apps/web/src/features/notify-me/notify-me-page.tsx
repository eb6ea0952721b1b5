import type { NotifyMeAlert } from '@wayfarer/contract';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { useToaster } from '../../components/ui/toast-queue';
import { useAlerts } from './api/get-alerts';
import { useRemoveAlert } from './api/remove-alert';
import { AlertList, AlertsEmpty, AlertsError, AlertsSkeleton } from './alert-list';

function AlertsContent() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const query = useAlerts();
  const remove = useRemoveAlert();

  const onRemove = (alert: NotifyMeAlert) =>
    remove.mutate(alert, {
      onSuccess: () =>
        toaster.show(
          { tone: 'success', message: t('notifyMe.removed', { title: alert.travel.title }) },
          { timeout: 5000 },
        ),
      onError: () =>
        toaster.show({ tone: 'danger', message: t('notifyMe.removeFailed') }, { timeout: 8000 }),
    });

  if (query.isPending) return <AlertsSkeleton />;
  if (query.isError) {
    return <AlertsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) return <AlertsEmpty />;
  return (
    <AlertList
      alerts={query.data}
      onRemove={onRemove}
      removingId={remove.isPending ? (remove.variables?.id ?? null) : null}
    />
  );
}

/** Trip alerts (account-area §2, §3, §7): the traveller's alerts on tours and travels. */
export function NotifyMePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading intro={t('notifyMe.intro')}>{t('pages.notifyMe.title')}</PageHeading>
      <AlertsContent />
    </>
  );
}
