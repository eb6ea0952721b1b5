import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons';

const widthClasses = {
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
} as const;

/**
 * A modal dialog: a bottom sheet on small screens, centred from `sm`, named by its title, with an
 * eyebrow line above the title and a close button. While `busy`, neither Escape, a click outside
 * nor the close button closes it. Pass `headingRef` to move focus to the title (it is then
 * focusable) when the content changes; focus returns to the trigger on close.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  busy = false,
  eyebrow,
  title,
  closeLabel,
  headingRef,
  width = '2xl',
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Something is being saved: the dialog stays open. */
  busy?: boolean;
  /** The line above the title (the trip's title, the document's type). */
  eyebrow: ReactNode;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  headingRef?: Ref<HTMLHeadingElement>;
  width?: keyof typeof widthClasses;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      className="fixed inset-0 z-40 flex items-end justify-center bg-ink-900/50 sm:items-center sm:p-4"
    >
      <Modal
        className={`max-h-full w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl ${widthClasses[width]} sm:rounded-2xl`}
      >
        <Dialog aria-labelledby={titleId} className="p-5 outline-none md:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {eyebrow}
              </p>
              <Heading
                slot="title"
                id={titleId}
                ref={headingRef}
                tabIndex={headingRef ? -1 : undefined}
                className="mt-1 text-xl font-semibold text-ink-900 outline-none"
              >
                {title}
              </Heading>
            </div>
            <Button
              onPress={() => onOpenChange(false)}
              isDisabled={busy}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full outline-none hover:bg-black/5 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
