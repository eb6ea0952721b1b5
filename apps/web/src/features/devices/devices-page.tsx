import type { DeviceSession } from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/page-loading';
import { secondaryButton } from '../../components/ui/styles';
import { useToaster } from '../../components/ui/toast-queue';
import { viewerTimeZone } from '../../lib/time-zone';
import { useDeviceSessions, useEndOtherSessions, useEndSession } from './api/sessions';

function useDeviceName() {
  const { t } = useTranslation();
  return (session: DeviceSession) =>
    session.browser && session.system
      ? t('devices.browserOnSystem', { browser: session.browser, system: session.system })
      : (session.browser ?? session.system ?? t('devices.unknown'));
}

function DeviceItem({
  session,
  onEnd,
  ending,
}: {
  session: DeviceSession;
  onEnd: () => void;
  ending: boolean;
}) {
  const { t } = useTranslation();
  const name = useDeviceName()(session);
  const when = (date: string) =>
    formatDate({ date, withTime: 'minutes', timeZone: viewerTimeZone() });
  return (
    <li
      data-current={session.current || undefined}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm sm:flex-row sm:items-center ${
        session.current ? 'border-brand-600' : 'border-ink-200'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold break-words text-ink-900">{name}</span>
          {session.current ? (
            <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-900 ring-1 ring-success-600">
              {t('devices.current')}
            </span>
          ) : null}
        </p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink-600">{t('devices.signedIn')}</dt>
          <dd>{when(session.createdAt)}</dd>
          <dt className="font-semibold text-ink-600">{t('devices.lastUsed')}</dt>
          <dd>{session.current ? t('devices.now') : when(session.lastUsedAt)}</dd>
        </dl>
      </div>
      {session.current ? null : (
        <Button
          className={secondaryButton}
          onPress={onEnd}
          isDisabled={ending}
          aria-label={t('devices.signOutOne', { device: name })}
        >
          {t('devices.signOut')}
        </Button>
      )}
    </li>
  );
}

function DevicesContent() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const query = useDeviceSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const deviceName = useDeviceName();
  const failed = () =>
    toaster.show({ tone: 'danger', message: t('devices.signOutFailed') }, { timeout: 8000 });

  if (query.isPending) {
    return (
      <PageLoading label={t('devices.loading')}>
        <div aria-hidden="true" className="grid animate-pulse gap-3">
          {[0, 1].map((n) => (
            <div key={n} className="h-28 rounded-xl border border-ink-200 bg-white" />
          ))}
        </div>
      </PageLoading>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('devices.error.title')}
        text={t('devices.error.text')}
        retryLabel={t('devices.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const others = query.data.filter((session) => !session.current);
  return (
    <>
      <ul className="grid gap-3" aria-label={t('devices.listLabel')}>
        {query.data.map((session) => (
          <DeviceItem
            key={session.id}
            session={session}
            ending={endOne.isPending && endOne.variables.id === session.id}
            onEnd={() =>
              endOne.mutate(session, {
                onSuccess: () =>
                  toaster.show(
                    {
                      tone: 'success',
                      message: t('devices.signedOutOne', { device: deviceName(session) }),
                    },
                    { timeout: 5000 },
                  ),
                onError: failed,
              })
            }
          />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="mt-6 text-ink-700">{t('devices.noOthers')}</p>
      ) : (
        <div className="mt-6">
          <Button
            className={secondaryButton}
            isDisabled={endOthers.isPending}
            onPress={() =>
              endOthers.mutate(undefined, {
                onSuccess: (count) =>
                  toaster.show(
                    { tone: 'success', message: t('devices.signedOutOthers', { count }) },
                    { timeout: 5000 },
                  ),
                onError: failed,
              })
            }
          >
            {t('devices.signOutOthers')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Signed-in devices (issue 22): each session of the traveller; sign out one or every other. */
export function DevicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading intro={t('devices.intro')}>{t('pages.devices.title')}</PageHeading>
      <DevicesContent />
    </>
  );
}
