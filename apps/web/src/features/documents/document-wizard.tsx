import type { DocumentInformation } from '@wayfarer/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/ui/modal-dialog';
import type { TranslationKey } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { useUploadDocument } from './api/upload-document';
import { typeKeys, uploadErrorKeys } from './document-labels';
import { ImageStep, sidesOf, type Photos } from './image-step';
import { InformationStep } from './information-step';
import { VerificationStep, type UploadState } from './verification-step';

type Step = 'information' | 'image' | 'verification';
const steps: Step[] = ['information', 'image', 'verification'];
const stepKeys: Record<Step, TranslationKey> = {
  information: 'documents.wizard.steps.information',
  image: 'documents.wizard.steps.image',
  verification: 'documents.wizard.steps.verification',
};

/** Whether the photos taken so far are sides of a document of this type. */
const photosFit = (type: DocumentInformation['type'], photos: Photos) =>
  Object.keys(photos).every((side) => sidesOf(type).includes(side as keyof Photos));

/**
 * The upload wizard (account-area §2, §4): Information, Image, Verification, in an accessible
 * dialog. Mount it afresh for every opening (a new `key`).
 */
export default function DocumentWizard({
  userId,
  initial,
  isOpen,
  onOpenChange,
}: {
  userId: string;
  /** The Information step's starting values (the type of the card it was opened from). */
  initial: DocumentInformation;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>('information');
  const [information, setInformation] = useState<DocumentInformation>(initial);
  const [photos, setPhotos] = useState<Photos>({});
  const [upload, setUpload] = useState<UploadState>({ status: 'uploading', percent: 0 });
  const uploadDocument = useUploadDocument({ userId });
  const busy = step === 'verification' && upload.status === 'uploading';

  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeadingRef.current?.focus();
  }, [step]);

  const close = () => onOpenChange(false);

  function send(image: Blob) {
    setStep('verification');
    setUpload({ status: 'uploading', percent: 0 });
    uploadDocument.mutate(
      {
        information,
        image,
        onProgress: ({ loaded, total }) =>
          setUpload({
            status: 'uploading',
            percent: Math.min(100, Math.round((loaded / total) * 100)),
          }),
      },
      {
        onSuccess: (document) => setUpload({ status: 'uploaded', documentId: document.id }),
        onError: (error) => {
          const code = isApiError(error) ? error.code : '';
          setUpload({
            status: 'failed',
            messageKey: uploadErrorKeys[code] ?? 'documents.uploadErrors.generic',
            information: code === 'VALIDATION_FAILED',
          });
        },
      },
    );
  }

  let body;
  if (step === 'information') {
    body = (
      <InformationStep
        userId={userId}
        initial={information}
        onScanned={(photo, type) =>
          setPhotos(type === 'PASSPORT' ? { page: photo } : { back: photo })
        }
        onCancel={close}
        onSubmit={(values) => {
          // Another type needs other sides (a photo read for this type is kept).
          if (values.type !== information.type && !photosFit(values.type, photos)) setPhotos({});
          setInformation(values);
          setStep('image');
        }}
      />
    );
  } else if (step === 'image') {
    body = (
      <ImageStep
        type={information.type}
        photos={photos}
        onPhotosChange={setPhotos}
        onBack={() => setStep('information')}
        onSubmit={send}
      />
    );
  } else {
    body = (
      <VerificationStep
        userId={userId}
        upload={upload}
        onRetakePhoto={() => {
          setPhotos({});
          setStep('image');
        }}
        onEditInformation={() => setStep('information')}
        onClose={close}
      />
    );
  }

  const current = steps.indexOf(step);
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      busy={busy}
      eyebrow={t(typeKeys[information.type])}
      title={t('documents.wizard.title')}
      closeLabel={t('documents.wizard.close')}
      width="2xl"
    >
      <ol aria-label={t('documents.wizard.stepsLabel')} className="mb-5 flex gap-2">
        {steps.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={`flex flex-1 flex-col gap-1 border-t-4 pt-2 text-sm ${
              index <= current ? 'border-brand-700 text-ink-900' : 'border-ink-200 text-ink-600'
            } ${index === current ? 'font-semibold' : ''}`}
          >
            <span>
              {index + 1}. {t(stepKeys[name])}
            </span>
          </li>
        ))}
      </ol>
      <h3
        ref={stepHeadingRef}
        tabIndex={-1}
        className="mb-3 text-lg font-semibold text-ink-900 outline-none"
      >
        {t('documents.wizard.stepOf', {
          current: current + 1,
          total: steps.length,
          name: t(stepKeys[step]),
        })}
      </h3>
      {body}
    </ModalDialog>
  );
}
