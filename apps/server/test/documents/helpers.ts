import { randomBytes } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body: the text fields, then the file (as the web sends them). */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----wayfarer${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** What the SPA adds to a state-changing call (CSRF header and one of our origins). */
export const spaHeaders = { [csrfHeader]: csrfHeaderValue, origin: 'http://localhost:3000' };

/** A plain picture with some shapes (not a document): enough for the storage tests. */
export function drawing(width = 900, height = 600) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4efe4"/>
    <rect x="40" y="40" width="220" height="280" fill="#9aa5b1"/>
    <text x="300" y="120" font-family="DejaVu Sans" font-size="40">SPECIMEN</text>
  </svg>`;
  return sharp(Buffer.from(svg));
}

/** A PNG whose header claims `width` x `height` pixels, in a few bytes (a decompression bomb). */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Two scanlines of zeros: a valid start that would inflate to gigabytes if decoded to the end.
  const idat = deflateSync(Buffer.alloc(2 * (width + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
