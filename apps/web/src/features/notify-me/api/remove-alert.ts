import type { NotifyMeAlert } from '@wayfarer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadContract } from '../../../lib/contract';
import { alertsQueryOptions } from './get-alerts';

/** The path of an alert's trip: its tour for a tour alert, its travel otherwise. */
export function alertTarget(alert: NotifyMeAlert): { kind: 'tour' | 'travel'; id: string } {
  return alert.tour ? { kind: 'tour', id: alert.tour.id } : { kind: 'travel', id: alert.travel.id };
}

/** DELETE /api/tours/{id}/notify-me or /api/travels/{id}/notify-me: answers the alerts left. */
export async function removeAlert(alert: NotifyMeAlert): Promise<NotifyMeAlert[]> {
  const { notifyMeApiPaths, notifyMeAlertsResponseSchema } = await loadContract();
  const { kind, id } = alertTarget(alert);
  const path = (kind === 'tour' ? notifyMeApiPaths.tour : notifyMeApiPaths.travel).replace(
    ':id',
    encodeURIComponent(id),
  );
  const response = await apiClient.delete(path, notifyMeAlertsResponseSchema);
  return response.data;
}

/** Removes an alert; the list (and with it the menu badge) becomes the alerts left. */
export function useRemoveAlert() {
  const queryClient = useQueryClient();
  const { queryKey } = alertsQueryOptions();
  return useMutation({
    mutationFn: removeAlert,
    onSuccess: (alerts) => queryClient.setQueryData(queryKey, alerts),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
