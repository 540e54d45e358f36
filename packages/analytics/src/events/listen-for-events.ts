/**
 * Sends the page bus's analytics events (`events.emit('analytics-event', { action, … })`); the
 * sending module is fetched with the first one. Started with the page view, once consent is
 * given: events emitted before are not sent (nothing done before consent leaves the page).
 */
import type { EventBus, TesseraEvents } from '@tessera/runtime';
import { ANALYTICS_BUS_EVENT } from './bus-event';
import type { AnalyticsEvent, AnalyticsEventOptions } from './send-analytics-event';

export function listenForAnalyticsEvents(
  events: EventBus<TesseraEvents>,
  options: AnalyticsEventOptions,
): () => void {
  return events.on(ANALYTICS_BUS_EVENT, (detail) => {
    import('./send-analytics-event')
      .then((module) => module.trackAnalyticsEvent(detail as AnalyticsEvent, options))
      .catch(() => {});
  });
}
