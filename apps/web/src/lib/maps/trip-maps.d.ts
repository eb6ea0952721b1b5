/** The trips' maps drawn at build time (vite.trip-maps.ts); read through `tripMapDrawing`. */
declare module 'virtual:trip-maps' {
  /** The drawing (`TripMapDrawing`) of the trip `slug`; the world's for a trip without an itinerary. */
  export function loadTripMapDrawing(slug: string): Promise<unknown>;
}
