import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tooltipDefaults } from '../src/options';
import { createTooltipMachine, type TooltipState } from '../src/tooltip-machine';

describe('createTooltipMachine (spec 001 §4: appears after 1200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const states: TooltipState[] = [];
    const machine = createTooltipMachine({
      delayMs: tooltipDefaults.delayMs,
      onChange: (state) => states.push(state),
    });
    return { machine, states };
  };

  it('has the spec defaults', () => {
    expect(tooltipDefaults).toMatchObject({
      delayMs: 1200,
      fadeMs: 300,
      width: 250,
      edgeMargin: 20,
    });
  });

  it('shows exactly 1200 ms after the pointer enters', () => {
    const { machine } = make();
    machine.enter('pointer');
    expect(machine.state).toBe('pending');
    vi.advanceTimersByTime(1199);
    expect(machine.state).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(machine.state).toBe('visible');
  });

  it('shows on keyboard focus too', () => {
    const { machine } = make();
    machine.enter('focus');
    vi.advanceTimersByTime(1200);
    expect(machine.state).toBe('visible');
  });

  it('never shows when the pointer leaves before the delay', () => {
    const { machine, states } = make();
    machine.enter('pointer');
    vi.advanceTimersByTime(1000);
    machine.leave('pointer');
    vi.advanceTimersByTime(5000);
    expect(states).toEqual(['pending', 'hidden']);
  });

  it('stays while one trigger remains and hides when the last leaves', () => {
    const { machine } = make();
    machine.enter('pointer');
    machine.enter('focus');
    vi.advanceTimersByTime(1200);
    machine.leave('pointer');
    expect(machine.state).toBe('visible');
    machine.leave('focus');
    expect(machine.state).toBe('hidden');
  });

  it('a second trigger does not restart the delay', () => {
    const { machine } = make();
    machine.enter('pointer');
    vi.advanceTimersByTime(800);
    machine.enter('focus');
    vi.advanceTimersByTime(400);
    expect(machine.state).toBe('visible');
  });

  it('Escape dismisses until every trigger has left, then it can show again', () => {
    const { machine } = make();
    machine.enter('pointer');
    vi.advanceTimersByTime(1200);
    machine.dismiss();
    expect(machine.state).toBe('dismissed');
    machine.enter('focus');
    vi.advanceTimersByTime(2000);
    expect(machine.state).toBe('dismissed');
    machine.leave('pointer');
    machine.leave('focus');
    expect(machine.state).toBe('hidden');
    machine.enter('pointer');
    vi.advanceTimersByTime(1200);
    expect(machine.state).toBe('visible');
  });

  it('Escape while pending cancels the delay', () => {
    const { machine } = make();
    machine.enter('pointer');
    machine.dismiss();
    vi.advanceTimersByTime(2000);
    expect(machine.state).toBe('dismissed');
  });

  it('leaves no timer after destroy', () => {
    const { machine } = make();
    machine.enter('pointer');
    machine.destroy();
    expect(vi.getTimerCount()).toBe(0);
    machine.enter('pointer');
    expect(machine.state).toBe('hidden');
  });

  it('uses injected timers', () => {
    const calls: number[] = [];
    const machine = createTooltipMachine({
      delayMs: 1200,
      timers: {
        setTimeout: (_callback, ms) => calls.push(ms),
        clearTimeout: () => {},
      },
    });
    machine.enter('pointer');
    expect(calls).toEqual([1200]);
  });
});
