import type { ChecklistItemType, FlightStep } from '@wayfarer/domain';
import type { TranslationKey } from '../../../i18n/i18n';

/** The checklist's sections in the order of the booking page (account-area §2). */
export const checklistDisplayOrder: readonly ChecklistItemType[] = [
  'COORDINATOR',
  'FLIGHT_INFO',
  'ITINERARY_DETAILS',
  'FAQ',
  'EXTRAS',
  'SOCIAL_GROUP',
  'PAYMENT',
  'TRAVELER_DATA',
];

export const itemTitleKeys: Record<ChecklistItemType, TranslationKey> = {
  COORDINATOR: 'checklist.items.coordinator.title',
  FLIGHT_INFO: 'checklist.items.flightInfo.title',
  ITINERARY_DETAILS: 'checklist.items.itineraryDetails.title',
  FAQ: 'checklist.items.faq.title',
  EXTRAS: 'checklist.items.extras.title',
  SOCIAL_GROUP: 'checklist.items.socialGroup.title',
  PAYMENT: 'checklist.items.payment.title',
  TRAVELER_DATA: 'checklist.items.travelerData.title',
};

export const flightStepKeys: Record<FlightStep, TranslationKey> = {
  waitConfirmation: 'checklist.items.flightInfo.steps.waitConfirmation',
  buyFlight: 'checklist.items.flightInfo.steps.buyFlight',
  noFlightNeeded: 'checklist.items.flightInfo.steps.noFlightNeeded',
  flightShared: 'checklist.items.flightInfo.steps.flightShared',
  departed: 'checklist.items.flightInfo.steps.departed',
};
