import sharp from 'sharp';

/*
 * Where the machine-readable zone is in a photo, wherever it lies: the method of established MRZ
 * readers (PassportEye, the OpenCV recipe), on a greyscale copy ANALYSIS_WIDTH pixels wide. Dark
 * text on light ground stands out after a black-hat; its horizontal gradient, closed along the
 * lines and then across them, leaves the zone as one region much wider than high, close to the
 * document's width. That region is cut out of the full-size photo with a margin, straightened and
 * scaled for the OCR.
 */

const ANALYSIS_WIDTH = 640;
/** Kernels (width × height) at ANALYSIS_WIDTH: about a character, then a few lines. */
const CHARACTER_KERNEL = [13, 5] as const;
const LINES_KERNELS = [
  [23, 23],
  [23, 9],
] as const;
/** A zone is this many times wider than high at least, and this share of the photo's width. */
const MIN_ASPECT = 4;
const MIN_WIDTH_SHARE = 0.35;
/**
 * Slant of a zone, degrees, at most, and the aspect of its upright box at least (a block of
 * vertical text can have the moments of a band, not its box): beyond them the photo is tried a
 * quarter turn round.
 */
const MAX_SLANT = 25;
const MIN_BOX_ASPECT = 1.8;
/** A zone this close to the left or right edge (a share of the width) may run off the photo. */
const EDGE_SHARE = 0.04;
/** Widths zones are scaled to for the OCR. */
export const ZONE_WIDTHS = { threeLines: 800, twoLines: 950 } as const;
/** Below this length-to-thickness ratio, a zone is taken for three lines of 30 (TD1). */
const THREE_LINE_ASPECT = 7;

interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Running max (or min) over windows of `size` centred on each of `count` values of `source`
 * (from `offset`, `stride` apart), written to `target` likewise: van Herk / Gil-Werman, three
 * comparisons a value whatever the window, the ends padded with the operation's identity.
 */
function slidingExtreme(
  source: Uint8Array,
  target: Uint8Array,
  offset: number,
  stride: number,
  count: number,
  size: number,
  max: boolean,
  forward: Uint8Array,
  backward: Uint8Array,
) {
  const radius = size >> 1;
  const padded = count + 2 * radius;
  const identity = max ? 0 : 255;
  for (let p = 0; p < padded; p++) {
    const k = p - radius;
    const value = k < 0 || k >= count ? identity : source[offset + k * stride]!;
    const previous = forward[p - 1]!;
    forward[p] = p % size === 0 ? value : max === value > previous ? value : previous;
  }
  for (let p = padded - 1; p >= 0; p--) {
    const k = p - radius;
    const value = k < 0 || k >= count ? identity : source[offset + k * stride]!;
    const next = backward[p + 1]!;
    backward[p] =
      p === padded - 1 || (p + 1) % size === 0 ? value : max === value > next ? value : next;
  }
  // Output i covers padded positions i .. i + size - 1.
  for (let i = 0; i < count; i++) {
    const a = backward[i]!;
    const b = forward[i + size - 1]!;
    target[offset + i * stride] = max === a > b ? a : b;
  }
}

/** Grey dilation (max) or erosion (min) with a rectangle of odd sides, rows then columns. */
function morph(image: Grey, [kw, kh]: readonly [number, number], op: 'max' | 'min'): Grey {
  const { width, height, data } = image;
  const longest = Math.max(width, height) + Math.max(kw, kh);
  const [forward, backward] = [new Uint8Array(longest), new Uint8Array(longest)];
  const max = op === 'max';
  const rows = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    slidingExtreme(data, rows, y * width, 1, width, kw, max, forward, backward);
  }
  const out = new Uint8Array(data.length);
  for (let x = 0; x < width; x++) {
    slidingExtreme(rows, out, x, width, height, kh, max, forward, backward);
  }
  return { width, height, data: out };
}

const close = (image: Grey, kernel: readonly [number, number]) =>
  morph(morph(image, kernel, 'max'), kernel, 'min');

/** Otsu's threshold of a grey image. */
function otsu(data: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value]!++;
  let sum = 0;
  for (let value = 0; value < 256; value++) sum += value * histogram[value]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let value = 0; value < 256; value++) {
    below += histogram[value]!;
    if (below === 0) continue;
    const above = data.length - below;
    if (above === 0) break;
    belowSum += value * histogram[value]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = value;
    }
  }
  return threshold;
}

/** The text's horizontal strokes: black-hat, then the absolute horizontal gradient, 0 to 255. */
function textStrokes(grey: Grey): Grey {
  const { width, height, data } = grey;
  const closed = close(grey, CHARACTER_KERNEL).data;
  const gradient = new Float32Array(data.length);
  let max = 0;
  // The black-hat (closed minus original) of every pixel, then its Sobel x-gradient. No closure
  // in the loop: one per pixel costs more than the arithmetic (and tsx names each one).
  const hat = new Int16Array(data.length);
  for (let i = 0; i < data.length; i++) hat[i] = closed[i]! - data[i]!;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = Math.abs(
        hat[i - width + 1]! +
          2 * hat[i + 1]! +
          hat[i + width + 1]! -
          hat[i - width - 1]! -
          2 * hat[i - 1]! -
          hat[i + width - 1]!,
      );
      gradient[i] = value;
      if (value > max) max = value;
    }
  }
  const out = new Uint8Array(data.length);
  if (max > 0) for (let i = 0; i < out.length; i++) out[i] = (gradient[i]! * 255) / max;
  return { width, height, data: out };
}

export interface Region {
  /** Bounding box at analysis scale. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Angle of the region's long axis, degrees (positive: clockwise). */
  angle: number;
  /** Along and across that axis. */
  length: number;
  thickness: number;
}

/** The 8-connected regions of a binary image, with their boxes and orientation. */
function regions(mask: Uint8Array, width: number, height: number): Region[] {
  const seen = new Uint8Array(mask.length);
  const stack: number[] = [];
  const found: Region[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let [x0, y0, x1, y1] = [width, height, 0, 0];
    let [n, sx, sy, sxx, syy, sxy] = [0, 0, 0, 0, 0, 0];
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          const j = yy * width + xx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    const [mx, my] = [sx / n, sy / n];
    const mu20 = sxx / n - mx * mx;
    const mu02 = syy / n - my * my;
    const mu11 = sxy / n - mx * my;
    const angle = ((0.5 * Math.atan2(2 * mu11, mu20 - mu02)) / Math.PI) * 180;
    // Length and thickness of the rectangle with the same second moments (a slanted band's box
    // is nearly square, the band itself is not).
    const spread = Math.sqrt(((mu20 - mu02) / 2) ** 2 + mu11 ** 2);
    const length = Math.sqrt(12 * ((mu20 + mu02) / 2 + spread));
    const thickness = Math.sqrt(12 * Math.max(0, (mu20 + mu02) / 2 - spread));
    found.push({
      left: x0,
      top: y0,
      width: x1 - x0 + 1,
      height: y1 - y0 + 1,
      angle,
      length,
      thickness,
    });
  }
  return found;
}

/**
 * Regions shaped like a machine-readable zone, the likeliest first (wide, then low). Tens of
 * milliseconds of computation: the server runs it in the engine's thread (engine-thread.ts).
 */
export function findZoneRegions(grey: Grey): Region[] {
  const strokes = close(textStrokes(grey), CHARACTER_KERNEL);
  const threshold = otsu(strokes.data);
  const binary: Grey = {
    ...strokes,
    data: strokes.data.map((value) => (value > threshold ? 255 : 0)),
  };
  // Lines joined into one block, then thinned so the block parts from the photo's other text;
  // when the zone runs into printed text above it, joined less across the lines.
  for (const kernel of LINES_KERNELS) {
    const block = morph(close(binary, kernel), [7, 7], 'min');
    const found = regions(block.data, block.width, block.height)
      .filter(
        (region) =>
          Math.abs(region.angle) <= MAX_SLANT &&
          region.width >= region.height * MIN_BOX_ASPECT &&
          region.length >= region.thickness * MIN_ASPECT &&
          region.length >= grey.width * MIN_WIDTH_SHARE,
      )
      .sort((a, b) => b.length - a.length || b.top - a.top)
      .slice(0, 3);
    if (found.length > 0) return found;
  }
  return [];
}

export interface Zone {
  /** Greyscale PNG of the zone, for the OCR. */
  image: Buffer;
  width: number;
  /** The region reaches the left or right edge of the photo: the zone may be cut off. */
  atEdge: boolean;
}

/**
 * Quarter turns tried when no zone lies across the photo: a document photographed sideways. A
 * zone found a quarter turn round may be upside down; the reader turns it over when it reads
 * nothing (the three-quarter turn has the same shapes, so it is not analysed again).
 */
const TURNS = [0, 90] as const;

/**
 * The machine-readable zones found in a photo, straightened and cut out with a margin, the
 * likeliest first; empty when nothing in the photo is shaped like one.
 */
export async function locateZones(photo: Buffer): Promise<Zone[]> {
  const grey = await sharp(photo).rotate().greyscale().raw().toBuffer({ resolveWithObject: true });
  for (const turn of TURNS) {
    const { data: pixels, info: full } =
      turn === 0
        ? grey
        : await sharp(grey.data, {
            raw: { width: grey.info.width, height: grey.info.height, channels: 1 },
          })
            .rotate(turn)
            .greyscale()
            .raw()
            .toBuffer({ resolveWithObject: true });
    const upright = () =>
      sharp(pixels, { raw: { width: full.width, height: full.height, channels: 1 } }).greyscale();
    const { data, info } = await upright()
      .resize({ width: ANALYSIS_WIDTH })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = findZoneRegions({ data, width: info.width, height: info.height });
    if (found.length === 0) continue;
    const scale = full.width / info.width;
    return Promise.all(
      found.map(async (region) => {
        // The thinning ate a few pixels on each side; the margin gives them back and some room.
        const marginX = region.thickness * 0.6 + 6;
        const marginY = region.thickness * 0.35 + 6;
        const left = Math.max(0, Math.floor((region.left - marginX) * scale));
        const top = Math.max(0, Math.floor((region.top - marginY) * scale));
        const right = Math.min(
          full.width,
          Math.ceil((region.left + region.width + marginX) * scale),
        );
        const bottom = Math.min(
          full.height,
          Math.ceil((region.top + region.height + marginY) * scale),
        );
        let band = await upright()
          .extract({ left, top, width: right - left, height: bottom - top })
          .png({ compressionLevel: 1 })
          .toBuffer();
        if (Math.abs(region.angle) > 0.7) {
          band = await sharp(band).rotate(-region.angle, { background: '#ffffff' }).toBuffer();
        }
        // Three short lines (TD1) or two long ones: characters 25 to 30 pixels wide either way.
        const width =
          region.length / region.thickness < THREE_LINE_ASPECT
            ? ZONE_WIDTHS.threeLines
            : ZONE_WIDTHS.twoLines;
        const image = await sharp(band)
          .greyscale()
          .normalise()
          .resize({ width })
          .withDensity(300)
          .png({ compressionLevel: 1 })
          .toBuffer();
        const edge = info.width * EDGE_SHARE;
        const atEdge = region.left <= edge || region.left + region.width >= info.width - edge;
        return { image, width, atEdge };
      }),
    );
  }
  return [];
}

/** A zone binarised against its local background (uneven light, glare, security prints). */
export async function binarise(zone: Buffer): Promise<Buffer> {
  const source = sharp(zone).greyscale();
  const { data, info } = await source.clone().raw().toBuffer({ resolveWithObject: true });
  const { data: background } = await source.clone().blur(12).raw().toBuffer({
    resolveWithObject: true,
  });
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) out[i] = data[i]! < background[i]! - 12 ? 0 : 255;
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 1 } })
    .withDensity(300)
    .png({ compressionLevel: 1 })
    .toBuffer();
}
