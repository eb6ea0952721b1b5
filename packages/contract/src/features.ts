import { z } from 'zod';

/*
 * Feature flags (app-shell §7 "GET {growthBookApiHost}/api/features/{clientKey}", reads
 * data.features). The embedded flag service answers in the GrowthBook SDK's own payload format, so
 * the same SDK works against it and against a real GrowthBook (GROWTHBOOK_API_HOST and
 * GROWTHBOOK_CLIENT_KEY). Only flags travel here: no personal data, no credentials needed.
 */

/** The client key the SPA uses when GROWTHBOOK_CLIENT_KEY is not set. */
export const embeddedFeaturesClientKey = 'wayfarer-embedded';

export const featuresApiPaths = {
  /** The SDK builds `${apiHost}/api/features/${clientKey}` itself. */
  payload: '/api/features/:clientKey',
} as const;

export const featuresParamsSchema = z.object({
  clientKey: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** Attributes the SPA gives the SDK; rules may target them (`condition`) or hash on them. */
export const featureAttributeNames = ['deviceId', 'userId', 'country', 'language'] as const;

const variationMetaSchema = z.object({
  key: z.string().optional(),
  name: z.string().optional(),
  passthrough: z.boolean().optional(),
});

/**
 * One rule of a flag, as the GrowthBook SDK evaluates it: a forced value (`force`, optionally with
 * a `condition` and a `coverage` for a rollout) or an experiment (`variations` with `weights`,
 * hashed on `hashAttribute`). Fields this schema does not name pass through untouched, so any rule
 * the SDK understands can be stored.
 */
export const featureRuleSchema = z
  .looseObject({
    id: z.string().optional(),
    /** A MongoDB-style query on the attributes, e.g. `{ "country": "US" }`. */
    condition: z.record(z.string(), z.unknown()).optional(),
    force: z.unknown().optional(),
    variations: z.array(z.unknown()).min(2).optional(),
    weights: z.array(z.number().min(0).max(1)).optional(),
    /** The experiment's id (experiment rules). */
    key: z.string().optional(),
    hashAttribute: z.enum(featureAttributeNames).optional(),
    hashVersion: z.number().int().min(1).max(2).optional(),
    coverage: z.number().min(0).max(1).optional(),
    seed: z.string().optional(),
    name: z.string().optional(),
    phase: z.string().optional(),
    meta: z.array(variationMetaSchema).optional(),
  })
  .meta({ id: 'FeatureRule' });
export type FeatureRule = z.infer<typeof featureRuleSchema>;

export const featureDefinitionSchema = z
  .object({
    defaultValue: z.unknown(),
    rules: z.array(featureRuleSchema),
  })
  .meta({ id: 'FeatureDefinition' });

/** The SDK's payload: `{ features: { [key]: { defaultValue, rules } }, dateUpdated }`. */
export const featuresResponseSchema = z
  .object({
    features: z.record(z.string(), featureDefinitionSchema),
    /** Changes whenever a flag changes; the SDK keeps its cached payload while it stays the same. */
    dateUpdated: z.iso.datetime(),
  })
  .meta({ id: 'FeaturesPayload' });
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;

/*
 * The flags the SPA reads, with the shape of their values. A value of another shape (a typo in the
 * flag service) counts as missing: the SPA keeps the flag's default.
 */

/** Countries where "talk to us" replaces Contacts; `header` says whether it applies to the header menus. */
export const talkToUsFlagSchema = z.object({
  countries: z.array(z.object({ country: z.string().regex(/^[A-Z]{2}$/), header: z.boolean() })),
});

/** Demo experiment: the partnership banner's look. */
export const partnershipBannerStyles = ['light', 'brand'] as const;

export const featureFlagSchemas = {
  /** The wishlist entry (dashboard tile). */
  wishlist: z.boolean(),
  'talk-to-us': talkToUsFlagSchema,
  'partnership-banner-style': z.enum(partnershipBannerStyles),
} as const;

export type FeatureFlags = {
  [Name in keyof typeof featureFlagSchemas]: z.infer<(typeof featureFlagSchemas)[Name]>;
};
export type FeatureFlagName = keyof FeatureFlags;
