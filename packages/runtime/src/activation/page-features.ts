/**
 * Page features (cookie banner, popup, system error overlay): definitions without a selector,
 * initialised once on document.body when their condition holds (at start), or with the first of
 * their bus events that the bus keeps for a first handler (spec 000 §8: the system error
 * overlay's code loads with the first error routed to it).
 */
import type { BlockDefinition, PageCondition } from '../blocks/block-definition';
import type { EventBus } from '../event-bus';
import type { TesseraEvents } from '../events';
import type { PageContext } from '../page-context';
import { type BlockInstance, PENDING } from './block-instance';
import type { BlockInstances } from './block-instances';

export interface PageFeatures {
  /** Starts `definition` if the page needs it now, or arms its events; returns its activation. */
  start(definition: BlockDefinition): Promise<void> | undefined;
  /** Destroys every feature and disarms the events. */
  stop(): void;
}

/** Whether `page` (or the document) needs a feature now; a function condition is called. */
function pageNeeds(when: BlockDefinition['when'], page: PageContext, doc: Document): boolean {
  if (!when) return true;
  if (typeof when === 'function') return when(page);
  return !!(
    when.page?.some((path) =>
      path.split('.').reduce<unknown>((value, key) => (value as PageContext)?.[key], page),
    ) ||
    (when.element && doc.querySelector(when.element)) ||
    (when.hostname && RegExp(when.hostname).test(doc.location?.hostname))
  );
}

export function createPageFeatures(
  doc: Document,
  instances: BlockInstances,
  events: EventBus<TesseraEvents>,
  page: () => PageContext,
): PageFeatures {
  const started: (() => void)[] = [];

  return {
    start(definition) {
      if (!doc.body) return undefined;
      // Not tracked by element: a click on the page must not wait for a feature.
      const instance: BlockInstance = { definition, host: doc.body, status: PENDING };
      started.push(() => instances.destroy(instance));
      try {
        if (pageNeeds(definition.when, page(), doc)) return instances.activate(instance);
      } catch (error) {
        instances.fail(instance, error);
        return undefined;
      }
      // Loaded with the first of its events that nobody handles yet: the bus keeps that event
      // for the first handler, which is the feature's init.
      const names = (definition.when as PageCondition).event;
      if (names) {
        started.push(
          events.on('buffered', (name) => {
            if (names.includes(name)) void instances.activate(instance);
          }),
        );
      }
      return undefined;
    },
    stop() {
      for (const stop of started.splice(0)) stop();
    },
  };
}
