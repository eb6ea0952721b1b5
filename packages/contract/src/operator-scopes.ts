import { z } from 'zod';

/** What an operator client may do, one scope per area of the operator API. */
export const operatorScopes = [
  'catalog:write',
  'bookings:write',
  'travellers:read',
  'documents:read',
  'webhooks:manage',
] as const;

export type OperatorScope = (typeof operatorScopes)[number];
export const operatorScopeSchema = z.enum(operatorScopes);

export function isOperatorScope(value: string): value is OperatorScope {
  return (operatorScopes as readonly string[]).includes(value);
}
