import { describe, expect, it, vi } from 'vitest';
import { createDialogMachine, type DialogState } from '../src/dialog-machine';

describe('createDialogMachine (spec 001 §4: shown, answer, hidden, destroyed by default)', () => {
  it('walks shown -> hiding -> hidden -> destroyed by default, recording the answer', () => {
    const seen: [DialogState, string | undefined][] = [];
    const machine = createDialogMachine({
      onChange: (state, outcome) => seen.push([state, outcome]),
    });
    expect(machine.state).toBe('idle');
    expect(machine.show()).toBe(true);
    expect(machine.settle('reject')).toBe(true);
    machine.hidden();
    expect(seen).toEqual([
      ['shown', undefined],
      ['hiding', 'reject'],
      ['hidden', 'reject'],
      ['destroyed', 'reject'],
    ]);
    expect(machine.outcome).toBe('reject');
  });

  it.each(['confirm', 'reject', 'cancel'] as const)('settles with %s', (outcome) => {
    const machine = createDialogMachine();
    machine.show();
    machine.settle(outcome);
    expect(machine.state).toBe('hiding');
    expect(machine.outcome).toBe(outcome);
  });

  it('keeps the first answer of a showing and ignores later ones', () => {
    const machine = createDialogMachine();
    machine.show();
    machine.settle('confirm');
    expect(machine.settle('cancel')).toBe(false);
    expect(machine.outcome).toBe('confirm');
  });

  it('ignores an answer before it is shown and a hidden report before an answer', () => {
    const onChange = vi.fn();
    const machine = createDialogMachine({ onChange });
    expect(machine.settle('confirm')).toBe(false);
    machine.hidden();
    expect(machine.state).toBe('idle');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays hidden and can show again when destroyOnHide is false', () => {
    const machine = createDialogMachine({ destroyOnHide: false });
    machine.show();
    machine.settle('confirm');
    machine.hidden();
    expect(machine.state).toBe('hidden');
    expect(machine.show()).toBe(true);
    expect(machine.outcome).toBeUndefined();
    expect(machine.state).toBe('shown');
  });

  it('refuses to show twice at once, or after destroy', () => {
    const machine = createDialogMachine();
    machine.show();
    expect(machine.show()).toBe(false);
    machine.destroy();
    expect(machine.state).toBe('destroyed');
    expect(machine.show()).toBe(false);
    expect(machine.settle('confirm')).toBe(false);
  });

  it('reports destroyed once', () => {
    const onChange = vi.fn();
    const machine = createDialogMachine({ onChange });
    machine.destroy();
    machine.destroy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
