import type { DocumentScan } from '@wayfarer/contract';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n';
import { useScanDocument } from './api/scan-document';
import { CameraCapture } from './camera-capture';
import { imageProblemKeys } from './document-labels';
import { checkImageFile } from './image-files';
import { noticeClasses, secondaryButton } from '../../components/ui/styles';

type Result =
  | { kind: 'read'; name: string }
  | { kind: 'unread'; problems: DocumentScan['image'] }
  | { kind: 'error'; key: TranslationKey };

/**
 * "Start from the photo" (account-area §2): a photo of the passport's page or of the card's back,
 * whose machine-readable zone fills the Information step for the traveller to confirm.
 */
export function PhotoStart({
  userId,
  onRead,
}: {
  userId: string;
  onRead: (scan: DocumentScan, photo: Blob) => void;
}) {
  const { t } = useTranslation();
  const scan = useScanDocument({ userId });
  const [camera, setCamera] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function read(photo: Blob) {
    setResult(null);
    const problem = await checkImageFile(photo);
    if (problem) {
      setResult({
        kind: 'error',
        key:
          problem === 'tooLarge'
            ? 'documents.wizard.image.tooLarge'
            : 'documents.wizard.image.wrongType',
      });
      return;
    }
    scan.mutate(photo, {
      onSuccess: (data) => {
        if (data.type && data.number) {
          setResult({
            kind: 'read',
            name: [data.firstName, data.lastName].filter(Boolean).join(' '),
          });
          onRead(data, photo);
        } else {
          setResult({ kind: 'unread', problems: data.image });
        }
      },
      onError: () => setResult({ kind: 'error', key: 'documents.uploadErrors.generic' }),
    });
  }

  return (
    <section
      aria-labelledby="photo-start-title"
      className="flex flex-col gap-3 rounded-lg border border-ink-200 bg-ink-50 p-4"
    >
      <h4 id="photo-start-title" className="font-semibold text-ink-900">
        {t('documents.photoStart.title')}
      </h4>
      <p className="text-sm text-ink-700">{t('documents.photoStart.text')}</p>
      {camera ? (
        <CameraCapture
          label={t('documents.photoStart.title')}
          onCapture={(photo) => {
            setCamera(false);
            void read(photo);
          }}
          onCancel={() => setCamera(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            onPress={() => setCamera(true)}
            isDisabled={scan.isPending}
            className={secondaryButton}
          >
            {t('documents.wizard.image.takePhoto')}
          </Button>
          <FileTrigger
            acceptedFileTypes={['image/jpeg', 'image/png']}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void read(file);
            }}
          >
            <Button isDisabled={scan.isPending} className={secondaryButton}>
              {t('documents.wizard.image.chooseFile')}
            </Button>
          </FileTrigger>
        </div>
      )}
      <div aria-live="polite">
        {scan.isPending ? (
          <p className="text-ink-700">{t('documents.photoStart.reading')}</p>
        ) : null}
        {result?.kind === 'read' ? (
          <p className={`rounded-lg border-l-4 p-3 ${noticeClasses.success}`}>
            {result.name
              ? t('documents.photoStart.readFor', { name: result.name })
              : t('documents.photoStart.read')}
          </p>
        ) : null}
        {result?.kind === 'unread' ? (
          <div className={`rounded-lg border-l-4 p-3 ${noticeClasses.warning}`}>
            <p>{t('documents.photoStart.unread')}</p>
            {result.problems.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {result.problems.map((problem) => (
                  <li key={problem}>{t(imageProblemKeys[problem])}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {result?.kind === 'error' ? (
          <p className={`rounded-lg border-l-4 p-3 ${noticeClasses.danger}`}>{t(result.key)}</p>
        ) : null}
      </div>
    </section>
  );
}
