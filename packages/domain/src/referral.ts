/**
 * Refer a friend (account-area §3 Referral, §4, §5, §9; issue 10).
 *
 * A friend aged 21 to 49 on their first trip gets 10% off with the traveller's personal
 * code. The traveller accrues 5% for each invited friend who departs, up to 50%, and turns
 * that balance into a discount code for one person, which resets the balance to 0. So the
 * balance is what friends' departures since the last generated code have accrued, capped:
 * departures beyond the cap before a generation are not carried over.
 *
 * Days are UTC calendar days; a friend has departed from their departure day on (see
 * `hasDeparted`).
 */
import { hasDeparted, isBookingCancelled, isConcluded } from './booking-facts';
import { getAge, type CalendarDateInput } from './calendar-day';
import { countCalendarDaysUntil, toUtcDayNumber, type DateInput } from './date-input';

/** The friend's discount on their first trip (account-area §9). */
export const FRIEND_DISCOUNT_PERCENT = 10;
/** What each friend who departs adds to the referrer's balance (account-area §9). */
export const REFERRER_PERCENT_PER_FRIEND = 5;
/** The referrer's balance never goes above this (account-area §9). */
export const REFERRER_MAX_PERCENT = 50;
/** A friend is aged 21 to 49, both included (account-area §5). */
export const FRIEND_MIN_AGE = 21;
export const FRIEND_MAX_AGE = 49;
/** A generated discount code is for one person (account-area §9). */
export const REFERRAL_CODE_PEOPLE = 1;

/** A friend invited with the traveller's code. */
export interface ReferredFriend {
  /**
   * Start of the friend's first trip booked with the code; null while they have not booked,
   * or once that booking is cancelled.
   */
  firstTripStartingDate?: DateInput | null;
}

export type ReferralPromoCodeStatus = 'ACTIVE' | 'INACTIVE' | 'USED';

export const referralPromoCodeStatuses: readonly ReferralPromoCodeStatus[] = [
  'ACTIVE',
  'INACTIVE',
  'USED',
];

/** A discount code the traveller generated from their balance. */
export interface ReferralPromoCode {
  code: string;
  /** The balance it was generated from. */
  percent: number;
  generatedAt: DateInput;
  /** When it was used; null until then. */
  usedAt?: DateInput | null;
  /** Its last valid day, if it has one. */
  expiresAt?: DateInput | null;
  /** Switched off by customer care. */
  disabled?: boolean;
}

export interface ReferralCounts {
  /** Friends invited. */
  invited: number;
  /** Invited friends whose first trip has departed. */
  departed: number;
  /** Discount codes generated. */
  generatedDiscounts: number;
}

function hasFriendDeparted(friend: ReferredFriend, now: Date): boolean {
  return hasDeparted({ startingDate: friend.firstTripStartingDate, now });
}

/**
 * The redeemable balance, in percent: 5 for each friend who departed after the day of the
 * last generated code (or ever, before the first), at most 50. A friend departing on the
 * day a code is generated counted towards that code. Always a multiple of 5 from 0 to 50;
 * 0 when the last generation date is unreadable.
 */
export function getReferralBalance({
  friends,
  lastGeneratedAt,
  now,
}: {
  friends: readonly ReferredFriend[];
  lastGeneratedAt?: DateInput | null;
  now: Date;
}): number {
  const generatedBefore =
    lastGeneratedAt !== undefined && lastGeneratedAt !== null && lastGeneratedAt !== '';
  const lastGenerationDay = toUtcDayNumber(lastGeneratedAt);
  // An unreadable generation date must not give the balance back.
  if (generatedBefore && lastGenerationDay === null) return 0;
  const accruing = friends.filter((friend) => {
    if (!hasFriendDeparted(friend, now)) return false;
    const departureDay = toUtcDayNumber(friend.firstTripStartingDate);
    return (
      lastGenerationDay === null || (departureDay !== null && departureDay > lastGenerationDay)
    );
  }).length;
  return Math.min(REFERRER_MAX_PERCENT, accruing * REFERRER_PERCENT_PER_FRIEND);
}

/** A discount code can be generated from a balance above 0. */
export function canGenerateReferralDiscount({ balance }: { balance: number }): boolean {
  return balance > 0;
}

/**
 * Whether someone may use a friend's code: aged 21 to 49 (from their 21st birthday to the
 * day before their 50th) and on their first trip.
 */
export function isEligibleFriend({
  birthday,
  now,
  isFirstTrip,
}: {
  birthday: CalendarDateInput | null | undefined;
  now: Date;
  isFirstTrip: boolean;
}): boolean {
  const age = getAge({ birthday, now });
  return isFirstTrip && age !== null && age >= FRIEND_MIN_AGE && age <= FRIEND_MAX_AGE;
}

/** A booking is completed when its trip has concluded and it was not cancelled. */
export function countCompletedBookings({
  bookings,
  now,
}: {
  bookings: readonly { status: string; tour: { endingDate?: DateInput | null } }[];
  now: Date;
}): number {
  return bookings.filter(
    (booking) =>
      !isBookingCancelled(booking) && isConcluded({ endingDate: booking.tour.endingDate, now }),
  ).length;
}

/** The traveller may invite friends once they have at least one completed booking (account-area §5). */
export function canInvite({ completedBookings }: { completedBookings: number }): boolean {
  return completedBookings >= 1;
}

/** Friends invited, friends departed and discount codes generated. */
export function getReferralCounts({
  friends,
  promoCodes,
  now,
}: {
  friends: readonly ReferredFriend[];
  promoCodes: readonly unknown[];
  now: Date;
}): ReferralCounts {
  return {
    invited: friends.length,
    departed: friends.filter((friend) => hasFriendDeparted(friend, now)).length,
    generatedDiscounts: promoCodes.length,
  };
}

/**
 * A promo code's status: USED once used (with its date); INACTIVE when switched off or past
 * its last valid day; ACTIVE otherwise.
 */
export function getReferralPromoCodeStatus({
  promoCode,
  now,
}: {
  promoCode: Pick<ReferralPromoCode, 'usedAt' | 'expiresAt' | 'disabled'>;
  now: Date;
}): ReferralPromoCodeStatus {
  const { usedAt, expiresAt, disabled } = promoCode;
  if (usedAt !== undefined && usedAt !== null && usedAt !== '') return 'USED';
  if (disabled) return 'INACTIVE';
  const daysLeft = countCalendarDaysUntil({ date: expiresAt, now });
  return daysLeft !== null && daysLeft < 0 ? 'INACTIVE' : 'ACTIVE';
}
