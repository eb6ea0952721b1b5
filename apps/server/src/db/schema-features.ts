// Feature flags of the embedded flag service (app-shell §7 "GET {growthBookApiHost}/api/features/{clientKey}").
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeatureRule } from '@wayfarer/contract';

/**
 * One flag, stored in the GrowthBook SDK's own shape: the value served when no rule matches and
 * the rules (forced values with a targeting condition, percentage rollouts, experiments), which the
 * SDK evaluates in the browser. `GET /api/features/:clientKey` serves every row.
 *
 * `updated_at` is kept by a trigger (migration 0007) on every insert and update, also by hand-written
 * SQL: the SDK only takes a new payload when its `dateUpdated` (the latest `updated_at`) changes.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').primaryKey(),
    /** What the flag does, for the operator (never served). */
    description: text('description').notNull().default(''),
    defaultValue: jsonb('default_value').notNull(),
    rules: jsonb('rules').$type<FeatureRule[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('feature_flags_key_check', sql`${table.key} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('feature_flags_rules_check', sql`jsonb_typeof(${table.rules}) = 'array'`),
  ],
);
