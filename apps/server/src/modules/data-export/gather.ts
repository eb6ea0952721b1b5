import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DATA_EXPORT_SCHEMA_VERSION,
  dataExportFileSchema,
  type DataExportFile,
} from '@wayfarer/contract';
import type { Language } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { passkeys } from '../../db/schema-passkeys';
import { userAddresses, userPictures } from '../../db/schema-addresses';
import {
  bookingPayments,
  bookingPriceLines,
  bookingRefunds,
  bookings,
  bookingTravellers,
  tours,
  travels,
} from '../../db/schema-bookings';
import { checklistItems } from '../../db/schema-checklist';
import { identityDocuments } from '../../db/schema-documents';
import {
  notifyMeAlerts,
  referralAccounts,
  referralInvitations,
  referralPromoCodes,
  travellerCredits,
} from '../../db/schema-engagement';
import { bookingFlightDeclarations, bookingFlights } from '../../db/schema-flights';
import { emailChanges, invitations, mailMessages } from '../../db/schema-mail';
import { tourChanges } from '../../db/schema-tour-change';
import { localized } from '../../lib/content-language';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
/** A local wall-clock timestamp as the drivers give it (`2026-03-10 12:15:00`) in ISO form. */
const localIso = (text: string) => text.replace(' ', 'T');
const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/**
 * Everything personal Wayfarer holds on the traveller, in the export file's shape (schema
 * version DATA_EXPORT_SCHEMA_VERSION): the account, consents, addresses, the bookings they own
 * (with their own flights, checklist and trip changes; the other travellers by name only, as the
 * booking page shows them), documents without their images, alerts, referral, credits, devices,
 * passkeys, e-mail changes, access links and the e-mails sent. Reads only rows of this traveller, and never
 * a secret column (password hash, token hashes, session ids, storage keys). Null: no such user.
 */
export async function gatherTravellerData(
  db: Database,
  { userId, language, now = new Date() }: { userId: string; language: Language; now?: Date },
): Promise<DataExportFile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const content = { requested: language, siteDefault: language };

  const [
    picture,
    addresses,
    ownBookings,
    documents,
    alerts,
    referralAccount,
    friends,
    promoCodes,
    credits,
    devices,
    ownPasskeys,
    changes,
    links,
    emails,
  ] = await Promise.all([
    db
      .select({ userId: userPictures.userId })
      .from(userPictures)
      .where(eq(userPictures.userId, userId)),
    db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(asc(userAddresses.position)),
    db
      .select({ booking: bookings, tour: tours, travel: travels })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .innerJoin(travels, eq(travels.id, tours.travelId))
      .where(eq(bookings.userId, userId))
      .orderBy(asc(tours.startingDate), asc(bookings.id)),
    db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, userId))
      .orderBy(asc(identityDocuments.type)),
    db
      .select({ alert: notifyMeAlerts, tour: tours, travel: travels })
      .from(notifyMeAlerts)
      .leftJoin(tours, eq(tours.id, notifyMeAlerts.tourId))
      .leftJoin(
        travels,
        eq(travels.id, sql`coalesce(${notifyMeAlerts.travelId}, ${tours.travelId})`),
      )
      .where(eq(notifyMeAlerts.userId, userId))
      .orderBy(asc(notifyMeAlerts.createdAt)),
    db.select().from(referralAccounts).where(eq(referralAccounts.userId, userId)),
    db
      .select()
      .from(referralInvitations)
      .where(eq(referralInvitations.referrerId, userId))
      .orderBy(asc(referralInvitations.invitedAt)),
    db
      .select()
      .from(referralPromoCodes)
      .where(eq(referralPromoCodes.userId, userId))
      .orderBy(asc(referralPromoCodes.createdAt)),
    db
      .select()
      .from(travellerCredits)
      .where(eq(travellerCredits.userId, userId))
      .orderBy(asc(travellerCredits.issuedAt)),
    db
      .select({
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
    db
      .select({
        oldEmail: emailChanges.oldEmail,
        newEmail: emailChanges.newEmail,
        createdAt: emailChanges.createdAt,
        confirmedAt: emailChanges.confirmedAt,
        undoneAt: emailChanges.undoneAt,
      })
      .from(emailChanges)
      .where(eq(emailChanges.userId, userId))
      .orderBy(asc(emailChanges.createdAt)),
    db
      .select({
        purpose: invitations.purpose,
        createdAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
        usedAt: invitations.usedAt,
      })
      .from(invitations)
      .where(eq(invitations.userId, userId))
      .orderBy(asc(invitations.createdAt)),
    db
      .select({
        subject: mailMessages.subject,
        template: mailMessages.template,
        status: mailMessages.status,
        createdAt: mailMessages.createdAt,
      })
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, user.email))
      .orderBy(asc(mailMessages.createdAt)),
  ]);

  const bookingIds = ownBookings.map((row) => row.booking.id);
  const none = <T>() => Promise.resolve([] as T[]);
  const [travellers, priceLines, payments, refunds, changesOfTrips] = await Promise.all([
    bookingIds.length
      ? db
          .select()
          .from(bookingTravellers)
          .where(inArray(bookingTravellers.bookingId, bookingIds))
          .orderBy(asc(bookingTravellers.position))
      : none<typeof bookingTravellers.$inferSelect>(),
    bookingIds.length
      ? db
          .select()
          .from(bookingPriceLines)
          .where(inArray(bookingPriceLines.bookingId, bookingIds))
          .orderBy(asc(bookingPriceLines.position))
      : none<typeof bookingPriceLines.$inferSelect>(),
    bookingIds.length
      ? db
          .select()
          .from(bookingPayments)
          .where(inArray(bookingPayments.bookingId, bookingIds))
          .orderBy(asc(bookingPayments.dueDate))
      : none<typeof bookingPayments.$inferSelect>(),
    bookingIds.length
      ? db.select().from(bookingRefunds).where(inArray(bookingRefunds.bookingId, bookingIds))
      : none<typeof bookingRefunds.$inferSelect>(),
    bookingIds.length
      ? db
          .select()
          .from(tourChanges)
          .where(inArray(tourChanges.bookingId, bookingIds))
          .orderBy(asc(tourChanges.changedAt))
      : none<typeof tourChanges.$inferSelect>(),
  ]);
  // The traveller's own places on those bookings: their flights (outbound first) and checklist.
  const ownPlaceIds = travellers.filter((t) => t.userId === userId).map((t) => t.id);
  const [flights, declarations, checklist] = await Promise.all([
    ownPlaceIds.length
      ? db
          .select()
          .from(bookingFlights)
          .where(inArray(bookingFlights.bookingTravellerId, ownPlaceIds))
          .orderBy(desc(bookingFlights.direction), asc(bookingFlights.position))
      : none<typeof bookingFlights.$inferSelect>(),
    ownPlaceIds.length
      ? db
          .select()
          .from(bookingFlightDeclarations)
          .where(inArray(bookingFlightDeclarations.bookingTravellerId, ownPlaceIds))
      : none<typeof bookingFlightDeclarations.$inferSelect>(),
    ownPlaceIds.length
      ? db
          .select()
          .from(checklistItems)
          .where(inArray(checklistItems.bookingTravellerId, ownPlaceIds))
          .orderBy(asc(checklistItems.type))
      : none<typeof checklistItems.$inferSelect>(),
  ]);

  const travellersOf = groupBy(travellers, (t) => t.bookingId);
  const linesOf = groupBy(priceLines, (l) => l.bookingId);
  const paymentsOf = groupBy(payments, (p) => p.bookingId);
  const refundsOf = groupBy(refunds, (r) => r.bookingId);
  const changesOf = groupBy(changesOfTrips, (c) => c.bookingId);
  const flightsOf = groupBy(flights, (f) => f.bookingTravellerId);
  const checklistOf = groupBy(checklist, (c) => c.bookingTravellerId);
  const declarationOf = new Map(declarations.map((d) => [d.bookingTravellerId, d]));

  const file: DataExportFile = {
    schemaVersion: DATA_EXPORT_SCHEMA_VERSION,
    generatedAt: iso(now),
    traveller: {
      id: user.id,
      email: user.email,
      name: user.name,
      lastname: user.lastname,
      gender: user.gender,
      birthday: user.birthday,
      citizenship: user.citizenship,
      taxCode: user.taxCode,
      birthCity: user.birthCity,
      mobilePhone: { country: user.mobilePhoneCountry, number: user.mobilePhoneNumber },
      emergencyContact: {
        name: user.emergencyContactName,
        relation: user.emergencyContactRelation,
        phoneCountry: user.emergencyContactPhoneCountry,
        phoneNumber: user.emergencyContactPhoneNumber,
      },
      specialNeeds: user.specialNeeds,
      hasProfilePicture: picture.length > 0,
      hasPassword: user.passwordHash !== null,
      accountCreatedAt: iso(user.createdAt),
      lastUpdatedAt: iso(user.updatedAt),
    },
    consents: {
      privacyPolicy: user.consentPrivacyPolicy,
      termsAndConditions: user.consentTermsAndConditions,
      marketing: user.consentMarketing,
      newsletter: user.consentNewsletter,
      recordedAt: iso(user.updatedAt),
    },
    addresses: addresses.map((a) => ({
      addressType: a.addressType,
      country: a.country,
      address: a.address,
      houseNumber: a.houseNumber,
      notes: a.notes,
      zipCode: a.zipCode,
      city: a.city,
      state: a.state,
      sameAsResidence: a.sameAsResidence,
      billingFor: a.billingFor,
      billingInfo: (a.billingInfo as Record<string, unknown> | null) ?? null,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    bookings: ownBookings.map(({ booking, tour, travel }) => {
      const places = travellersOf.get(booking.id) ?? [];
      const own = places.filter((t) => t.userId === userId);
      const declaration = own.map((t) => declarationOf.get(t.id)).find(Boolean);
      return {
        id: booking.id,
        status: booking.status,
        currency: booking.currency,
        partnerName: booking.partnerName,
        hasCancellationOption: booking.hasCancellationOption,
        bookedAt: iso(booking.createdAt),
        cancelledAt: isoOrNull(booking.cancelledAt),
        trip: {
          title: localized(travel.title, content) ?? travel.slug,
          startingDate: tour.startingDate,
          endingDate: tour.endingDate,
          meetingPoint: localized(tour.meetingPoint, content),
        },
        travellers: places.map((t) => ({
          name: t.name,
          lastname: t.lastname,
          isLeader: t.isLeader,
          you: t.userId === userId,
        })),
        priceLines: (linesOf.get(booking.id) ?? []).map((l) => ({
          kind: l.kind,
          label: l.label,
          code: l.code,
          quantity: l.quantity,
          unitAmountCents: l.unitAmountCents,
        })),
        payments: (paymentsOf.get(booking.id) ?? []).map((p) => ({
          kind: p.kind,
          amountCents: p.amountCents,
          dueDate: p.dueDate,
          paidAt: isoOrNull(p.paidAt),
        })),
        refunds: (refundsOf.get(booking.id) ?? []).map((r) => ({
          kind: r.kind,
          amountCents: r.amountCents,
          refundedAt: isoOrNull(r.refundedAt),
          giftCardCode: r.giftCardCode,
          giftCardExpiresOn: r.giftCardExpiresOn,
        })),
        flights: own.flatMap((t) =>
          (flightsOf.get(t.id) ?? []).map((f) => ({
            direction: f.direction,
            tripType: f.tripType,
            flightNumber: f.flightNumber,
            airline: f.airline,
            departureAirport: f.departureAirport,
            arrivalAirport: f.arrivalAirport,
            departureLocal: localIso(f.departureLocal),
            arrivalLocal: localIso(f.arrivalLocal),
            stops: f.stops,
            stopAirports: f.stopAirports,
            layoverMinutes: f.layoverMinutes,
            savedAt: iso(f.createdAt),
          })),
        ),
        noFlightNeeded: declaration ? declaration.noFlightNeeded : null,
        checklist: own.flatMap((t) =>
          (checklistOf.get(t.id) ?? []).map((c) => ({
            type: c.type,
            completed: c.completed,
            updatedAt: iso(c.updatedAt),
          })),
        ),
        tripChanges: (changesOf.get(booking.id) ?? []).map((c) => ({
          changedAt: iso(c.changedAt),
          priceDifferenceCents: c.priceDifferenceCents,
          currency: c.currency,
          voluntary: c.voluntary,
        })),
      };
    }),
    documents: documents.map((d) => ({
      type: d.type,
      number: d.number,
      issuingCountry: d.issuingCountry,
      issueDate: d.issueDate,
      expiryDate: d.expiryDate,
      status: d.status,
      hasImage: d.fileKey !== null,
      verification: d.verification
        ? {
            outcome: d.verification.outcome,
            fields: d.verification.fields.map((f) => ({ field: f.field, problem: f.problem })),
            image: [...d.verification.image],
            reviewReason: d.verification.reviewReason,
            verifiedAt: d.verification.verifiedAt,
          }
        : null,
      reviewedAt: isoOrNull(d.reviewedAt),
      uploadedAt: iso(d.createdAt),
      updatedAt: iso(d.updatedAt),
    })),
    alerts: alerts.map(({ alert, tour, travel }) => ({
      kind: alert.tourId ? ('tour' as const) : ('travel' as const),
      title: (travel && localized(travel.title, content)) ?? travel?.slug ?? '',
      startingDate: tour?.startingDate ?? null,
      createdAt: iso(alert.createdAt),
    })),
    referral: {
      code: referralAccount[0]?.code ?? null,
      joinedAt: isoOrNull(referralAccount[0]?.createdAt ?? null),
      invitedFriends: friends.map((f) => ({
        name: f.friendName,
        email: f.friendEmail,
        invitedAt: iso(f.invitedAt),
        firstBookingId: f.firstBookingId,
        firstTripStartingDate: f.firstTripStartingDate,
      })),
      promoCodes: promoCodes.map((p) => ({
        code: p.code,
        percent: p.percent,
        createdAt: iso(p.createdAt),
        usedAt: isoOrNull(p.usedAt),
        expiresOn: p.expiresOn,
        disabled: p.disabled,
      })),
    },
    credits: credits.map((c) => ({
      kind: c.kind,
      code: c.code,
      amountCents: c.amountCents,
      currency: c.currency,
      origin: c.origin,
      originBookingId: c.originBookingId,
      issuedAt: iso(c.issuedAt),
      expiresOn: c.expiresOn,
      usedAt: isoOrNull(c.usedAt),
    })),
    devices: devices.map((s) => ({
      userAgent: s.userAgent,
      signedInAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: iso(s.expiresAt),
    })),
    passkeys: ownPasskeys.map((key) => ({
      name: key.name,
      addedAt: iso(key.createdAt),
      lastUsedAt: isoOrNull(key.lastUsedAt),
    })),
    emailChanges: changes.map((c) => ({
      oldEmail: c.oldEmail,
      newEmail: c.newEmail,
      requestedAt: iso(c.createdAt),
      confirmedAt: isoOrNull(c.confirmedAt),
      undoneAt: isoOrNull(c.undoneAt),
    })),
    accessLinks: links.map((l) => ({
      purpose: l.purpose,
      sentAt: iso(l.createdAt),
      expiresAt: iso(l.expiresAt),
      usedAt: isoOrNull(l.usedAt),
    })),
    emails: emails.map((m) => ({
      subject: m.subject,
      template: m.template,
      status: m.status,
      createdAt: iso(m.createdAt),
    })),
  };
  // The documented shape, checked before anything is stored.
  return dataExportFileSchema.parse(file);
}
