import type { User } from '@wayfarer/contract';
import { createContext, useContext } from 'react';

/**
 * The signed-in traveller as the route guard left it:
 * - `user`: loaded normally;
 * - `privacy-policy`: the API refused the user until the privacy policy is accepted; only the
 *   communications screen is reachable and it knows the user's id;
 * - `anonymous`: a page open without a session (the notify-me token link).
 */
export type Session =
  | { status: 'user'; user: User }
  | { status: 'privacy-policy'; userId: string }
  | { status: 'anonymous' };

export const SessionContext = createContext<Session>({ status: 'anonymous' });

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The traveller, or null when the session has no loaded user. */
export function useSessionUser(): User | null {
  const session = useSession();
  return session.status === 'user' ? session.user : null;
}
