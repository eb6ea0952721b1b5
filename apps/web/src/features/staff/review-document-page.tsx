import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { DocumentRejectReason, ReviewDecision } from '@wayfarer/contract';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import { isApiError } from '../../lib/api-client';
import { contract } from '../../lib/contract';
import { useStaffT, type StaffKey } from './staff-i18n';
import { claimDocument, decideDocument, documentImageUrl, reviewDocumentQuery } from './staff-api';

const typedFields = [
  'firstName',
  'lastName',
  'number',
  'issuingCountry',
  'issueDate',
  'expiryDate',
] as const;

export function ReviewDocumentPage({ docId }: { docId: string }) {
  const { t, language } = useStaffT();
  const queryClient = useQueryClient();
  const document = useQuery(reviewDocumentQuery(docId));
  const claim = useMutation({ mutationFn: () => claimDocument(docId) });
  const decision = useMutation({
    mutationFn: (body: ReviewDecision) => decideDocument(docId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'documents'] }),
  });
  const [reason, setReason] = useState<DocumentRejectReason | ''>('');
  const reasonId = useId();
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });

  const waiting = document.data?.status === 'TO_VALIDATE';
  const { mutate: takeClaim } = claim;
  // Opening a document to validate takes it: two reviewers never decide the same one.
  useEffect(() => {
    if (waiting) takeClaim();
  }, [waiting, takeClaim]);

  if (document.isPending) return <p role="status">{t('loading')}</p>;
  if (document.isError) return <p role="alert">{t('loadError')}</p>;
  const doc = document.data;
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
      <Link to="/staff/documents" className="font-semibold text-brand-700 underline">
        {t('review.back')}
      </Link>
      <h1 id="review-title" className="mt-3 text-2xl font-bold">
        {t('review.title', { type: t(`types.${doc.typed.type}`), email: doc.traveller.email })}
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="image-title"
          className="rounded-lg border border-ink-200 bg-white p-4"
        >
          <h2 id="image-title" className="font-semibold">
            {t('review.image')}
          </h2>
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
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby="typed-title"
            className="rounded-lg border border-ink-200 bg-white p-4"
          >
            <h2 id="typed-title" className="font-semibold">
              {t('review.typed')}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {typedFields.map((field) => (
                <div key={field} className="contents">
                  <dt className="text-ink-700">{t(`review.fields.${field}`)}</dt>
                  <dd className="font-medium">{doc.typed[field] || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section
            aria-labelledby="found-title"
            className="rounded-lg border border-ink-200 bg-white p-4"
          >
            <h2 id="found-title" className="font-semibold">
              {t('review.found')}
            </h2>
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
          </section>
          <section
            aria-label={t('review.approve')}
            className="rounded-lg border border-ink-200 bg-white p-4"
          >
            {!waiting && !decision.data && <p role="status">{t('review.decided')}</p>}
            {claimConflict && <p role="alert">{t('review.taken')}</p>}
            {held && claim.data?.claimedUntil && !decision.data && (
              <p className="text-ink-700">
                {t('review.claimedByMe', { time: time.format(new Date(claim.data.claimedUntil)) })}
              </p>
            )}
            {outcome && (
              <p role="status" className="font-semibold">
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
                  <div className="flex flex-col">
                    <label htmlFor={reasonId} className="font-semibold">
                      {t('review.rejectReason')}
                    </label>
                    <select
                      id={reasonId}
                      required
                      value={reason}
                      onChange={(event) => setReason(event.target.value as DocumentRejectReason)}
                      className="mt-1 min-h-11 rounded-lg border border-ink-500 bg-white px-3"
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
          </section>
        </div>
      </div>
    </article>
  );
}
