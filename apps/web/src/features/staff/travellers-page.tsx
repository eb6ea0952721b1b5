import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravellerAction, TravellerRecord } from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import { isApiError } from '../../lib/api-client';
import { viewerTimeZone } from '../../lib/time-zone';
import { useStaffT } from './staff-i18n';
import { actOnTraveller, travellerRecordQuery, travellerSearchQuery } from './staff-api';

/** Look a traveller up by e-mail, name or booking id (care, admins). */
export function TravellersPage() {
  const { t } = useStaffT();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const results = useQuery(travellerSearchQuery(q));
  const searchId = useId();
  return (
    <section aria-labelledby="travellers-title">
      <h1 id="travellers-title" className="text-2xl font-bold">
        {t('travellers.title')}
      </h1>
      <form
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <div className="flex min-w-72 flex-col">
          <label htmlFor={searchId} className="font-semibold">
            {t('travellers.search')}
          </label>
          <input
            id={searchId}
            type="search"
            minLength={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-ink-500 bg-white px-3"
          />
        </div>
        <button type="submit" className={primaryButton}>
          {t('audit.submit')}
        </button>
      </form>
      {results.isFetching && <p role="status">{t('loading')}</p>}
      {results.isError && <p role="alert">{t('loadError')}</p>}
      {results.data?.length === 0 && <p className="mt-6">{t('audit.empty')}</p>}
      {results.data && results.data.length > 0 && (
        <ul className="mt-6 divide-y divide-ink-200 rounded-lg border border-ink-200 bg-white">
          {results.data.map((traveller) => (
            <li key={traveller.id} className="p-3">
              <Link
                to={`/staff/travellers/${traveller.id}`}
                className="font-semibold text-brand-700 underline"
              >
                {traveller.name || t('queue.unnamed')}
              </Link>{' '}
              <span className="text-ink-700">{traveller.email}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const yesNo = (value: boolean, t: ReturnType<typeof useStaffT>['t']) =>
  value ? t('travellers.yes') : t('travellers.no');

/** One traveller, read-only. */
export function TravellerRecordPage({ userId }: { userId: string }) {
  const { t } = useStaffT();
  const record = useQuery(travellerRecordQuery(userId));
  if (record.isPending) return <p role="status">{t('loading')}</p>;
  if (record.isError) return <p role="alert">{t('loadError')}</p>;
  const traveller = record.data;
  return (
    <article aria-labelledby="traveller-title">
      <Link to="/staff/travellers" className="font-semibold text-brand-700 underline">
        {t('travellers.back')}
      </Link>
      <h1 id="traveller-title" className="mt-3 text-2xl font-bold">
        {traveller.name || traveller.email}
      </h1>
      <p className="text-ink-700">{traveller.email}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="bookings-title"
          className="rounded-lg border border-ink-200 bg-white p-4"
        >
          <h2 id="bookings-title" className="font-semibold">
            {t('travellers.bookings')}
          </h2>
          <ul className="mt-2 space-y-1">
            {traveller.bookings.map((booking) => (
              <li key={booking.id}>
                <span className="font-mono">{booking.id}</span> · {booking.status} ·{' '}
                {booking.startingDate} → {booking.endingDate}
                {!booking.owner && ` · ${t('travellers.companion')}`}
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="documents-title"
          className="rounded-lg border border-ink-200 bg-white p-4"
        >
          <h2 id="documents-title" className="font-semibold">
            {t('travellers.documents')}
          </h2>
          <ul className="mt-2 space-y-1">
            {traveller.documents.map((document) => (
              <li key={document.id}>
                {t(`types.${document.type}`)} · {t(`travellers.statuses.${document.status}`)} ·{' '}
                {document.expiryDate}
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="consents-title"
          className="rounded-lg border border-ink-200 bg-white p-4"
        >
          <h2 id="consents-title" className="font-semibold">
            {t('travellers.consents')}
          </h2>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {(['privacyPolicy', 'termsAndConditions', 'marketing', 'newsletter'] as const).map(
              (consent) => (
                <div key={consent} className="contents">
                  <dt className="text-ink-700">{t(`travellers.consentNames.${consent}`)}</dt>
                  <dd>{yesNo(traveller.consents[consent], t)}</dd>
                </div>
              ),
            )}
          </dl>
        </section>
      </div>
      <TravellerActions userId={traveller.id} billing={traveller} />
    </article>
  );
}

/** Where the traveller's billing address stands: none, locked, or unlocked for one change. */
function BillingState({ billing }: { billing: BillingFacts }) {
  const { t } = useStaffT();
  const at = (iso: string) =>
    formatDate({ date: iso, withTime: 'minutes', timeZone: viewerTimeZone() });
  const state = !billing.billingAddressSaved
    ? t('travellers.billingNone')
    : billing.billingUnlock
      ? t('travellers.billingUnlocked', {
          by: billing.billingUnlock.by,
          at: at(billing.billingUnlock.at),
          until: at(billing.billingUnlock.until),
        })
      : t('travellers.billingLocked');
  return (
    <p className="mt-2">
      <span className="font-semibold">{t('travellers.billing')}:</span> {state}
    </p>
  );
}

type BillingFacts = Pick<TravellerRecord, 'billingAddressSaved' | 'billingUnlock'>;

/** Account actions, each with the reason the audit log keeps. */
function TravellerActions({ userId, billing }: { userId: string; billing: BillingFacts }) {
  const { t } = useStaffT();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<TravellerAction['action']>('CLEAR_SIGN_IN_LOCK');
  const [reason, setReason] = useState('');
  const actionId = useId();
  const reasonId = useId();
  const mutation = useMutation({
    mutationFn: (body: TravellerAction) => actOnTraveller(userId, body),
    // The record shows the billing address's state (unlocked, by whom, until when).
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: travellerRecordQuery(userId).queryKey }),
  });
  const outcome = mutation.data
    ? t('travellers.actionDone')
    : mutation.isError
      ? isApiError(mutation.error) && mutation.error.status === 409
        ? mutation.variables.action === 'UNLOCK_BILLING_ADDRESS'
          ? t('travellers.noBillingAddress')
          : t('travellers.hasPassword')
        : t('review.failed')
      : null;
  return (
    <section
      aria-labelledby="actions-title"
      className="mt-6 rounded-lg border border-ink-200 bg-white p-4"
    >
      <h2 id="actions-title" className="font-semibold">
        {t('travellers.actions')}
      </h2>
      <BillingState billing={billing} />
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim().length >= 3) mutation.mutate({ action, reason: reason.trim() });
        }}
      >
        <div className="flex max-w-full flex-col">
          <label htmlFor={actionId} className="font-semibold">
            {t('travellers.action')}
          </label>
          <select
            id={actionId}
            value={action}
            onChange={(event) => setAction(event.target.value as TravellerAction['action'])}
            className="mt-1 min-h-11 max-w-full rounded-lg border border-ink-500 bg-white px-3"
          >
            <option value="CLEAR_SIGN_IN_LOCK">{t('travellers.clearLock')}</option>
            <option value="RESEND_INVITATION">{t('travellers.resendInvitation')}</option>
            <option value="UNLOCK_BILLING_ADDRESS">{t('travellers.unlockBilling')}</option>
          </select>
        </div>
        <div className="flex min-w-72 flex-1 flex-col">
          <label htmlFor={reasonId} className="font-semibold">
            {t('travellers.reason')}
          </label>
          <input
            id={reasonId}
            required
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-ink-500 bg-white px-3"
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={mutation.isPending}>
          {t('travellers.do')}
        </button>
      </form>
      {outcome && (
        <p role="status" className="mt-3 font-semibold">
          {outcome}
        </p>
      )}
    </section>
  );
}
