/**
 * When a tooltip shows (spec 001 §4: "appears after a delay of 1200 ms"): pure, with the timer
 * functions injected so the rule is tested without a DOM. A pointer over the element or keyboard
 * focus on it keeps it wanted; Escape dismisses it until every trigger has left (WAI-ARIA APG
 * tooltip pattern).
 */

export type TooltipState = 'hidden' | 'pending' | 'visible' | 'dismissed';
export type TooltipTrigger = 'pointer' | 'focus';

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface TooltipMachine {
  readonly state: TooltipState;
  enter(trigger: TooltipTrigger): void;
  leave(trigger: TooltipTrigger): void;
  /** Escape: hides at once; shows again only after every trigger left and one came back. */
  dismiss(): void;
  destroy(): void;
}

export interface TooltipMachineOptions {
  /** Default 1200 ms: pass `tooltipDefaults.delayMs`. */
  delayMs: number;
  onChange?(state: TooltipState): void;
  timers?: Timers;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createTooltipMachine(options: TooltipMachineOptions): TooltipMachine {
  const timers = options.timers ?? globalTimers;
  const triggers = new Set<TooltipTrigger>();
  let state: TooltipState = 'hidden';
  let timer: unknown;
  let destroyed = false;

  const enter = (next: TooltipState) => {
    if (next === state) return;
    state = next;
    options.onChange?.(state);
  };
  const stopTimer = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };

  return {
    get state() {
      return state;
    },
    enter(trigger) {
      if (destroyed) return;
      triggers.add(trigger);
      if (state !== 'hidden') return;
      enter('pending');
      timer = timers.setTimeout(() => {
        timer = undefined;
        enter('visible');
      }, options.delayMs);
    },
    leave(trigger) {
      triggers.delete(trigger);
      if (triggers.size > 0 || destroyed) return;
      stopTimer();
      enter('hidden');
    },
    dismiss() {
      if (state !== 'pending' && state !== 'visible') return;
      stopTimer();
      enter(triggers.size > 0 ? 'dismissed' : 'hidden');
    },
    destroy() {
      destroyed = true;
      stopTimer();
      triggers.clear();
      enter('hidden');
    },
  };
}
