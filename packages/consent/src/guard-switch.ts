import type { CleanupStore } from '@tessera/runtime';
import type { StartGuard } from './consent-policy';

export interface GuardSwitch {
  /** Starts the cookie guard unless it runs (or is starting). */
  on(): void;
  /** Stops it, and drops a start still waiting for the guard's code. */
  off(): void;
}

/**
 * The cookie guard turned on and off as the decision changes; a start that resolves after a
 * newer decision, or after destroy, stops at once. Its stop joins `cleanup`.
 */
export function createGuardSwitch(
  startGuard: StartGuard,
  cleanup: CleanupStore,
  destroyed: () => boolean,
): GuardSwitch {
  /** Counts starts and stops: a start that resolves after a newer one is dropped. */
  let token = 0;
  let guarding = false;
  let stop: (() => void) | undefined;

  return {
    on() {
      if (guarding) return;
      guarding = true;
      const mine = ++token;
      const use = (started: () => void) => {
        if (destroyed() || mine !== token) started();
        else stop = cleanup.add(started);
      };
      const started = startGuard();
      if (typeof started === 'function') use(started);
      else started.then(use, (error: unknown) => console.error('[tessera] cookie guard', error));
    },
    off() {
      token++;
      guarding = false;
      stop?.();
      stop = undefined;
    },
  };
}
