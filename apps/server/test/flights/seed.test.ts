import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../helpers/app';
import type { DatabaseHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { demoFlights } from '../../src/db/seed/flights';
import { bookingTravellers, bookings, tours } from '../../src/db/schema-bookings';
import {
  bookingFlightDeclarations,
  bookingFlights,
  flightSchedules,
} from '../../src/db/schema-flights';
import { fromStoredFlightTime } from '../../src/modules/flights/flight-times';
import { findAirport } from '../../src/modules/flights/airports';
import { isArrivalAfterDeparture, parseFlightDateTime } from '@wayfarer/contract';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await seedDemo(database.db);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const counts = async () =>
  Promise.all(
    [flightSchedules, bookingFlights, bookingFlightDeclarations].map(
      async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n,
    ),
  );

describe('the flights demo seed', () => {
  it('schedules flights for every demo trip, two of them with a stop', async () => {
    const rows = await database.db.select().from(flightSchedules);
    const numbers = new Set(rows.map((row) => row.flightNumber));
    for (const flights of Object.values(demoFlights.flightsByBooking)) {
      for (const flight of flights) expect(numbers).toContain(flight.number);
    }
    const legsByNumber = new Map<string, number>();
    for (const row of rows) {
      legsByNumber.set(row.flightNumber, (legsByNumber.get(row.flightNumber) ?? 0) + 1);
    }
    expect(
      [...legsByNumber]
        .filter(([, legs]) => legs > 1)
        .map(([n]) => n)
        .sort(),
    ).toEqual(['AT951', 'QR124']);
  });

  it('gives every leg known airports and an arrival after its departure', async () => {
    for (const row of await database.db.select().from(flightSchedules)) {
      expect(findAirport(row.departureAirport), row.departureAirport).toBeDefined();
      expect(findAirport(row.arrivalAirport), row.arrivalAirport).toBeDefined();
      const departure = parseFlightDateTime(
        fromStoredFlightTime(row.departureLocal, row.departureUtcOffset),
      )!;
      const arrival = parseFlightDateTime(
        fromStoredFlightTime(row.arrivalLocal, row.arrivalUtcOffset),
      )!;
      expect(isArrivalAfterDeparture(departure, arrival)).toBe(true);
    }
  });

  it('ties the flights to the tours’ dates: out by the first day, back on the last', async () => {
    const trips = await database.db
      .select({ id: bookings.id, start: tours.startingDate, end: tours.endingDate })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId));
    for (const trip of trips) {
      for (const flight of demoFlights.flightsByBooking[trip.id] ?? []) {
        const [first] = await database.db
          .select({ serviceDate: flightSchedules.serviceDate })
          .from(flightSchedules)
          .where(and(eq(flightSchedules.flightNumber, flight.number), eq(flightSchedules.leg, 1)));
        if (flight.day === 'start') expect(first!.serviceDate <= trip.start).toBe(true);
        else expect(first!.serviceDate).toBe(trip.end);
      }
    }
  });

  it('shares the leaders’ flights once, and runs again without changing anything', async () => {
    const before = await counts();
    expect(before[1]).toBe(2 * 5);
    expect(before[2]).toBe(6);
    await seedDemo(database.db);
    expect(await counts()).toEqual(before);
  });

  it('leaves a traveller’s own changes alone on the next run', async () => {
    const [leader] = await database.db
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(
        and(eq(bookingTravellers.bookingId, 'WF-26-01150'), eq(bookingTravellers.isLeader, true)),
      );
    // The traveller removed their flights.
    await database.db
      .delete(bookingFlights)
      .where(eq(bookingFlights.bookingTravellerId, leader!.id));
    await seedDemo(database.db);
    const [left] = await database.db
      .select({ n: count() })
      .from(bookingFlights)
      .where(eq(bookingFlights.bookingTravellerId, leader!.id));
    expect(left?.n).toBe(0);
  });
});
