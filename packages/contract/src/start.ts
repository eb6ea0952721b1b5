/**
 * The part of the contract a signed-in page's first render needs: the settings, the session's
 * user and addresses, the shell's layouts, flags and alert count, the trips and a booking, the
 * partner offers, the deletion notice and the error body. The web app loads this entry at start
 * and the whole contract (`.`) with the screens that use the rest (apps/web/src/lib/contract.ts):
 * zod builds every schema of a module when the module runs, and a first visit of the dashboard
 * then builds none of the staff console's, the webhooks', the documents' or the forms' of other
 * screens.
 */
import './zod-config';
export * from './errors';
export * from './users';
export * from './runtime-config';
export * from './api-paths';
export * from './text';
export * from './catalog';
export * from './bookings';
export * from './partnerships';
export * from './features';
export * from './account-deletion';
export * from './notify-me';
