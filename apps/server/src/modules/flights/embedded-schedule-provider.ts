import type { Database } from '../../db/client';
import { findScheduledLegs } from './repository';
import type { FlightScheduleProvider, FlightScheduleQuery } from './schedule-provider';

/** The default provider: the `flight_schedules` table (seeded with the demo trips' flights). */
export class EmbeddedFlightScheduleProvider implements FlightScheduleProvider {
  readonly name = 'embedded';

  constructor(private readonly db: Database) {}

  search(query: FlightScheduleQuery) {
    return findScheduledLegs(this.db, query);
  }
}
