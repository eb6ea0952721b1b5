import { z } from 'zod';
import { checklistItemSchema, manualChecklistItemTypes } from './bookings';

/*
 * Pre-departure checklist (account-area §3 "Checklist item", §4 "Checklist", §7). The checklist
 * itself travels in the booking (`preDepartureChecklist`); this is the call that changes one item.
 */

export const manualChecklistItemTypeSchema = z.enum(manualChecklistItemTypes);
export type ManualChecklistItemType = z.infer<typeof manualChecklistItemTypeSchema>;

/** Body of the PUT: the new state of one item of the checklist. */
export const checklistItemUpdateSchema = z
  .object({ type: manualChecklistItemTypeSchema, completed: z.boolean() })
  .meta({ id: 'ChecklistItemUpdate' });
export type ChecklistItemUpdate = z.infer<typeof checklistItemUpdateSchema>;

/** The booking's checklist after the change (the same list as the booking's `preDepartureChecklist`). */
export const checklistResponseSchema = z
  .object({ data: z.array(checklistItemSchema) })
  .meta({ id: 'ChecklistResponse' });
export type ChecklistResponse = z.infer<typeof checklistResponseSchema>;

/** Paths of the checklist API (Fastify syntax); params are `userBookingParamsSchema`. */
export const checklistApiPaths = {
  update: '/api/users/:id/bookings/:bookingId/pre-departure-checklist',
} as const;
