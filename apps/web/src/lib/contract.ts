import type * as ContractModule from '@wayfarer/contract';
import type * as StartContractModule from '@wayfarer/contract/start';

export type Contract = typeof ContractModule;
/** What the first render of a signed-in page needs: see packages/contract/src/start.ts. */
export type StartContract = typeof StartContractModule;

/** One dynamic import, downloaded once and then read synchronously. */
function lazyModule<T>(load: () => Promise<T>, name: string) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load(): Promise<T> {
      loading ??= load().then((module) => {
        loaded = module;
        return module;
      });
      return loading;
    },
    get(): T {
      if (!loaded) throw new Error(`The ${name} is not loaded yet: await its loader first`);
      return loaded;
    },
  };
}

/*
 * The contract (zod schemas, API paths, CSRF header) stays out of the entry. Its start part
 * downloads at start, in parallel with the translations: the session check, the shell and the
 * dashboard parse their answers with it. The whole contract downloads with the screens that use
 * the rest (app/router.tsx waits for it before showing them), so a first visit of the dashboard
 * never builds the schemas of forms, documents or the staff console.
 *
 * Import values of `@wayfarer/contract` only through here (types may be imported directly).
 *
 * The rules of the personal data (`@wayfarer/contract/personal-data-forms`: libphonenumber-js's
 * metadata, tax codes, VAT numbers) are not part of it: the screens that edit those data, which
 * load with their route, import them directly, so they never count in the download at start.
 */
const start = lazyModule(() => import('@wayfarer/contract/start'), 'start of the contract');
const whole = lazyModule(() => import('@wayfarer/contract'), 'contract');

export const loadStartContract: () => Promise<StartContract> = start.load;
/** Synchronous once `loadStartContract()` has resolved (main.tsx starts it before rendering). */
export const startContract: () => StartContract = start.get;

export const loadContract: () => Promise<Contract> = whole.load;
/** Synchronous in the screens app/router.tsx loads with the contract, once it has resolved. */
export const contract: () => Contract = whole.get;

/** Code that reads `contract()` synchronously, resolved once the whole contract is there too. */
export const withContract = <T>(code: Promise<T>): Promise<T> =>
  Promise.all([code, whole.load()]).then(([module]) => module);
