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
  COORDINATOR: 'checklist.items.COORDINATOR.title',
  FLIGHT_INFO: 'checklist.items.FLIGHT_INFO.title',
  ITINERARY_DETAILS: 'checklist.items.ITINERARY_DETAILS.title',
  FAQ: 'checklist.items.FAQ.title',
  EXTRAS: 'checklist.items.EXTRAS.title',
  SOCIAL_GROUP: 'checklist.items.SOCIAL_GROUP.title',
  PAYMENT: 'checklist.items.PAYMENT.title',
  TRAVELER_DATA: 'checklist.items.TRAVELER_DATA.title',
};

export const flightStepKeys: Record<FlightStep, TranslationKey> = {
  waitConfirmation: 'checklist.items.FLIGHT_INFO.steps.waitConfirmation',
  buyFlight: 'checklist.items.FLIGHT_INFO.steps.buyFlight',
  noFlightNeeded: 'checklist.items.FLIGHT_INFO.steps.noFlightNeeded',
  flightShared: 'checklist.items.FLIGHT_INFO.steps.flightShared',
  departed: 'checklist.items.FLIGHT_INFO.steps.departed',
};
