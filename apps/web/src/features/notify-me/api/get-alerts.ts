import type { NotifyMeAlert } from '@wayfarer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadStartContract } from '../../../lib/contract';
import { useFirstScreenPainted } from '../../../lib/first-screen';
import { useSession } from '../../../lib/session/session-context';

/** GET /api/notify-me: the signed-in traveller's trip alerts, parsed. */
export async function getAlerts(signal?: AbortSignal): Promise<NotifyMeAlert[]> {
  const { notifyMeApiPaths, notifyMeAlertsResponseSchema } = await loadStartContract();
  const response = await apiClient.get(notifyMeApiPaths.list, notifyMeAlertsResponseSchema, {
    signal,
  });
  return response.data;
}

export function alertsQueryOptions() {
  return queryOptions({
    queryKey: ['notify-me'] as const,
    queryFn: ({ signal }) => getAlerts(signal),
  });
}

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}

/**
 * The menu's notify-me badge: how many alerts the traveller has (the page's own list, so removing
 * one brings it down at once). Undefined until loaded and without a loaded user.
 */
export function useNotifyMeCount(): number | undefined {
  const session = useSession();
  // A menu badge: asked for once the first screen has painted.
  const firstScreenPainted = useFirstScreenPainted();
  const query = useQuery({
    ...alertsQueryOptions(),
    enabled: session.status === 'user' && firstScreenPainted,
  });
  return query.data?.length;
}
