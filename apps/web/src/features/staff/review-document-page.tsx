import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { DocumentRejectReason, ReviewDecision, ReviewDocument } from '@wayfarer/contract';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import { isApiError } from '../../lib/api-client';
import { contract } from '../../lib/contract';
import { formatDate } from '@wayfarer/domain';
import { useStaffT, type StaffKey } from './staff-i18n';
import { claimDocument, decideDocument, documentImageUrl, reviewDocumentQuery } from './staff-api';
import { formatInstant } from './staff-format';
import { StaffPanel } from './staff-panel';
import { StaffFailed, StaffLoading } from './staff-table';

const typedFields = [
  'firstName',
  'lastName',
  'number',
  'issuingCountry',
  'issueDate',
  'expiryDate',
] as const;

/** A typed field as the reviewer compares it: dates as DD/MM/YYYY, like the document prints them. */
function typedValue(doc: ReviewDocument, field: (typeof typedFields)[number]): string {
  const value = doc.typed[field];
  if (!value) return '—';
  return field === 'issueDate' || field === 'expiryDate' ? formatDate({ date: value }) : value;
}

export function ReviewDocumentPage({ docId }: { docId: string }) {
  const { t } = useStaffT();
  const queryClient = useQueryClient();
  const document = useQuery(reviewDocumentQuery(docId));
  const claim = useMutation({ mutationFn: () => claimDocument(docId) });
  const decision = useMutation({
    mutationFn: (body: ReviewDecision) => decideDocument(docId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'documents'] }),
  });
  const [reason, setReason] = useState<DocumentRejectReason | ''>('');
  const reasonId = useId();

  const waiting = document.data?.status === 'TO_VALIDATE';
  const { mutate: takeClaim } = claim;
  // Opening a document to validate takes it: two reviewers never decide the same one.
  useEffect(() => {
    if (waiting) takeClaim();
  }, [waiting, takeClaim]);

  if (document.isPending) return <StaffLoading className="" />;
  if (document.isError) return <StaffFailed className="" onRetry={() => void document.refetch()} />;
  const doc = document.data;
  // The names shown as typed are the profile's: the queue names the traveller the same way.
  const name = [doc.typed.firstName, doc.typed.lastName].filter(Boolean).join(' ');
  const held = claim.data?.claimedByMe === true;
  const claimConflict = isApiError(claim.error) && claim.error.status === 409;

  const outcome = decision.data
    ? decision.data.status === 'APPROVED'
      ? t('review.approved')
      : t('review.rejected')
    : decision.isError
      ? isApiError(decision.error) && decision.error.status === 409
        ? t('review.conflict')
        : t('review.failed')
      : null;

  return (
    <article aria-labelledby="review-title">
      <Link
        to="/staff/documents"
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t('review.back')}
      </Link>
      <h1 id="review-title" className="mt-1 text-2xl font-bold break-words">
        {name
          ? t('review.title', { type: t(`types.${doc.typed.type}`), name })
          : t('review.titleUnnamed', { type: t(`types.${doc.typed.type}`) })}
      </h1>
      <p className="break-all text-ink-700">{doc.traveller.email}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <StaffPanel title={t('review.image')}>
          {doc.hasImage ? (
            <img
              src={documentImageUrl(doc.id)}
              alt={t('review.image')}
              className="mt-3 max-h-[32rem] w-full object-contain"
              referrerPolicy="no-referrer"
            />
          ) : (
            <p className="mt-3 text-ink-700">{t('review.noImage')}</p>
          )}
        </StaffPanel>
        <div className="min-w-0 space-y-6">
          <StaffPanel title={t('review.typed')}>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              {typedFields.map((field) => (
                <div key={field} className="contents">
                  <dt className="text-ink-700">{t(`review.fields.${field}`)}</dt>
                  <dd className="font-medium break-words">{typedValue(doc, field)}</dd>
                </div>
              ))}
            </dl>
          </StaffPanel>
          <StaffPanel title={t('review.found')}>
            <p className="mt-2">
              <span className="text-ink-700">{t('review.why')}: </span>
              {t(`reviewReasons.${doc.verification?.reviewReason ?? 'none'}`)}
            </p>
            {doc.verification &&
            (doc.verification.fields.length > 0 || doc.verification.image.length > 0) ? (
              <ul className="mt-2 list-disc pl-5">
                {doc.verification.fields.map(({ field, problem }) => (
                  <li key={field}>
                    {t(`review.fields.${field}`)}: {t(`review.problems.${problem}`)}
                  </li>
                ))}
                {doc.verification.image.map((problem) => (
                  <li key={problem}>{t(`review.imageProblems.${problem}`)}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-ink-700">{t('review.noProblems')}</p>
            )}
          </StaffPanel>
          <StaffPanel title={t('review.decision')}>
            {!waiting && !decision.data && (
              <p role="status" className="mt-2">
                {t('review.decided')}
              </p>
            )}
            {claimConflict && (
              <p role="alert" className="mt-2">
                {t('review.taken')}
              </p>
            )}
            {held && claim.data?.claimedUntil && !decision.data && (
              <p className="mt-2 text-ink-700">
                {t('review.claimedByMe', { time: formatInstant(claim.data.claimedUntil) })}
              </p>
            )}
            {outcome && (
              <p role="status" className="mt-2 font-semibold">
                {outcome}
              </p>
            )}
            {waiting && held && !decision.data && (
              <div className="mt-4 space-y-4">
                <button
                  type="button"
                  className={primaryButton}
                  disabled={decision.isPending}
                  onClick={() => decision.mutate({ decision: 'APPROVED' })}
                >
                  {t('review.approve')}
                </button>
                <form
                  className="flex flex-wrap items-end gap-3"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (reason) decision.mutate({ decision: 'REJECTED', reason });
                  }}
                >
                  <div className="staff-field flex min-w-0 flex-col">
                    <label htmlFor={reasonId} className="font-semibold">
                      {t('review.rejectReason')}
                    </label>
                    <select
                      id={reasonId}
                      required
                      value={reason}
                      onChange={(event) => setReason(event.target.value as DocumentRejectReason)}
                      className="mt-1 min-h-11 w-full rounded-lg border border-ink-500 bg-white px-3"
                    >
                      <option value="">{t('review.chooseReason')}</option>
                      {contract().documentRejectReasons.map((value) => (
                        <option key={value} value={value}>
                          {t(`rejectReasons.${value}` as StaffKey)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="submit"
                    className={secondaryButton}
                    disabled={!reason || decision.isPending}
                  >
                    {t('review.reject')}
                  </button>
                </form>
              </div>
            )}
          </StaffPanel>
        </div>
      </div>
    </article>
  );
}
