/**
 * The operator API (`/api/operator/v1`): what a travel company's systems send and receive. Its own
 * entry (`@wayfarer/contract/operator`): the SPA never loads these schemas.
 */
export * from './operator-scopes';
