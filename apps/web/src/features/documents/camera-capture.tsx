import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n';
import { browser } from '../../lib/browser';
import { cameraProblemOf, closeCamera, openCamera, type CameraProblem } from './camera';
import { captureFrame } from './image-files';
import { noticeClasses, primaryButton, secondaryButton } from '../../components/ui/styles';

const problemKeys: Record<CameraProblem, TranslationKey> = {
  unsupported: 'camera.unsupported',
  noCamera: 'camera.noCamera',
  permissionDenied: 'camera.permissionDenied',
  loadFailed: 'camera.loadFailed',
};

/**
 * The camera's live picture and a button that takes the photo. The camera is opened on mount and
 * released on unmount; failures show the spec's messages, with a reload where it helps.
 */
export function CameraCapture({
  label,
  onCapture,
  onCancel,
}: {
  /** What is being photographed ("Front"): the video's accessible name. */
  label: string;
  onCapture: (photo: Blob) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'ready' | CameraProblem>('starting');
  const [capturing, setCapturing] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    openCamera()
      .then(async (opened) => {
        if (cancelled) return closeCamera(opened);
        stream = opened;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = opened;
        await video.play();
        if (!cancelled) setState('ready');
      })
      .catch((error: unknown) => {
        if (!cancelled) setState(cameraProblemOf(error));
      });
    return () => {
      cancelled = true;
      closeCamera(stream);
    };
  }, []);

  async function capture() {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    setCapturing(true);
    try {
      onCapture(await captureFrame(video));
    } catch {
      setState('loadFailed');
    } finally {
      setCapturing(false);
    }
  }

  const problem = state === 'starting' || state === 'ready' ? null : state;
  return (
    <div className="flex flex-col gap-3">
      {problem ? (
        <div role="alert" className={`rounded-lg border-l-4 p-4 ${noticeClasses.danger}`}>
          <p>{t(problemKeys[problem])}</p>
          {problem === 'permissionDenied' || problem === 'loadFailed' ? (
            <Button onPress={() => browser.reload()} className={`${secondaryButton} mt-3`}>
              {t('camera.reload')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="relative overflow-hidden rounded-lg bg-ink-900">
          <video
            ref={videoRef}
            aria-label={t('camera.videoLabel', { side: label })}
            className="aspect-video w-full object-contain"
            autoPlay
            muted
            playsInline
          />
          {state === 'starting' ? (
            <p
              role="status"
              className="absolute inset-0 flex items-center justify-center text-white"
            >
              {t('camera.starting')}
            </p>
          ) : null}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {problem ? null : (
          <Button
            onPress={() => void capture()}
            isDisabled={state !== 'ready' || capturing}
            className={primaryButton}
          >
            {t('camera.capture')}
          </Button>
        )}
        <Button onPress={onCancel} className={secondaryButton}>
          {t('camera.cancel')}
        </Button>
      </div>
    </div>
  );
}
