import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { drawTripMap } from './src/lib/maps/draw-trip-map';
import type { CountriesTopology } from './src/lib/maps/draw-trip-map';
import { itineraries } from './src/lib/maps/itineraries';

const index = 'virtual:trip-maps';
const onePrefix = 'virtual:trip-map/';
/** The drawing of a trip without an itinerary: the world. */
const world = '*world';

/**
 * The trips' maps, drawn at build time (`drawTripMap`: d3-geo on world-atlas's shapes) into one
 * small chunk per trip: `import { loadTripMapDrawing } from 'virtual:trip-maps'` downloads the
 * drawing of one trip (the world for a trip without an itinerary), never d3-geo and the atlas
 * (about 38 KB compressed, on every page that shows a map).
 */
export function tripMaps(): Plugin {
  let topology: Promise<CountriesTopology> | undefined;
  const readTopology = () =>
    (topology ??= readFile(
      createRequire(import.meta.url).resolve('world-atlas/countries-110m.json'),
      'utf8',
    ).then((text) => JSON.parse(text) as CountriesTopology));
  return {
    name: 'wayfarer-trip-maps',
    resolveId(id) {
      if (id === index || id.startsWith(onePrefix)) return `\0${id}`;
    },
    async load(id) {
      if (id === `\0${index}`) {
        const loaders = [...Object.keys(itineraries), world]
          .map(
            (slug) => `${JSON.stringify(slug)}: () => import(${JSON.stringify(onePrefix + slug)})`,
          )
          .join(',\n  ');
        return [
          `const loaders = {\n  ${loaders},\n};`,
          'export function loadTripMapDrawing(slug) {',
          `  const load = Object.hasOwn(loaders, slug) ? loaders[slug] : loaders[${JSON.stringify(world)}];`,
          '  return load().then((module) => module.default);',
          '}',
        ].join('\n');
      }
      if (id.startsWith(`\0${onePrefix}`)) {
        const slug = id.slice(onePrefix.length + 1);
        const itinerary = slug === world ? undefined : itineraries[slug];
        if (slug !== world && !itinerary) this.error(`No itinerary for the trip map "${slug}"`);
        const drawing = drawTripMap({ topology: await readTopology(), itinerary });
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(drawing))});`;
      }
    },
  };
}
