import type { DeviceSession } from '@wayfarer/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';

/** GET /api/users/me/sessions: the traveller's signed-in devices, the most recently used first. */
export async function getDeviceSessions(signal?: AbortSignal): Promise<DeviceSession[]> {
  const { devicesApiPaths, deviceSessionsResponseSchema } = await loadContract();
  return (await apiClient.get(devicesApiPaths.list, deviceSessionsResponseSchema, { signal })).data;
}

export function deviceSessionsQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', 'sessions'] as const,
    queryFn: ({ signal }) => getDeviceSessions(signal),
  });
}

export function useDeviceSessions() {
  return useQuery(deviceSessionsQueryOptions());
}

/** DELETE /api/users/me/sessions/{id}: signs that device out. */
async function endSession(session: DeviceSession): Promise<void> {
  const { devicesApiPaths, endSessionResponseSchema } = await loadContract();
  const path = devicesApiPaths.one.replace(':id', encodeURIComponent(session.id));
  await apiClient.delete(path, endSessionResponseSchema);
}

/** DELETE /api/users/me/sessions/others: how many devices were signed out. */
async function endOtherSessions(): Promise<number> {
  const { devicesApiPaths, endOtherSessionsResponseSchema } = await loadContract();
  return (await apiClient.delete(devicesApiPaths.others, endOtherSessionsResponseSchema)).data
    .ended;
}

/** After either, the list is read again: it is the server that knows what is left. */
function useEndMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const { queryKey } = deviceSessionsQueryOptions();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useEndSession = () => useEndMutation(endSession);
export const useEndOtherSessions = () => useEndMutation(endOtherSessions);
