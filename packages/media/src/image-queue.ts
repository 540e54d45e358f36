/**
 * The gallery image queue (spec 001 §4, §9): images load lazily, a few at a time (16 on
 * desktop, 1 on mobile), chosen by viewport (only those reported near it) or by proximity to
 * the current index (all of them, nearest first). Moving the current index re-orders what is
 * still waiting; what is in flight is never cancelled.
 */
import { IMAGE_QUEUE_CONCURRENCY_DESKTOP, IMAGE_QUEUE_CONCURRENCY_MOBILE } from './constants';
import { isMobileViewport } from './is-mobile';
import { mediaMessages } from './messages';
import { proximityOrder } from './proximity-order';

export type QueueOrder = 'viewport' | 'proximity';

export interface ImageQueueOptions {
  /** Number of slides; must be above 0 ('No images' otherwise). */
  total: number;
  /** Loads one slide's image; the queue waits for it to settle (a rejection counts as done). */
  load: (index: number) => Promise<unknown>;
  /** Loads at a time (at least 1). Default 16, or 1 on a mobile viewport (spec 001 §9). */
  concurrency?: number;
  /** Default 'proximity'. */
  order?: QueueOrder;
  /** Default 0. */
  currentIndex?: number;
  /** Count distance around the ends. Default false. */
  loop?: boolean;
}

export interface ImageQueue {
  setCurrentIndex(index: number): void;
  /** Viewport order: report a slide near (or away from) the viewport. */
  setVisible(index: number, visible: boolean): void;
  /** Loads this slide next, whatever the order (the lightbox's current slide). */
  request(index: number): void;
  /** Indices waiting, in the order they will start. */
  pending(): number[];
  /** Loads in flight. */
  active(): number;
  /** Stops starting new loads. */
  destroy(): void;
}

export function defaultQueueConcurrency(mobile: boolean = isMobileViewport()): number {
  return mobile ? IMAGE_QUEUE_CONCURRENCY_MOBILE : IMAGE_QUEUE_CONCURRENCY_DESKTOP;
}

export function createImageQueue(options: ImageQueueOptions): ImageQueue {
  const { total, load } = options;
  if (!Number.isInteger(total) || total <= 0) throw new Error(mediaMessages.noImages);
  const asked = options.concurrency;
  // A concurrency that is no number (NaN from a bad option) would start every load at once.
  const concurrency = Math.max(
    1,
    Math.floor(asked !== undefined && Number.isFinite(asked) ? asked : defaultQueueConcurrency()),
  );
  /** Reports about indexes outside the gallery would hand `load` a slide that is not there. */
  const isSlide = (index: number) => Number.isInteger(index) && index >= 0 && index < total;
  const order = options.order ?? 'proximity';
  const loop = options.loop ?? false;
  let current = options.currentIndex ?? 0;
  let running = 0;
  let destroyed = false;
  const started = new Set<number>();
  const visible = new Set<number>();
  const requested = new Set<number>();

  const pending = (): number[] => {
    const wanted = new Set<number>(requested);
    if (order === 'proximity') for (let index = 0; index < total; index++) wanted.add(index);
    else for (const index of visible) wanted.add(index);
    for (const index of started) wanted.delete(index);
    const first = [...requested].filter((index) => wanted.has(index));
    const rest = proximityOrder(
      [...wanted].filter((index) => !requested.has(index)),
      current,
      total,
      loop,
    );
    return [...first, ...rest];
  };

  const pump = () => {
    if (destroyed) return;
    for (const index of pending()) {
      if (running >= concurrency) return;
      started.add(index);
      requested.delete(index);
      running++;
      Promise.resolve()
        .then(() => load(index))
        .catch(() => {})
        .finally(() => {
          running--;
          pump();
        });
    }
  };

  // Start in a microtask so a caller can report visibility first.
  queueMicrotask(pump);

  return {
    setCurrentIndex(index) {
      current = ((index % total) + total) % total;
      pump();
    },
    setVisible(index, isVisible) {
      if (!isSlide(index)) return;
      if (isVisible) visible.add(index);
      else visible.delete(index);
      pump();
    },
    request(index) {
      if (!isSlide(index)) return;
      if (!started.has(index)) requested.add(index);
      pump();
    },
    pending,
    active: () => running,
    destroy() {
      destroyed = true;
    },
  };
}
