import type { TooltipMachine } from './tooltip-machine';

/** The pointer's side of a tooltip: its element and its bubble. */
export interface TooltipHover {
  enterPointer(): void;
  leavePointer(): void;
  enterBubble(): void;
  leaveBubble(): void;
  /** Drops a pending leave (on removal). */
  cancelLeave(): void;
}

/**
 * The pointer may cross from the element to the shown bubble (WCAG 1.4.13): leaving either waits
 * `leaveDelayMs`, and entering either cancels the wait.
 */
export function createTooltipHover(machine: TooltipMachine, leaveDelayMs: number): TooltipHover {
  let overBubble = false;
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;
  // Clearing a timer that already fired does nothing, so the handle is never reset.
  const cancelLeave = () => clearTimeout(leaveTimer);
  const leavePointer = () => {
    cancelLeave();
    if (machine.state !== 'visible') {
      machine.leave('pointer');
      return;
    }
    leaveTimer = setTimeout(() => {
      if (!overBubble) machine.leave('pointer');
    }, leaveDelayMs);
  };
  return {
    enterPointer() {
      cancelLeave();
      machine.enter('pointer');
    },
    leavePointer,
    enterBubble() {
      overBubble = true;
      cancelLeave();
    },
    leaveBubble() {
      overBubble = false;
      leavePointer();
    },
    cancelLeave,
  };
}
