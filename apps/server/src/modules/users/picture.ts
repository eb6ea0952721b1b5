import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** Side of the square picture kept (twice the largest size shown, for sharp screens). */
export const PICTURE_SIZE = 512;
/** Decompression bombs stop here: a 5 MB file may still claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

const signatures: { type: 'jpeg' | 'png'; bytes: number[] }[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** JPEG or PNG by the file's first bytes (its name and declared type are not trusted). */
export function detectImageType(content: Buffer): 'jpeg' | 'png' | null {
  for (const { type, bytes } of signatures) {
    if (content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte)) {
      return type;
    }
  }
  return null;
}

/**
 * A profile picture as stored: decoded (refused when it is not a readable JPEG or PNG), turned
 * upright from its EXIF orientation, cropped to a centred square of PICTURE_SIZE, flattened on
 * white (transparent PNGs) and re-encoded as JPEG without any metadata (no location leaks).
 */
export async function processPicture(content: Buffer) {
  const type = detectImageType(content);
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The picture must be a JPEG or PNG image.');
  try {
    const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== type) throw new Error(`declared ${type}, decoded ${metadata.format}`);
    const { data, info } = await image
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { content: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The picture could not be read as an image.');
  }
}
