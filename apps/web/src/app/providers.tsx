import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastQueueContext } from '../components/ui/toast-queue';
import type { ToastQueueValue } from '../components/ui/toast-queue';
import { AppSettingsContext } from '../lib/app-context';
import type { AppSettings } from '../lib/app-context';
import { FeatureFlagsContext, staticFlagSource } from '../lib/feature-flags';
import type { FeatureFlags } from '../lib/feature-flags';
import { FlagServiceProvider } from '../lib/feature-flags-provider';
import type { FlagSourceService } from '../lib/feature-flags-provider';

export interface AppProvidersProps {
  settings: AppSettings;
  i18n: I18n;
  queryClient: QueryClient;
  toastQueue: ToastQueueValue;
  /**
   * The flag service (GrowthBook, see lib/feature-flags-sdk.tsx), or the promise of it while the
   * SDK downloads (the defaults until then); without one, the fixed `flags` (tests) or the defaults.
   */
  flagService?: FlagSourceService | Promise<FlagSourceService | undefined>;
  flags?: Partial<FeatureFlags>;
  children: ReactNode;
}

/** Everything a screen needs around it; the router goes inside. */
export function AppProviders({
  settings,
  i18n,
  queryClient,
  toastQueue,
  flagService,
  flags,
  children,
}: AppProvidersProps) {
  const [fixedFlags] = useState(() => staticFlagSource(flags));
  const app = (
    <QueryClientProvider client={queryClient}>
      <ToastQueueContext value={toastQueue}>{children}</ToastQueueContext>
    </QueryClientProvider>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <AppSettingsContext value={settings}>
        {flagService ? (
          <FlagServiceProvider service={flagService}>{app}</FlagServiceProvider>
        ) : (
          <FeatureFlagsContext value={fixedFlags}>{app}</FeatureFlagsContext>
        )}
      </AppSettingsContext>
    </I18nextProvider>
  );
}
