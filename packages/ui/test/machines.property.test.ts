import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createDialogMachine, type DialogOutcome, type DialogState } from '../src/dialog-machine';
import { createTooltipMachine, type TooltipTrigger } from '../src/tooltip-machine';

const outcome = fc.constantFrom<DialogOutcome>('confirm', 'reject', 'cancel');
const dialogEvent = fc.oneof(
  fc.constant({ type: 'show' as const }),
  outcome.map((value) => ({ type: 'settle' as const, value })),
  fc.constant({ type: 'hidden' as const }),
  fc.constant({ type: 'destroy' as const }),
);

const allowed: Record<DialogState, DialogState[]> = {
  idle: ['shown', 'destroyed'],
  shown: ['hiding', 'destroyed'],
  hiding: ['hidden', 'destroyed'],
  hidden: ['shown', 'destroyed'],
  destroyed: [],
};

describe('dialog machine, any sequence of events', () => {
  it.each([true, false])(
    'only takes the spec transitions, one answer per showing (destroyOnHide %s)',
    (destroyOnHide) => {
      fc.assert(
        fc.property(fc.array(dialogEvent, { maxLength: 40 }), (sequence) => {
          const states: DialogState[] = ['idle'];
          const machine = createDialogMachine({
            destroyOnHide,
            onChange: (state) => states.push(state),
          });
          let answers = 0;
          for (const event of sequence) {
            if (event.type === 'show') machine.show();
            if (event.type === 'settle' && machine.settle(event.value)) answers++;
            if (event.type === 'hidden') machine.hidden();
            if (event.type === 'destroy') machine.destroy();
          }
          for (let i = 1; i < states.length; i++) {
            expect(allowed[states[i - 1]!]).toContain(states[i]);
          }
          expect(answers).toBe(states.filter((state) => state === 'hiding').length);
          expect(answers).toBeLessThanOrEqual(states.filter((state) => state === 'shown').length);
          if (destroyOnHide)
            expect(states.filter((s) => s === 'hidden').length).toBeLessThanOrEqual(1);
        }),
      );
    },
  );
});

const trigger = fc.constantFrom<TooltipTrigger>('pointer', 'focus');
const tooltipEvent = fc.oneof(
  trigger.map((value) => ({ type: 'enter' as const, value })),
  trigger.map((value) => ({ type: 'leave' as const, value })),
  fc.constant({ type: 'dismiss' as const }),
  fc.integer({ min: 0, max: 2500 }).map((ms) => ({ type: 'wait' as const, ms })),
);

describe('tooltip machine, any sequence of events', () => {
  it('is visible only after 1200 ms of wanting it, and hidden when nothing wants it', () => {
    fc.assert(
      fc.property(fc.array(tooltipEvent, { maxLength: 40 }), (sequence) => {
        vi.useFakeTimers();
        try {
          const machine = createTooltipMachine({ delayMs: 1200 });
          const active = new Set<TooltipTrigger>();
          let wantedFor = 0;
          let dismissed = false;
          for (const event of sequence) {
            if (event.type === 'enter') {
              machine.enter(event.value);
              active.add(event.value);
            } else if (event.type === 'leave') {
              machine.leave(event.value);
              active.delete(event.value);
              if (active.size === 0) {
                wantedFor = 0;
                dismissed = false;
              }
            } else if (event.type === 'dismiss') {
              if (machine.state === 'pending' || machine.state === 'visible') dismissed = true;
              machine.dismiss();
              if (active.size === 0) dismissed = false;
            } else {
              vi.advanceTimersByTime(event.ms);
              if (active.size > 0) wantedFor += event.ms;
            }
            if (active.size === 0) expect(machine.state).toBe('hidden');
            if (machine.state === 'visible') {
              expect(wantedFor).toBeGreaterThanOrEqual(1200);
              expect(dismissed).toBe(false);
            }
            if (active.size > 0 && !dismissed && wantedFor >= 1200) {
              expect(machine.state).toBe('visible');
            }
          }
          machine.destroy();
          expect(vi.getTimerCount()).toBe(0);
        } finally {
          vi.useRealTimers();
        }
      }),
    );
  });
});
