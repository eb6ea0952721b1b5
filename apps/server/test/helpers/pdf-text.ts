/**
 * The text of an uncompressed PDF written by pdfkit with embedded fonts (`compress: false`): each
 * font's ToUnicode map turns the glyph codes of the `Tj`/`TJ` operators back into characters.
 * Enough to check what a reader sees; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    objects.set(match[1]!, match[2]!);
  }
  const streamOf = (body: string) => /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body)?.[1] ?? '';
  const hexToText = (hex: string) =>
    String.fromCharCode(
      ...hex
        .trim()
        .split(/\s+/)
        .map((part) => Number.parseInt(part, 16)),
    );

  // Each font object's map from glyph code to text.
  const maps = new Map<string, Map<number, string>>();
  for (const [id, body] of objects) {
    const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(body)?.[1];
    if (!cmapRef) continue;
    const cmap = Buffer.from(streamOf(objects.get(cmapRef) ?? ''), 'latin1').toString('utf8');
    const map = new Map<number, string>();
    for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      const start = Number.parseInt(range[1]!, 16);
      const entries = [...range[3]!.matchAll(/<([^>]*)>/g)].map((entry) => hexToText(entry[1]!));
      entries.forEach((text, index) => map.set(start + index, text));
    }
    maps.set(id, map);
  }
  // Resource names (`/F1`) to font objects, wherever a font dictionary names them.
  const fontIds = new Map<string, string>();
  for (const body of objects.values()) {
    const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(body)?.[1];
    if (!fonts) continue;
    for (const entry of fonts.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      // The font object itself, or its descendant holding the ToUnicode map.
      const fontBody = objects.get(entry[2]!) ?? '';
      const withMap = maps.has(entry[2]!)
        ? entry[2]!
        : /\/ToUnicode/.test(fontBody)
          ? entry[2]!
          : undefined;
      if (withMap) fontIds.set(entry[1]!, withMap);
    }
  }

  const lines: string[] = [];
  for (const body of objects.values()) {
    const stream = streamOf(body);
    if (!/\bTf\b/.test(stream)) continue;
    let map: Map<number, string> | undefined;
    let line = '';
    for (const op of stream.matchAll(
      /\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj|\bET\b/gi,
    )) {
      if (op[1]) {
        map = maps.get(fontIds.get(op[1]) ?? '');
        continue;
      }
      if (op[0] === 'ET') {
        lines.push(line);
        line = '';
        continue;
      }
      const hexes =
        op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]!) : [op[3]!];
      for (const hex of hexes) {
        for (let i = 0; i + 4 <= hex.length; i += 4) {
          line += map?.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
        }
      }
    }
  }
  return lines.join('\n');
}
