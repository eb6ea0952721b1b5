import { Suspense } from 'react';
import TripMap from './trip-map';

/**
 * The trip's map in a box of fixed proportions, kept while its drawing (made at build time, a
 * small chunk per trip) loads: nothing moves when it comes, and a first visit does not wait for it.
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
