import type { VariantId } from '@wayfarer/domain';

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/** DATA_DIR of the e2e server, relative to the repository root: one per port, so runs never share. */
export const e2eDataDir = `.data/e2e-${e2ePort}`;

const subdomains: Record<VariantId, string> = {
  international: '',
  italy: 'it.',
  spain: 'es.',
  france: 'fr.',
  germany: 'de.',
  global: 'us.',
  english: 'en.',
};

/** The origin the e2e server answers for a variant (loopback names, as in the demo). */
export function originOf(variant: VariantId): string {
  return `http://${subdomains[variant]}localhost:${e2ePort}`;
}
