/**
 * The places of each trip, by its travel slug, for its map: the countries it crosses (ISO 3166
 * numeric codes, as world-atlas names them) and its stops in order, as [longitude, latitude].
 * Bundled with the map's lazy chunk: nothing is downloaded at run time.
 */
export interface Itinerary {
  countries: readonly string[];
  stops: readonly { name: string; at: readonly [number, number] }[];
}

export const itineraries: Record<string, Itinerary> = {
  'japan-tokyo-kyoto-hiroshima': {
    countries: ['392'],
    stops: [
      { name: 'Tokyo', at: [139.69, 35.69] },
      { name: 'Kyoto', at: [135.77, 35.01] },
      { name: 'Hiroshima', at: [132.46, 34.39] },
    ],
  },
  'peru-lima-cusco-inca-trail': {
    countries: ['604'],
    stops: [
      { name: 'Lima', at: [-77.04, -12.05] },
      { name: 'Cusco', at: [-71.97, -13.53] },
      { name: 'Machu Picchu', at: [-72.55, -13.16] },
    ],
  },
  'morocco-marrakech-atlas-sahara': {
    countries: ['504'],
    stops: [
      { name: 'Marrakech', at: [-7.99, 31.63] },
      { name: 'Atlas', at: [-7.92, 31.14] },
      { name: 'Merzouga', at: [-4.01, 31.1] },
    ],
  },
  'iceland-northern-lights-golden-circle': {
    countries: ['352'],
    stops: [
      { name: 'Reykjavík', at: [-21.94, 64.15] },
      { name: 'Þingvellir', at: [-21.13, 64.26] },
      { name: 'Vík', at: [-19.01, 63.42] },
    ],
  },
  'greece-athens-cyclades': {
    countries: ['300'],
    stops: [
      { name: 'Athens', at: [23.73, 37.98] },
      { name: 'Mykonos', at: [25.33, 37.45] },
      { name: 'Naxos', at: [25.38, 37.1] },
      { name: 'Santorini', at: [25.43, 36.39] },
    ],
  },
  'vietnam-hanoi-mekong-delta': {
    countries: ['704'],
    stops: [
      { name: 'Hanoi', at: [105.85, 21.03] },
      { name: 'Hoi An', at: [108.33, 15.88] },
      { name: 'Ho Chi Minh City', at: [106.63, 10.82] },
      { name: 'Can Tho', at: [105.78, 10.03] },
    ],
  },
  'portugal-lisbon-sintra-algarve': {
    countries: ['620'],
    stops: [
      { name: 'Lisbon', at: [-9.14, 38.72] },
      { name: 'Sintra', at: [-9.39, 38.8] },
      { name: 'Lagos', at: [-8.67, 37.1] },
    ],
  },
  'scotland-edinburgh-highlands': {
    countries: ['826'],
    stops: [
      { name: 'Edinburgh', at: [-3.19, 55.95] },
      { name: 'Inverness', at: [-4.22, 57.48] },
      { name: 'Skye', at: [-6.2, 57.27] },
    ],
  },
  'jordan-petra-wadi-rum': {
    countries: ['400'],
    stops: [
      { name: 'Amman', at: [35.93, 31.95] },
      { name: 'Petra', at: [35.44, 30.33] },
      { name: 'Wadi Rum', at: [35.42, 29.58] },
      { name: 'Dead Sea', at: [35.58, 31.56] },
    ],
  },
  'patagonia-glaciers-end-of-the-world': {
    countries: ['032', '152'],
    stops: [
      { name: 'Buenos Aires', at: [-58.38, -34.6] },
      { name: 'El Calafate', at: [-72.28, -50.34] },
      { name: 'Torres del Paine', at: [-73.0, -51.0] },
      { name: 'Ushuaia', at: [-68.3, -54.8] },
    ],
  },
  'madagascar-baobabs-and-lemurs': {
    countries: ['450'],
    stops: [
      { name: 'Antananarivo', at: [47.52, -18.88] },
      { name: 'Morondava', at: [44.28, -20.28] },
      { name: 'Tsingy', at: [44.9, -18.7] },
    ],
  },
};
