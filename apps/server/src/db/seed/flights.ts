import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { bookingTravellers, bookings, tours } from '../schema-bookings';
import { bookingFlightDeclarations, bookingFlights, flightSchedules } from '../schema-flights';
import { localTimeAt, utcOffsetAt } from '../../modules/flights/flight-times';
import { dayMs } from './seed-helpers';

/*
 * Flight schedules for the demo trips, for the embedded flight search: flights from the
 * travellers' home airports (MXP, FCO, BGY, LHR, MAD, CDG, FRA) to each destination the day the
 * tour starts (the day before for long hauls) and back the day it ends, read from the tours as
 * the database has them. Two numbers fly with a stop (several segments). Then the leaders'
 * shared flights of the bookings whose checklist has FLIGHT_INFO done (one declares no flight
 * needed), once: a traveller who changed them keeps their changes.
 */

/** Time zones of the airports below: offsets follow each date (summer time included). */
const timeZones: Record<string, string> = {
  AMM: 'Asia/Amman',
  ATH: 'Europe/Athens',
  BGY: 'Europe/Rome',
  CDG: 'Europe/Paris',
  CMN: 'Africa/Casablanca',
  DOH: 'Asia/Qatar',
  EDI: 'Europe/London',
  EZE: 'America/Argentina/Buenos_Aires',
  FCO: 'Europe/Rome',
  FRA: 'Europe/Berlin',
  HAN: 'Asia/Ho_Chi_Minh',
  HND: 'Asia/Tokyo',
  KEF: 'Atlantic/Reykjavik',
  LHR: 'Europe/London',
  LIM: 'America/Lima',
  LIS: 'Europe/Lisbon',
  MAD: 'Europe/Madrid',
  MXP: 'Europe/Rome',
  RAK: 'Africa/Casablanca',
  SCL: 'America/Santiago',
};

interface LegSeed {
  from: string;
  to: string;
  /** Local take-off time. */
  departs: string;
  /** Days after the flight's first take-off day (a leg after an overnight stop). */
  dayOffset?: number;
  minutes: number;
}

interface FlightSeed {
  number: string;
  airline: string;
  /** The tour day the flight is tied to, and days from it (-1: the day before). */
  day: 'start' | 'end';
  days?: number;
  legs: LegSeed[];
}

const flightsByBooking: Record<string, FlightSeed[]> = {
  // Japan: direct from Rome the day before, a one-stop from Milan, back direct.
  'WF-26-01041': [
    {
      number: 'AZ792',
      airline: 'ITA Airways',
      day: 'start',
      days: -1,
      legs: [{ from: 'FCO', to: 'HND', departs: '13:25', minutes: 815 }],
    },
    {
      number: 'QR124',
      airline: 'Qatar Airways',
      day: 'start',
      days: -1,
      legs: [
        { from: 'MXP', to: 'DOH', departs: '08:55', minutes: 350 },
        { from: 'DOH', to: 'HND', departs: '20:05', minutes: 620 },
      ],
    },
    {
      number: 'AZ793',
      airline: 'ITA Airways',
      day: 'end',
      legs: [{ from: 'HND', to: 'FCO', departs: '11:50', minutes: 880 }],
    },
  ],
  // Peru: from Madrid overnight.
  'WF-26-01077': [
    {
      number: 'IB6651',
      airline: 'Iberia',
      day: 'start',
      days: -1,
      legs: [{ from: 'MAD', to: 'LIM', departs: '23:55', minutes: 745 }],
    },
    {
      number: 'IB6650',
      airline: 'Iberia',
      day: 'end',
      legs: [{ from: 'LIM', to: 'MAD', departs: '19:35', minutes: 705 }],
    },
  ],
  // Morocco: direct from Bergamo, or through Casablanca from Milan.
  'WF-26-01102': [
    {
      number: 'FR2921',
      airline: 'Ryanair',
      day: 'start',
      legs: [{ from: 'BGY', to: 'RAK', departs: '10:15', minutes: 195 }],
    },
    {
      number: 'AT951',
      airline: 'Royal Air Maroc',
      day: 'start',
      legs: [
        { from: 'MXP', to: 'CMN', departs: '07:35', minutes: 200 },
        { from: 'CMN', to: 'RAK', departs: '12:10', minutes: 55 },
      ],
    },
    {
      number: 'FR2922',
      airline: 'Ryanair',
      day: 'end',
      legs: [{ from: 'RAK', to: 'BGY', departs: '13:55', minutes: 190 }],
    },
  ],
  // Iceland: from Paris.
  'WF-26-01123': [
    {
      number: 'FI541',
      airline: 'Icelandair',
      day: 'start',
      legs: [{ from: 'CDG', to: 'KEF', departs: '09:40', minutes: 215 }],
    },
    {
      number: 'FI542',
      airline: 'Icelandair',
      day: 'end',
      legs: [{ from: 'KEF', to: 'CDG', departs: '16:10', minutes: 195 }],
    },
  ],
  // Greece: from London.
  'WF-26-01150': [
    {
      number: 'BA632',
      airline: 'British Airways',
      day: 'start',
      legs: [{ from: 'LHR', to: 'ATH', departs: '08:35', minutes: 225 }],
    },
    {
      number: 'BA633',
      airline: 'British Airways',
      day: 'end',
      legs: [{ from: 'ATH', to: 'LHR', departs: '14:05', minutes: 240 }],
    },
  ],
  // Vietnam: from Frankfurt overnight.
  'WF-26-01188': [
    {
      number: 'VN36',
      airline: 'Vietnam Airlines',
      day: 'start',
      days: -1,
      legs: [{ from: 'FRA', to: 'HAN', departs: '13:30', minutes: 670 }],
    },
    {
      number: 'VN37',
      airline: 'Vietnam Airlines',
      day: 'end',
      legs: [{ from: 'HAN', to: 'FRA', departs: '23:45', minutes: 830 }],
    },
  ],
  // Portugal (past).
  'WF-25-00987': [
    {
      number: 'TP827',
      airline: 'TAP Air Portugal',
      day: 'start',
      legs: [{ from: 'MXP', to: 'LIS', departs: '11:40', minutes: 175 }],
    },
    {
      number: 'TP826',
      airline: 'TAP Air Portugal',
      day: 'end',
      legs: [{ from: 'LIS', to: 'MXP', departs: '06:45', minutes: 165 }],
    },
  ],
  // Scotland (cancelled).
  'WF-26-01066': [
    {
      number: 'BA1442',
      airline: 'British Airways',
      day: 'start',
      legs: [{ from: 'LHR', to: 'EDI', departs: '07:00', minutes: 85 }],
    },
    {
      number: 'BA1463',
      airline: 'British Airways',
      day: 'end',
      legs: [{ from: 'EDI', to: 'LHR', departs: '18:10', minutes: 95 }],
    },
  ],
  // Jordan (under way).
  'WF-26-01201': [
    {
      number: 'RJ116',
      airline: 'Royal Jordanian',
      day: 'start',
      legs: [{ from: 'FCO', to: 'AMM', departs: '16:30', minutes: 210 }],
    },
    {
      number: 'RJ115',
      airline: 'Royal Jordanian',
      day: 'end',
      legs: [{ from: 'AMM', to: 'FCO', departs: '12:40', minutes: 220 }],
    },
  ],
  // Argentina and Chile: into Buenos Aires, home from Santiago.
  'WF-26-01215': [
    {
      number: 'AR1141',
      airline: 'Aerolíneas Argentinas',
      day: 'start',
      days: -1,
      legs: [{ from: 'FCO', to: 'EZE', departs: '21:55', minutes: 810 }],
    },
    {
      number: 'IB6830',
      airline: 'Iberia',
      day: 'end',
      legs: [{ from: 'SCL', to: 'MAD', departs: '13:10', minutes: 785 }],
    },
  ],
};

/** What each leader shared: outbound and inbound flight numbers, or no flight needed. */
const sharedByBooking: Record<string, { outbound: string; inbound: string } | 'noFlightNeeded'> = {
  'WF-26-01102': { outbound: 'FR2921', inbound: 'FR2922' },
  'WF-26-01123': { outbound: 'FI541', inbound: 'FI542' },
  'WF-26-01150': { outbound: 'BA632', inbound: 'BA633' },
  'WF-26-01188': 'noFlightNeeded',
  'WF-25-00987': { outbound: 'TP827', inbound: 'TP826' },
  'WF-26-01201': { outbound: 'RJ116', inbound: 'RJ115' },
};

function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

function zoneOf(code: string): string {
  const zone = timeZones[code];
  if (!zone) throw new Error(`seed flights: no time zone for ${code}`);
  return zone;
}

type ScheduleRow = typeof flightSchedules.$inferInsert;

/** The schedule rows of a flight on its service day. */
function scheduleRows(flight: FlightSeed, serviceDate: string): ScheduleRow[] {
  return flight.legs.map((leg, i) => {
    const date = addDays(serviceDate, leg.dayOffset ?? 0);
    const departureOffset = utcOffsetAt(zoneOf(leg.from), date, leg.departs);
    const departureInstant = Date.parse(`${date}T${leg.departs}:00Z`) - departureOffset * 60_000;
    const arrival = localTimeAt(zoneOf(leg.to), departureInstant + leg.minutes * 60_000);
    return {
      flightNumber: flight.number,
      serviceDate,
      leg: i + 1,
      airlineName: flight.airline,
      departureAirport: leg.from,
      arrivalAirport: leg.to,
      departureLocal: `${date} ${leg.departs}:00`,
      departureUtcOffset: departureOffset,
      arrivalLocal: `${arrival.date} ${arrival.time}:00`,
      arrivalUtcOffset: arrival.offsetMinutes,
    };
  });
}

export async function seedFlights(db: Database) {
  const bookingIds = Object.keys(flightsByBooking);
  const trips = await db
    .select({
      bookingId: bookings.id,
      startingDate: tours.startingDate,
      endingDate: tours.endingDate,
      leaderId: bookingTravellers.id,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(
      bookingTravellers,
      and(eq(bookingTravellers.bookingId, bookings.id), eq(bookingTravellers.isLeader, true)),
    )
    .where(inArray(bookings.id, bookingIds));

  for (const trip of trips) {
    const byNumber = new Map<string, ScheduleRow[]>();
    for (const flight of flightsByBooking[trip.bookingId] ?? []) {
      const anchor = flight.day === 'start' ? trip.startingDate : trip.endingDate;
      byNumber.set(flight.number, scheduleRows(flight, addDays(anchor, flight.days ?? 0)));
    }
    const rows = [...byNumber.values()].flat();
    if (rows.length > 0) await db.insert(flightSchedules).values(rows).onConflictDoNothing();

    const shared = sharedByBooking[trip.bookingId];
    if (!shared || !trip.leaderId) continue;
    const leaderId = trip.leaderId;
    await db.transaction(async (tx) => {
      // Only the first time: the declaration row says the leader's flights were already set.
      const created = await tx
        .insert(bookingFlightDeclarations)
        .values({ bookingTravellerId: leaderId, noFlightNeeded: shared === 'noFlightNeeded' })
        .onConflictDoNothing()
        .returning({ id: bookingFlightDeclarations.bookingTravellerId });
      if (created.length === 0 || shared === 'noFlightNeeded') return;
      const legs = [
        { direction: 'OUTBOUND' as const, rows: byNumber.get(shared.outbound) ?? [] },
        { direction: 'INBOUND' as const, rows: byNumber.get(shared.inbound) ?? [] },
      ];
      const values = legs.flatMap(({ direction, rows: schedule }) =>
        schedule.map((row, position) => ({
          bookingTravellerId: leaderId,
          direction,
          position,
          tripType: 'ROUND_TRIP' as const,
          flightNumber: row.flightNumber,
          airline: row.airlineName ?? null,
          departureAirport: row.departureAirport,
          arrivalAirport: row.arrivalAirport,
          departureLocal: row.departureLocal,
          departureUtcOffset: row.departureUtcOffset,
          arrivalLocal: row.arrivalLocal,
          arrivalUtcOffset: row.arrivalUtcOffset,
          stops: 0,
        })),
      );
      if (values.length > 0) await tx.insert(bookingFlights).values(values);
    });
  }
}

/** The demo flights by booking, for the tests: numbers and what each leader shared. */
export const demoFlights = { flightsByBooking, sharedByBooking } as const;
