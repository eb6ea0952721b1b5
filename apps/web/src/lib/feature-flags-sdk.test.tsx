import { clearCache, setPolyfills } from '@growthbook/growthbook-react';
import type { FeaturesResponse } from '@wayfarer/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeatureFlag, useFlagUser } from './feature-flags';
import { FlagServiceProvider } from './feature-flags-provider';
import { createFlagService } from './feature-flags-sdk';
import type { FlagService } from './feature-flags-sdk';
import type { DataLayerEvent } from './tracking/events';

/** Rendering the whole app can take a while on a busy machine. */
const slow = { timeout: 5000 };

const payload: FeaturesResponse = {
  dateUpdated: '2026-05-04T10:00:00.000Z',
  features: {
    wishlist: {
      defaultValue: true,
      rules: [{ id: 'not-us', condition: { country: 'US' }, force: false }],
    },
    'talk-to-us': {
      defaultValue: { countries: [{ country: 'IT', header: true }] },
      rules: [{ id: 'vip', condition: { userId: 'user-vip' }, force: { countries: [] } }],
    },
    'partnership-banner-style': {
      defaultValue: 'light',
      rules: [
        {
          key: 'partnership-banner-style',
          variations: ['light', 'brand'],
          weights: [0, 1],
          hashAttribute: 'deviceId',
          hashVersion: 2,
          meta: [{ key: '0' }, { key: '1' }],
        },
      ],
    },
  },
};

function Flags() {
  const wishlist = useFeatureFlag('wishlist');
  const talkToUs = useFeatureFlag('talk-to-us');
  return (
    <p>
      wishlist={String(wishlist)} talk={talkToUs.countries.map((entry) => entry.country).join(',')}
    </p>
  );
}

function Style() {
  return <p>style={useFeatureFlag('partnership-banner-style')}</p>;
}

function User({ id }: { id: string | null }) {
  useFlagUser(id);
  return null;
}

function serve(answer: () => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  setPolyfills({ fetch });
  return fetch;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

function start(country = 'GB', push = vi.fn<(event: DataLayerEvent) => void>()) {
  const service = createFlagService({
    apiHost: 'http://localhost:3000',
    clientKey: 'wayfarer-embedded',
    attributes: { deviceId: 'device-1', country, language: 'en' },
    push,
  });
  return { service, push };
}

describe('feature flags from the GrowthBook SDK', () => {
  beforeEach(() => {
    clearCache();
    window.localStorage.clear();
  });
  afterEach(() => {
    setPolyfills({ fetch: globalThis.fetch.bind(globalThis) });
  });

  it('fetches the payload from {apiHost}/api/features/{clientKey} and evaluates it', async () => {
    const fetch = serve(() => json(payload));
    const { service } = start();
    render(
      <service.Provider>
        <Flags />
      </service.Provider>,
    );
    await waitFor(() => expect(screen.getByText('wishlist=true talk=IT')).toBeTruthy(), slow);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://localhost:3000/api/features/wayfarer-embedded',
    );
  });

  it('targets the attributes: country, and the user id once known', async () => {
    serve(() => json(payload));
    const { service } = start('US');
    const { rerender } = render(
      <service.Provider>
        <User id={null} />
        <Flags />
      </service.Provider>,
    );
    await waitFor(() => expect(screen.getByText('wishlist=false talk=IT')).toBeTruthy(), slow);
    rerender(
      <service.Provider>
        <User id="user-vip" />
        <Flags />
      </service.Provider>,
    );
    await waitFor(() => expect(screen.getByText('wishlist=false talk=')).toBeTruthy(), slow);
    expect(service.growthbook.getAttributes()).toMatchObject({
      deviceId: 'device-1',
      country: 'US',
      language: 'en',
      userId: 'user-vip',
    });
  });

  it('fires experiment_viewed when a screen reads an experiment’s flag, once', async () => {
    serve(() => json(payload));
    const { service, push } = start();
    await act(() => service.ready);
    render(
      <service.Provider>
        <Flags />
      </service.Provider>,
    );
    expect(push).not.toHaveBeenCalled();
    const { rerender } = render(
      <service.Provider>
        <Style />
      </service.Provider>,
    );
    expect(screen.getByText('style=brand')).toBeTruthy();
    rerender(
      <service.Provider>
        <Style />
      </service.Provider>,
    );
    expect(push).toHaveBeenCalledExactlyOnceWith({
      event: 'experiment_viewed',
      experimentId: 'partnership-banner-style',
      variationId: '1',
      deviceId: 'device-1',
    });
  });

  it.each([
    ['a server error', () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the defaults after %s', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(answer);
    const { service } = start();
    render(
      <service.Provider>
        <Flags />
        <Style />
      </service.Provider>,
    );
    await act(() => service.ready);
    expect(screen.getByText('wishlist=false talk=')).toBeTruthy();
    expect(screen.getByText('style=light')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the default of a flag whose value has another shape', async () => {
    serve(() =>
      json({
        ...payload,
        features: {
          wishlist: { defaultValue: 'yes', rules: [] },
          'talk-to-us': { defaultValue: { countries: 'IT' }, rules: [] },
        },
      }),
    );
    const { service } = start();
    render(
      <service.Provider>
        <Flags />
      </service.Provider>,
    );
    await act(() => service.ready);
    expect(screen.getByText('wishlist=false talk=')).toBeTruthy();
  });

  it('shows the defaults while the SDK downloads, then its flags, without remounting the screens', async () => {
    serve(() => json(payload));
    let arrive: (service: FlagService | undefined) => void = () => {};
    const downloading = new Promise<FlagService | undefined>((resolve) => {
      arrive = resolve;
    });
    const mounts = vi.fn();
    function Screen() {
      useEffect(() => mounts(), []);
      return <Flags />;
    }
    render(
      <FlagServiceProvider service={downloading}>
        <Screen />
      </FlagServiceProvider>,
    );
    expect(screen.getByText('wishlist=false talk=')).toBeTruthy();
    const { service } = start();
    await act(async () => arrive(service));
    await waitFor(() => expect(screen.getByText('wishlist=true talk=IT')).toBeTruthy(), slow);
    expect(mounts).toHaveBeenCalledOnce();
  });

  it('keeps the defaults when the SDK never arrives', async () => {
    render(
      <FlagServiceProvider service={Promise.resolve(undefined)}>
        <Flags />
      </FlagServiceProvider>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByText('wishlist=false talk=')).toBeTruthy();
  });
});
