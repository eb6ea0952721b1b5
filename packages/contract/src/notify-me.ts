import { z } from 'zod';
import { tourStatusSchema } from './bookings';

/*
 * Trip alerts, "notify me" (account-area §3 "Notify-me alert", §7): the traveller asked to be told
 * about a tour (a departure, e.g. when a place frees up) or a travel (e.g. new departures).
 *
 * The alerts are reached either with the session (`GET /api/notify-me`) or, from an alert email,
 * with a signed token that expires and opens nothing but that traveller's alerts
 * (`/api/notify-me/token/{token}`, no sign-in).
 */

export const notifyMeAlertTypes = ['tour', 'travel'] as const;
export const notifyMeAlertTypeSchema = z.enum(notifyMeAlertTypes);
export type NotifyMeAlertType = z.infer<typeof notifyMeAlertTypeSchema>;

export const notifyMeAlertSchema = z
  .object({
    id: z.uuid(),
    type: notifyMeAlertTypeSchema,
    /** The travel, also for an alert on one of its tours. */
    travel: z.object({
      id: z.uuid(),
      /** Key of the travel page on the public website. */
      slug: z.string(),
      title: z.string(),
      destination: z.string(),
    }),
    /** The departure, for an alert of type 'tour'; null for a travel. */
    tour: z
      .object({
        id: z.uuid(),
        status: tourStatusSchema,
        startingDate: z.iso.date(),
        endingDate: z.iso.date(),
        availableSeats: z.number().int().min(0),
      })
      .nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'NotifyMeAlert' });
export type NotifyMeAlert = z.infer<typeof notifyMeAlertSchema>;

/** The caller's alerts, most recent first; their number is the menu's notify-me badge. */
export const notifyMeAlertsResponseSchema = z
  .object({ data: z.array(notifyMeAlertSchema) })
  .meta({ id: 'NotifyMeAlertsResponse' });
export type NotifyMeAlertsResponse = z.infer<typeof notifyMeAlertsResponseSchema>;

/** The alerts a token opens, and until when it opens them. */
export const notifyMeTokenAlertsResponseSchema = z
  .object({
    data: z.object({
      alerts: z.array(notifyMeAlertSchema),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  })
  .meta({ id: 'NotifyMeTokenAlertsResponse' });
export type NotifyMeTokenAlertsResponse = z.infer<typeof notifyMeTokenAlertsResponseSchema>;

/** `:id` of a tour or a travel. */
export const notifyMeTargetParamsSchema = z.object({ id: z.uuid() });

/** A token as it travels in the link (base64url parts joined by dots; about 72 characters). */
export const notifyMeTokenSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'Expected a notify-me token');
export const notifyMeTokenParamsSchema = z.object({ token: notifyMeTokenSchema });
export const notifyMeTokenTargetParamsSchema = z.object({
  token: notifyMeTokenSchema,
  id: z.uuid(),
});

/**
 * Paths of the notify-me API (Fastify syntax). The DELETEs answer the alerts left; the token
 * paths need no session (a bad or tampered token: 401 NOTIFY_ME_TOKEN_INVALID; an expired one:
 * 401 NOTIFY_ME_TOKEN_EXPIRED).
 */
export const notifyMeApiPaths = {
  list: '/api/notify-me',
  tour: '/api/tours/:id/notify-me',
  travel: '/api/travels/:id/notify-me',
  token: '/api/notify-me/token/:token',
  tokenTour: '/api/notify-me/token/:token/tours/:id',
  tokenTravel: '/api/notify-me/token/:token/travels/:id',
} as const;
