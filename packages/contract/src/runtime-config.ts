import { z } from 'zod';

/** Settings the server injects into the SPA at load, so one build serves every environment. */
export const runtimeConfigSchema = z.object({
  /** Variant id decided by the request's host. */
  variant: z.string(),
  /** Host of each variant, for the country switcher. */
  variantOrigins: z.record(z.string(), z.string()),
  environment: z.enum(['development', 'production', 'test']),
  release: z.string(),
  sentryDsn: z.string().nullable(),
  gtmId: z.string().nullable(),
  growthbook: z.object({ apiHost: z.string(), clientKey: z.string() }),
  /** Travellers' passwords are Wayfarer's own (embedded provider): the profile can change one. */
  ownPasswords: z.boolean().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const runtimeConfigElementId = 'wayfarer-runtime-config';
