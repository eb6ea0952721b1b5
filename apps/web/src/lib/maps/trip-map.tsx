import { geoMercator, geoPath } from 'd3-geo';
import type { GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useTranslation } from 'react-i18next';
import atlas from 'world-atlas/countries-110m.json';
import { itineraries } from './itineraries';

interface CountryProperties {
  name: string;
}

const topology = atlas as unknown as Topology<{
  countries: GeometryCollection<CountryProperties>;
}>;
const countries = feature(topology, topology.objects.countries).features;

const WIDTH = 320;
const HEIGHT = 200;
const PAD = 18;

/**
 * The map of a trip, drawn from the bundled Natural Earth shapes (world-atlas) with d3-geo as an
 * inline SVG: its countries highlighted among their neighbours, its stops joined in order. Every
 * trip gets its own picture and nothing is downloaded; a trip without known places shows the
 * world. The module and the atlas are their own lazy chunk (see `TripMapSlot`).
 */
export default function TripMap({ slug, destination }: { slug: string; destination: string }) {
  const { t } = useTranslation();
  const itinerary = itineraries[slug];
  const label = itinerary
    ? t('dashboard.map.label', { places: itinerary.stops.map(({ name }) => name).join(', ') })
    : t('dashboard.map.labelWorld', { destination });
  const highlighted = new Set(itinerary?.countries ?? []);
  const focus = countries.filter((country) => highlighted.has(String(country.id)));
  const projection = geoMercator();
  const target: GeoPermissibleObjects = focus.length
    ? { type: 'FeatureCollection', features: focus }
    : { type: 'Sphere' };
  projection.fitExtent(
    [
      [PAD, PAD],
      [WIDTH - PAD, HEIGHT - PAD],
    ],
    target,
  );
  const path = geoPath(projection);
  // Only the countries in the picture: a light page (and a quick accessibility scan) per map.
  const visible = countries.filter((country) => {
    const [[x0, y0], [x1, y1]] = path.bounds(country);
    return x1 >= 0 && x0 <= WIDTH && y1 >= 0 && y0 <= HEIGHT;
  });
  const stops = (itinerary?.stops ?? []).map(({ name, at }) => ({
    name,
    point: projection([at[0], at[1]]) ?? [0, 0],
  }));
  const route = stops.map(({ point }) => `${point[0].toFixed(1)},${point[1].toFixed(1)}`).join(' ');

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
      className="block size-full bg-[#cfe6e4]"
      data-testid="trip-map"
      data-trip={slug}
    >
      {visible.map((country) => (
        <path
          key={String(country.id)}
          d={path(country) ?? ''}
          className={
            highlighted.has(String(country.id))
              ? 'fill-[#f4c95d] stroke-[#0f3d3e]'
              : 'fill-[#f6f7f7] stroke-[#aab5b5]'
          }
          strokeWidth={0.6}
        />
      ))}
      {stops.length > 1 ? (
        <polyline
          points={route}
          fill="none"
          stroke="#0f3d3e"
          strokeWidth={2}
          strokeDasharray="5 4"
          strokeLinecap="round"
        />
      ) : null}
      {stops.map(({ name, point }, index) => (
        <g key={name} transform={`translate(${point[0].toFixed(1)} ${point[1].toFixed(1)})`}>
          <circle r={7} fill="#0f3d3e" stroke="#fff" strokeWidth={1.5} />
          <text
            textAnchor="middle"
            dy="0.35em"
            fontSize={8}
            fontWeight={700}
            fill="#fff"
            aria-hidden="true"
          >
            {index + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}
