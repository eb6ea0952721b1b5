/*
 * The image of a document before it is sent (account-area §5, §9): a JPEG or PNG of at most 5 MB,
 * recognised by its first bytes as the server does; front and back of a card drawn one above the
 * other into one JPEG; a camera frame taken as a JPEG.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The longest side drawn: more only slows the upload (the server keeps 2400 pixels). */
const MAX_SIDE = 2400;
const GAP = 32;

export type ImageFileProblem = 'wrongType' | 'tooLarge';

const signatures = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
];

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Why a file cannot be sent as it is, or null: type by its bytes, size at most 5 MB. */
export async function checkImageFile(file: Blob): Promise<ImageFileProblem | null> {
  const head = new Uint8Array(await readBytes(file.slice(0, 8)));
  const known = signatures.some((bytes) => bytes.every((byte, index) => head[index] === byte));
  if (!known) return 'wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

async function decode(blob: Blob): Promise<ImageBitmap> {
  return createImageBitmap(blob, { imageOrientation: 'from-image' });
}

/** A canvas's JPEG, its quality lowered until it fits in 5 MB. */
async function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  for (const quality of [0.92, 0.85, 0.75, 0.6]) {
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    if (!blob) throw new Error('the image could not be encoded');
    if (blob.size <= MAX_IMAGE_BYTES) return blob;
  }
  throw new Error('the image stays larger than 5 MB');
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  return { canvas, context };
}

/** Front above back, at the same width, on a neutral background: one JPEG (what the server reads). */
export async function combineSides(front: Blob, back: Blob): Promise<Blob> {
  const [top, bottom] = await Promise.all([decode(front), decode(back)]);
  try {
    const width = Math.min(MAX_SIDE, Math.max(top.width, bottom.width));
    const heightOf = (image: ImageBitmap) => Math.round((image.height * width) / image.width);
    const { canvas, context } = canvasOf(width, heightOf(top) + GAP + heightOf(bottom));
    context.fillStyle = '#808080';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(top, 0, 0, width, heightOf(top));
    context.drawImage(bottom, 0, heightOf(top) + GAP, width, heightOf(bottom));
    return await toJpeg(canvas);
  } finally {
    top.close();
    bottom.close();
  }
}

/** The current frame of a playing video, as a JPEG. */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  const { canvas, context } = canvasOf(width, height);
  context.drawImage(video, 0, 0, width, height);
  return toJpeg(canvas);
}
