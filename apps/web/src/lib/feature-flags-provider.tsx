import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { FeatureFlagsContext, staticFlagSource } from './feature-flags';
import type { FlagSource } from './feature-flags';

/** The flag SDK as the app sees it (lib/feature-flags-sdk.tsx, its own chunk). */
export interface FlagSourceService {
  /** The SDK's flags. */
  source: FlagSource;
  /**
   * Renders nothing: calls `onChange` with a new source object whenever the flags may have changed
   * (the payload arrived, the attributes changed), so that every `useFeatureFlag` reads again.
   */
  Watcher: (props: { onChange: (source: FlagSource) => void }) => ReactNode;
}

const defaultSource = staticFlagSource();

/**
 * The flags of `service` for everything below: the defaults until the service is there (main.tsx
 * passes a promise: the SDK downloads after the first render), then the SDK's. The children keep
 * their place in the tree when the service arrives, so nothing below remounts; a service that
 * never comes (the SDK failed to load) leaves the defaults for good.
 */
export function FlagServiceProvider({
  service,
  children,
}: {
  service: FlagSourceService | Promise<FlagSourceService | undefined>;
  children: ReactNode;
}) {
  const [arrived, setArrived] = useState<FlagSourceService>();
  const loaded = 'then' in service ? arrived : service;
  const [source, setSource] = useState<FlagSource>(() => loaded?.source ?? defaultSource);
  useEffect(() => {
    if (!('then' in service)) return;
    let current = true;
    void service.then((value) => {
      if (current && value) setArrived(value);
    });
    return () => {
      current = false;
    };
  }, [service]);
  return (
    <>
      {loaded ? <loaded.Watcher onChange={setSource} /> : null}
      <FeatureFlagsContext value={source}>{children}</FeatureFlagsContext>
    </>
  );
}
