import type { DocumentType } from '@wayfarer/contract';
import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n';
import { CameraCapture } from './camera-capture';
import { checkImageFile, combineSides, type ImageFileProblem } from './image-files';
import { noticeClasses, primaryButton, secondaryButton } from '../../components/ui/styles';

export type Side = 'page' | 'front' | 'back';
export type Photos = Partial<Record<Side, Blob>>;

/** A passport: its photo page; a card or licence: front and back, combined into one image. */
export function sidesOf(type: DocumentType): Side[] {
  return type === 'PASSPORT' ? ['page'] : ['front', 'back'];
}

const sideKeys: Record<Side, TranslationKey> = {
  page: 'documents.wizard.image.page',
  front: 'documents.wizard.image.front',
  back: 'documents.wizard.image.back',
};

const fileProblemKeys: Record<ImageFileProblem | 'unreadable', TranslationKey> = {
  wrongType: 'documents.wizard.image.wrongType',
  tooLarge: 'documents.wizard.image.tooLarge',
  unreadable: 'documents.wizard.image.unreadable',
};

/** A preview of a photo: its object URL lives as long as the image shows it. */
function Preview({ photo, alt }: { photo: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(photo);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return <img ref={ref} alt={alt} className="max-h-56 w-full rounded object-contain" />;
}

function PhotoSlot({
  side,
  photo,
  onChange,
}: {
  side: Side;
  photo: Blob | undefined;
  onChange: (photo: Blob | undefined) => void;
}) {
  const { t } = useTranslation();
  const [camera, setCamera] = useState(false);
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const name = t(sideKeys[side]);

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const found = await checkImageFile(file);
    setProblem(found);
    if (!found) onChange(file);
  }

  return (
    <section aria-label={name} className="flex flex-col gap-3 rounded-lg border border-ink-200 p-4">
      <h4 className="font-semibold text-ink-900">{name}</h4>
      {camera ? (
        <CameraCapture
          label={name}
          onCapture={(captured) => {
            setCamera(false);
            setProblem(null);
            onChange(captured);
          }}
          onCancel={() => setCamera(false)}
        />
      ) : photo ? (
        <>
          <Preview photo={photo} alt={t('documents.wizard.image.preview', { side: name })} />
          <Button onPress={() => onChange(undefined)} className={`${secondaryButton} self-start`}>
            {t('documents.wizard.image.change', { side: name })}
          </Button>
        </>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <Button onPress={() => setCamera(true)} className={primaryButton}>
              {t('documents.wizard.image.takePhoto')}
            </Button>
            <FileTrigger
              acceptedFileTypes={['image/jpeg', 'image/png']}
              onSelect={(files) => void choose(files)}
            >
              <Button className={secondaryButton}>{t('documents.wizard.image.chooseFile')}</Button>
            </FileTrigger>
          </div>
          <p className="text-sm text-ink-600">{t('documents.wizard.image.fileHint')}</p>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {t(fileProblemKeys[problem])}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * Step 2, Image (account-area §2, §5): guidance, then a photo from the camera or a file for each
 * side; the sides of a card are combined into one JPEG before the upload.
 */
export function ImageStep({
  type,
  photos,
  onPhotosChange,
  onBack,
  onSubmit,
}: {
  type: DocumentType;
  photos: Photos;
  onPhotosChange: (photos: Photos) => void;
  onBack: () => void;
  onSubmit: (image: Blob) => void;
}) {
  const { t } = useTranslation();
  const sides = sidesOf(type);
  const [error, setError] = useState<TranslationKey | null>(null);
  const [preparing, setPreparing] = useState(false);

  async function submit() {
    const chosen = sides.map((side) => photos[side]);
    if (chosen.some((photo) => !photo)) {
      setError(
        type === 'PASSPORT'
          ? 'documents.wizard.image.missingPage'
          : 'documents.wizard.image.missingSides',
      );
      return;
    }
    setError(null);
    setPreparing(true);
    try {
      const [first, second] = chosen as Blob[];
      onSubmit(second ? await combineSides(first!, second) : first!);
    } catch {
      setError('documents.wizard.image.unreadable');
    } finally {
      setPreparing(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className={`rounded-lg border-l-4 p-4 ${noticeClasses.info}`}>
        <p className="font-semibold">{t('documents.wizard.image.guidance.title')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('documents.wizard.image.guidance.readable')}</li>
          <li>{t('documents.wizard.image.guidance.notBlurred')}</li>
          <li>{t('documents.wizard.image.guidance.notDark')}</li>
          <li>{t('documents.wizard.image.guidance.notCropped')}</li>
          {type === 'PASSPORT' ? (
            <li>{t('documents.wizard.image.guidance.passport')}</li>
          ) : (
            <li>{t('documents.wizard.image.guidance.bothSides')}</li>
          )}
        </ul>
      </div>
      <div className={`grid gap-4 ${sides.length > 1 ? 'md:grid-cols-2' : ''}`}>
        {sides.map((side) => (
          <PhotoSlot
            key={side}
            side={side}
            photo={photos[side]}
            onChange={(photo) => {
              setError(null);
              onPhotosChange({ ...photos, [side]: photo });
            }}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className={`rounded-lg border-l-4 p-3 ${noticeClasses.danger}`}>
          {t(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-ink-200 pt-4">
        <Button onPress={onBack} className={secondaryButton}>
          {t('documents.wizard.back')}
        </Button>
        <Button onPress={() => void submit()} isDisabled={preparing} className={primaryButton}>
          {t('documents.wizard.upload')}
        </Button>
      </div>
    </div>
  );
}
