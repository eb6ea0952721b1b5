import { useContext } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseIcon } from './icons';
import { ToastQueueContext } from './toast-queue';
import type { ToastTone } from './toast-queue';

const toneClasses: Record<ToastTone, string> = {
  danger: 'border-danger-600 bg-danger-50 text-danger-900',
  success: 'border-success-600 bg-success-50 text-success-900',
  info: 'border-ink-300 bg-white text-ink-900',
};

/** Shows the toasts of the app's queue (a landmark region, F6 reaches it). */
export function ToastRegion({
  closeLabel,
  regionLabel,
}: {
  closeLabel: string;
  regionLabel: string;
}) {
  const queue = useContext(ToastQueueContext);
  if (!queue) return null;
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={regionLabel}
      className="fixed right-4 bottom-4 left-4 z-50 flex flex-col gap-2 outline-none sm:left-auto sm:w-96"
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={`flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-focus ${toneClasses[toast.content.tone]}`}
        >
          <ToastContent className="flex-1">
            <Text slot="title" className="text-sm font-medium">
              {toast.content.message}
            </Text>
          </ToastContent>
          <Button
            slot="close"
            aria-label={closeLabel}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-focus"
          >
            <CloseIcon className="size-4" />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
