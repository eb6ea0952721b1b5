import type { FeaturesResponse } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findFeatureFlags } from './repository';

/**
 * The flags in the GrowthBook SDK's payload format, for the one client key the service knows
 * (GROWTHBOOK_CLIENT_KEY, else the embedded key); another key is not found. `dateUpdated` is the
 * latest change of any flag (the SDK keeps its cached payload while it stays the same); with no
 * flags, the epoch.
 */
export async function getFeaturesPayload(
  db: Database,
  { clientKey, knownKey }: { clientKey: string; knownKey: string },
): Promise<FeaturesResponse> {
  if (clientKey !== knownKey) {
    throw new AppError('NOT_FOUND', 'No feature flags for this client key');
  }
  const rows = await findFeatureFlags(db);
  const features: FeaturesResponse['features'] = {};
  let latest = 0;
  for (const row of rows) {
    features[row.key] = { defaultValue: row.defaultValue, rules: row.rules };
    latest = Math.max(latest, row.updatedAt.getTime());
  }
  return { features, dateUpdated: new Date(latest).toISOString() };
}
