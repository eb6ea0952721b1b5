import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** Query meta flag: the caller handles a 401 itself (the route guard, with the target URL). */
export const handlesUnauthenticated = 'handlesUnauthenticated';

/**
 * The app's query client. Every 401 from the API, whichever screen asked, goes to `onUnauthenticated`
 * (the sign-in redirect); nothing else has side effects here.
 */
export function createQueryClient({
  onUnauthenticated,
}: {
  onUnauthenticated: () => void;
}): QueryClient {
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (meta?.[handlesUnauthenticated] === true) return;
    if (isApiError(error) && error.status === 401) onUnauthenticated();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors do not get better by asking again.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
