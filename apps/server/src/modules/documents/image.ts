import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors';

/**
 * Decompression bombs stop here: a 5 MB file may claim a huge canvas. 50 megapixels keeps the
 * photos of today's phone cameras (48 MP) and caps what one decode may allocate (~150 MB).
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Longest side kept: the machine-readable zone stays well above OCR resolution. */
export const STORED_MAX_SIDE = 2400;

const signatures: { format: 'jpeg' | 'png'; bytes: number[] }[] = [
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** JPEG or PNG by the file's first bytes (its name and declared type are not trusted). */
export function sniffImageFormat(content: Buffer): 'jpeg' | 'png' | null {
  for (const { format, bytes } of signatures) {
    if (content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte)) {
      return format;
    }
  }
  return null;
}

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
  const format = sniffImageFormat(content);
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
