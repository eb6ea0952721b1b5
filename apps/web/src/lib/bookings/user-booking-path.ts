/** One booking of one traveller: what every booking path of the API names. */
export interface UserBooking {
  userId: string;
  bookingId: string;
}

/** A contract path under `/api/users/:id/bookings/:bookingId`, filled in. */
export function userBookingPath(template: string, { userId, bookingId }: UserBooking): string {
  return template
    .replace(':id', encodeURIComponent(userId))
    .replace(':bookingId', encodeURIComponent(bookingId));
}
