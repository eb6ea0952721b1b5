import type { NotifyMeAlert } from '@wayfarer/contract';
import { formatDate, pathFor } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useToaster } from '../../components/ui/toast-queue';
import { isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { useRemoveTokenAlert, useTokenAlerts } from './api/token-alerts';
import { AlertList, AlertsEmpty, AlertsError, AlertsSkeleton } from './alert-list';

/** A link that no longer (or never did) open alerts: why, and the way through signing in. */
function LinkRefused({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  return (
    <section
      role="alert"
      aria-labelledby="notify-me-link-title"
      className="rounded-xl border-l-4 border-accent-500 bg-accent-100 p-5 text-ink-900"
    >
      <h2 id="notify-me-link-title" className="text-lg font-semibold">
        {expired ? t('notifyMe.token.expired.title') : t('notifyMe.token.invalid.title')}
      </h2>
      <p className="mt-1">
        {expired ? t('notifyMe.token.expired.text') : t('notifyMe.token.invalid.text')}
      </p>
      <Link
        to={pathFor('notify-me', {}, language)}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-focus"
      >
        {t('notifyMe.token.signIn')}
      </Link>
    </section>
  );
}

function TokenAlerts({ token }: { token: string }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const query = useTokenAlerts(token);
  const remove = useRemoveTokenAlert(token);

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
    const { error } = query;
    if (isApiError(error) && error.code === 'NOTIFY_ME_TOKEN_EXPIRED') {
      return <LinkRefused expired />;
    }
    if (isApiError(error) && (error.status === 401 || error.status === 400)) {
      return <LinkRefused expired={false} />;
    }
    return <AlertsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-600">
        {t('notifyMe.token.validUntil', {
          date: formatDate({
            date: query.data.expiresAt,
            timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          }),
        })}
      </p>
      {query.data.alerts.length === 0 ? (
        <AlertsEmpty />
      ) : (
        <AlertList
          alerts={query.data.alerts}
          onRemove={onRemove}
          removingId={remove.isPending ? (remove.variables?.id ?? null) : null}
        />
      )}
    </>
  );
}

/**
 * The page of an alert email's link (app-shell §2 notify layout): the alerts of the link's
 * traveller, to keep or remove, without signing in.
 */
export function NotifyMeTokenPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {t('pages.notifyMeToken.title')}
      </h1>
      <p className="mt-2 mb-6 text-ink-600">{t('notifyMe.token.intro')}</p>
      {token ? <TokenAlerts token={token} /> : <LinkRefused expired={false} />}
    </section>
  );
}
