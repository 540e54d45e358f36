import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../src/events';

describe('createEventBus', () => {
  it('delivers details to every handler and stops after off', () => {
    const bus = createEventBus<{ ping: number }>();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = bus.on('ping', first);
    bus.on('ping', second);
    bus.emit('ping', 1);
    offFirst();
    bus.emit('ping', 2);
    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
    bus.off('ping', second);
    bus.emit('ping', 3);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps calling the other handlers when one throws, and logs it', () => {
    const bus = createEventBus<{ ping: number }>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('ping', () => {
      throw new Error('boom');
    });
    bus.on('ping', after);
    bus.emit('ping', 1);
    expect(after).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('lets a handler remove itself while the event is delivered', () => {
    const bus = createEventBus<{ ping: number }>();
    const calls: string[] = [];
    const off = bus.on('ping', () => {
      calls.push('once');
      off();
    });
    bus.on('ping', () => calls.push('always'));
    bus.emit('ping', 1);
    bus.emit('ping', 2);
    expect(calls).toEqual(['once', 'always', 'always']);
  });

  it('keeps routed errors for the first handler when nobody listens yet (at most 10)', () => {
    const bus = createEventBus<{ 'system-error': number; other: number }>();
    for (let i = 0; i < 12; i++) bus.emit('system-error', i);
    bus.emit('other', 1);
    const errors = vi.fn();
    const other = vi.fn();
    bus.on('system-error', errors);
    bus.on('other', other);
    expect(errors.mock.calls).toEqual(Array.from({ length: 10 }, (_, i) => [i]));
    expect(other).not.toHaveBeenCalled();
    const late = vi.fn();
    bus.on('system-error', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('clear removes every handler', () => {
    const bus = createEventBus<{ ping: number }>();
    const handler = vi.fn();
    bus.on('ping', handler);
    bus.clear();
    bus.emit('ping', 1);
    expect(handler).not.toHaveBeenCalled();
  });
});
