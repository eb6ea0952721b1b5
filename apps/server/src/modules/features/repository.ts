import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { featureFlags } from '../../db/schema-features';

/** Every flag with its default value and rules, in key order. */
export async function findFeatureFlags(db: Database) {
  return db
    .select({
      key: featureFlags.key,
      defaultValue: featureFlags.defaultValue,
      rules: featureFlags.rules,
      updatedAt: featureFlags.updatedAt,
    })
    .from(featureFlags)
    .orderBy(asc(featureFlags.key));
}
