// Flight details: the schedules the flight search reads, and the flights travellers share.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { flightDirections, flightTripTypes } from '@wayfarer/contract';
import { bookingTravellers } from './schema-bookings';

/*
 * Flight times are the local wall-clock times at each airport (`timestamp without time zone`) and
 * the airport's UTC offset at that moment in minutes, east positive: the pair is what a ticket
 * shows and gives the instant (local - offset). A flight typed by hand may have no offset.
 */

/**
 * Flight schedules for the embedded flight search: one row per leg of a flight number on a day.
 * A flight with stops under one number (a one-stop flight) has several legs.
 */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Canonical flight number: airline designator and number, no space (`AZ792`). */
    flightNumber: text('flight_number').notNull(),
    /** Local day of the flight's first departure: what the traveller searches by. */
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    /** 1 for the first leg, 2 for the leg after the first stop... */
    leg: smallint('leg').notNull(),
    airlineName: text('airline_name'),
    departureAirport: text('departure_airport').notNull(),
    arrivalAirport: text('arrival_airport').notNull(),
    departureLocal: timestamp('departure_local', { mode: 'string' }).notNull(),
    departureUtcOffset: smallint('departure_utc_offset').notNull(),
    arrivalLocal: timestamp('arrival_local', { mode: 'string' }).notNull(),
    arrivalUtcOffset: smallint('arrival_utc_offset').notNull(),
  },
  (table) => [
    uniqueIndex('flight_schedules_number_date_leg_idx').on(
      table.flightNumber,
      table.serviceDate,
      table.leg,
    ),
    check('flight_schedules_leg_check', sql`${table.leg} >= 1`),
    check(
      'flight_schedules_times_check',
      sql`${table.arrivalLocal} - make_interval(mins => ${table.arrivalUtcOffset}) > ${table.departureLocal} - make_interval(mins => ${table.departureUtcOffset})`,
    ),
  ],
);

/** The flight segments a traveller of a booking shared, in both directions. */
export const bookingFlights = pgTable(
  'booking_flights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingTravellerId: uuid('booking_traveller_id')
      .notNull()
      .references(() => bookingTravellers.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: flightDirections }).notNull(),
    /** Order within the direction: earliest departure first. */
    position: smallint('position').notNull(),
    tripType: text('trip_type', { enum: flightTripTypes }).notNull(),
    /** Canonical flight number (`AZ792`). */
    flightNumber: text('flight_number').notNull(),
    airline: text('airline'),
    departureAirport: text('departure_airport').notNull(),
    arrivalAirport: text('arrival_airport').notNull(),
    departureLocal: timestamp('departure_local', { mode: 'string' }).notNull(),
    departureUtcOffset: smallint('departure_utc_offset'),
    arrivalLocal: timestamp('arrival_local', { mode: 'string' }).notNull(),
    arrivalUtcOffset: smallint('arrival_utc_offset'),
    stops: smallint('stops').notNull().default(0),
    layoverMinutes: integer('layover_minutes'),
    /** IATA codes of the airports where the flight stops, in order (empty: direct or not known). */
    stopAirports: text('stop_airports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_flights_traveller_position_idx').on(
      table.bookingTravellerId,
      table.direction,
      table.position,
    ),
    check('booking_flights_stops_check', sql`${table.stops} between 0 and 3`),
    check(
      'booking_flights_layover_check',
      sql`${table.layoverMinutes} is null or ${table.layoverMinutes} >= 0`,
    ),
  ],
);

/**
 * What a booking traveller declared about their flights. A row exists once they have saved
 * flights, removed them or declared they need none (the demo seed leaves such travellers alone).
 */
export const bookingFlightDeclarations = pgTable('booking_flight_declarations', {
  bookingTravellerId: uuid('booking_traveller_id')
    .primaryKey()
    .references(() => bookingTravellers.id, { onDelete: 'cascade' }),
  /** The traveller needs no flight (they travel by other means or book it themselves later). */
  noFlightNeeded: boolean('no_flight_needed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
