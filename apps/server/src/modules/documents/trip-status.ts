import type { DocumentType, StoredDocumentStatus } from '@wayfarer/contract';
import { readCalendarDay, type CalendarDay, type DocumentStatus } from '@wayfarer/domain';

/**
 * How long after the trip's last day a document must stay valid: six months for the travel
 * documents (the rule of many destinations for passports), the trip itself for a driving licence.
 */
export const VALIDITY_MONTHS_AFTER_TRIP: Record<DocumentType, number> = {
  PASSPORT: 6,
  IDENTITY_CARD: 6,
  DRIVING_LICENCE: 0,
};

export interface TripDates {
  startingDate: string;
  endingDate: string;
}

export interface StatusDocument {
  type: DocumentType;
  status: StoredDocumentStatus;
  expiryDate: string;
}

/**
 * Calendar days read from their text once: the traveller's expiry dates come back on every booking
 * of a trips list, and a tour's dates on every traveller's request. Reading them (a pattern, a Date,
 * checks) was a third of the CPU the list spent building its summaries. Bounded: emptied when full.
 */
const daysByText = new Map<string, Readonly<CalendarDay> | null>();
const daysByTextLimit = 10_000;

function calendarDay(date: string | Date): Readonly<CalendarDay> | null {
  if (typeof date !== 'string') return readCalendarDay(date);
  let day = daysByText.get(date);
  if (day === undefined) {
    if (daysByText.size >= daysByTextLimit) daysByText.clear();
    day = readCalendarDay(date);
    daysByText.set(date, day);
  }
  return day;
}

const dayNumber = (date: string | Date) => calendarDay(date)?.dayNumber ?? Number.NaN;

function addMonths(day: Readonly<CalendarDay> | null, months: number): number {
  if (!day) return Number.NaN;
  // Clamped to the month's last day (31 August + 6 months = 28 or 29 February).
  const target = new Date(Date.UTC(day.year, day.month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day.day, lastDay));
  return dayNumber(target);
}

/** The days a document is judged against, read once per trip (not once per document). */
interface TripDays {
  today: number;
  start: number;
  end: Readonly<CalendarDay> | null;
}

const tripDaysOf = (trip: TripDates, now: Date): TripDays => ({
  today: dayNumber(now),
  start: dayNumber(trip.startingDate),
  end: calendarDay(trip.endingDate),
});

function statusForTrip(document: StatusDocument, days: TripDays): DocumentStatus {
  if (document.status === 'REJECTED') return 'REJECTED';
  const expiry = dayNumber(document.expiryDate);
  if (expiry < days.today || expiry < days.start) return 'EXPIRED';
  if (document.status !== 'APPROVED') return document.status;
  const validUntil = addMonths(days.end, VALIDITY_MONTHS_AFTER_TRIP[document.type]);
  return expiry < validUntil ? 'EXPIRING' : 'APPROVED';
}

/**
 * The status of one stored document for a trip (account-area §4):
 * - REJECTED stays rejected;
 * - EXPIRED when it has expired already or expires before the trip starts;
 * - otherwise the verification's status (UPLOADED, TO_VALIDATE), and an approved document is
 *   EXPIRING when it expires before the trip's last day plus VALIDITY_MONTHS_AFTER_TRIP.
 */
export function getDocumentTripStatus({
  document,
  trip,
  now,
}: {
  document: StatusDocument;
  trip: TripDates;
  now: Date;
}): DocumentStatus {
  return statusForTrip(document, tripDaysOf(trip, now));
}

/** Statuses of a travel document that lets the traveller leave (or will, once checked). */
const usableStatuses: readonly DocumentStatus[] = [
  'UPLOADED',
  'TO_VALIDATE',
  'APPROVED',
  'EXPIRING',
];

/**
 * The status of every document type for a trip. A missing document is MISSING, except that one
 * travel document is enough (a missing passport is NOT_NEEDED next to a usable identity card, and
 * the other way round) and a driving licence is never required.
 */
export function getTripDocumentStatuses<D extends StatusDocument>({
  documents,
  trip,
  now,
}: {
  documents: readonly D[];
  trip: TripDates;
  now: Date;
}): { type: DocumentType; status: DocumentStatus; document: D | null }[] {
  const byType = new Map(documents.map((document) => [document.type, document]));
  const days = tripDaysOf(trip, now);
  const statusOf = (type: DocumentType) => {
    const document = byType.get(type);
    return document ? statusForTrip(document, days) : null;
  };
  const passport = statusOf('PASSPORT');
  const identityCard = statusOf('IDENTITY_CARD');
  const missing = (other: DocumentStatus | null): DocumentStatus =>
    other && usableStatuses.includes(other) ? 'NOT_NEEDED' : 'MISSING';
  return [
    { type: 'PASSPORT', status: passport ?? missing(identityCard) },
    { type: 'IDENTITY_CARD', status: identityCard ?? missing(passport) },
    { type: 'DRIVING_LICENCE', status: statusOf('DRIVING_LICENCE') ?? 'NOT_NEEDED' },
  ].map(({ type, status }) => ({
    type: type as DocumentType,
    status,
    document: byType.get(type as DocumentType) ?? null,
  }));
}
