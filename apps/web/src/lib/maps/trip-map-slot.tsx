import { Suspense } from 'react';
import { useFirstScreenPainted } from '../first-screen';
import TripMap from './trip-map';

/**
 * The trip's map in a box of fixed proportions, kept while its drawing (made at build time, a
 * small chunk per trip) loads: nothing moves when it comes, and a first visit does not wait for it
 * (it is asked for once the first screen has painted).
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
  const firstScreenPainted = useFirstScreenPainted();
  return (
    <div className={`relative aspect-[8/5] w-full overflow-hidden bg-[#cfe6e4] ${className}`}>
      <Suspense fallback={null}>
        {firstScreenPainted ? <TripMap slug={slug} destination={destination} /> : null}
      </Suspense>
    </div>
  );
}
