/**
 * The autoplay timer (spec 001 §4 "Autoplay"): advances every timeout while nothing pauses it.
 * Pause reasons stack (hover, focus, a showing video, the pause button, a hidden page); it runs
 * again only when all are gone, with a full timeout (WCAG 2.2.2: never a jump right after).
 */

import type { CleanupStore } from '@tessera/runtime';
import type { PauseReason } from './autoplay-rules';

export interface Autoplay {
  readonly enabled: boolean;
  /** Enabled and not paused. */
  readonly running: boolean;
  readonly reasons: ReadonlySet<PauseReason>;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** Restarts the countdown (after a slide change by any means). */
  restart(): void;
  stop(): void;
}

export function createAutoplay(options: {
  enabled: boolean;
  timeout: number;
  store: CleanupStore;
  onTick: () => void;
  onStateChange: (running: boolean) => void;
}): Autoplay {
  const reasons = new Set<PauseReason>();
  let enabled = options.enabled;
  let cancel = () => {};
  let wasRunning = false;

  const running = () => enabled && reasons.size === 0;
  const schedule = () => {
    cancel();
    if (!running()) return;
    cancel = options.store.timeout(() => {
      options.onTick();
      schedule();
    }, options.timeout);
  };
  const update = () => {
    const now = running();
    if (now !== wasRunning) {
      wasRunning = now;
      options.onStateChange(now);
    }
    if (now) schedule();
    else cancel();
  };

  const autoplay: Autoplay = {
    get enabled() {
      return enabled;
    },
    get running() {
      return running();
    },
    reasons,
    pause(reason) {
      if (reasons.has(reason)) return;
      reasons.add(reason);
      update();
    },
    resume(reason) {
      if (!reasons.delete(reason)) return;
      update();
    },
    restart() {
      if (running()) schedule();
    },
    stop() {
      enabled = false;
      update();
    },
  };
  update();
  return autoplay;
}
