import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import { CompactPath, drawTripMap } from './draw-trip-map';
import type { CountriesTopology } from './draw-trip-map';
import { itineraries } from './itineraries';
import { tripMapDrawing } from './trip-map-drawings';
import { MAP_HEIGHT, MAP_WIDTH } from './trip-map-frame';

const topology = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-110m.json'), 'utf8'),
) as CountriesTopology;

/** The vertices of SVG path data, absolute, one array per ring. */
function rings(d: string): [number, number][][] {
  const result: [number, number][][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MLlZz])([^MLlZz]*)/g)) {
    if (command === 'Z' || command === 'z') continue;
    const [a, b] = args!.split(',').map(Number) as [number, number];
    if (command === 'M') result.push([]);
    [x, y] = command === 'l' ? [x + a, y + b] : [a, b];
    const ring = result.at(-1)!;
    const last = ring.at(-1);
    // d3 repeats a point now and then; the compact path leaves repeats out.
    if (!last || Math.abs(last[0] - x) > 0.051 || Math.abs(last[1] - y) > 0.051) ring.push([x, y]);
  }
  return result;
}

describe('drawTripMap', () => {
  it.each(Object.entries(itineraries))(
    '%s: its countries highlighted and its stops inside the frame',
    (_slug, itinerary) => {
      const drawing = drawTripMap({ topology, itinerary });
      expect(drawing.known).toBe(true);
      const highlighted = drawing.countries.filter((c) => c.highlighted).map((c) => c.id);
      expect(highlighted.sort()).toEqual([...itinerary.countries].sort());
      expect(drawing.stops.map((stop) => stop.name)).toEqual(itinerary.stops.map((s) => s.name));
      for (const { x, y } of drawing.stops) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(MAP_WIDTH);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
      }
      // Only the countries in the picture: neighbours, never the whole world.
      expect(drawing.countries.length).toBeLessThan(60);
    },
  );

  it('draws the world, without stops, for a trip without an itinerary', () => {
    const drawing = drawTripMap({ topology, itinerary: undefined });
    expect(drawing.known).toBe(false);
    expect(drawing.stops).toEqual([]);
    expect(drawing.countries.filter((c) => c.highlighted)).toEqual([]);
    expect(drawing.countries.length).toBeGreaterThan(150);
  });

  it("draws what d3-geo draws, each point within a twentieth of a pixel, in a third of d3's text", () => {
    const itinerary = itineraries['japan-tokyo-kyoto-hiroshima']!;
    const drawing = drawTripMap({ topology, itinerary });
    const projection = geoMercator().fitExtent(
      [
        [18, 18],
        [MAP_WIDTH - 18, MAP_HEIGHT - 18],
      ],
      {
        type: 'FeatureCollection',
        features: feature(topology, topology.objects.countries).features.filter(
          (c) => String(c.id) === '392',
        ),
      },
    );
    const d3Path = geoPath(projection);
    const countries = new Map(
      feature(topology, topology.objects.countries).features.map((c) => [String(c.id), c]),
    );
    let compactLength = 0;
    let d3Length = 0;
    for (const { id, d } of drawing.countries) {
      const reference = d3Path(countries.get(id)!)!;
      compactLength += d.length;
      d3Length += reference.length;
      const ours = rings(d);
      const theirs = rings(reference);
      expect(ours.length).toBe(theirs.length);
      ours.forEach((ring, r) => {
        // Every point of d3's ring is within 0.05 px of a point of ours, in order.
        let at = 0;
        for (const [x, y] of theirs[r]!) {
          while (
            at < ring.length &&
            (Math.abs(ring[at]![0] - x) > 0.0501 || Math.abs(ring[at]![1] - y) > 0.0501)
          ) {
            at++;
          }
          expect(at, `${id} ring ${r}: (${x}, ${y}) drawn`).toBeLessThan(ring.length);
        }
      });
    }
    expect(compactLength).toBeLessThan(d3Length * 0.7);
  });
});

describe('CompactPath', () => {
  it('writes relative steps between rounded points and leaves out a step to the same point', () => {
    const path = new CompactPath();
    path.moveTo(10.04, 20.06);
    path.lineTo(10.049, 20.1); // the same point to a tenth
    path.lineTo(12.26, 19.94);
    path.lineTo(12.3, 19.9);
    path.closePath();
    expect(path.result()).toBe('M10,20.1l2.3,-0.2z');
    expect(path.result()).toBe('');
  });
});

describe('tripMapDrawing (virtual:trip-maps)', () => {
  it("downloads a trip's drawing, and the world's for a trip without an itinerary", async () => {
    const japan = await tripMapDrawing('japan-tokyo-kyoto-hiroshima');
    expect(japan.known).toBe(true);
    expect(japan.stops.map((stop) => stop.name)).toEqual(['Tokyo', 'Kyoto', 'Hiroshima']);
    const unknown = await tripMapDrawing('a-tour-without-itinerary');
    expect(unknown.known).toBe(false);
    // An inherited property of an object is no trip either.
    expect((await tripMapDrawing('constructor')).known).toBe(false);
  });
});
