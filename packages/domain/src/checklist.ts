/**
 * The pre-departure checklist (account-area §4 "Checklist").
 *
 * An item type absent from a booking's checklist has nothing to do: it counts as done
 * and never opens (other than through the URL hash).
 */

export type ChecklistItemType =
  | 'FLIGHT_INFO'
  | 'ITINERARY_DETAILS'
  | 'COORDINATOR'
  | 'FAQ'
  | 'EXTRAS'
  | 'PAYMENT'
  | 'TRAVELER_DATA'
  | 'SOCIAL_GROUP';

export const checklistItemTypes: readonly ChecklistItemType[] = [
  'FLIGHT_INFO',
  'ITINERARY_DETAILS',
  'COORDINATOR',
  'FAQ',
  'EXTRAS',
  'PAYMENT',
  'TRAVELER_DATA',
  'SOCIAL_GROUP',
];

export interface ChecklistItem {
  type: ChecklistItemType;
  completed: boolean;
}

const hashPrefix = 'checklist-';

function isChecklistItemType(value: string): value is ChecklistItemType {
  return (checklistItemTypes as readonly string[]).includes(value);
}

/** The URL hash that opens an item: 'FLIGHT_INFO' gives '#checklist-flight-info'. */
export function checklistHashFor(type: ChecklistItemType): string {
  return `#${hashPrefix}${type.toLowerCase().replaceAll('_', '-')}`;
}

/**
 * The item a URL hash `checklist-{item}` names, with or without its '#', the item in
 * lower kebab case ('#checklist-flight-info') or as its type name ('#checklist-FLIGHT_INFO'),
 * in any letter case. Null for any other hash.
 */
export function parseChecklistHash(hash: string | null | undefined): ChecklistItemType | null {
  if (!hash) return null;
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text.slice(0, hashPrefix.length).toLowerCase() !== hashPrefix) return null;
  const type = text.slice(hashPrefix.length).toUpperCase().replaceAll('-', '_');
  return isChecklistItemType(type) ? type : null;
}

/**
 * The checklist as the traveller sees it: its PAYMENT item follows the booking's payments, done
 * exactly when nothing is left to pay (`isBookingFullyPaid`), whatever it held before. An import
 * opens every item of a new booking and no payment marks it, so a stored flag would keep asking
 * a traveller who has paid everything to pay (and call a booking with a new installment due done).
 * A checklist without the item (a partner pays) stays without it.
 */
export function withPaymentItemDone<Item extends ChecklistItem>(
  items: readonly Item[],
  fullyPaid: boolean,
): Item[] {
  return items.map((item) =>
    item.type === 'PAYMENT' && item.completed !== fullyPaid
      ? { ...item, completed: fullyPaid }
      : item,
  );
}

/** Locked when the tour has departed or the booking is cancelled. */
export function isChecklistLocked({
  departed,
  bookingCancelled,
}: {
  departed: boolean;
  bookingCancelled: boolean;
}): boolean {
  return departed || bookingCancelled;
}

const itineraryCoordinatorFaq: readonly ChecklistItemType[] = [
  'ITINERARY_DETAILS',
  'COORDINATOR',
  'FAQ',
];
const paymentTravelerData: readonly ChecklistItemType[] = ['PAYMENT', 'TRAVELER_DATA'];

/**
 * The checklist items to show open, decided in the spec's order; the first step whose
 * condition holds decides, even when the list it gives is empty:
 *
 * 1. a URL hash `checklist-{item}` naming an item type: that item;
 * 2. locked: none;
 * 3. tour confirmed and flight info incomplete: FLIGHT_INFO;
 * 4. (itinerary, coordinator and FAQ all done, or departure soon) and extras incomplete: EXTRAS;
 * 5. payment and traveller data done: the incomplete ones among itinerary, coordinator, FAQ;
 * 6. flight info done: the incomplete ones among payment and traveller data;
 * 7. tour not confirmed and social group incomplete: SOCIAL_GROUP; otherwise none.
 */
export function getOpenChecklistItems({
  items,
  locked,
  tourConfirmed,
  departureSoon,
  hash,
}: {
  items: readonly ChecklistItem[];
  locked: boolean;
  tourConfirmed: boolean;
  departureSoon: boolean;
  hash?: string | null;
}): ChecklistItemType[] {
  const hashed = parseChecklistHash(hash);
  if (hashed) return [hashed];
  if (locked) return [];

  const incomplete = (type: ChecklistItemType) =>
    items.some((item) => item.type === type && !item.completed);
  const done = (type: ChecklistItemType) => !incomplete(type);

  if (tourConfirmed && incomplete('FLIGHT_INFO')) return ['FLIGHT_INFO'];
  if ((itineraryCoordinatorFaq.every(done) || departureSoon) && incomplete('EXTRAS'))
    return ['EXTRAS'];
  if (paymentTravelerData.every(done)) return itineraryCoordinatorFaq.filter(incomplete);
  if (done('FLIGHT_INFO')) return paymentTravelerData.filter(incomplete);
  if (!tourConfirmed && incomplete('SOCIAL_GROUP')) return ['SOCIAL_GROUP'];
  return [];
}

export interface ChecklistProgress {
  done: number;
  total: number;
  /** Whole percent, rounded down so that 100 means everything is done; 0 for an empty checklist. */
  percent: number;
}

/** How much of the checklist is done. */
export function getChecklistProgress({
  items,
}: {
  items: readonly ChecklistItem[];
}): ChecklistProgress {
  const total = items.length;
  const done = items.filter((item) => item.completed).length;
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

export type FlightStep =
  'waitConfirmation' | 'buyFlight' | 'noFlightNeeded' | 'flightShared' | 'departed';

export const flightSteps: readonly FlightStep[] = [
  'waitConfirmation',
  'buyFlight',
  'noFlightNeeded',
  'flightShared',
  'departed',
];

/**
 * The flight step of the checklist (account-area §4 "Flight step"), the first that applies:
 *
 * 1. the tour has departed: 'departed';
 * 2. flights shared: 'flightShared' (shared details stay visible and editable, even if the
 *    tour is no longer confirmed);
 * 3. tour not confirmed: 'waitConfirmation' (do not buy flights yet);
 * 4. the traveller declared they need no flight: 'noFlightNeeded' (they can change their mind);
 * 5. otherwise: 'buyFlight'.
 */
export function getFlightStep({
  tourConfirmed,
  departed,
  noFlightNeeded,
  hasFlights,
}: {
  tourConfirmed: boolean;
  departed: boolean;
  noFlightNeeded: boolean;
  hasFlights: boolean;
}): FlightStep {
  if (departed) return 'departed';
  if (hasFlights) return 'flightShared';
  if (!tourConfirmed) return 'waitConfirmation';
  if (noFlightNeeded) return 'noFlightNeeded';
  return 'buyFlight';
}
