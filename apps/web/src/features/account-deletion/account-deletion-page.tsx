import type { AccountDeletionScheduled, AccountDeletionStatus } from '@wayfarer/contract';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { accountDeletionBlockers, formatDate, pathFor, type VariantId } from '@wayfarer/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';
import { TextField } from '../../components/ui/form-fields';
import { LoadError } from '../../components/ui/load-error';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/page-loading';
import { useToaster } from '../../components/ui/toast-queue';
import { isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { viewerTimeZone } from '../../lib/time-zone';
import type { CustomerCare } from '../contacts/customer-care';
import { confirmWithPasskey } from '../passkeys/api/confirm-with-passkey';
import { useDeletionStatus } from './api/get-deletion-status';
import { useRequestDeletion } from './api/request-deletion';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger-600 px-5 font-semibold text-white outline-none hover:bg-danger-900 focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:opacity-60';

const reasonKeys = {
  upcoming: 'accountDeletion.blocked.reasons.upcoming',
  underWay: 'accountDeletion.blocked.reasons.underWay',
  paymentOwed: 'accountDeletion.blocked.reasons.paymentOwed',
} as const;

const dangerOutlineButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-danger-600 bg-white px-5 py-2 text-center font-semibold text-danger-700 outline-none hover:bg-danger-50 focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:opacity-60';

const card = 'rounded-xl border border-ink-100 bg-white p-6 shadow-sm';

type PasskeyProblem = 'refused' | 'cancelled' | 'otherHost' | 'tooMany' | 'failed';

/** What went wrong while confirming with a passkey: the browser's refusals and the server's. */
function passkeyProblem(error: unknown): PasskeyProblem {
  if (isApiError(error)) {
    if (error.status === 429) return 'tooMany';
    if (error.fields.response) return 'refused';
    return 'failed';
  }
  // The browser's DOMException, or the library's WebAuthnError with a finer code.
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    code?: unknown;
  };
  if (
    name === 'SecurityError' ||
    code === 'ERROR_INVALID_RP_ID' ||
    code === 'ERROR_INVALID_DOMAIN'
  ) {
    return 'otherHost';
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return 'failed';
}

const passkeyProblemKeys = {
  refused: 'accountDeletion.passkey.refused',
  cancelled: 'accountDeletion.passkey.cancelled',
  otherHost: 'accountDeletion.passkey.otherHost',
  tooMany: 'accountDeletion.passkey.tooMany',
  failed: 'accountDeletion.failed',
} as const;

/**
 * Confirming with one of the traveller's passkeys instead of the password: one button, the
 * browser asks for the device's PIN or biometrics; what went wrong stays beside it (announced).
 */
function PasskeyConfirmation({
  alone,
  onScheduled,
}: {
  alone: boolean;
  onScheduled: (scheduled: AccountDeletionScheduled) => void;
}) {
  const { t } = useTranslation();
  const request = useRequestDeletion();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const response = await confirmWithPasskey();
      onScheduled(await request.mutateAsync({ method: 'passkey', response }));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      setProblem(passkeyProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={alone ? 'mt-4 grid gap-3' : 'mt-6 grid gap-3 border-t border-ink-100 pt-6'}>
      {alone ? null : (
        <h3 className="font-semibold text-ink-900">{t('accountDeletion.passkey.title')}</h3>
      )}
      <p className="text-sm text-ink-600">{t('accountDeletion.passkey.intro')}</p>
      <div>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          aria-describedby={problem ? 'deletion-passkey-problem' : undefined}
          className={dangerOutlineButton}
        >
          {busy ? t('accountDeletion.passkey.waiting') : t('accountDeletion.passkey.submit')}
        </button>
      </div>
      <div id="deletion-passkey-problem" role="alert">
        {problem ? <Notice tone="danger">{t(passkeyProblemKeys[problem])}</Notice> : null}
      </div>
    </div>
  );
}

/** How to reach the variant's customer care: phone and e-mail, and the contact page. */
function CustomerCareContact({ care }: { care: CustomerCare }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  return (
    <ul className="mt-3 flex flex-col gap-x-8 sm:flex-row sm:flex-wrap">
      <li>
        <a href={`tel:${care.phone.e164}`} className={linkClass}>
          {t('accountDeletion.blocked.call', { phone: care.phone.display })}
        </a>
      </li>
      <li>
        <a href={`mailto:${care.email}`} className={`${linkClass} break-words`}>
          {t('accountDeletion.blocked.write', { email: care.email })}
        </a>
      </li>
      <li>
        <Link to={pathFor('contacts', {}, language)} className={linkClass}>
          {t('accountDeletion.blocked.contactPage')}
        </Link>
      </li>
    </ul>
  );
}

/** Why the account cannot be deleted now: each booking that keeps it, and whom to contact. */
function Blocked({ status, care }: { status: AccountDeletionStatus; care: CustomerCare }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  return (
    <section aria-labelledby="deletion-blocked-title" className={card}>
      <h2 id="deletion-blocked-title" className="text-lg font-semibold text-ink-900">
        {t('accountDeletion.blocked.title')}
      </h2>
      <p className="mt-2 text-ink-700">{t('accountDeletion.blocked.text')}</p>
      <ul className="mt-3 grid gap-2">
        {accountDeletionBlockers.map((reason) => {
          const bookingIds = status.blockers
            .filter((blocker) => blocker.reason === reason)
            .map((blocker) => blocker.bookingId);
          if (bookingIds.length === 0) return null;
          return (
            <li key={reason}>
              <Notice tone="warning">
                <p>{t(reasonKeys[reason])}</p>
                <ul className="mt-1 flex flex-wrap gap-x-4">
                  {bookingIds.map((id) => (
                    <li key={id}>
                      <Link
                        to={pathFor('travels/_tour', { tour: id }, language)}
                        aria-label={t('accountDeletion.blocked.booking', { id })}
                        className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4"
                      >
                        {id}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Notice>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-ink-700">{t('accountDeletion.blocked.contact')}</p>
      <CustomerCareContact care={care} />
    </section>
  );
}

/** What deleting the account does, then the password that confirms it. */
function DeletionForm({
  status,
  care,
  onScheduled,
}: {
  status: AccountDeletionStatus;
  care: CustomerCare;
  onScheduled: (scheduled: AccountDeletionScheduled) => void;
}) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const request = useRequestDeletion();
  const form = useForm<{ currentPassword: string }>({ defaultValues: { currentPassword: '' } });
  const { register, formState } = form;
  const canUsePassword = status.confirmations.includes('password');
  // The passkey only where this browser can use one (else the password alone, as before).
  const canUsePasskey = status.confirmations.includes('passkey') && browserSupportsWebAuthn();

  const onSubmit = form.handleSubmit(async ({ currentPassword }) => {
    try {
      onScheduled(await request.mutateAsync({ method: 'password', currentPassword }));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      if (isApiError(error) && error.status === 429) {
        toaster.show({ tone: 'danger', message: t('accountDeletion.tooMany') });
        return;
      }
      const field = isApiError(error) ? error.fields.currentPassword : undefined;
      if (field) {
        form.setError('currentPassword', { type: 'server', message: field }, { shouldFocus: true });
        return;
      }
      toaster.show({ tone: 'danger', message: t('accountDeletion.failed') });
    }
  });

  return (
    <>
      <section aria-labelledby="deletion-what-title" className={card}>
        <h2 id="deletion-what-title" className="text-lg font-semibold text-ink-900">
          {t('accountDeletion.what.title')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-700">
          <li>{t('accountDeletion.what.grace', { count: status.graceDays })}</li>
          <li>{t('accountDeletion.what.cancel')}</li>
          <li>{t('accountDeletion.what.erased')}</li>
          <li>{t('accountDeletion.what.kept')}</li>
          <li>{t('accountDeletion.what.email')}</li>
        </ul>
      </section>
      {canUsePassword || canUsePasskey ? (
        <section aria-labelledby="deletion-confirm-title" className={`mt-6 ${card}`}>
          {canUsePassword ? (
            <>
              <h2 id="deletion-confirm-title" className="text-lg font-semibold text-ink-900">
                {t('accountDeletion.confirm.title')}
              </h2>
              <p className="mt-1 text-sm text-ink-600">{t('accountDeletion.confirm.intro')}</p>
              <form
                noValidate
                onSubmit={(event) => void onSubmit(event)}
                className="mt-4 grid gap-4"
              >
                <TextField
                  label={t('accountDeletion.confirm.password')}
                  type="password"
                  required
                  autoComplete="current-password"
                  registration={register('currentPassword', { required: 'validation.required' })}
                  error={formState.errors.currentPassword}
                />
                <div>
                  <button type="submit" disabled={formState.isSubmitting} className={dangerButton}>
                    {formState.isSubmitting
                      ? t('accountDeletion.confirm.deleting')
                      : t('accountDeletion.confirm.submit')}
                  </button>
                </div>
              </form>
            </>
          ) : (
            <h2 id="deletion-confirm-title" className="text-lg font-semibold text-ink-900">
              {t('accountDeletion.passkey.titleAlone')}
            </h2>
          )}
          {canUsePasskey ? (
            <PasskeyConfirmation alone={!canUsePassword} onScheduled={onScheduled} />
          ) : null}
        </section>
      ) : (
        <section aria-labelledby="deletion-elsewhere-title" className={`mt-6 ${card}`}>
          <h2 id="deletion-elsewhere-title" className="text-lg font-semibold text-ink-900">
            {t('accountDeletion.elsewhere.title')}
          </h2>
          <p className="mt-2 text-ink-700">{t('accountDeletion.elsewhere.text')}</p>
          <CustomerCareContact care={care} />
        </section>
      )}
    </>
  );
}

/** Once asked: when the account goes, and that signing in before then keeps it. */
function Scheduled({ scheduled }: { scheduled: AccountDeletionScheduled }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const date = formatDate({
    date: scheduled.eraseAfter,
    withTime: 'minutes',
    timeZone: viewerTimeZone(),
  });
  return (
    <section aria-labelledby="deletion-scheduled-title" className={card}>
      <h2
        id="deletion-scheduled-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-ink-900 outline-none"
      >
        {t('accountDeletion.scheduled.title', { date })}
      </h2>
      <p className="mt-2 text-ink-700">
        {t('accountDeletion.scheduled.mail', { email: scheduled.sentTo })}
      </p>
      <p className="mt-2 text-ink-700">{t('accountDeletion.scheduled.signedOut')}</p>
      <p className="mt-2 text-ink-700">{t('accountDeletion.scheduled.cancel')}</p>
      <ul className="mt-4 flex flex-col gap-x-8 sm:flex-row sm:flex-wrap">
        <li>
          {/* A full page load: the app's session has ended. */}
          <a href="/login" className={linkClass}>
            {t('accountDeletion.scheduled.signIn')}
          </a>
        </li>
        <li>
          <ExternalLink href={variant.publicWebsiteUrl} className={linkClass}>
            {t('accountDeletion.scheduled.website')}
          </ExternalLink>
        </li>
      </ul>
    </section>
  );
}

function AccountDeletionContent({ care }: { care: CustomerCare }) {
  const { t } = useTranslation();
  const query = useDeletionStatus();
  const [scheduled, setScheduled] = useState<AccountDeletionScheduled | null>(null);

  if (scheduled) return <Scheduled scheduled={scheduled} />;
  if (query.isPending) {
    return (
      <PageLoading label={t('accountDeletion.loading')}>
        <div aria-hidden="true" className="grid animate-pulse gap-6">
          <div className="h-48 rounded-xl border border-ink-100 bg-white" />
          <div className="h-40 rounded-xl border border-ink-100 bg-white" />
        </div>
      </PageLoading>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('accountDeletion.error.title')}
        text={t('accountDeletion.error.text')}
        retryLabel={t('accountDeletion.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data.eligible) return <Blocked status={query.data} care={care} />;
  return <DeletionForm status={query.data} care={care} onScheduled={setScheduled} />;
}

/**
 * Delete my account (issue 22): what deleting does and the password that confirms it, or why it
 * cannot be done now and whom to contact (the variant's customer care, which the route module
 * hands over from the contact page's feature).
 */
export function AccountDeletionPage({ care }: { care: Record<VariantId, CustomerCare> }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  return (
    <>
      <PageHeading intro={t('accountDeletion.intro')}>
        {t('pages.accountDeletion.title')}
      </PageHeading>
      <div className="max-w-3xl">
        <AccountDeletionContent care={care[variant.id]} />
      </div>
    </>
  );
}
