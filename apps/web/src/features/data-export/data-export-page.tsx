import type { DataExportState } from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { LoadError } from '../../components/ui/load-error';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/page-loading';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import { isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { viewerTimeZone } from '../../lib/time-zone';
import { dataExportFileUrl, useDataExport } from './api/get-data-export';
import { useRequestDataExport } from './api/request-data-export';

const includedKeys = [
  'dataExport.included.profile',
  'dataExport.included.bookings',
  'dataExport.included.documents',
  'dataExport.included.engagement',
  'dataExport.included.account',
] as const;

function useFormats() {
  const { variant } = useAppSettings();
  const when = (date: string) =>
    formatDate({ date, withTime: 'minutes', timeZone: viewerTimeZone() });
  const size = (bytes: number) =>
    new Intl.NumberFormat(variant.localeTag, {
      style: 'unit',
      unit: bytes < 1024 * 1024 ? 'kilobyte' : 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes < 1024 * 1024 ? bytes / 1024 : bytes / (1024 * 1024));
  return { when, size };
}

/** Why the last request was refused, in the traveller's language; null when it was not. */
function useRequestProblem(error: unknown) {
  const { t } = useTranslation();
  const { when } = useFormats();
  if (!error) return null;
  if (isApiError(error) && error.code === 'DATA_EXPORT_IN_PROGRESS') {
    return t('dataExport.problem.inProgress');
  }
  if (isApiError(error) && error.code === 'RATE_LIMITED') {
    const retryAt = typeof error.extra?.retryAt === 'string' ? error.extra.retryAt : null;
    return retryAt
      ? t('dataExport.problem.limitUntil', { date: when(retryAt) })
      : t('dataExport.problem.limit');
  }
  return t('dataExport.problem.request');
}

function Downloads({ state }: { state: DataExportState }) {
  const { t } = useTranslation();
  const { when, size } = useFormats();
  if (state.status !== 'ready' || !state.id || !state.files) return null;
  const link = `${primaryButton} no-underline`;
  return (
    <section aria-labelledby="data-export-ready" className="mt-6">
      <h2 id="data-export-ready" className="text-lg font-semibold text-ink-900">
        {t('dataExport.ready.title')}
      </h2>
      <p className="mt-1 text-ink-700">
        {t('dataExport.ready.until', { date: when(state.expiresAt!) })}
      </p>
      <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <li>
          <a className={link} href={dataExportFileUrl(state.id, 'pdf')} download>
            {t('dataExport.ready.pdf')}
            <span className="font-normal">({size(state.files.pdf)})</span>
          </a>
        </li>
        <li>
          <a className={link} href={dataExportFileUrl(state.id, 'json')} download>
            {t('dataExport.ready.json')}
            <span className="font-normal">({size(state.files.json)})</span>
          </a>
        </li>
      </ul>
      <p className="mt-3 text-sm text-ink-600">{t('dataExport.ready.formats')}</p>
    </section>
  );
}

function StatusNotice({ state }: { state: DataExportState }) {
  const { t } = useTranslation();
  const { when } = useFormats();
  switch (state.status) {
    case 'preparing':
      return (
        <Notice tone="info">
          <span className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
            />
            {t('dataExport.preparing', { date: when(state.requestedAt!) })}
          </span>
        </Notice>
      );
    case 'expired':
      return (
        <Notice tone="warning">{t('dataExport.expired', { date: when(state.expiresAt!) })}</Notice>
      );
    case 'failed':
      return <Notice tone="danger">{t('dataExport.failed')}</Notice>;
    default:
      return null;
  }
}

function DataExportContent() {
  const { t } = useTranslation();
  const query = useDataExport();

  if (query.isPending) {
    return (
      <PageLoading label={t('dataExport.loading')}>
        <div
          aria-hidden="true"
          className="h-48 animate-pulse rounded-xl border border-ink-200 bg-white"
        />
      </PageLoading>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('dataExport.error.title')}
        text={t('dataExport.error.text')}
        retryLabel={t('dataExport.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <DataExportCard state={query.data} />;
}

function DataExportCard({ state }: { state: DataExportState }) {
  const { t } = useTranslation();
  const { when } = useFormats();
  const request = useRequestDataExport();
  const problem = useRequestProblem(request.error);
  const preparing = state.status === 'preparing';
  const limited = state.requestsLeft === 0 && !preparing;
  const askLabel = state.status === 'none' ? t('dataExport.ask') : t('dataExport.askAgain');

  return (
    <div className="rounded-xl border border-ink-200 bg-white p-5 shadow-sm md:p-6">
      <h2 className="text-lg font-semibold text-ink-900">{t('dataExport.whatTitle')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700">
        {includedKeys.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-600">{t('dataExport.how')}</p>

      {/* The state of the latest export is announced as it changes (preparing → ready). */}
      <div role="status" aria-live="polite" className="mt-6 empty:hidden">
        <StatusNotice state={state} />
        {state.status === 'ready' ? (
          <span className="sr-only">{t('dataExport.ready.title')}</span>
        ) : null}
      </div>
      <Downloads state={state} />

      <div className="mt-6 flex flex-col items-start gap-3">
        <Button
          className={state.status === 'ready' ? secondaryButton : primaryButton}
          isDisabled={preparing || limited || request.isPending}
          onPress={() => request.mutate()}
        >
          {preparing ? t('dataExport.preparingButton') : askLabel}
        </Button>
        {limited && state.nextRequestAt ? (
          <p className="text-sm text-ink-700">
            {t('dataExport.problem.limitUntil', { date: when(state.nextRequestAt) })}
          </p>
        ) : null}
        {problem ? (
          <div role="alert" className="w-full">
            <Notice tone="danger">{problem}</Notice>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Your data (issue 22): what Wayfarer keeps, and "Download my data": a copy prepared in the
 * background as a JSON file and a readable PDF, offered for seven days.
 */
export function DataExportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading intro={t('dataExport.intro')}>{t('pages.dataExport.title')}</PageHeading>
      <DataExportContent />
      {/* A slot for "Delete my account" (its own page, built elsewhere) goes below. */}
    </>
  );
}
