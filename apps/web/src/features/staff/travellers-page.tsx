import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravellerAction, TravellerRecord, TravellerSummary } from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { useStaffT, type StaffKey } from './staff-i18n';
import { actOnTraveller, travellerRecordQuery, travellerSearchQuery } from './staff-api';
import { formatInstant } from './staff-format';
import { StaffActionForm } from './staff-action-form';
import { StaffSection } from './staff-panel';
import { StaffSearch } from './staff-search';
import { StaffFailed, StaffLoading, StaffTable, type StaffColumn } from './staff-table';

/**
 * The search a record was opened from, kept in the history entry (not in the address, where an
 * e-mail would stay in the browser's history): "Back to the search" and the browser's back
 * button find the results again.
 */
function searchIn(state: unknown): string {
  const search = (state as { search?: unknown } | null)?.search;
  return typeof search === 'string' ? search : '';
}

/** Look a traveller up by e-mail, name or booking id (care, admins). */
export function TravellersPage() {
  const { t } = useStaffT();
  const location = useLocation();
  const navigate = useNavigate();
  const q = searchIn(location.state);
  const results = useQuery(travellerSearchQuery(q));
  const columns: StaffColumn<TravellerSummary>[] = [
    {
      header: t('travellers.name'),
      cell: (traveller) => (
        <Link
          to={`/staff/travellers/${traveller.id}`}
          state={{ search: q }}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {traveller.name || t('queue.unnamed')}
        </Link>
      ),
    },
    { header: t('travellers.email'), cell: (traveller) => traveller.email, className: 'break-all' },
  ];
  return (
    <section aria-labelledby="travellers-title">
      <h1 id="travellers-title" className="text-2xl font-bold">
        {t('travellers.title')}
      </h1>
      <StaffSearch
        label={t('travellers.search')}
        initial={q}
        minLength={2}
        onSearch={(search) =>
          void navigate(location.pathname, { replace: true, state: { search } })
        }
      />
      <StaffTable
        labelledBy="travellers-title"
        columns={columns}
        query={results}
        rowKey={(traveller) => traveller.id}
        empty={t('audit.empty')}
      />
    </section>
  );
}

const yesNo = (value: boolean, t: ReturnType<typeof useStaffT>['t']) =>
  value ? t('travellers.yes') : t('travellers.no');

type RecordBooking = TravellerRecord['bookings'][number];
type RecordDocument = TravellerRecord['documents'][number];

/** One traveller, read-only. */
export function TravellerRecordPage({ userId }: { userId: string }) {
  const { t } = useStaffT();
  const { state } = useLocation();
  const record = useQuery(travellerRecordQuery(userId));
  if (record.isPending) return <StaffLoading className="" />;
  if (record.isError) return <StaffFailed className="" onRetry={() => void record.refetch()} />;
  const traveller = record.data;
  const bookingColumns: StaffColumn<RecordBooking>[] = [
    { header: t('travellers.booking'), cell: (booking) => booking.id, className: 'font-mono' },
    {
      header: t('travellers.status'),
      cell: (booking) =>
        t(`travellers.bookingStatuses.${booking.status}` as StaffKey, {
          defaultValue: booking.status,
        }),
    },
    {
      header: t('travellers.dates'),
      cell: (booking) =>
        `${formatDate({ date: booking.startingDate })} – ${formatDate({ date: booking.endingDate })}`,
      className: 'whitespace-nowrap',
    },
    {
      header: t('travellers.part'),
      cell: (booking) => (booking.owner ? t('travellers.owner') : t('travellers.companion')),
    },
  ];
  const documentColumns: StaffColumn<RecordDocument>[] = [
    { header: t('travellers.document'), cell: (document) => t(`types.${document.type}`) },
    {
      header: t('travellers.status'),
      cell: (document) => t(`travellers.statuses.${document.status}`),
    },
    {
      header: t('travellers.expiry'),
      cell: (document) => formatDate({ date: document.expiryDate }),
    },
  ];
  return (
    <article aria-labelledby="traveller-title">
      <Link
        to="/staff/travellers"
        state={{ search: searchIn(state) }}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t('travellers.back')}
      </Link>
      <h1 id="traveller-title" className="mt-1 text-2xl font-bold break-words">
        {traveller.name || traveller.email}
      </h1>
      <p className="break-all text-ink-700">{traveller.email}</p>
      <StaffTable
        title={t('travellers.bookings')}
        className="mt-6"
        columns={bookingColumns}
        rows={traveller.bookings}
        rowKey={(booking) => booking.id}
        empty={t('travellers.noBookings')}
      />
      <div className="staff-record-grid mt-6 grid gap-6">
        <StaffTable
          title={t('travellers.documents')}
          columns={documentColumns}
          rows={traveller.documents}
          rowKey={(document) => document.id}
          empty={t('travellers.noDocuments')}
        />
        <StaffSection title={t('travellers.consents')}>
          {() => (
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg border border-ink-200 bg-white p-4 text-sm">
              {(['privacyPolicy', 'termsAndConditions', 'marketing', 'newsletter'] as const).map(
                (consent) => (
                  <div key={consent} className="contents">
                    <dt className="text-ink-700">{t(`travellers.consentNames.${consent}`)}</dt>
                    <dd>{yesNo(traveller.consents[consent], t)}</dd>
                  </div>
                ),
              )}
            </dl>
          )}
        </StaffSection>
      </div>
      <TravellerActions userId={traveller.id} billing={traveller} />
    </article>
  );
}

/** Where the traveller's billing address stands: none, locked, or unlocked for one change. */
function BillingState({ billing }: { billing: BillingFacts }) {
  const { t } = useStaffT();
  const state = !billing.billingAddressSaved
    ? t('travellers.billingNone')
    : billing.billingUnlock
      ? t('travellers.billingUnlocked', {
          by: billing.billingUnlock.by,
          at: formatInstant(billing.billingUnlock.at),
          until: formatInstant(billing.billingUnlock.until),
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
    <StaffActionForm
      titleId="actions-title"
      title={t('travellers.actions')}
      intro={<BillingState billing={billing} />}
      choice={{
        label: t('travellers.action'),
        options: [
          { value: 'CLEAR_SIGN_IN_LOCK', label: t('travellers.clearLock') },
          { value: 'RESEND_INVITATION', label: t('travellers.resendInvitation') },
          { value: 'UNLOCK_BILLING_ADDRESS', label: t('travellers.unlockBilling') },
        ],
        value: action,
        onChange: (value) => setAction(value as TravellerAction['action']),
      }}
      submitLabel={t('travellers.do')}
      pending={mutation.isPending}
      outcome={outcome}
      onSubmit={(reason) => mutation.mutate({ action, reason })}
    />
  );
}
