import { lazy, Suspense } from 'react';

const TripMap = lazy(() => import('./trip-map'));

/**
 * The trip's map in a box of fixed proportions, kept while the map's chunk (d3-geo and the atlas)
 * loads: nothing moves when it comes, and a first visit does not wait for it.
 */
export function TripMapSlot({
  slug,
  destination,
  className = '',
}: {
  slug: string;
  destination: string;
  className?: string;
}) {
  return (
    <div className={`relative aspect-[8/5] w-full overflow-hidden bg-[#cfe6e4] ${className}`}>
      <Suspense fallback={null}>
        <TripMap slug={slug} destination={destination} />
      </Suspense>
    </div>
  );
}
