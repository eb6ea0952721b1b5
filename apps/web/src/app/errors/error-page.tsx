import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/app-context';

/** Another navigation error: its status (500 when unknown) and message; generic in production. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { t } = useTranslation();
  const { config } = useAppSettings();
  const subtitle =
    config.environment === 'production' || !message ? t('errors.generic.subtitle') : message;
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold md:text-3xl">
        {t('errors.generic.title')}
      </h1>
      <p className="mt-3 text-ink-600">{subtitle}</p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('errors.backHome')}
      </a>
    </section>
  );
}

/** What shows when the error page itself fails. */
export function ErrorPageFailure() {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('errors.errorPageFailed')}</h1>
      <a href="/" className="mt-6 inline-block py-2 font-semibold text-brand-700 underline">
        {t('errors.backHome')}
      </a>
    </section>
  );
}

/** Catches a failure while rendering an error page. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}
