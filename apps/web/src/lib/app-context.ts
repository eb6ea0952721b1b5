import type { RuntimeConfig } from '@wayfarer/contract';
import type { Language, Variant } from '@wayfarer/domain';
import { createContext, useContext } from 'react';

/** What the host decided at load: the variant, its language, and the runtime settings. */
export interface AppSettings {
  config: RuntimeConfig;
  variant: Variant;
  language: Language;
}

export const AppSettingsContext = createContext<AppSettings | null>(null);

export function useAppSettings(): AppSettings {
  const settings = useContext(AppSettingsContext);
  if (!settings) throw new Error('useAppSettings must be used inside <AppProviders>');
  return settings;
}
