import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  DocumentFieldProblem,
  DocumentImageProblem,
  DocumentType,
  VerificationOutcome,
  VerifiedDocumentField,
} from '@wayfarer/contract';

/** The specimen set of scripts/generate-document-fixtures.ts. */
export const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));

export interface DocumentFixture {
  file: string;
  type: DocumentType;
  variant: 'clean' | 'blurred' | 'dark' | 'rotated' | 'cropped' | 'mismatching-name';
  traveller: { firstName: string; lastName: string };
  entered: { number: string; issuingCountry: string; issueDate: string; expiryDate: string };
  expected: {
    outcome: VerificationOutcome;
    fields: { field: VerifiedDocumentField; problem: DocumentFieldProblem }[];
    image: DocumentImageProblem[];
  };
  printed: Record<VerifiedDocumentField, string>;
}

export const documentFixtures = JSON.parse(
  readFileSync(path.join(fixturesDir, 'manifest.json'), 'utf8'),
) as DocumentFixture[];

export const fixtureImage = (fixture: DocumentFixture) =>
  readFileSync(path.join(fixturesDir, fixture.file));
