import { z } from 'zod';
import { languages, type Language } from '@wayfarer/domain';

/*
 * Countries (account-area §3 "Country", §7 "GET {geo}/countries"): reference data for the
 * registry's country selects and the phone calling codes, named in the language asked for and
 * sorted for it.
 */

export const geoApiPaths = { countries: '/api/geo/countries' } as const;

const languageSchema = z.enum(languages as [Language, ...Language[]]);

export const countriesQuerySchema = z.object({
  /**
   * The spec's parameter (account-area §7): the language the countries are named and ordered in;
   * the variant's language when left out.
   */
  orderBy: languageSchema.optional(),
  /** The same as `orderBy`, kept for earlier clients; `orderBy` wins when both are given. */
  lang: languageSchema.optional(),
});

export const countrySchema = z
  .object({
    /** ISO 3166-1 alpha-2. */
    code: z.string().length(2),
    name: z.string(),
    /** Calling code without '+' ('39'); null for a territory without one of its own. */
    callingCode: z.string().nullable(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const countriesResponseSchema = z
  .object({ data: z.array(countrySchema) })
  .meta({ id: 'CountriesResponse' });
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;
