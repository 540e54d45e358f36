import { mustFinishFirst } from './release-gated-element';

export interface ReleaseQueue {
  /** Queues an element and releases what may go now, in document order. */
  push(element: Element): void;
  /** Takes an element out of the queue (it was released on its own). */
  drop(element: Element): void;
  /** Empties the queue and stops waiting for a script. */
  clear(): void;
}

/**
 * Releases gated elements in order, pausing after each external script until it ran (load or
 * error), as the page's own scripts would run. `release` releases one element and answers the
 * script that replaced it, if any.
 */
export function createReleaseQueue(
  release: (element: Element) => HTMLScriptElement | undefined,
): ReleaseQueue {
  const queue: Element[] = [];
  let stopped = false;
  /** The released external script the queue waits for, with the listener that resumes it. */
  let pending: { script: HTMLScriptElement; resume: () => void } | undefined;

  const releaseInOrder = (element: Element) => {
    const script = release(element);
    if (!script || !mustFinishFirst(script)) return;
    const resume = () => {
      script.removeEventListener('load', resume);
      script.removeEventListener('error', resume);
      pending = undefined;
      drain();
    };
    script.addEventListener('load', resume);
    script.addEventListener('error', resume);
    pending = { script, resume };
  };

  function drain() {
    while (!pending && !stopped && queue.length > 0) {
      const element = queue.shift()!;
      if (element.isConnected) releaseInOrder(element);
    }
  }

  return {
    push(element) {
      if (!queue.includes(element)) queue.push(element);
      drain();
    },
    drop(element) {
      const queued = queue.indexOf(element);
      if (queued !== -1) queue.splice(queued, 1);
    },
    clear() {
      stopped = true;
      queue.length = 0;
      if (pending) {
        pending.script.removeEventListener('load', pending.resume);
        pending.script.removeEventListener('error', pending.resume);
        pending = undefined;
      }
    },
  };
}
