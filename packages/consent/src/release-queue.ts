import { mustFinishFirst } from './release-gated-element';

export interface ReleaseQueue {
  /** Queues an element and releases what may go now, in document order. */
  push(element: Element): void;
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
  /** Carries the listeners on the released external script the queue waits for. */
  let pending: AbortController | undefined;

  const releaseInOrder = (element: Element) => {
    const script = release(element);
    if (!script || !mustFinishFirst(script)) return;
    // One signal removes both listeners (load or error, whichever comes, resumes the queue).
    const waiting = new AbortController();
    const resume = () => {
      waiting.abort();
      pending = undefined;
      drain();
    };
    script.addEventListener('load', resume, waiting);
    script.addEventListener('error', resume, waiting);
    pending = waiting;
  };

  function drain() {
    while (!pending && !stopped && queue.length > 0) {
      const element = queue.shift()!;
      // One released on its own meanwhile ("Load content") is skipped: a script was replaced
      // (no longer connected), an iframe lost its data-src (releasing it again changes nothing).
      if (element.isConnected) releaseInOrder(element);
    }
  }

  return {
    push(element) {
      if (!queue.includes(element)) queue.push(element);
      drain();
    },
    clear() {
      stopped = true;
      queue.length = 0;
      pending?.abort();
      pending = undefined;
    },
  };
}
