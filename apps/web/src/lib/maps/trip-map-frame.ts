/** The frame of every trip map, in SVG units (its box keeps these proportions: 8/5). */
export const MAP_WIDTH = 320;
export const MAP_HEIGHT = 200;

/** One trip's map, drawn: what `TripMap` renders as SVG, without d3 or the atlas. */
export interface TripMapDrawing {
  /** Whether the trip has an itinerary; without one the map is the world. */
  known: boolean;
  /** The countries in the picture, as SVG path data; the trip's own are highlighted. */
  countries: { id: string; d: string; highlighted: boolean }[];
  /** The stops in order, with their place in the picture. */
  stops: { name: string; x: number; y: number }[];
}
