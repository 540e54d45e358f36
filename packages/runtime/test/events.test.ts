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

  it('clear removes every handler', () => {
    const bus = createEventBus<{ ping: number }>();
    const handler = vi.fn();
    bus.on('ping', handler);
    bus.clear();
    bus.emit('ping', 1);
    expect(handler).not.toHaveBeenCalled();
  });
});
