import { z } from 'zod';
import { passkeyAuthenticationResponseSchema } from './webauthn';
import { singleLineText } from './text';

/*
 * Delete my account (issue 22): whether the traveller may, the request confirmed by their
 * password or one of their passkeys, and the notice that signing in during the grace period
 * cancelled it.
 */

export const accountDeletionApiPaths = {
  /** GET: may the account be deleted, and why not; POST: ask for it. */
  deletion: '/api/users/me/deletion',
  /** DELETE: the notice of a cancelled deletion has been seen. */
  cancellationNotice: '/api/users/me/deletion/cancellation-notice',
} as const;

export const accountDeletionBlockerSchema = z.enum(['upcoming', 'underWay', 'paymentOwed']);

export const accountDeletionStatusSchema = z
  .object({
    data: z.object({
      /** False while a booking blocks it (`blockers`). */
      eligible: z.boolean(),
      blockers: z.array(z.object({ bookingId: z.string(), reason: accountDeletionBlockerSchema })),
      /** Days between the request and the erasure. */
      graceDays: z.number().int().min(0),
      /**
       * How the request can be confirmed for this account: `password` when it has one,
       * `passkey` when it has at least one passkey.
       */
      confirmations: z.array(z.enum(['password', 'passkey'])),
      /** A deletion that signing in cancelled and whose notice has not been seen yet. */
      cancelled: z
        .object({ requestedAt: z.iso.datetime(), cancelledAt: z.iso.datetime() })
        .nullable(),
    }),
  })
  .meta({ id: 'AccountDeletionStatus' });
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>['data'];

/**
 * `POST /api/users/me/deletion`: the confirmation of who asks: the current password, or the
 * browser's answer to `POST /api/users/me/passkeys/confirmation-options` (one of their passkeys).
 */
export const accountDeletionRequestSchema = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('password'),
      currentPassword: singleLineText().min(1).max(1024),
    }),
    z.object({
      method: z.literal('passkey'),
      response: passkeyAuthenticationResponseSchema,
    }),
  ])
  .meta({ id: 'AccountDeletionRequest' });
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

export const accountDeletionScheduledSchema = z
  .object({
    data: z.object({
      /** When the account is erased unless the traveller signs in before. */
      eraseAfter: z.iso.datetime(),
      /** Where the mail saying so went. */
      sentTo: z.string(),
    }),
  })
  .meta({ id: 'AccountDeletionScheduled' });
export type AccountDeletionScheduled = z.infer<typeof accountDeletionScheduledSchema>['data'];
