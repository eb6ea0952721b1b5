import { queryOptions } from '@tanstack/react-query';
import type {
  AuditEntry,
  ReviewDecision,
  SecondFactorReset,
  TravellerAction,
} from '@wayfarer/contract';
import { apiClient } from '../../lib/api-client';
import { contract } from '../../lib/contract';

/** The staff API (issue 21), through the app's client: CSRF header, one error shape. */
const paths = () => contract().staffApiPaths;
const withDoc = (path: string, docId: string) => path.replace(':docId', encodeURIComponent(docId));

export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: async () => (await apiClient.get(paths().me, contract().staffMeResponseSchema)).data,
    retry: false,
  });

export const reviewQueueQuery = () =>
  queryOptions({
    queryKey: ['staff', 'documents'],
    queryFn: async () =>
      (await apiClient.get(paths().documents, contract().reviewQueueResponseSchema)).data,
  });

export const reviewDocumentQuery = (docId: string) =>
  queryOptions({
    queryKey: ['staff', 'documents', docId],
    queryFn: async () =>
      (
        await apiClient.get(
          withDoc(paths().document, docId),
          contract().reviewDocumentResponseSchema,
        )
      ).data,
  });

export const documentImageUrl = (docId: string) => withDoc(paths().documentImage, docId);

export async function claimDocument(docId: string) {
  return (
    await apiClient.post(
      withDoc(paths().documentClaim, docId),
      contract().reviewClaimResponseSchema,
    )
  ).data;
}

export async function decideDocument(docId: string, decision: ReviewDecision) {
  return (
    await apiClient.post(
      withDoc(paths().documentDecision, docId),
      contract().reviewDecisionResponseSchema,
      decision,
    )
  ).data;
}

export const auditQuery = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'audit', q],
    queryFn: async (): Promise<AuditEntry[]> =>
      (
        await apiClient.get(paths().audit, contract().auditResponseSchema, {
          query: { q: q || undefined },
        })
      ).data,
  });

export const auditCsvUrl = (q: string) =>
  q ? `${paths().auditCsv}?${new URLSearchParams({ q }).toString()}` : paths().auditCsv;

export const travellerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'travellers', q],
    enabled: q.length >= 2,
    queryFn: async () =>
      (
        await apiClient.get(paths().travellers, contract().travellerSearchResponseSchema, {
          query: { q },
        })
      ).data,
  });

export const travellerRecordQuery = (userId: string) =>
  queryOptions({
    queryKey: ['staff', 'traveller', userId],
    queryFn: async () =>
      (
        await apiClient.get(
          paths().traveller.replace(':userId', encodeURIComponent(userId)),
          contract().travellerRecordResponseSchema,
        )
      ).data,
  });

export async function actOnTraveller(userId: string, body: TravellerAction) {
  return (
    await apiClient.post(
      paths().travellerActions.replace(':userId', encodeURIComponent(userId)),
      contract().travellerActionResponseSchema,
      body,
    )
  ).data;
}

export const staffMembersQuery = () =>
  queryOptions({
    queryKey: ['staff', 'members'],
    queryFn: async () =>
      (await apiClient.get(paths().members, contract().staffMembersResponseSchema)).data,
  });

export async function resetSecondFactor(userId: string, body: SecondFactorReset) {
  return (
    await apiClient.post(
      paths().memberSecondFactorReset.replace(':userId', encodeURIComponent(userId)),
      contract().secondFactorResetResponseSchema,
      body,
    )
  ).data;
}
