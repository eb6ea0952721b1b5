import { GrowthBook, GrowthBookContext, GrowthBookProvider } from '@growthbook/growthbook-react';
import type { Language } from '@wayfarer/domain';
import { useContext, useEffect, useMemo, useReducer } from 'react';
import type { ReactNode } from 'react';
import { checkedFlagValue, FeatureFlagsContext, featureFlagDefaults } from './feature-flags';
import type { FlagSource } from './feature-flags';
import { pushToDataLayer } from './tracking/data-layer';
import { experimentViewedEvent } from './tracking/events';
import type { DataLayerEvent } from './tracking/events';

/*
 * The GrowthBook SDK behind `useFeatureFlag`. This module is its own chunk: main.tsx downloads it in
 * parallel with the contract, so the SDK stays out of the entry.
 */

export interface FlagServiceOptions {
  apiHost: string;
  clientKey: string;
  attributes: { deviceId: string | null; country: string; language: Language };
  push?: (event: DataLayerEvent) => void;
  /** How long the first fetch may take before the SDK gives up (the defaults stay). */
  timeoutMs?: number;
}

export interface FlagService {
  growthbook: GrowthBook;
  source: FlagSource;
  /** Wraps the app: GrowthBook's provider (its hooks work below it) and the flags of `useFeatureFlag`. */
  Provider: (props: { children: ReactNode }) => ReactNode;
  /** Settles once the first payload arrived or the fetch failed (never rejects). */
  ready: Promise<void>;
}

/**
 * GrowthBook's provider re-renders when the payload or the attributes change; screens then get a
 * new source object, so every `useFeatureFlag` reads again. A payload that arrived between the
 * first render and the provider's subscription is caught by the effect.
 */
function FlagsBridge({
  growthbook,
  source,
  children,
}: {
  growthbook: GrowthBook;
  source: FlagSource;
  children: ReactNode;
}) {
  const growthbookContext = useContext(GrowthBookContext);
  const [version, bump] = useReducer((count: number) => count + 1, 0);
  const readyAtRender = growthbook.ready;
  useEffect(() => {
    if (!readyAtRender && growthbook.ready) bump();
  }, [growthbook, readyAtRender]);
  const value = useMemo<FlagSource>(
    () => ({ get: source.get, identify: source.identify }),
    // A new object whenever GrowthBook re-rendered its provider or became ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source, growthbookContext, readyAtRender, version],
  );
  return <FeatureFlagsContext value={value}>{children}</FeatureFlagsContext>;
}

export function createFlagService({
  apiHost,
  clientKey,
  attributes,
  push = pushToDataLayer,
  timeoutMs = 5000,
}: FlagServiceOptions): FlagService {
  const growthbook = new GrowthBook({
    apiHost,
    clientKey,
    attributes: { ...attributes },
    // experiment_viewed (app-shell §3, §7): once per experiment and variation, when a screen reads
    // an experiment's flag.
    trackingCallback: (experiment, result) => {
      push(
        experimentViewedEvent({
          experimentId: experiment.key,
          variationId: result.key,
          deviceId: attributes.deviceId,
        }),
      );
    },
    // Flags and experiments on flags only: no DOM changes, scripts or redirects from the service.
    disableVisualExperiments: true,
    disableJsInjection: true,
    disableUrlRedirectExperiments: true,
  });

  const source: FlagSource = {
    get: (name) =>
      checkedFlagValue(name, growthbook.getFeatureValue(name, featureFlagDefaults[name] as never)),
    identify: (userId) => {
      if ((growthbook.getAttributes().userId ?? null) === userId) return;
      void growthbook.updateAttributes({ userId: userId ?? undefined });
    },
  };

  const ready = growthbook
    .init({ timeout: timeoutMs, streaming: false })
    .then((result) => {
      if (!result.success) console.warn('Feature flags unavailable, using defaults', result.error);
    })
    .catch((error: unknown) => {
      console.warn('Feature flags unavailable, using defaults', error);
    });

  function Provider({ children }: { children: ReactNode }) {
    return (
      <GrowthBookProvider growthbook={growthbook}>
        <FlagsBridge growthbook={growthbook} source={source}>
          {children}
        </FlagsBridge>
      </GrowthBookProvider>
    );
  }

  return { growthbook, source, Provider, ready };
}
