import { loadTripMapDrawing } from 'virtual:trip-maps';
import type { TripMapDrawing } from './trip-map-frame';

/** Each trip's drawing, downloaded once (a failed download is asked again the next time). */
const drawings = new Map<string, Promise<TripMapDrawing>>();

/**
 * The drawing of the trip `slug` (the world's for a trip without an itinerary), made at build time
 * by `drawTripMap` (vite.trip-maps.ts) and downloaded as a small chunk of its own.
 */
export function tripMapDrawing(slug: string): Promise<TripMapDrawing> {
  let drawing = drawings.get(slug);
  if (!drawing) {
    // Written by drawTripMap at build time: a TripMapDrawing by construction.
    drawing = loadTripMapDrawing(slug) as Promise<TripMapDrawing>;
    drawings.set(slug, drawing);
    drawing.catch(() => drawings.delete(slug));
  }
  return drawing;
}
