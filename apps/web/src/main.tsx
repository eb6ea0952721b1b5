import { getVariant, languages } from '@wayfarer/domain';
import type { RuntimeConfig } from '@wayfarer/contract';
import type { Language, Variant } from '@wayfarer/domain';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRoutes, preloadFirstScreen } from './app/router';
import { createLoginRedirect } from './app/session/login-redirect';
import { createSessionState } from './app/session/session-loaders';
import { createToastQueue } from './components/ui/toast-queue';
import { parseRuntimeConfig, peekVariantId, readRawRuntimeConfig } from './config/runtime-config';
import { createI18n } from './i18n/i18n';
import { loadStartContract } from './lib/contract';
import { setErrorReportingNames, startErrorReporting } from './lib/error-reporting';
import { firstScreenPainted } from './lib/first-screen';
import { knownNamesIn } from './lib/session/known-names';
import { ensureDeviceId } from './lib/tracking/device-id';
import { startTrackingSession } from './lib/tracking/session-start';
import './index.css';

function StartupError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errors.generic.title')}</h1>
      <p className="mt-3 text-ink-600">{t('errors.startup')}</p>
    </main>
  );
}

async function showStartupError(root: Root, error: unknown) {
  console.error(error);
  const language =
    languages.find((candidate: Language) => navigator.language.startsWith(candidate)) ?? 'en';
  document.documentElement.lang = language;
  const i18n = await createI18n(language);
  root.render(
    <I18nextProvider i18n={i18n}>
      <StartupError />
    </I18nextProvider>,
  );
}

async function start(rootElement: HTMLElement) {
  const root = createRoot(rootElement);

  // A chunk that is gone (a new release) is not reloaded here: Vite's preload error also fires for a
  // prefetch on intent, before the address changes. The import fails, and the route's error boundary
  // reloads to the address asked for (at most once a minute).

  // Tracking identifiers (app-shell §3, §7): the device id cookie and sessionStart, once per session.
  const deviceId = ensureDeviceId();
  startTrackingSession();

  // The first render waits for the translations only (scripts/bench/bundle.ts counts what it
  // waits for). The contract's start part (zod, lib/contract.ts) downloads meanwhile: the session
  // check leaves at once and is parsed when it has arrived, and so are the injected settings, which
  // the server wrote from its own checked configuration; should they not match the contract, the
  // startup error replaces the app.
  const contractLoaded = loadStartContract();
  const onUnauthenticated = createLoginRedirect();
  const queryClient = createQueryClient({ onUnauthenticated });
  let config: RuntimeConfig;
  let variant: Variant | undefined;
  let i18n: I18n;
  try {
    const raw = readRawRuntimeConfig();
    variant = getVariant(peekVariantId(raw) ?? '');
    if (!variant) throw new Error('Unknown variant in the runtime settings');
    document.documentElement.lang = variant.localeTag;
    config = raw as RuntimeConfig;
    preloadFirstScreen({ pathname: location.pathname, language: variant.language, queryClient });
    i18n = await createI18n(variant.language);
  } catch (error) {
    await showStartupError(root, error);
    return;
  }
  contractLoaded
    .then((contract) => parseRuntimeConfig(config, contract))
    .catch((error: unknown) => showStartupError(root, error));
  const { language } = variant;
  // Sentry only when the server has a DSN; it loads in the background.
  void startErrorReporting(config);

  // The flag SDK is not waited for: it downloads once the first screen has painted
  // (lib/first-screen.ts), then fetches the flags; screens render with the defaults until the flags
  // arrive (or for good, when the SDK or the service fails).
  const { countryCode } = variant;
  // Flag values are checked with the contract's schemas: the service starts once both are here.
  const flagService = firstScreenPainted()
    .then(() => Promise.all([import('./lib/feature-flags-sdk'), contractLoaded]))
    .then(([sdk]) =>
      sdk.createFlagService({
        apiHost: config.growthbook.apiHost,
        clientKey: config.growthbook.clientKey,
        attributes: { deviceId, country: countryCode, language },
      }),
    )
    .catch((error: unknown) => {
      console.warn('Feature flags unavailable, using defaults', error);
      return undefined;
    });

  setErrorReportingNames(() => knownNamesIn(queryClient));
  const router = createBrowserRouter(
    createAppRoutes({
      language,
      queryClient,
      sessionState: createSessionState(),
      onUnauthenticated,
    }),
  );

  root.render(
    <StrictMode>
      <AppProviders
        settings={{ config, variant, language }}
        i18n={i18n}
        queryClient={queryClient}
        toastQueue={createToastQueue()}
        flagService={flagService}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
