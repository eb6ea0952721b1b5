import { useSessionUser } from '../../lib/session/session-context';

/**
 * The communications menu counter: how many of the four consents (privacy policy, terms and
 * conditions, marketing, newsletter) the traveller has not given. Undefined without a loaded user
 * (a traveller held on the consents page by the privacy-policy guard sees that page already).
 */
export function useCommunicationsCount(): number | undefined {
  const user = useSessionUser();
  if (!user) return undefined;
  return Object.values(user.consents).filter((given) => !given).length;
}
