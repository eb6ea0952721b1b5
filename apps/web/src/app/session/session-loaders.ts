import type { User } from '@wayfarer/contract';
import { getRouteNameForPath, pathFor } from '@wayfarer/domain';
import type { Language } from '@wayfarer/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { getMe, meQueryOptions } from '../../lib/session/get-me';
import { handlesUnauthenticated } from '../query-client';

/** Shared session state that outlives a navigation (app-shell §3 "userPrivacyPolicyError"). */
export interface SessionState {
  /** Set when the API refused the user until the privacy policy is accepted. */
  privacyPolicyUserId: string | null;
}

export function createSessionState(): SessionState {
  return { privacyPolicyUserId: null };
}

export type GuardFailureKey = 'errors.userNotAllowed' | 'errors.userLoadFailed';

export type SessionLoaderData =
  | { status: 'user'; user: User }
  | { status: 'privacy-policy'; userId: string }
  | { status: 'failed'; messageKey: GuardFailureKey };

export interface SessionLoaderDeps {
  language: Language;
  queryClient: QueryClient;
  sessionState: SessionState;
  onUnauthenticated: (returnTo?: string) => void;
}

const never = () => new Promise<never>(() => {});

/**
 * The route guard of every signed-in screen (app-shell §6, §8): the user is loaded before anything
 * renders.
 * - 401: to sign-in, coming back here afterwards.
 * - USER_PRIVACY_POLICY_ERROR with `extra.userId`: remembered, and every route but
 *   account/communications redirects there.
 * - USER_PRIVACY_POLICY_ERROR without a user id, or any other failure: the layout shows a danger
 *   toast and signs out after 3 s.
 */
export function createSessionLoader({
  language,
  queryClient,
  sessionState,
  onUnauthenticated,
}: SessionLoaderDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<SessionLoaderData> => {
    const url = new URL(request.url);
    const onCommunications =
      getRouteNameForPath({ pathname: url.pathname, language })?.name === 'account/communications';
    const toCommunications = () => redirect(pathFor('account/communications', {}, language));

    // Accepting the privacy policy invalidates the user query: the API is asked again.
    if (queryClient.getQueryState(meQueryOptions().queryKey)?.isInvalidated) {
      sessionState.privacyPolicyUserId = null;
    }
    if (sessionState.privacyPolicyUserId) {
      if (!onCommunications) throw toCommunications();
      return { status: 'privacy-policy', userId: sessionState.privacyPolicyUserId };
    }

    try {
      const user = await queryClient.ensureQueryData({
        ...meQueryOptions(),
        meta: { [handlesUnauthenticated]: true },
      });
      return { status: 'user', user };
    } catch (error) {
      if (!isApiError(error)) return { status: 'failed', messageKey: 'errors.userLoadFailed' };
      if (error.status === 401) {
        onUnauthenticated(`${url.pathname}${url.search}${url.hash}`);
        return never();
      }
      if (error.code === 'USER_PRIVACY_POLICY_ERROR') {
        const userId = error.extra.userId;
        if (typeof userId !== 'string' || userId === '') {
          return { status: 'failed', messageKey: 'errors.userNotAllowed' };
        }
        sessionState.privacyPolicyUserId = userId;
        if (!onCommunications) throw toCommunications();
        return { status: 'privacy-policy', userId };
      }
      return { status: 'failed', messageKey: 'errors.userLoadFailed' };
    }
  };
}

export type OptionalSessionLoaderData = { status: 'user'; user: User } | { status: 'anonymous' };

/**
 * Pages open without a session (the notify-me link of an email): the user when signed in,
 * otherwise anonymous. Bypasses the query cache's 401 handling on purpose.
 */
export function createOptionalSessionLoader({
  queryClient,
}: Pick<SessionLoaderDeps, 'queryClient'>) {
  return async ({ request }: LoaderFunctionArgs): Promise<OptionalSessionLoaderData> => {
    const cached = queryClient.getQueryData(meQueryOptions().queryKey);
    if (cached) return { status: 'user', user: cached };
    try {
      const user = await getMe(request.signal);
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      return { status: 'user', user };
    } catch {
      return { status: 'anonymous' };
    }
  };
}
