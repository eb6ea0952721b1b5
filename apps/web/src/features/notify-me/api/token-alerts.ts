import type { NotifyMeAlert, NotifyMeTokenAlertsResponse } from '@wayfarer/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { handlesUnauthenticated } from '../../../app/query-client';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { alertTarget } from './remove-alert';

type TokenAlerts = NotifyMeTokenAlertsResponse['data'];

/*
 * The alerts of a notify-me link, without signing in. A bad or expired token answers 401: the page
 * says so itself (the meta keeps the app from sending the visitor to sign in).
 */

export async function getTokenAlerts({
  token,
  signal,
}: {
  token: string;
  signal?: AbortSignal;
}): Promise<TokenAlerts> {
  const { notifyMeApiPaths, notifyMeTokenAlertsResponseSchema } = await loadContract();
  const path = notifyMeApiPaths.token.replace(':token', encodeURIComponent(token));
  const response = await apiClient.get(path, notifyMeTokenAlertsResponseSchema, { signal });
  return response.data;
}

export function tokenAlertsQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['notify-me', 'token', token] as const,
    queryFn: ({ signal }) => getTokenAlerts({ token, signal }),
    meta: { [handlesUnauthenticated]: true },
  });
}

export function useTokenAlerts(token: string, enabled = true) {
  return useQuery({ ...tokenAlertsQueryOptions(token), enabled });
}

export async function removeTokenAlert({
  token,
  alert,
}: {
  token: string;
  alert: NotifyMeAlert;
}): Promise<TokenAlerts> {
  const { notifyMeApiPaths, notifyMeTokenAlertsResponseSchema } = await loadContract();
  const { kind, id } = alertTarget(alert);
  const path = (kind === 'tour' ? notifyMeApiPaths.tokenTour : notifyMeApiPaths.tokenTravel)
    .replace(':token', encodeURIComponent(token))
    .replace(':id', encodeURIComponent(id));
  const response = await apiClient.delete(path, notifyMeTokenAlertsResponseSchema);
  return response.data;
}

export function useRemoveTokenAlert(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = tokenAlertsQueryOptions(token);
  return useMutation({
    mutationFn: (alert: NotifyMeAlert) => removeTokenAlert({ token, alert }),
    meta: { [handlesUnauthenticated]: true },
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
