import type { DocumentVerification, VerifiedDocumentField } from '@wayfarer/contract';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n';
import { useAppSettings } from '../../lib/app-context';
import { useVerification } from './api/get-verification';
import { fieldNameKeys, imageProblemKeys } from './document-labels';
import { noticeClasses, primaryButton, secondaryButton } from '../../components/ui/styles';

/** After this long the traveller hears that the result will also show on the page. */
const SLOW_AFTER_MS = 30_000;

export type UploadState =
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; messageKey: TranslationKey; information: boolean }
  | { status: 'uploaded'; documentId: string };

function Actions({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-3 border-t border-ink-200 pt-4">{children}</div>
  );
}

function FailureDetails({ verification }: { verification: DocumentVerification }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const list = (fields: VerifiedDocumentField[]) =>
    new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
      fields.map((field) => t(fieldNameKeys[field])),
    );
  const unreadable = verification.fields.filter((f) => f.problem === 'NOT_READABLE');
  const mismatching = verification.fields.filter((f) => f.problem === 'MISMATCH');
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {verification.image.map((problem) => (
        <li key={problem}>{t(imageProblemKeys[problem])}</li>
      ))}
      {unreadable.length > 0 ? (
        <li>
          {t('documents.verification.notReadable', {
            fields: list(unreadable.map((f) => f.field)),
          })}
        </li>
      ) : null}
      {mismatching.length > 0 ? (
        <li>
          {t('documents.verification.mismatch', { fields: list(mismatching.map((f) => f.field)) })}
        </li>
      ) : null}
    </ul>
  );
}

function VerificationResult({
  userId,
  documentId,
  onRetakePhoto,
  onEditInformation,
  onClose,
}: {
  userId: string;
  documentId: string;
  onRetakePhoto: () => void;
  onEditInformation: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useVerification({ userId, documentId });
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const data = query.data;
  const verification = data?.verification;

  if (!data || data.status === 'UPLOADED' || !verification) {
    return (
      <div className="flex flex-col gap-4">
        <div role="status" className="flex items-center gap-3 text-ink-900">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          />
          <span>{t('documents.verification.checking')}</span>
        </div>
        {slow || query.isError ? (
          <p className="text-ink-700">{t('documents.verification.slow')}</p>
        ) : null}
        <Actions>
          <Button onPress={onClose} className={secondaryButton}>
            {t('documents.wizard.close')}
          </Button>
        </Actions>
      </div>
    );
  }

  if (verification.outcome === 'APPROVED') {
    return (
      <div className="flex flex-col gap-4">
        <div role="status" className={`rounded-lg border-l-4 p-4 ${noticeClasses.success}`}>
          <p className="font-semibold">{t('documents.verification.success.title')}</p>
          <p className="mt-1">{t('documents.verification.success.text')}</p>
        </div>
        <Actions>
          <Button onPress={onClose} className={primaryButton}>
            {t('documents.wizard.done')}
          </Button>
        </Actions>
      </div>
    );
  }

  if (verification.outcome === 'TO_VALIDATE') {
    return (
      <div className="flex flex-col gap-4">
        <div role="status" className={`rounded-lg border-l-4 p-4 ${noticeClasses.info}`}>
          <p className="font-semibold">{t('documents.verification.toValidate.title')}</p>
          <p className="mt-1">{t('documents.verification.toValidate.text')}</p>
        </div>
        <Actions>
          <Button onPress={onRetakePhoto} className={secondaryButton}>
            {t('documents.verification.tryAgain')}
          </Button>
          <Button onPress={onClose} className={primaryButton}>
            {t('documents.wizard.done')}
          </Button>
        </Actions>
      </div>
    );
  }

  const mismatch = verification.fields.some((field) => field.problem === 'MISMATCH');
  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className={`rounded-lg border-l-4 p-4 ${noticeClasses.danger}`}>
        <p className="font-semibold">{t('documents.verification.failure.title')}</p>
        <FailureDetails verification={verification} />
        <p className="mt-2">
          {mismatch
            ? t('documents.verification.failure.checkInformation')
            : t('documents.verification.failure.newPhoto')}
        </p>
      </div>
      <Actions>
        {mismatch ? (
          <Button onPress={onEditInformation} className={secondaryButton}>
            {t('documents.verification.editInformation')}
          </Button>
        ) : null}
        <Button onPress={onRetakePhoto} className={primaryButton}>
          {t('documents.verification.tryAgain')}
        </Button>
      </Actions>
    </div>
  );
}

/**
 * Step 3, Verification (account-area §2, §4, §8): the upload's progress, then the automatic
 * verification polled until it decides: success, a person will check, or which fields could not
 * be read or do not match.
 */
export function VerificationStep({
  userId,
  upload,
  onRetakePhoto,
  onEditInformation,
  onClose,
}: {
  userId: string;
  upload: UploadState;
  onRetakePhoto: () => void;
  onEditInformation: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (upload.status === 'uploading') {
    return (
      <div className="flex flex-col gap-3">
        <p id="document-upload-label" className="text-ink-900">
          {t('documents.verification.uploading', { percent: upload.percent })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="document-upload-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.percent}
          className="h-3 w-full overflow-hidden rounded-full bg-ink-100"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${upload.percent}%` }}
          />
        </div>
      </div>
    );
  }
  if (upload.status === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        <div role="alert" className={`rounded-lg border-l-4 p-4 ${noticeClasses.danger}`}>
          <p className="font-semibold">{t('documents.uploadErrors.title')}</p>
          <p className="mt-1">{t(upload.messageKey)}</p>
        </div>
        <Actions>
          {upload.information ? (
            <Button onPress={onEditInformation} className={primaryButton}>
              {t('documents.verification.editInformation')}
            </Button>
          ) : (
            <Button onPress={onRetakePhoto} className={primaryButton}>
              {t('documents.wizard.back')}
            </Button>
          )}
        </Actions>
      </div>
    );
  }
  return (
    <VerificationResult
      userId={userId}
      documentId={upload.documentId}
      onRetakePhoto={onRetakePhoto}
      onEditInformation={onEditInformation}
      onClose={onClose}
    />
  );
}
