import type { LiveResource, LiveResources } from './live-resources';

type Callback = (...args: unknown[]) => void;
type Schedule = (callback: Callback, delay?: number, ...args: unknown[]) => unknown;
type Cancel = (handle: unknown) => void;

/**
 * Patches one pair of scheduling functions on the global object (setTimeout/clearTimeout,
 * setInterval/clearInterval, requestAnimationFrame/cancelAnimationFrame): a scheduled callback
 * is live until it runs (`once`) or is cancelled. Patches whatever is installed now, so it counts
 * vitest's fake timers as well as real ones. Returns the undo.
 */
function countScheduled(
  live: LiveResources,
  kind: LiveResource['kind'],
  names: [schedule: string, cancel: string],
  once: boolean,
): () => void {
  const global = globalThis as unknown as Record<string, unknown>;
  const schedule = global[names[0]] as Schedule | undefined;
  const cancel = global[names[1]] as Cancel | undefined;
  if (typeof schedule !== 'function' || typeof cancel !== 'function') return () => {};
  const pending = new Map<unknown, LiveResource>();
  const settle = (handle: unknown) => {
    const resource = pending.get(handle);
    if (!resource) return;
    pending.delete(handle);
    live.delete(resource);
  };

  const patchedSchedule: Schedule = (callback, delay, ...args) => {
    if (typeof callback !== 'function') return schedule(callback, delay, ...args);
    const run: Callback = (...given) => {
      if (once) settle(handle);
      callback(...given);
    };
    const handle = schedule(run, delay, ...args);
    const resource: LiveResource = {
      kind,
      label: `${names[0]}(${typeof delay === 'number' ? delay : ''})`,
    };
    pending.set(handle, resource);
    live.add(resource);
    return handle;
  };
  const patchedCancel: Cancel = (handle) => {
    settle(handle);
    cancel(handle);
  };
  global[names[0]] = patchedSchedule;
  global[names[1]] = patchedCancel;
  return () => {
    global[names[0]] = schedule;
    global[names[1]] = cancel;
  };
}

/** Counts pending timeouts, intervals and animation frames. Returns the undo. */
export function countTimers(live: LiveResources): () => void {
  const undo = [
    countScheduled(live, 'timeout', ['setTimeout', 'clearTimeout'], true),
    countScheduled(live, 'interval', ['setInterval', 'clearInterval'], false),
    countScheduled(
      live,
      'animation frame',
      ['requestAnimationFrame', 'cancelAnimationFrame'],
      true,
    ),
  ];
  return () => {
    for (const step of undo.reverse()) step();
  };
}
