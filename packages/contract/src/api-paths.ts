/*
 * Paths and headers of the REST API, shared by the server's routes and the web client. No zod here:
 * the web app imports this entry (`@wayfarer/contract/api-paths`) in its first chunk, so that its
 * first requests leave while the rest of the contract is still downloading.
 */

export const apiPaths = {
  me: '/api/users/me',
  catalogLayouts: '/api/catalog/layouts',
} as const;

/**
 * Paths of the bookings API (Fastify syntax); the web fills `:id` and `:bookingId`. Here rather than
 * with the bookings' schemas: the first screen's data (the dashboard, the trips, a booking page)
 * leaves as soon as the traveller is known, without waiting for the rest of the contract.
 */
export const bookingsApiPaths = {
  list: '/api/users/:id/bookings',
  detail: '/api/users/:id/bookings/:bookingId',
} as const;

/** The header every state-changing request from the SPA carries (CSRF defence). */
export const csrfHeader = 'x-wayfarer-csrf';
export const csrfHeaderValue = '1';
