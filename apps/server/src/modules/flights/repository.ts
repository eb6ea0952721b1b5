import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FlightSegment, ParsedFlightSegmentInput, TravellerFlights } from '@wayfarer/contract';
import type { Language } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { bookingTravellers, bookings, tours } from '../../db/schema-bookings';
import {
  bookingFlightDeclarations,
  bookingFlights,
  flightSchedules,
} from '../../db/schema-flights';
import { findAirport } from './airports';
import { flightTimeSortKey, fromStoredFlightTime, toStoredFlightTime } from './flight-times';
import type { FlightScheduleQuery, ScheduledLeg } from './schedule-provider';

// --- schedules -------------------------------------------------------------------------------

/** The legs of a flight number on a day, from the embedded schedules table. */
export async function findScheduledLegs(
  db: Database,
  { flightNumber, departureDate }: FlightScheduleQuery,
): Promise<ScheduledLeg[]> {
  const rows = await db
    .select()
    .from(flightSchedules)
    .where(
      and(
        eq(flightSchedules.flightNumber, flightNumber),
        eq(flightSchedules.serviceDate, departureDate),
      ),
    )
    .orderBy(asc(flightSchedules.leg));
  return rows.map((row) => ({
    flightNumber: row.flightNumber,
    airline: row.airlineName,
    departureAirport: { iataCode: row.departureAirport },
    arrivalAirport: { iataCode: row.arrivalAirport },
    departureDateTime: fromStoredFlightTime(row.departureLocal, row.departureUtcOffset),
    arrivalDateTime: fromStoredFlightTime(row.arrivalLocal, row.arrivalUtcOffset),
  }));
}

// --- a booking's travellers and their flights ------------------------------------------------

/** What the flights rules need of a booking, only when `userId` owns it; null otherwise. */
export async function findOwnedBookingForFlights(
  db: Database,
  { userId, bookingId }: { userId: string; bookingId: string },
) {
  const [booking] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      startingDate: tours.startingDate,
      endingDate: tours.endingDate,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  if (!booking) return null;
  const travellers = await db
    .select({
      id: bookingTravellers.id,
      isLeader: bookingTravellers.isLeader,
      externalId: bookingTravellers.externalId,
    })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position), asc(bookingTravellers.id));
  return { ...booking, travellers };
}

export type FlightRow = typeof bookingFlights.$inferSelect;

/** An airport with its city named in the reader's language when the city table knows it. */
function airportOf(iataCode: string, language: Language) {
  const airport = findAirport(iataCode);
  return {
    iataCode,
    name: airport?.name ?? null,
    city: airport?.cityNames?.[language] ?? airport?.cityNames?.en ?? airport?.city ?? null,
  };
}

export function toFlightSegment(
  row: Omit<FlightRow, 'id' | 'bookingTravellerId' | 'position' | 'createdAt'>,
  language: Language,
): FlightSegment {
  return {
    departureAirport: airportOf(row.departureAirport, language),
    arrivalAirport: airportOf(row.arrivalAirport, language),
    departureDateTime: fromStoredFlightTime(row.departureLocal, row.departureUtcOffset),
    arrivalDateTime: fromStoredFlightTime(row.arrivalLocal, row.arrivalUtcOffset),
    flightNumber: row.flightNumber,
    airline: row.airline,
    stops: row.stops,
    direction: row.direction,
    tripType: row.tripType,
    layoverTime: row.layoverMinutes,
    stopAirports: row.stopAirports.map((code) => airportOf(code, language)),
  };
}

/** The flights of some booking travellers (none shared: empty lists, noFlightNeeded false). */
export async function findTravellersFlights(
  db: Database,
  travellerIds: string[],
  language: Language = 'en',
): Promise<Map<string, TravellerFlights>> {
  const byTraveller = new Map<string, TravellerFlights>(
    travellerIds.map((travelerId) => [
      travelerId,
      { travelerId, outboundFlights: [], inboundFlights: [], noFlightNeeded: false },
    ]),
  );
  if (travellerIds.length === 0) return byTraveller;
  const [flights, declarations] = await Promise.all([
    db
      .select()
      .from(bookingFlights)
      .where(inArray(bookingFlights.bookingTravellerId, travellerIds))
      .orderBy(
        asc(bookingFlights.bookingTravellerId),
        asc(bookingFlights.direction),
        asc(bookingFlights.position),
      ),
    db
      .select()
      .from(bookingFlightDeclarations)
      .where(inArray(bookingFlightDeclarations.bookingTravellerId, travellerIds)),
  ]);
  for (const row of flights) {
    const entry = byTraveller.get(row.bookingTravellerId)!;
    const list = row.direction === 'OUTBOUND' ? entry.outboundFlights : entry.inboundFlights;
    list.push(toFlightSegment(row, language));
  }
  for (const declaration of declarations) {
    byTraveller.get(declaration.bookingTravellerId)!.noFlightNeeded = declaration.noFlightNeeded;
  }
  return byTraveller;
}

/** A booking's flights as the booking detail shows them: its leader's. */
export type BookingFlights = Pick<
  TravellerFlights,
  'outboundFlights' | 'inboundFlights' | 'noFlightNeeded'
>;

export const noBookingFlights: BookingFlights = Object.freeze({
  outboundFlights: [],
  inboundFlights: [],
  noFlightNeeded: false,
});

/** The leaders' flights of some bookings, by booking id: three queries in all. */
export async function findLeaderFlights(
  db: Database,
  bookingIds: string[],
  language: Language = 'en',
): Promise<Map<string, BookingFlights>> {
  if (bookingIds.length === 0) return new Map();
  const leaders = await db
    .select({ id: bookingTravellers.id, bookingId: bookingTravellers.bookingId })
    .from(bookingTravellers)
    .where(
      and(inArray(bookingTravellers.bookingId, bookingIds), eq(bookingTravellers.isLeader, true)),
    );
  const flights = await findTravellersFlights(
    db,
    leaders.map((leader) => leader.id),
    language,
  );
  const byBooking = new Map<string, BookingFlights>();
  for (const leader of leaders) {
    const { outboundFlights, inboundFlights, noFlightNeeded } = flights.get(leader.id)!;
    byBooking.set(leader.bookingId, { outboundFlights, inboundFlights, noFlightNeeded });
  }
  return byBooking;
}

/**
 * Replaces a traveller's flights and records what they declared. Segments are stored by
 * direction, earliest departure first. Run it in a transaction: it locks the traveller's row so
 * that two saves for one traveller take turns.
 */
export async function replaceTravellerFlights(
  db: Database,
  {
    travellerId,
    flights,
    noFlightNeeded,
    now,
  }: {
    travellerId: string;
    flights: ParsedFlightSegmentInput[];
    noFlightNeeded: boolean;
    now: Date;
  },
) {
  await db
    .select({ id: bookingTravellers.id })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.id, travellerId))
    .for('update');
  await db.delete(bookingFlights).where(eq(bookingFlights.bookingTravellerId, travellerId));
  const rows = (['OUTBOUND', 'INBOUND'] as const).flatMap((direction) =>
    flights
      .filter((flight) => flight.direction === direction)
      .sort(
        (a, b) => flightTimeSortKey(a.departureDateTime) - flightTimeSortKey(b.departureDateTime),
      )
      .map((flight, position) => {
        const departure = toStoredFlightTime(flight.departureDateTime);
        const arrival = toStoredFlightTime(flight.arrivalDateTime);
        return {
          bookingTravellerId: travellerId,
          direction,
          position,
          tripType: flight.tripType,
          flightNumber: flight.flightNumber,
          airline: flight.airline,
          departureAirport: flight.departureAirport.iataCode,
          arrivalAirport: flight.arrivalAirport.iataCode,
          departureLocal: departure.local,
          departureUtcOffset: departure.offsetMinutes,
          arrivalLocal: arrival.local,
          arrivalUtcOffset: arrival.offsetMinutes,
          stops: flight.stops,
          layoverMinutes: flight.layoverTime,
          stopAirports: flight.stopAirports.map((airport) => airport.iataCode),
          createdAt: now,
        };
      }),
  );
  if (rows.length > 0) await db.insert(bookingFlights).values(rows);
  await db
    .insert(bookingFlightDeclarations)
    .values({ bookingTravellerId: travellerId, noFlightNeeded, updatedAt: now })
    .onConflictDoUpdate({
      target: bookingFlightDeclarations.bookingTravellerId,
      set: { noFlightNeeded, updatedAt: now },
    });
}
