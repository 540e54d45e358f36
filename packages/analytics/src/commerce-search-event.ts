import {
  COMMERCE_EVENTS,
  type CommerceTrackingOptions,
  trackCommerceEvent,
} from '@tessera/runtime';

/**
 * spec 002 §7: a site search is also a commerce tracking event. A chunk of its own, fetched on
 * the /search page only, so that no other page view carries the commerce events.
 */
export function trackCommerceSearch(
  searchQuery: string,
  options: CommerceTrackingOptions,
): Promise<boolean> {
  return trackCommerceEvent(COMMERCE_EVENTS.search, { searchQuery }, options);
}
