// The document verification engine on the committed (synthetic) specimen set, a regression: accuracy per field on the clean
// images, the outcome of every image, and the time per image (one engine: two OCR workers, which
// is what one verification slot of the server uses). Alone: `npx tsx scripts/bench/documents.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { VerifiedDocumentField } from '@wayfarer/contract';
import { VerificationEngine } from '../../apps/server/src/verification/engine';
import { VerificationThread } from '../../apps/server/src/verification/engine-thread';
import { realSpecimen, realSpecimenFiles } from '../../apps/server/test/documents/real-specimens';

interface Fixture {
  file: string;
  type: 'PASSPORT' | 'IDENTITY_CARD' | 'DRIVING_LICENCE';
  variant: string;
  traveller: { firstName: string; lastName: string };
  entered: { number: string; issuingCountry: string; issueDate: string; expiryDate: string };
  expected: { outcome: string };
}

const fixturesDir = fileURLToPath(
  new URL('../../apps/server/test/documents/fixtures/', import.meta.url),
);
const fields: VerifiedDocumentField[] = [
  'firstName',
  'lastName',
  'number',
  'issueDate',
  'expiryDate',
];

export async function benchDocumentVerification(): Promise<{
  perField: Record<string, number>;
  meanMsPerImage: number;
  cleanAllCorrect: boolean;
  degradedNeverApproved: boolean;
}> {
  const fixtures = JSON.parse(
    readFileSync(path.join(fixturesDir, 'manifest.json'), 'utf8'),
  ) as Fixture[];
  const engine = new VerificationEngine();
  await engine.warmUp();
  const correct = Object.fromEntries(fields.map((field) => [field, 0])) as Record<string, number>;
  let clean = 0;
  let cleanAllCorrect = true;
  let degradedNeverApproved = true;
  let totalMs = 0;
  try {
    for (const fixture of fixtures) {
      const image = readFileSync(path.join(fixturesDir, fixture.file));
      const started = performance.now();
      const result = await engine.verify(image, {
        type: fixture.type,
        ...fixture.traveller,
        ...fixture.entered,
      });
      totalMs += performance.now() - started;
      if (fixture.variant === 'clean') {
        clean++;
        for (const field of fields) if (result.comparisons[field] === 'MATCH') correct[field]!++;
        if (result.outcome !== 'APPROVED') cleanAllCorrect = false;
      } else if (fixture.variant !== 'rotated' && result.outcome === 'APPROVED') {
        degradedNeverApproved = false;
      }
    }
  } finally {
    await engine.close();
  }
  return {
    perField: Object.fromEntries(fields.map((field) => [field, correct[field]! / clean])),
    meanMsPerImage: Math.round(totalMs / fixtures.length),
    cleanAllCorrect,
    degradedNeverApproved,
  };
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(values.length * share) - 1)
  ] ?? 0;

/**
 * The photos of real specimens beside the repository, read as the server reads them (the engine
 * in its thread, the default reading budget): how many zones are read with every check digit
 * valid, the time per image after a warm-up (the first image read once, not counted), and how
 * long this thread's event loop was held up meanwhile (what a request would wait).
 */
export async function benchRealDocuments(): Promise<{
  images: number;
  allValid: number;
  meanMs: number;
  p95Ms: number;
  perImageMs: Record<string, number>;
  eventLoopDelayMs: { p99: number; max: number };
}> {
  const files = realSpecimenFiles();
  const engine = new VerificationThread();
  const perImageMs: Record<string, number> = {};
  let allValid = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  try {
    await engine.warmUp();
    if (files[0]) await engine.readDocument(realSpecimen(files[0]));
    loopDelay.enable();
    for (const file of files) {
      const image = realSpecimen(file);
      const started = performance.now();
      const reading = await engine.readDocument(image);
      perImageMs[file] = Math.round(performance.now() - started);
      if (reading?.valid) allValid++;
    }
  } finally {
    loopDelay.disable();
    await engine.close();
  }
  const times = Object.values(perImageMs);
  // The histogram counts the 10 ms sampling interval in: what is left is the hold-up.
  const heldUp = (ns: number) => Math.max(0, Math.round(ns / 1e6 - 10));
  return {
    images: files.length,
    allValid,
    meanMs: Math.round(times.reduce((sum, ms) => sum + ms, 0) / Math.max(1, times.length)),
    p95Ms: Math.round(percentile(times, 0.95)),
    perImageMs,
    eventLoopDelayMs: { p99: heldUp(loopDelay.percentile(99)), max: heldUp(loopDelay.max) },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = await benchDocumentVerification();
  console.log('Document verification on the specimen set');
  for (const [field, accuracy] of Object.entries(report.perField)) {
    console.log(
      `  ${field.padEnd(12)} ${(accuracy * 100).toFixed(0).padStart(4)} % read right (clean set)`,
    );
  }
  console.log(`  ${report.meanMsPerImage} ms per image (target ≤ 2000 ms on 2 cores)`);
  console.log(`  clean set all approved: ${report.cleanAllCorrect}`);
  console.log(`  degraded never approved: ${report.degradedNeverApproved}`);
  const real = await benchRealDocuments();
  console.log('Document reader on photos of real specimens (../shared/corpus/mrz-specimens)');
  console.log(
    `  ${real.allValid} of ${real.images} read with every check digit valid (target ≥ 12)`,
  );
  console.log(`  ${real.meanMs} ms mean, ${real.p95Ms} ms p95 per image (target p95 ≤ 2000 ms)`);
  for (const [file, ms] of Object.entries(real.perImageMs)) {
    console.log(`    ${file.padEnd(24)} ${String(ms).padStart(5)} ms`);
  }
  console.log(
    `  event loop held up meanwhile: p99 ${real.eventLoopDelayMs.p99} ms, max ${real.eventLoopDelayMs.max} ms`,
  );
}
