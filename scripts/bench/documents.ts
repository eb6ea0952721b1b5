// The document verification engine on the committed specimen set: accuracy per field on the clean
// images, the outcome of every image, and the time per image (one engine: two OCR workers, which
// is what one verification slot of the server uses). Alone: `npx tsx scripts/bench/documents.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VerifiedDocumentField } from '@wayfarer/contract';
import { VerificationEngine } from '../../apps/server/src/verification/engine';

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
      } else if (result.outcome === 'APPROVED') {
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
}
