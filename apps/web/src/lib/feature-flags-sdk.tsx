import { GrowthBook } from '@growthbook/growthbook-react';
import type { Language } from '@wayfarer/domain';
import { useEffect, useEffectEvent } from 'react';
import type { ReactNode } from 'react';
import { checkedFlagValue, featureFlagDefaults } from './feature-flags';
import type { FlagSource } from './feature-flags';
import { FlagServiceProvider } from './feature-flags-provider';
import type { FlagSourceService } from './feature-flags-provider';
import { pushToDataLayer } from './tracking/data-layer';
import { experimentViewedEvent } from './tracking/events';
import type { DataLayerEvent } from './tracking/events';

/*
 * The GrowthBook SDK behind `useFeatureFlag`. This module is its own chunk: main.tsx downloads it
 * after the first render (screens show the defaults until the flags arrive), so the SDK stays out
 * of the download at start.
 */

export interface FlagServiceOptions {
  apiHost: string;
  clientKey: string;
  attributes: { deviceId: string | null; country: string; language: Language };
  push?: (event: DataLayerEvent) => void;
  /** How long the first fetch may take before the SDK gives up (the defaults stay). */
  timeoutMs?: number;
}

export interface FlagService extends FlagSourceService {
  growthbook: GrowthBook;
  /** The flags of `useFeatureFlag` for the children (`FlagServiceProvider` with this service). */
  Provider: (props: { children: ReactNode }) => ReactNode;
  /** Settles once the first payload arrived or the fetch failed (never rejects). */
  ready: Promise<void>;
}

/**
 * Tells `onChange` a new source object whenever GrowthBook's flags may have changed (the payload
 * arrived, the attributes changed: GrowthBook calls its renderer), so every `useFeatureFlag` reads
 * again; and once at mount, for a payload that arrived before the subscription. It sits beside the
 * app, not around it: the app's tree is the same before and after the SDK arrives (screens use
 * `useFeatureFlag`, never GrowthBook's own hooks).
 */
function FlagsWatcher({
  growthbook,
  source,
  onChange,
}: {
  growthbook: GrowthBook;
  source: FlagSource;
  onChange: (source: FlagSource) => void;
}) {
  const report = useEffectEvent(() => onChange({ get: source.get, identify: source.identify }));
  useEffect(() => {
    growthbook.setRenderer(() => report());
    report();
    return () => growthbook.setRenderer(() => {});
  }, [growthbook]);
  return null;
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

  function Watcher({ onChange }: { onChange: (source: FlagSource) => void }) {
    return <FlagsWatcher growthbook={growthbook} source={source} onChange={onChange} />;
  }

  function Provider({ children }: { children: ReactNode }) {
    return <FlagServiceProvider service={service}>{children}</FlagServiceProvider>;
  }

  const service: FlagService = { growthbook, source, Watcher, Provider, ready };
  return service;
}
