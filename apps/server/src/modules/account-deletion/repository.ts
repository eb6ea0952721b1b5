import { sql } from 'drizzle-orm';
import type { AccountDeletionBooking, TourStatus } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { rowsOf } from '../webhooks/rows';

/**
 * Every booking the traveller owns or travels on (as a companion), with what the deletion rule
 * needs: its status and errors, its tour's status and dates, and what is left unpaid.
 */
export async function findDeletionBookings(
  db: Pick<Database, 'execute'>,
  userId: string,
): Promise<AccountDeletionBooking[]> {
  const result = await db.execute(sql`
    select b.id, b.status, b.errors, t.status as tour_status,
      t.starting_date::text as starting_date, t.ending_date::text as ending_date,
      coalesce((select sum(p.amount_cents) from booking_payments p
        where p.booking_id = b.id and p.paid_at is null), 0)::int as unpaid
    from bookings b join tours t on t.id = b.tour_id
    where b.user_id = ${userId}
      or exists (select 1 from booking_travellers bt where bt.booking_id = b.id and bt.user_id = ${userId})
    order by t.starting_date, b.id`);
  return rowsOf<{
    id: string;
    status: string;
    errors: string[] | null;
    tour_status: TourStatus;
    starting_date: string;
    ending_date: string;
    unpaid: number;
  }>(result).map((row) => ({
    id: row.id,
    status: row.status,
    errors: row.errors ?? [],
    unpaidAmount: Number(row.unpaid),
    tour: { status: row.tour_status, startingDate: row.starting_date, endingDate: row.ending_date },
  }));
}
