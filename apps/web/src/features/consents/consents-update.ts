import type { Consents, ConsentsFormValues, ConsentsUpdate } from '@wayfarer/contract';

/** The changes to send: required consents newly given, optional ones that changed. */
export function toConsentsUpdate(saved: Consents, values: ConsentsFormValues): ConsentsUpdate {
  const update: ConsentsUpdate = {};
  if (values.privacyPolicy && !saved.privacyPolicy) update.privacyPolicy = true;
  if (values.termsAndConditions && !saved.termsAndConditions) update.termsAndConditions = true;
  if (values.marketing !== saved.marketing) update.marketing = values.marketing;
  if (values.newsletter !== saved.newsletter) update.newsletter = values.newsletter;
  return update;
}
