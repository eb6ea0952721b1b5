import type { z } from 'zod';
import {
  operatorBookingSchema,
  operatorDepartureSchema,
  operatorTourSchema,
  type OperatorResourceType,
  type OperatorScope,
} from '@wayfarer/contract/operator';

/** The upsertable resources of the operator API: routes and OpenAPI document come from here. */
export interface ResourceOperation {
  type: OperatorResourceType;
  /** Path segment: `/tours/{id}`. */
  collection: string;
  scope: OperatorScope;
  body: z.ZodType;
  summary: string;
  description: string;
}

export const resourceOperations: ResourceOperation[] = [
  {
    type: 'tour',
    collection: 'tours',
    scope: 'catalog:write',
    body: operatorTourSchema,
    summary: 'Create or replace a tour of the catalogue',
    description:
      'A tour is what departures are dates of (its title, destination, countries). A new tour ' +
      'whose id is a UUID not used yet keeps it as its Wayfarer id.',
  },
  {
    type: 'departure',
    collection: 'departures',
    scope: 'catalog:write',
    body: operatorDepartureSchema,
    summary: 'Create or replace a departure (dates, seats, price, status, coordinator)',
    description:
      'The tour (`tourId`) must have been sent before. A new departure (or coordinator) whose id ' +
      'is a UUID not used yet keeps it as its Wayfarer id.',
  },
  {
    type: 'booking',
    collection: 'bookings',
    scope: 'bookings:write',
    body: operatorBookingSchema,
    summary: 'Create or replace a booking with its travellers, prices, payments and refunds',
    description:
      'The departure (`departureId`) must have been sent before. Each traveller with an e-mail ' +
      'address is linked to the Wayfarer account of that address, created (and invited) when ' +
      'there is none; the leader owns the booking, unless `ownerTravellerId` names the traveller ' +
      'who booked it. Travellers, payments and refunds are matched ' +
      'by their ids: those no longer sent are removed; price lines are replaced.',
  },
];
