import type { RuntimeConfig } from '@wayfarer/contract';
import type { StartContract } from '../lib/contract';

/** Must match the contract's `runtimeConfigElementId` (runtime-config.test.ts checks it). */
export const runtimeConfigElementId = 'wayfarer-runtime-config';

/**
 * The settings the server injected into index.html as a JSON data block (never executed), not yet
 * validated: enough to pick the variant and start loading its translations.
 */
export function readRawRuntimeConfig(doc: Document = document): unknown {
  const element = doc.getElementById(runtimeConfigElementId);
  const text = element?.textContent?.trim();
  if (!text) throw new Error(`The runtime settings (#${runtimeConfigElementId}) are missing`);
  return JSON.parse(text) as unknown;
}

/** The variant id, read before the settings are validated. */
export function peekVariantId(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null || !('variant' in raw)) return undefined;
  return typeof raw.variant === 'string' ? raw.variant : undefined;
}

/** Validates the injected settings with the contract's schema. */
export function parseRuntimeConfig(
  raw: unknown,
  { runtimeConfigSchema }: StartContract,
): RuntimeConfig {
  return runtimeConfigSchema.parse(raw);
}
