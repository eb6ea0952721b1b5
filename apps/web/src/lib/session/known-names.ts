import type { QueryClient } from '@tanstack/react-query';

interface Named {
  name?: unknown;
  lastname?: unknown;
}

const namesOf = ({ name, lastname }: Named): string[] =>
  [name, lastname].filter((value): value is string => typeof value === 'string');

/**
 * The names error reports must not carry: the signed-in traveller's (the `users/me` answer) and
 * those of the travellers of every booking the app has loaded, read from the query cache.
 */
export function knownNamesIn(queryClient: QueryClient): string[] {
  const names: string[] = [];
  for (const [, data] of queryClient.getQueriesData<unknown>({})) {
    if (data === null || typeof data !== 'object') continue;
    if ('lastname' in data) names.push(...namesOf(data as Named));
    const travellers = (data as { travellers?: unknown }).travellers;
    if (Array.isArray(travellers)) {
      for (const traveller of travellers as Named[]) names.push(...namesOf(traveller));
    }
  }
  return names;
}
