/**
 * The app's button and notice shapes, shared by its screens (the documents screens, the booking
 * modals): class strings for react-aria `Button`s and native buttons, and the colours of a notice
 * by tone.
 */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white outline-none hover:bg-brand-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-60 data-[disabled]:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink-300 bg-white px-5 font-semibold text-ink-900 outline-none hover:bg-ink-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-60 data-[disabled]:opacity-60';
export const noticeClasses = {
  info: 'border-ink-300 bg-ink-50 text-ink-900',
  success: 'border-success-600 bg-success-50 text-success-900',
  warning: 'border-accent-500 bg-accent-100 text-ink-900',
  danger: 'border-danger-600 bg-danger-50 text-danger-900',
} as const;
