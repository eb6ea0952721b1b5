import type { FeatureFlagName, FeatureFlags } from '@wayfarer/contract';
import { createContext, useContext, useEffect } from 'react';
import { startContract } from './contract';

export type { FeatureFlagName, FeatureFlags };

/**
 * Feature flags (app-shell §7): the GrowthBook SDK evaluates them in the browser, from the flag
 * service's payload (the embedded `/api/features/:clientKey` or a real GrowthBook). Screens read them
 * through `useFeatureFlag` only. Until the payload arrives, when it fails, or when a value has
 * another shape than the contract's, a flag answers its default: the page works without the service.
 */
export const featureFlagDefaults: FeatureFlags = {
  'talk-to-us': { countries: [] },
  wishlist: false,
  'partnership-banner-style': 'light',
};

/** Where flag values come from: the GrowthBook SDK in the app, fixed values in tests. */
export interface FlagSource {
  /** The flag's value; evaluating an experiment's flag counts as a view of the experiment. */
  get<Name extends FeatureFlagName>(name: Name): FeatureFlags[Name];
  /** The signed-in traveller (null when signed out), for rules that target the user id. */
  identify(userId: string | null): void;
}

/** A source answering fixed values (the defaults for flags not given). */
export function staticFlagSource(values: Partial<FeatureFlags> = {}): FlagSource {
  const flags: FeatureFlags = { ...featureFlagDefaults, ...values };
  return { get: (name) => flags[name], identify: () => {} };
}

/**
 * The value if it has the flag's shape (checked with the contract's schema), else the default. The
 * value itself is returned, not a parsed copy, so it keeps its identity between renders.
 */
export function checkedFlagValue<Name extends FeatureFlagName>(
  name: Name,
  value: unknown,
): FeatureFlags[Name] {
  if (value === undefined || value === null) return featureFlagDefaults[name];
  const schema = startContract().featureFlagSchemas[name];
  return schema.safeParse(value).success
    ? (value as FeatureFlags[Name])
    : featureFlagDefaults[name];
}

export const FeatureFlagsContext = createContext<FlagSource>(staticFlagSource());

export function useFeatureFlag<Name extends FeatureFlagName>(name: Name): FeatureFlags[Name] {
  return useContext(FeatureFlagsContext).get(name);
}

/** Tells the flag source who is signed in (rules may target the user id). */
export function useFlagUser(userId: string | null): void {
  const { identify } = useContext(FeatureFlagsContext);
  useEffect(() => identify(userId), [identify, userId]);
}

/** Whether the talk-to-us flag lists this country with its header flag set (then Contacts is hidden). */
export function talkToUsReplacesContacts(
  flag: FeatureFlags['talk-to-us'],
  countryCode: string,
): boolean {
  return flag.countries.some(
    (entry) => entry.header && entry.country.toUpperCase() === countryCode.toUpperCase(),
  );
}
