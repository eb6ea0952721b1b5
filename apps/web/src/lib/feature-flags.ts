import { createContext, useContext } from 'react';

/**
 * Feature flags. The flag service (GrowthBook) arrives with a later issue; until then every flag
 * answers its default, so screens already read them through this one hook.
 */
export interface FeatureFlags {
  /** Countries where "talk to us" replaces Contacts; `header` says whether it applies to the header menus. */
  'talk-to-us': { countries: ReadonlyArray<{ country: string; header: boolean }> };
  /** The wishlist menu entry and dashboard tile. */
  wishlist: boolean;
}

export type FeatureFlagName = keyof FeatureFlags;

export const featureFlagDefaults: FeatureFlags = {
  'talk-to-us': { countries: [] },
  wishlist: false,
};

export const FeatureFlagsContext = createContext<FeatureFlags>(featureFlagDefaults);

export function useFeatureFlag<Name extends FeatureFlagName>(name: Name): FeatureFlags[Name] {
  return useContext(FeatureFlagsContext)[name];
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
