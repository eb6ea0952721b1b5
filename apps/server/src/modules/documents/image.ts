import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors';
import { detectImageType } from '../users/picture';

/**
 * Decompression bombs stop here: a 5 MB file may claim a huge canvas. 50 megapixels keeps the
 * photos of today's phone cameras (48 MP) and caps what one decode may allocate (~150 MB).
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Longest side kept: the machine-readable zone stays well above OCR resolution. */
export const STORED_MAX_SIDE = 2400;

export interface StoredImage {
  content: Buffer;
  width: number;
  height: number;
}

/**
 * The image as it is kept: recognised by its bytes, its size read from the header before anything
 * is decoded, decoded with a pixel limit, turned upright from its EXIF orientation, scaled down to
 * STORED_MAX_SIDE, flattened on white and re-encoded as JPEG without any metadata (no EXIF, no GPS
 * position, no ICC profile, no comments).
 */
export async function prepareDocumentImage(content: Buffer): Promise<StoredImage> {
  // JPEG or PNG by the first bytes (the name and declared type are not trusted).
  const format = detectImageType(content);
  if (!format) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image must be a JPEG or PNG file.');
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(content, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGE_UNREADABLE');
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw new AppError('IMAGE_UNREADABLE');
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError(
      'IMAGE_TOO_MANY_PIXELS',
      `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`,
    );
  }
  try {
    const { data, info } = await sharp(content, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('IMAGE_TOO_MANY_PIXELS');
    }
    throw new AppError('IMAGE_UNREADABLE');
  }
}
