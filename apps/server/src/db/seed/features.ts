import type { FeatureFlags, FeatureRule } from '@wayfarer/contract';
import type { Database } from '../client';
import { featureFlags } from '../schema-features';

interface SeedFlag<Name extends keyof FeatureFlags> {
  key: Name;
  description: string;
  defaultValue: FeatureFlags[Name];
  rules: FeatureRule[];
}

const wishlist: SeedFlag<'wishlist'> = {
  key: 'wishlist',
  description:
    'The wishlist entry of the dashboard. On, except on the Global (US) site, whose public ' +
    'website has no wishlist yet (the e2e suite relies on this rule).',
  defaultValue: true,
  rules: [{ id: 'wishlist-not-in-us', condition: { country: 'US' }, force: false }],
};

const talkToUs: SeedFlag<'talk-to-us'> = {
  key: 'talk-to-us',
  description:
    'Countries served by the "talk to us" service; with `header` set, the header menus leave ' +
    'Contacts out for travellers of that country.',
  defaultValue: {
    countries: [
      { country: 'US', header: true },
      { country: 'IT', header: false },
    ],
  },
  rules: [],
};

const partnershipBannerStyle: SeedFlag<'partnership-banner-style'> = {
  key: 'partnership-banner-style',
  description:
    'Demo experiment: the partnership banner in light or brand colours, half of the devices each ' +
    '(hashed on the device id, so a device keeps its variation).',
  defaultValue: 'light',
  rules: [
    {
      id: 'partnership-banner-style-1',
      key: 'partnership-banner-style',
      name: 'Partnership banner style',
      variations: ['light', 'brand'],
      weights: [0.5, 0.5],
      coverage: 1,
      hashAttribute: 'deviceId',
      hashVersion: 2,
      seed: 'partnership-banner-style',
      phase: '0',
      meta: [
        { key: '0', name: 'Light' },
        { key: '1', name: 'Brand' },
      ],
    },
  ],
};

export const demoFeatureFlags = [wishlist, talkToUs, partnershipBannerStyle];

/** The demo flags; a flag already in the table is left as the operator set it. */
export async function seedFeatureFlags(db: Database) {
  await db.insert(featureFlags).values(demoFeatureFlags).onConflictDoNothing();
}
