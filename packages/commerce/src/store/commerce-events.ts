/**
 * Commerce tracking (spec 002 §7): the event names and their sender live in the runtime, which
 * the forms (newsletter) and analytics (site search) packages send them through too; the
 * storefront's names are kept here for its users.
 */
export {
  COMMERCE_EVENTS,
  type CommerceEventName,
  type CommerceTrackingOptions,
  trackCommerceEvent,
} from '@tessera/runtime';
