import { geoMercator, geoPath } from 'd3-geo';
import type { GeoContext, GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Itinerary } from './itineraries';
import { MAP_HEIGHT, MAP_WIDTH } from './trip-map-frame';
import type { TripMapDrawing } from './trip-map-frame';

/** The atlas the maps are drawn from: world-atlas's `countries-110m.json` (Natural Earth). */
export type CountriesTopology = Topology<{ countries: GeometryCollection }>;

const PAD = 18;

/** A tenth of a pixel, as the SVG shows it (`toFixed(1)` of the rounded value gives the same text). */
const round = (value: number) => Number(value.toFixed(1));

/**
 * SVG path data in tenths of a pixel of the frame, written compactly: each ring starts at its
 * point (`M`), then goes from point to point (`l`, relative to the point before, measured between
 * the rounded points, so no error adds up), leaving out a step to the same rounded point. The
 * picture is the one d3-geo draws, each vertex within 0.05 of a pixel of the frame; the text is
 * about a third of d3's (three decimals, absolute).
 */
export class CompactPath implements GeoContext {
  private text = '';
  private x = 0;
  private y = 0;

  private static tenths(value: number) {
    return Math.round(value * 10);
  }

  private static number(tenths: number) {
    return String(tenths / 10);
  }

  beginPath() {}

  moveTo(x: number, y: number) {
    this.x = CompactPath.tenths(x);
    this.y = CompactPath.tenths(y);
    this.text += `M${CompactPath.number(this.x)},${CompactPath.number(this.y)}`;
  }

  lineTo(x: number, y: number) {
    const nextX = CompactPath.tenths(x);
    const nextY = CompactPath.tenths(y);
    if (nextX === this.x && nextY === this.y) return;
    this.text += `l${CompactPath.number(nextX - this.x)},${CompactPath.number(nextY - this.y)}`;
    this.x = nextX;
    this.y = nextY;
  }

  closePath() {
    this.text += 'z';
  }

  arc() {
    throw new Error('A trip map draws areas only, no points');
  }

  result() {
    const text = this.text;
    this.text = '';
    return text;
  }
}

/**
 * Draws a trip's map: its countries fitted in the frame (the whole world when the trip has no
 * itinerary), only the countries that show in it, and its stops projected on it. Run at build
 * time (vite.trip-maps.ts), so a visit downloads the drawing of its trips only, not d3-geo and
 * the atlas.
 */
export function drawTripMap({
  topology,
  itinerary,
}: {
  topology: CountriesTopology;
  itinerary: Itinerary | undefined;
}): TripMapDrawing {
  const countries = feature(topology, topology.objects.countries).features;
  const highlighted = new Set(itinerary?.countries ?? []);
  const focus = countries.filter((country) => highlighted.has(String(country.id)));
  const projection = geoMercator();
  const target: GeoPermissibleObjects = focus.length
    ? { type: 'FeatureCollection', features: focus }
    : { type: 'Sphere' };
  projection.fitExtent(
    [
      [PAD, PAD],
      [MAP_WIDTH - PAD, MAP_HEIGHT - PAD],
    ],
    target,
  );
  const path = geoPath(projection);
  // Only the countries in the picture: a light page (and a quick accessibility scan) per map.
  const visible = countries.filter((country) => {
    const [[x0, y0], [x1, y1]] = path.bounds(country);
    return x1 >= 0 && x0 <= MAP_WIDTH && y1 >= 0 && y0 <= MAP_HEIGHT;
  });
  return {
    known: itinerary !== undefined,
    countries: visible.map((country) => {
      const compact = new CompactPath();
      geoPath(projection, compact)(country);
      return {
        id: String(country.id),
        d: compact.result(),
        highlighted: highlighted.has(String(country.id)),
      };
    }),
    stops: (itinerary?.stops ?? []).map(({ name, at }) => {
      const [x, y] = projection([at[0], at[1]]) ?? [0, 0];
      return { name, x: round(x), y: round(y) };
    }),
  };
}
