import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useBlocker } from 'react-router';

/**
 * Warns before leaving a form with unsaved changes: a dialog for a navigation inside the app
 * (React Router's blocker), the browser's own prompt for a reload, a closed tab or another site.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const stay = () => blocker.reset?.();
  return (
    <ModalOverlay
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-lg font-semibold text-ink-900">
            {t('registry.unsaved.title')}
          </Heading>
          <p className="mt-2 text-ink-700">{t('registry.unsaved.text')}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button
              onPress={() => blocker.proceed?.()}
              className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-5 font-semibold text-ink-900 outline-none hover:bg-ink-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              {t('registry.unsaved.leave')}
            </Button>
            <Button
              autoFocus
              onPress={stay}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white outline-none hover:bg-brand-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              {t('registry.unsaved.stay')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
