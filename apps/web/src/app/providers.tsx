import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastQueueContext } from '../components/ui/toast-queue';
import type { ToastQueueValue } from '../components/ui/toast-queue';
import { AppSettingsContext } from '../lib/app-context';
import type { AppSettings } from '../lib/app-context';
import { FeatureFlagsContext, featureFlagDefaults } from '../lib/feature-flags';
import type { FeatureFlags } from '../lib/feature-flags';

export interface AppProvidersProps {
  settings: AppSettings;
  i18n: I18n;
  queryClient: QueryClient;
  toastQueue: ToastQueueValue;
  flags?: FeatureFlags;
  children: ReactNode;
}

/** Everything a screen needs around it; the router goes inside. */
export function AppProviders({
  settings,
  i18n,
  queryClient,
  toastQueue,
  flags = featureFlagDefaults,
  children,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppSettingsContext value={settings}>
        <FeatureFlagsContext value={flags}>
          <QueryClientProvider client={queryClient}>
            <ToastQueueContext value={toastQueue}>{children}</ToastQueueContext>
          </QueryClientProvider>
        </FeatureFlagsContext>
      </AppSettingsContext>
    </I18nextProvider>
  );
}
