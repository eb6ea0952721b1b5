import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  I18nProvider as AriaI18nProvider,
  RouterProvider as AriaRouterProvider,
} from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import type { NavigateOptions } from 'react-router';
import { ToastRegion } from '../../components/ui/toast';
import { useAppSettings } from '../../lib/app-context';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const absoluteUrl = /^[a-z][a-z\d+.-]*:/i;

/** Router hrefs for react-aria links; links to other origins stay as they are. */
function useAriaHref(href: string): string {
  const routerHref = useHref(href);
  return absoluteUrl.test(href) ? href : routerHref;
}

/**
 * What the react-aria widgets of the shell need: the variant's locale, links that go through the
 * router, and the toast region. Loaded with the layouts, so the widgets stay out of the entry.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const navigate = useNavigate();
  return (
    <AriaI18nProvider locale={variant.localeTag}>
      <AriaRouterProvider
        navigate={(to, options) => void navigate(to, options)}
        useHref={useAriaHref}
      >
        {children}
        <ToastRegion closeLabel={t('common.close')} regionLabel={t('shell.notifications')} />
      </AriaRouterProvider>
    </AriaI18nProvider>
  );
}
