import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { VerificationEngine } from '../../src/verification/engine';
import { documentFixtures, fixtureImage } from './fixtures';

// The whole specimen set through the real OCR (tesseract.js, bundled English model): a few
// seconds per image on a busy machine, hence the generous time limits.
const engine = new VerificationEngine();
beforeAll(() => engine.warmUp(), 120_000);
afterAll(() => engine.close());

describe('the verification engine on the specimen set', () => {
  it('has the set the issue asks for: clean and degraded passports and cards, licences', () => {
    const count = (type: string, clean: boolean) =>
      documentFixtures.filter((f) => f.type === type && (f.variant === 'clean') === clean).length;
    expect(count('PASSPORT', true)).toBe(3);
    expect(count('PASSPORT', false)).toBe(5);
    expect(count('IDENTITY_CARD', true)).toBe(3);
    expect(count('IDENTITY_CARD', false)).toBe(5);
    expect(count('DRIVING_LICENCE', true) + count('DRIVING_LICENCE', false)).toBe(2);
  });

  it.each(documentFixtures.map((fixture) => [fixture.file, fixture] as const))(
    '%s',
    { timeout: 60_000 },
    async (_file, fixture) => {
      const result = await engine.verify(
        fixtureImage(fixture),
        { type: fixture.type, ...fixture.traveller, ...fixture.entered },
        { timeoutMs: 50_000 },
      );
      expect(result.outcome).toBe(fixture.expected.outcome);
      expect(result.fields).toEqual(expect.arrayContaining(fixture.expected.fields));
      expect(result.image).toEqual(expect.arrayContaining(fixture.expected.image));
      // Never approve a degraded image.
      if (fixture.variant !== 'clean') expect(result.outcome).not.toBe('APPROVED');
      // Nothing read is a mismatch unless the document really differs.
      const mismatches = result.fields.filter((f) => f.problem === 'MISMATCH').map((f) => f.field);
      expect(mismatches).toEqual(
        fixture.expected.fields.filter((f) => f.problem === 'MISMATCH').map((f) => f.field),
      );
    },
  );

  it('reports each image problem and reads nothing from a degraded photo', async () => {
    const passport = documentFixtures.find((f) => f.file === 'passport-rossi.png')!;
    const expected = { type: passport.type, ...passport.traveller, ...passport.entered };
    const small = await sharp(fixtureImage(passport)).resize(500).png().toBuffer();
    const result = await engine.verify(small, expected);
    expect(result).toMatchObject({ outcome: 'REJECTED', image: ['TOO_SMALL'] });
    expect(result.fields.map((f) => f.problem)).toEqual(Array(5).fill('NOT_READABLE'));
  });

  it('leaves the decision to a person when the profile has no name to compare', async () => {
    const passport = documentFixtures.find((f) => f.file === 'passport-dubois.png')!;
    const result = await engine.verify(fixtureImage(passport), {
      type: passport.type,
      firstName: '',
      lastName: '',
      ...passport.entered,
    });
    expect(result).toMatchObject({ outcome: 'TO_VALIDATE', reviewReason: 'PROFILE_NAME_MISSING' });
  });

  it('rejects a document whose number or expiry date differs from what was entered', async () => {
    const card = documentFixtures.find((f) => f.file === 'id-card-lindqvist.png')!;
    const result = await engine.verify(
      fixtureImage(card),
      {
        type: card.type,
        ...card.traveller,
        ...card.entered,
        number: '71543209',
        expiryDate: '2030-12-02',
      },
      { timeoutMs: 50_000 },
    );
    expect(result.outcome).toBe('REJECTED');
    expect(result.fields).toEqual([
      { field: 'number', problem: 'MISMATCH' },
      { field: 'expiryDate', problem: 'MISMATCH' },
    ]);
  }, 60_000);

  it('gives the image to a person when the OCR runs out of time', async () => {
    const passport = documentFixtures.find((f) => f.file === 'passport-nunez.jpg')!;
    const result = await engine.verify(
      fixtureImage(passport),
      { type: passport.type, ...passport.traveller, ...passport.entered },
      { timeoutMs: 1 },
    );
    expect(result).toMatchObject({ outcome: 'TO_VALIDATE', reviewReason: 'ENGINE_FAILED' });
  }, 60_000);
});
