import type * as ContractModule from '@wayfarer/contract';

export type Contract = typeof ContractModule;

let loaded: Contract | null = null;
let loading: Promise<Contract> | null = null;

/**
 * The contract (zod schemas, API paths, CSRF header) arrives in its own chunk, downloaded at start
 * in parallel with the translations, so that zod stays out of the entry. `main.tsx` awaits it
 * before the first render; from then on `contract()` is synchronous.
 *
 * Import values of `@wayfarer/contract` only through here (types may be imported directly).
 *
 * The rules of the personal data (`@wayfarer/contract/personal-data-forms`: libphonenumber-js's
 * metadata, tax codes, VAT numbers) are not part of it: the screens that edit those data, which
 * load with their route, import them directly, so they never count in the download at start.
 */
export function loadContract(): Promise<Contract> {
  loading ??= import('@wayfarer/contract').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

export function contract(): Contract {
  if (!loaded) throw new Error('The contract is not loaded yet: await loadContract() first');
  return loaded;
}
