import type { Country } from '@wayfarer/contract';
import type { Language } from '@wayfarer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { loadContract } from '../contract';

/** GET /api/geo/countries?orderBy=: countries named and sorted in the language, with calling codes. */
export async function getCountries({
  language,
  signal,
}: {
  language: Language;
  signal?: AbortSignal;
}): Promise<Country[]> {
  const { geoApiPaths, countriesResponseSchema } = await loadContract();
  const response = await apiClient.get(geoApiPaths.countries, countriesResponseSchema, {
    signal,
    query: { orderBy: language },
  });
  return response.data;
}

/** Reference data: fetched once per language and kept for the session. */
export function countriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['geo', 'countries', language] as const,
    queryFn: ({ signal }) => getCountries({ language, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useCountries(language: Language) {
  return useQuery(countriesQueryOptions(language));
}
