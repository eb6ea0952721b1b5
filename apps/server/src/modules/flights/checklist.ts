import type { Database } from '../../db/client';
import { setChecklistItemState } from '../checklist/repository';

/**
 * The checklist follows the leader's flights: FLIGHT_INFO is done once they shared flights or
 * declared they need none, and open again when they remove them. A checklist without the item
 * (nothing to do there) is left as it is.
 */
export async function markFlightInfo(
  db: Database,
  { leaderId, completed, now }: { leaderId: string; completed: boolean; now: Date },
): Promise<void> {
  await setChecklistItemState(db, {
    bookingTravellerId: leaderId,
    type: 'FLIGHT_INFO',
    completed,
    now,
  });
}
