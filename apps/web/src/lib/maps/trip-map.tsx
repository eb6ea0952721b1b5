import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_HEIGHT, MAP_WIDTH } from './trip-map-frame';
import { tripMapDrawing } from './trip-map-drawings';

/**
 * The map of a trip, drawn from the bundled Natural Earth shapes (world-atlas) with d3-geo as an
 * inline SVG: its countries highlighted among their neighbours, its stops joined in order. Every
 * trip gets its own picture and nothing is downloaded from elsewhere; a trip without known places
 * shows the world. The drawing is made at build time (`drawTripMap`, vite.trip-maps.ts): a page
 * downloads only its trips' drawings, in their own small chunks (see `TripMapSlot`).
 */
export default function TripMap({ slug, destination }: { slug: string; destination: string }) {
  const { t } = useTranslation();
  const { known, countries, stops } = use(tripMapDrawing(slug));
  const label = known
    ? t('dashboard.map.label', { places: stops.map(({ name }) => name).join(', ') })
    : t('dashboard.map.labelWorld', { destination });
  const route = stops.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
      className="block size-full bg-[#cfe6e4]"
      data-testid="trip-map"
      data-trip={slug}
    >
      {countries.map(({ id, d, highlighted }) => (
        <path
          key={id}
          d={d}
          className={
            highlighted ? 'fill-[#f4c95d] stroke-[#0f3d3e]' : 'fill-[#f6f7f7] stroke-[#aab5b5]'
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
      {stops.map(({ name, x, y }, index) => (
        <g key={name} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
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
