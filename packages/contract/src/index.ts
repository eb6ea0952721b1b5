import './zod-config';
export * from './errors';
export * from './users';
// The rules of the personal data and the addresses are their own entry,
// `@wayfarer/contract/personal-data-forms` (see users.ts); their types cost nothing at run time.
export type { AddressesUpdate, ProfileFormValues, RegistryFormValues } from './personal-data-forms';
export * from './runtime-config';
export * from './health';
export * from './api-paths';
export * from './text';
export * from './catalog';
export * from './bookings';
export * from './checklist';
export * from './flights';
export * from './tour-change';
export * from './referral';
export * from './credits';
export * from './notify-me';
export * from './partnerships';
export * from './geo';
export * from './features';
export * from './documents';
export * from './required-fields';
export * from './operator-scopes';
export * from './webhooks';
export * from './staff';
export * from './devices';
export * from './passkeys';
