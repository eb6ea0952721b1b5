import type { Booking } from '@wayfarer/contract';
import { useSessionUser } from '../../lib/session/session-context';
import { PreDepartureChecklist } from './checklist/pre-departure-checklist';

/** The pre-departure checklist of the booking page (account-area §2, §4). */
export function PreDepartureChecklistSlot({ booking }: { booking: Booking }) {
  const user = useSessionUser();
  if (!user) return null;
  return <PreDepartureChecklist booking={booking} userId={user.id} />;
}
