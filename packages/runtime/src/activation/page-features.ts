/**
 * Page features (cookie banner, popup, system error overlay): definitions without a selector,
 * initialised once on document.body when their condition holds (at start), or on the first of
 * their bus events (spec 000 §8: the system error overlay's code loads with the first error).
 */
import type { BlockContext, BlockDefinition, PageCondition } from '../blocks/block-definition';
import type { EventBus, TesseraEvents } from '../events';
import type { PageContext } from '../page-context';
import type { BlockInstance } from './block-instance';
import type { BlockInstances } from './block-instances';

export interface PageFeatures {
  /** Starts `definition` if the page needs it now, or arms its events; returns its activation. */
  start(definition: BlockDefinition): Promise<void> | undefined;
  /** Destroys every feature and disarms the events. */
  stop(): void;
}

/** Whether `page` (or the document) needs a feature now; a function condition is called. */
export function pageNeeds(
  when: BlockDefinition['when'],
  page: PageContext,
  doc: Document,
): boolean {
  if (!when) return true;
  if (typeof when === 'function') return when(page);
  return Boolean(
    when.page?.some((path) =>
      path.split('.').reduce<unknown>((value, key) => (value as PageContext)?.[key], page),
    ) ||
      (when.element && doc.querySelector(when.element)),
  );
}

export function createPageFeatures(
  doc: Document,
  instances: BlockInstances,
  events: EventBus<TesseraEvents>,
  page: () => PageContext,
): PageFeatures {
  let started: (() => void)[] = [];

  /** Waits for the first of `names`; the feature's `on` replays what it missed meanwhile. */
  function arm(activate: (context: Partial<BlockContext>) => Promise<void>, names: string[]) {
    const missed: [string, unknown][] = [];
    const context = {
      events: {
        ...events,
        on(name, handler) {
          for (const [kept, detail] of missed) if (kept === name) handler(detail as never);
          return events.on(name, handler);
        },
      } as EventBus<TesseraEvents>,
    };
    const offs = names.map((name) =>
      events.on(name, (detail) => {
        missed.push([name, detail]);
        // Once ready, the feature listens for itself.
        void activate(context).then(() => {
          for (const off of offs) off();
        });
      }),
    );
    started.push(...offs);
  }

  return {
    start(definition) {
      if (!doc.body) return undefined;
      // Not tracked by element: a click on the page must not wait for a feature.
      const instance: BlockInstance = { definition, element: doc.body, status: 'pending' };
      started.push(() => instances.destroy(instance));
      const activate = (context?: Partial<BlockContext>) => instances.activate(instance, context);
      try {
        if (pageNeeds(definition.when, page(), doc)) return activate();
      } catch (error) {
        instances.fail(instance, error);
        return undefined;
      }
      const names = (definition.when as PageCondition).event;
      if (names) arm(activate, names);
      return undefined;
    },
    stop() {
      for (const stop of started) stop();
      started = [];
    },
  };
}
