import {
  bookingErrors,
  type Booking,
  type BookingError,
  type BookingSummary,
  type ChecklistItem,
  type Coordinator,
} from '@wayfarer/contract';
import { getBookingCompleteness, isBookingFullyPaid, withPaymentItemDone } from '@wayfarer/domain';
import type { ChecklistItemType, PaymentInstallment, TripStatusTour } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import {
  englishContent,
  localized,
  localizedDestination,
  type ContentLanguage,
} from '../../lib/content-language';
import { AppError } from '../../lib/errors';
import { findDocumentStatuses, type DocumentStatusRow } from '../documents/repository';
import { getTripDocumentStatuses } from '../documents/trip-status';
import { noBookingFlights } from '../flights/repository';
import {
  findBookingsByOwner,
  findOwnedBookingDetail,
  type BookingChildren,
  type BookingRow,
  type BookingSummaryRow,
} from './repository';

// The contract's shapes feed the domain's booking rules as they are; this fails to compile if
// either side drifts.
type _TourFeedsDomain = Booking['tour'] extends TripStatusTour ? true : never;
type _PaymentFeedsDomain = Booking['paymentSchedule'][number] extends PaymentInstallment
  ? true
  : never;
type _SameChecklistTypes = [ChecklistItem['type']] extends [ChecklistItemType]
  ? [ChecklistItemType] extends [ChecklistItem['type']]
    ? true
    : never
  : never;
const _contractFeedsDomain: [_TourFeedsDomain, _PaymentFeedsDomain, _SameChecklistTypes] = [
  true,
  true,
  true,
];
void _contractFeedsDomain;

const dayMs = 86_400_000;

/** Whole days between two calendar days (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const knownErrors = new Set<string>(bookingErrors);

/**
 * What is left to complete on a booking (account-area §4): its errors, and the traveller's own
 * documents as this trip judges them (missing, rejected, expired before or during it).
 */
function completenessOf(
  row: BookingSummaryRow,
  documents: readonly DocumentStatusRow[],
  now: Date,
) {
  const documentStatuses = getTripDocumentStatuses({ documents, trip: row.tour, now }).map(
    ({ status }) => status,
  );
  return getBookingCompleteness({ errors: row.booking.errors, documentStatuses });
}

function toSummaryParts(
  row: BookingSummaryRow,
  documents: readonly DocumentStatusRow[],
  now: Date,
  language: ContentLanguage,
) {
  const { booking, tour, travel } = row;
  const length = daysBetween(tour.startingDate, tour.endingDate);
  return {
    id: booking.id,
    status: booking.status,
    // Codes this API does not know are left out rather than failing the whole answer.
    errors: booking.errors.filter((code): code is BookingError => knownErrors.has(code)),
    currency: booking.currency,
    createdAt: booking.createdAt.toISOString(),
    tour: {
      id: tour.id,
      status: tour.status,
      startingDate: tour.startingDate,
      endingDate: tour.endingDate,
      confirmedAt: iso(tour.confirmedAt),
      days: length + 1,
      nights: length,
      availableSeats: tour.availableSeats,
      onRequest: tour.onRequest,
    },
    publicTour: row.publicTour,
    travel: {
      id: travel.id,
      slug: travel.slug,
      title: localized(travel.title, language) ?? travel.slug,
      destination: localizedDestination(travel, language),
      ageRange: travel.ageRange,
    },
    publicOrder: { partner: booking.partnerName },
    totalAmount: row.totalAmount,
    paidAmount: row.paidAmount,
    nextPayment: row.nextPayment,
    completeness: completenessOf(row, documents, now),
    travellersCount: row.travellersCount,
  };
}

function toCoordinator(
  row: NonNullable<BookingRow['coordinator']>,
  now: Date,
  language: ContentLanguage,
): Coordinator {
  const year = now.getUTCFullYear();
  return {
    nickname: row.nickname,
    name: row.name,
    pictureImage: row.pictureImage,
    bio: localized(row.bio, language) ?? '',
    // Birth years only: the age they turn this year.
    age: row.birthYear === null ? null : year - row.birthYear,
    yearsWithCompany: Math.max(0, year - row.withCompanySince),
    tripsDone: row.tripsDone,
    city: localized(row.city, language),
    socialLinks: row.socialLinks,
    isAmbassador: row.isAmbassador,
  };
}

export function toBookingSummary(
  row: BookingSummaryRow,
  documents: readonly DocumentStatusRow[],
  now: Date,
  language: ContentLanguage = englishContent,
): BookingSummary {
  const { coordinator } = row;
  return Object.assign(toSummaryParts(row, documents, now, language), {
    coordinator: coordinator
      ? {
          nickname: coordinator.nickname,
          name: coordinator.name,
          pictureImage: coordinator.pictureImage,
        }
      : null,
  });
}

export function toBooking(
  row: BookingRow,
  children: BookingChildren,
  documents: readonly DocumentStatusRow[],
  now: Date,
  language: ContentLanguage = englishContent,
): Booking {
  const summary = toSummaryParts(row, documents, now, language);
  const travellers = children.travellers.map((t) => ({
    id: t.id,
    userId: t.userId,
    name: t.name,
    lastname: t.lastname,
    email: t.email,
    isLeader: t.isLeader,
  }));
  // The checklist is read from the leader (the checklist module's table); its PAYMENT item follows
  // the payments.
  const preDepartureChecklist: ChecklistItem[] = withPaymentItemDone(
    children.checklist.map(({ type, completed }) => ({ type, completed })),
    isBookingFullyPaid(summary),
  );
  // The leader's flights (the flights module's tables).
  const flights = children.flights.get(row.booking.id) ?? noBookingFlights;
  // Added to the fresh summary rather than spread into a new literal: V8 builds `{ ...a, b }` of
  // an object this size through its slow path, which took most of this function's time.
  const tour = Object.assign(summary.tour, {
    meetingPoint: localized(row.tour.meetingPoint, language),
    insuranceInfo: localized(row.tour.insuranceInfo, language),
  });
  return Object.assign(summary, {
    tour,
    coordinator: row.coordinator ? toCoordinator(row.coordinator, now, language) : null,
    hasCancellationOption: row.booking.hasCancellationOption,
    cancelledAt: iso(row.booking.cancelledAt),
    travellers,
    priceLines: children.priceLines.map((line) => ({
      kind: line.kind,
      label: line.label,
      code: line.code,
      quantity: line.quantity,
      unitAmount: line.unitAmountCents,
      amount: line.unitAmountCents * line.quantity,
    })),
    paymentSchedule: children.payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amountCents,
      dueDate: p.dueDate,
      paidAt: iso(p.paidAt),
    })),
    refunds: children.refunds.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amountCents,
      refundedAt: iso(r.refundedAt),
      giftCard:
        r.giftCardCode && r.giftCardExpiresOn
          ? { code: r.giftCardCode, expiresOn: r.giftCardExpiresOn }
          : null,
    })),
    outboundFlights: flights.outboundFlights,
    inboundFlights: flights.inboundFlights,
    noFlightNeeded: flights.noFlightNeeded,
    preDepartureChecklist,
  });
}

/** A traveller reads only their own bookings; anyone else's answer as if they did not exist. */
function assertOwnUser(callerId: string, userId: string) {
  if (callerId !== userId) throw new AppError('NOT_FOUND');
}

export async function listBookings(
  db: Database,
  {
    callerId,
    userId,
    now = new Date(),
    language = englishContent,
  }: { callerId: string; userId: string; now?: Date; language?: ContentLanguage },
): Promise<BookingSummary[]> {
  assertOwnUser(callerId, userId);
  const [rows, documents] = await Promise.all([
    findBookingsByOwner(db, userId),
    findDocumentStatuses(db, userId),
  ]);
  return rows.map((row) => toBookingSummary(row, documents, now, language));
}

export async function getBooking(
  db: Database,
  {
    callerId,
    userId,
    bookingId,
    now = new Date(),
    language = englishContent,
  }: {
    callerId: string;
    userId: string;
    bookingId: string;
    now?: Date;
    /** The language content texts are answered in (see ContentLanguage). */
    language?: ContentLanguage;
  },
): Promise<Booking> {
  assertOwnUser(callerId, userId);
  // All at once (one wait, not two): the children of a booking that is not the caller's are read
  // for nothing and never leave this function.
  const [detail, documents] = await Promise.all([
    findOwnedBookingDetail(db, userId, bookingId, language.requested),
    findDocumentStatuses(db, userId),
  ]);
  if (!detail) throw new AppError('NOT_FOUND', 'Booking not found.');
  return toBooking(detail.row, detail.children, documents, now, language);
}
