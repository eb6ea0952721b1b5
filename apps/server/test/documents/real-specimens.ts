import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExpectedDocument } from '../../src/verification/engine';

/**
 * Photos and scans of real specimen documents, kept beside the repository (see their README):
 * `../shared/corpus/mrz-specimens` from the repository root, whatever the working directory.
 */
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const realSpecimensDir = path.resolve(repositoryRoot, '../shared/corpus/mrz-specimens');

export const realSpecimenFiles = (): string[] =>
  readdirSync(realSpecimensDir)
    .filter((file) => /\.(jpe?g|png)$/i.test(file))
    .sort();

export const realSpecimen = (file: string): Buffer =>
  readFileSync(path.join(realSpecimensDir, file));

/** The printed values of some specimens, for comparing with what a traveller types. */
export const realPrintedFields = (): Record<string, ExpectedDocument> =>
  JSON.parse(readFileSync(path.join(realSpecimensDir, 'printed-fields.json'), 'utf8'));
