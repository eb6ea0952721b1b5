// Reads the machine-readable zone of document images: one JSON object per image, one per line.
// `npm run read-document -- <image>...`; exits 0 whatever is read, 2 on a bad argument.
import { readFile, stat } from 'node:fs/promises';
import { VerificationEngine } from '../apps/server/src/verification/engine';
import { mrzDateToIso, type MrzReading } from '../apps/server/src/verification/mrz';

export function describeReading(file: string, reading: MrzReading | null, ms: number) {
  const found = reading !== null;
  return {
    file,
    found,
    format: reading?.format ?? null,
    fields: reading && {
      documentType: reading.documentType,
      country: reading.issuingState,
      surname: reading.lastName,
      givenNames: reading.firstName,
      number: reading.documentNumber,
      nationality: reading.nationality,
      birthDate: mrzDateToIso(reading.birthDate, 'birth'),
      sex: reading.sex,
      expiryDate: mrzDateToIso(reading.expiryDate, 'expiry'),
    },
    checkDigits: reading?.checkDigits ?? null,
    allValid: reading?.valid ?? false,
    ms: Math.round(ms),
  };
}

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('usage: npm run read-document -- <image>...');
    return 2;
  }
  for (const file of files) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      console.error(`not a file: ${file}`);
      return 2;
    }
  }
  const engine = new VerificationEngine();
  try {
    for (const file of files) {
      const started = performance.now();
      const reading = await engine.readDocument(await readFile(file)).catch((error: unknown) => {
        console.error(`${file}: ${String(error)}`);
        return null;
      });
      console.log(JSON.stringify(describeReading(file, reading, performance.now() - started)));
    }
  } finally {
    await engine.close();
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
