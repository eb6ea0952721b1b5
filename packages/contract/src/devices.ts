import { z } from 'zod';

/*
 * Signed-in devices (issue 22): the traveller's own server-side sessions, each with the browser and
 * system read from the User-Agent it signed in with, and ending one or every other.
 */

export const devicesApiPaths = {
  list: '/api/users/me/sessions',
  one: '/api/users/me/sessions/:id',
  others: '/api/users/me/sessions/others',
} as const;

export const deviceSessionSchema = z
  .object({
    /** A public id of the session: not its cookie, nor anything that signs in. */
    id: z.uuid(),
    /** The browser's name and major version ('Firefox 133'); null when the User-Agent says none. */
    browser: z.string().nullable(),
    /** The operating system's name and version ('macOS 14.5'); null when unknown. */
    system: z.string().nullable(),
    /** 'desktop', 'mobile', 'tablet' or 'tv'; null when unknown. */
    platform: z.enum(['desktop', 'mobile', 'tablet', 'tv']).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Precise to about a minute, and on other instances to SESSION_CACHE_SECONDS. */
    lastUsedAt: z.iso.datetime({ offset: true }),
    /** The session of this very request. */
    current: z.boolean(),
  })
  .meta({ id: 'DeviceSession' });
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionsResponseSchema = z
  .object({ data: z.array(deviceSessionSchema) })
  .meta({ id: 'DeviceSessionsResponse' });
export type DeviceSessionsResponse = z.infer<typeof deviceSessionsResponseSchema>;

export const deviceSessionParamsSchema = z.object({ id: z.uuid() });

export const endOtherSessionsResponseSchema = z
  .object({ data: z.object({ ended: z.number().int().min(0) }) })
  .meta({ id: 'EndOtherSessionsResponse' });
export type EndOtherSessionsResponse = z.infer<typeof endOtherSessionsResponseSchema>;

/** `DELETE /api/users/me/sessions/{id}` answers 204 with no body. */
export const endSessionResponseSchema = z.undefined();
