import type { DataLayerEvent } from './events';

declare global {
  interface Window {
    /** The tag manager's queue: GTM reads what is already there and then every push. */
    dataLayer?: unknown[];
  }
}

/**
 * Adds an event to `window.dataLayer`, creating it when the tag manager is not there (no GTM_ID, or
 * not loaded yet): the events wait in the array and GTM reads them when it starts.
 */
export function pushToDataLayer(event: DataLayerEvent, target: Window = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
