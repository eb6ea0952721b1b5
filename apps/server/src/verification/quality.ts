import sharp from 'sharp';
import type { DocumentImageProblem } from '@wayfarer/contract';

/**
 * Thresholds of the photo checks (account-area §5: readable, not blurred, not dark, not cropped),
 * measured on a greyscale copy scaled to fit ANALYSIS_SIDE.
 */
export const ANALYSIS_SIDE = 1000;
/** Shorter and longer sides below which the text cannot be read. */
export const MIN_SHORT_SIDE = 480;
export const MIN_LONG_SIDE = 800;
/**
 * Variance of the Laplacian, after stretching the contrast to the full range (so a dark but sharp
 * photo is not called blurred): sharp text on paper gives well over 1000, a blurred photo a few.
 */
export const MIN_SHARPNESS = 120;
/** The brightest tenth of the photo must reach this luminance (0 to 255). */
export const MIN_BRIGHT_LUMINANCE = 90;

export interface QualityReport {
  problems: DocumentImageProblem[];
  width: number;
  height: number;
  sharpness: number;
  /** Luminance of the 90th percentile. */
  brightLuminance: number;
}

function percentile(histogram: Uint32Array, total: number, fraction: number) {
  let count = 0;
  for (let value = 0; value < histogram.length; value++) {
    count += histogram[value]!;
    if (count >= total * fraction) return value;
  }
  return histogram.length - 1;
}

/** Too small, blurred (variance of the Laplacian) and dark (luminance). Cropping needs the OCR. */
export async function checkQuality(image: Buffer): Promise<QualityReport> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const { data, info } = await sharp(image)
    .greyscale()
    .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const histogram = new Uint32Array(256);
  for (const value of data) histogram[value]!++;
  const low = percentile(histogram, data.length, 0.01);
  const high = percentile(histogram, data.length, 0.99);
  const brightLuminance = percentile(histogram, data.length, 0.9);
  const stretch = 255 / Math.max(1, high - low);

  // 4-neighbour Laplacian over the inner pixels.
  const w = info.width;
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < info.height - 1; y++) {
    const row = y * w;
    for (let x = 1; x < w - 1; x++) {
      const i = row + x;
      const laplacian = data[i - 1]! + data[i + 1]! + data[i - w]! + data[i + w]! - 4 * data[i]!;
      sum += laplacian;
      squares += laplacian * laplacian;
      count++;
    }
  }
  const mean = count ? sum / count : 0;
  const variance = count ? squares / count - mean * mean : 0;
  const sharpness = variance * stretch * stretch;

  const problems: DocumentImageProblem[] = [];
  if (Math.min(width, height) < MIN_SHORT_SIDE || Math.max(width, height) < MIN_LONG_SIDE) {
    problems.push('TOO_SMALL');
  }
  if (sharpness < MIN_SHARPNESS) problems.push('BLURRED');
  if (brightLuminance < MIN_BRIGHT_LUMINANCE) problems.push('DARK');
  return { problems, width, height, sharpness, brightLuminance };
}
