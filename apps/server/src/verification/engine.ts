import sharp from 'sharp';
import type {
  DocumentFieldProblem,
  DocumentImageProblem,
  DocumentType,
  VerificationOutcome,
  VerificationReviewReason,
  VerifiedDocumentField,
} from '@wayfarer/contract';
import { compareDates, compareNames, compareNumbers, type Comparison } from './compare';
import { mrzScore, readMrz, type MrzReading } from './mrz';
import { OcrTimeoutError, OcrWorker, type OcrResult } from './ocr';
import { findDates, readLicenceFields } from './printed-fields';
import { checkQuality, type QualityReport } from './quality';
import { binarise, locateZones, ZONE_WIDTHS } from './zone';

/** What the document must show: the traveller's profile name and the Information step. */
export interface ExpectedDocument {
  type: DocumentType;
  firstName: string;
  lastName: string;
  number: string;
  issueDate: string;
  expiryDate: string;
}

/** The time limits of a reading: the hard one, and the budget for further attempts (see ZONE_BUDGET_MS). */
export interface ReadingLimits {
  timeoutMs?: number;
  budgetMs?: number;
}

export interface EngineResult {
  outcome: VerificationOutcome;
  fields: { field: VerifiedDocumentField; problem: DocumentFieldProblem }[];
  image: DocumentImageProblem[];
  reviewReason: VerificationReviewReason | null;
  /** What was read, per field (null when nothing was): for logs and the benchmark. */
  read: Partial<Record<VerifiedDocumentField, string | null>>;
  comparisons: Partial<Record<VerifiedDocumentField, Comparison>>;
  quality: Pick<QualityReport, 'sharpness' | 'brightLuminance' | 'width' | 'height'>;
  mrzFormat: MrzReading['format'] | null;
  durationMs: number;
}

/** The share, from the top, read for the printed fields (the issue date) of passports and cards. */
export const PRINTED_ZONE = 0.75;
const PRINTED_ZONE_WIDTH = 1000;
/**
 * Where the machine-readable zone is looked for, in turn until one reading passes every check
 * digit: the bottom 40% of the image (front and back of a card come combined, the back below),
 * then the bottom quarter larger, then binarized. Widths keep the zone's characters 20 to 30
 * pixels wide, which suits tesseract.
 */
const MRZ_ATTEMPTS = [
  { top: 0.6, width: 1000, threshold: false },
  { top: 0.75, width: 1200, threshold: false },
  { top: 0.6, width: 900, threshold: true },
] as const;
/** OCR runs per image at most: the located zones' variants, or the strips. */
const MAX_ZONE_ATTEMPTS = 6;
/**
 * Milliseconds after which no further OCR run is started on an image (the one under way ends):
 * a legible zone is read in the first runs, and the later ones rarely rescue an image, so an
 * unreadable photo goes to a person in about this time instead of using every attempt.
 */
export const ZONE_BUDGET_MS = 1500;
/** A reading with two check digits passing is the right way up (upside down, none pass). */
const TRUSTED_SCORE = 4;

interface ZoneImage {
  data: Buffer;
  width: number;
  /** A located zone touching the photo's edge (null: a strip, not a located zone). */
  atEdge: boolean | null;
}

/** Text this close to the left or right edge (a share of the width) runs off the photo. */
const EDGE_MARGIN = 0.012;

const allFields: readonly VerifiedDocumentField[] = [
  'firstName',
  'lastName',
  'number',
  'issueDate',
  'expiryDate',
];

/** Rejected, approved or left to a person, from the comparison of every field. */
function decide(comparisons: Record<VerifiedDocumentField, Comparison>) {
  const fields = allFields.flatMap((field) => {
    const comparison = comparisons[field];
    return comparison === 'MISMATCH' || comparison === 'NOT_READABLE'
      ? [{ field, problem: comparison as DocumentFieldProblem }]
      : [];
  });
  const values = Object.values(comparisons);
  const outcome: VerificationOutcome = values.includes('MISMATCH')
    ? 'REJECTED'
    : values.every((value) => value === 'MATCH')
      ? 'APPROVED'
      : 'TO_VALIDATE';
  return { outcome, fields };
}

/** A horizontal strip of the image between `top` and `bottom` (shares of the height), grey. */
async function strip(
  image: Buffer,
  {
    top,
    bottom = 1,
    width,
    threshold = false,
  }: { top: number; bottom?: number; width: number; threshold?: boolean },
) {
  const { width: fullWidth = 0, height: fullHeight = 0 } = await sharp(image).metadata();
  const y = Math.min(fullHeight - 1, Math.round(fullHeight * top));
  const height = Math.max(1, Math.round(fullHeight * bottom) - y);
  let pipeline = sharp(image)
    .extract({ left: 0, top: y, width: fullWidth, height })
    .greyscale()
    .normalise()
    .resize({ width });
  if (threshold) pipeline = pipeline.threshold(140);
  const { data, info } = await pipeline
    .withDensity(300)
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** MRZ-like lines (with `<<` fillers) that reach the left or right edge: the zone is cut off. */
function mrzRunsOffEdge(result: OcrResult, width: number): boolean {
  const margin = width * EDGE_MARGIN;
  return result.lines.some((line) => {
    const text = line.text.replace(/\s+/g, '');
    return (
      text.length >= 12 && text.includes('<<') && (line.x0 <= margin || line.x1 >= width - margin)
    );
  });
}

/** The better of two comparisons of the same field from two readings. */
const rank: Record<Comparison, number> = { MATCH: 0, NEAR: 1, MISMATCH: 2, NOT_READABLE: 3 };
const better = (a: Comparison, b: Comparison) => (rank[a] <= rank[b] ? a : b);

type Decision = Pick<EngineResult, 'outcome' | 'fields' | 'image' | 'reviewReason'> &
  Partial<Pick<EngineResult, 'read' | 'comparisons' | 'mrzFormat'>>;

const unreadable = allFields.map((field) => ({ field, problem: 'NOT_READABLE' as const }));

/**
 * The automatic verification of a document image (account-area §5):
 *
 * 1. the photo's quality: blurred or dark is rejected before any reading, too small only when
 *    no zone can be read from it (a licence, which has none, before any reading);
 * 2. passports and identity cards: the machine-readable zone, searched at the bottom of the image
 *    (see MRZ_ATTEMPTS), read with the MRZ alphabet, corrected with its check digits and parsed;
 *    a zone running off the edge is a cropped photo; the issue date, which the zone does not hold,
 *    is looked for among the dates printed above it;
 * 3. driving licences (no MRZ): the numbered fields of the EU model in the printed text;
 * 4. every field compared with what the traveller entered: all equal is APPROVED, a different
 *    value is REJECTED, and anything unsure (not found, one character off, no zone) goes to a
 *    person (TO_VALIDATE).
 *
 * A degraded image is never approved: quality problems reject it, and nothing is approved without
 * a zone passing every check digit (or, for a licence, every field read and equal).
 */
export class VerificationEngine {
  readonly #zoneReader = new OcrWorker();
  readonly #textReader = new OcrWorker();

  /** Starts both OCR workers and runs a first small recognition on each (the first is slow). */
  async warmUp(): Promise<void> {
    const sample = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="60"><rect width="100%" height="100%" fill="#fff"/>' +
          '<text x="10" y="42" font-family="DejaVu Sans Mono" font-size="30">P&lt;ITA2021</text></svg>',
      ),
    )
      .png()
      .toBuffer();
    const deadline = Date.now() + 60_000;
    await Promise.all([
      this.#zoneReader.readMrz(sample, deadline),
      this.#textReader.readText(sample, deadline),
    ]);
  }

  async verify(
    image: Buffer,
    expected: ExpectedDocument,
    { timeoutMs = 20_000, budgetMs = ZONE_BUDGET_MS }: ReadingLimits = {},
  ): Promise<EngineResult> {
    const started = Date.now();
    const deadline = started + timeoutMs;
    const quality = await checkQuality(image);
    const done = (decision: Decision): EngineResult => ({
      read: {},
      comparisons: {},
      mrzFormat: null,
      ...decision,
      quality: {
        sharpness: Math.round(quality.sharpness),
        brightLuminance: quality.brightLuminance,
        width: quality.width,
        height: quality.height,
      },
      durationMs: Date.now() - started,
    });
    // A small photo of a passport or card is still read: its zone's check digits say whether the
    // text was legible, and it is refused for its size only when no zone could be read.
    const small = quality.problems.includes('TOO_SMALL') && expected.type !== 'DRIVING_LICENCE';
    if (quality.problems.some((problem) => !small || problem !== 'TOO_SMALL')) {
      return done({
        outcome: 'REJECTED',
        fields: unreadable,
        image: quality.problems,
        reviewReason: null,
      });
    }
    if (!expected.firstName.trim() || !expected.lastName.trim()) {
      return done({
        outcome: 'TO_VALIDATE',
        fields: [],
        image: [],
        reviewReason: 'PROFILE_NAME_MISSING',
      });
    }
    try {
      return done(
        expected.type === 'DRIVING_LICENCE'
          ? await this.#verifyLicence(image, expected, deadline)
          : await this.#verifyMrzDocument(image, expected, deadline, budgetMs, small),
      );
    } catch (error) {
      if (!(error instanceof OcrTimeoutError)) throw error;
      return done({ outcome: 'TO_VALIDATE', fields: [], image: [], reviewReason: 'ENGINE_FAILED' });
    }
  }

  async #verifyMrzDocument(
    image: Buffer,
    expected: ExpectedDocument,
    deadline: number,
    budgetMs: number,
    small: boolean,
  ): Promise<Decision> {
    // The printed text is read on the second worker while the first looks for the zone.
    const printed = strip(image, { top: 0, bottom: PRINTED_ZONE, width: PRINTED_ZONE_WIDTH }).then(
      ({ data }) => this.#textReader.readText(data, deadline),
    );
    printed.catch(() => {});

    // Names have no check digit: while one reads a letter off, another reading may settle it.
    const namesOf = (reading: MrzReading) => ({
      firstName: compareNames(expected.firstName, reading.firstName),
      lastName: compareNames(expected.lastName, reading.lastName),
    });
    const {
      readings,
      texts: zoneTexts,
      cutOff,
    } = await this.#readZone(
      image,
      deadline,
      (reading) => {
        const these = namesOf(reading);
        return these.firstName !== 'NEAR' && these.lastName !== 'NEAR';
      },
      budgetMs,
    );
    const names = readings
      .map(namesOf)
      .reduce<{ firstName: Comparison; lastName: Comparison } | null>(
        (best, these) =>
          best
            ? {
                firstName: better(best.firstName, these.firstName),
                lastName: better(best.lastName, these.lastName),
              }
            : these,
        null,
      );
    const mrz = readings[0];
    if (!mrz || !names) {
      return cutOff || small
        ? {
            outcome: 'REJECTED',
            fields: unreadable,
            image: small ? ['TOO_SMALL'] : ['CROPPED'],
            reviewReason: null,
          }
        : { outcome: 'TO_VALIDATE', fields: [], image: [], reviewReason: 'MRZ_NOT_FOUND' };
    }
    // The issue date is printed only: a date on the document that is neither the birth date nor
    // the expiry date of the zone.
    const known = new Set([mrz.birthDate, mrz.expiryDate]);
    const printedDates = findDates([(await printed).text, ...zoneTexts].join('\n')).filter(
      (date) => !known.has(date.slice(2).replaceAll('-', '')),
    );
    const comparisons: Record<VerifiedDocumentField, Comparison> = {
      ...names,
      number: compareNumbers(expected.number, mrz.documentNumber, { checked: true }),
      issueDate: printedDates.includes(expected.issueDate)
        ? 'MATCH'
        : printedDates.length === 1
          ? compareDates(expected.issueDate, printedDates[0], { checked: false })
          : 'NOT_READABLE',
      expiryDate: compareDates(expected.expiryDate, mrz.expiryDate, { checked: true }),
    };
    const { outcome, fields } = decide(comparisons);
    return {
      outcome,
      fields,
      image: [],
      reviewReason: outcome === 'TO_VALIDATE' ? 'UNSURE_READING' : null,
      mrzFormat: mrz.format,
      comparisons,
      read: {
        firstName: mrz.firstName,
        lastName: mrz.lastName,
        number: mrz.documentNumber,
        issueDate: printedDates.includes(expected.issueDate)
          ? expected.issueDate
          : (printedDates[0] ?? null),
        expiryDate: mrz.expiryDate,
      },
    };
  }

  /**
   * The images the zone is read from, in turn: each zone located in the photo (see zone.ts) as
   * it is, upside down when little was read from it (a photo taken the wrong way up; the better
   * way round is kept),
   * at the other scale and binarised; then strips of the bottom of the photo (MRZ_ATTEMPTS). The
   * caller answers each image with the score of what was read from it (mrzScore, 0 for nothing).
   */
  async *#zoneImages(image: Buffer): AsyncGenerator<ZoneImage, void, number> {
    for (const zone of await locateZones(image)) {
      const { width, atEdge } = zone;
      let upright = zone.image;
      const asIs = yield { data: upright, width, atEdge };
      if (asIs < TRUSTED_SCORE) {
        const turned = await sharp(upright).rotate(180).toBuffer();
        const overturned = yield { data: turned, width, atEdge };
        if (Math.max(asIs, overturned) === 0) continue;
        if (overturned > asIs && overturned >= TRUSTED_SCORE) upright = turned;
      }
      // The other scale: characters as tesseract reads them best depend on the print.
      const other = width === ZONE_WIDTHS.twoLines ? ZONE_WIDTHS.threeLines : ZONE_WIDTHS.twoLines;
      yield {
        data: await sharp(upright).resize({ width: other }).toBuffer(),
        width: other,
        atEdge,
      };
      yield { data: await binarise(upright), width, atEdge };
    }
    for (const attempt of MRZ_ATTEMPTS) yield { ...(await strip(image, attempt)), atEdge: null };
  }

  /**
   * The machine-readable zone, read from the images #zoneImages gives until a reading passes
   * every check digit and `enough` (by default the first such reading), or its time budget is
   * spent (ZONE_BUDGET_MS, from the start of the zone's analysis). `best` is the reading
   * with the most check digits passing when none passes them all; `cutOff` says the zone runs off
   * the photo's edge.
   */
  async #readZone(
    image: Buffer,
    deadline: number,
    enough: (reading: MrzReading) => boolean,
    budgetMs: number,
  ): Promise<{
    readings: MrzReading[];
    best: MrzReading | null;
    texts: string[];
    cutOff: boolean;
  }> {
    const readings: MrzReading[] = [];
    const texts: string[] = [];
    let best: MrzReading | null = null;
    let cutOff = false;
    let located = false;
    let attempts = 0;
    // The budget is for reading: starting the OCR (the model loads once) is not counted.
    await this.#zoneReader.warmUp();
    const budgetEnd = Date.now() + budgetMs;
    const images = this.#zoneImages(image);
    let score = 0;
    for (
      let step = await images.next();
      !step.done && ++attempts <= MAX_ZONE_ATTEMPTS && (attempts === 1 || Date.now() < budgetEnd);
      step = await images.next(score)
    ) {
      const candidate = step.value;
      const result = await this.#zoneReader.readMrz(candidate.data, deadline);
      texts.push(result.text);
      const reading = readMrz(result.text);
      score = reading ? mrzScore(reading) : 0;
      if (reading && (!best || mrzScore(reading) > mrzScore(best))) best = reading;
      if (!reading?.valid) {
        // A located zone is cut off when it touches the photo's edge; a strip (when no zone was
        // located) when its MRZ-like lines do.
        if (candidate.atEdge !== null) located = true;
        cutOff ||= candidate.atEdge ?? (!located && mrzRunsOffEdge(result, candidate.width));
        continue;
      }
      readings.push(reading);
      if (enough(reading)) break;
    }
    return { readings, best, texts, cutOff: readings.length === 0 && cutOff };
  }

  /**
   * The machine-readable zone of an image as it is, without judging the photo: for the operators'
   * `read-document` command and the benchmark.
   */
  async readDocument(
    image: Buffer,
    { timeoutMs = 20_000, budgetMs = ZONE_BUDGET_MS }: ReadingLimits = {},
  ): Promise<MrzReading | null> {
    const { readings, best } = await this.#readZone(
      image,
      Date.now() + timeoutMs,
      () => true,
      budgetMs,
    );
    return readings[0] ?? best;
  }

  /**
   * "Start from the photo": the machine-readable zone of a passport or identity card, for the
   * Information step to fill in (nothing is compared or stored). Null zone when the photo has a
   * quality problem or no zone passing its check digits.
   */
  async scan(
    image: Buffer,
    { timeoutMs = 20_000, budgetMs = ZONE_BUDGET_MS }: ReadingLimits = {},
  ): Promise<{ image: DocumentImageProblem[]; mrz: MrzReading | null }> {
    const deadline = Date.now() + timeoutMs;
    const quality = await checkQuality(image);
    if (quality.problems.some((problem) => problem !== 'TOO_SMALL')) {
      return { image: quality.problems, mrz: null };
    }
    const small = quality.problems.length > 0;
    try {
      const { readings, cutOff } = await this.#readZone(image, deadline, () => true, budgetMs);
      const mrz = readings[0] ?? null;
      const problems: DocumentImageProblem[] = mrz
        ? []
        : small
          ? ['TOO_SMALL']
          : cutOff
            ? ['CROPPED']
            : [];
      return { image: problems, mrz };
    } catch (error) {
      if (error instanceof OcrTimeoutError) return { image: [], mrz: null };
      throw error;
    }
  }

  async #verifyLicence(
    image: Buffer,
    expected: ExpectedDocument,
    deadline: number,
  ): Promise<Decision> {
    const whole = await strip(image, { top: 0, width: PRINTED_ZONE_WIDTH });
    const { text } = await this.#textReader.readText(whole.data, deadline);
    const read = readLicenceFields(text);
    const comparisons: Record<VerifiedDocumentField, Comparison> = {
      firstName: compareNames(expected.firstName, read.firstName),
      lastName: compareNames(expected.lastName, read.lastName),
      number: compareNumbers(expected.number, read.number, { checked: false }),
      issueDate: compareDates(expected.issueDate, read.issueDate, { checked: false }),
      expiryDate: compareDates(expected.expiryDate, read.expiryDate, { checked: false }),
    };
    const { outcome, fields } = decide(comparisons);
    return {
      outcome,
      fields,
      image: [],
      reviewReason: outcome === 'TO_VALIDATE' ? 'PRINTED_FIELDS_UNREADABLE' : null,
      comparisons,
      read: { ...read },
    };
  }

  async close(): Promise<void> {
    await Promise.all([this.#zoneReader.terminate(), this.#textReader.terminate()]);
  }
}
