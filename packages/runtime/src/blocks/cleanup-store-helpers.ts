/**
 * The block kit's cleanup store for intervals, animation frames and observers. Free functions
 * rather than store methods: the loader carries the store, and a page pays for these only when
 * one of its blocks imports them.
 */
import type { CleanupStore } from './cleanup-store';

/** Runs `callback` every `ms` until the returned stop or `store.clear()`. */
export function storeInterval(store: CleanupStore, callback: () => void, ms: number): () => void {
  const handle = setInterval(callback, ms);
  return store.add(() => clearInterval(handle));
}

/** Runs `callback` on the next animation frame unless cancelled (the returned function or
 * `store.clear()`); a frame that ran leaves the store. */
export function storeAnimationFrame(
  store: CleanupStore,
  callback: (time: number) => void,
): () => void {
  let cancel = () => {};
  const handle = requestAnimationFrame((time) => {
    cancel();
    callback(time);
  });
  cancel = store.add(() => cancelAnimationFrame(handle));
  return cancel;
}

/** Disconnects `observer` (Mutation, Resize, Intersection) on `store.clear()`; returns it. */
export function storeObserver<T extends { disconnect(): void }>(
  store: CleanupStore,
  observer: T,
): T {
  store.add(() => observer.disconnect());
  return observer;
}
