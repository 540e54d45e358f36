import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../src/event-bus';
import { createPageEventBus } from '../src/events';

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

  it('tells its unheard hook of every event no handler heard, and only those', () => {
    const unheard = vi.fn();
    const bus = createEventBus<{ ping: number; pong: number }>(unheard);
    bus.emit('ping', 1);
    const off = bus.on('pong', () => {});
    bus.emit('pong', 2);
    off();
    bus.emit('pong', 3);
    expect(unheard.mock.calls).toEqual([
      ['ping', 1],
      ['pong', 3],
    ]);
  });

  it('hands what `kept` holds to the first handler of its name, then forgets it; clear empties it', () => {
    const kept = new Map<string, unknown[]>([
      ['ping', [1, 2]],
      ['pong', [3]],
    ]);
    const bus = createEventBus<{ ping: number; pong: number }>(undefined, kept);
    const first = vi.fn();
    const second = vi.fn();
    bus.on('ping', first);
    bus.on('ping', second);
    expect(first.mock.calls).toEqual([[1], [2]]);
    expect(second).not.toHaveBeenCalled();
    expect([...kept.keys()]).toEqual(['pong']);
    bus.clear();
    expect(kept.size).toBe(0);
  });

  it('keeps nothing for later handlers: a plain bus has no memory', () => {
    const bus = createEventBus<{ 'system-error': number }>();
    bus.emit('system-error', 1);
    const late = vi.fn();
    bus.on('system-error', late);
    expect(late).not.toHaveBeenCalled();
  });
});

describe('createPageEventBus', () => {
  it('keeps routed errors for the first handler when nobody listens yet (at most 10)', () => {
    const bus = createPageEventBus();
    for (let i = 0; i < 12; i++) bus.emit('system-error', { kind: 'logged', message: `${i}` });
    bus.emit('other', 1);
    const errors = vi.fn();
    const other = vi.fn();
    bus.on('system-error', errors);
    bus.on('other', other);
    expect(errors.mock.calls).toEqual(
      Array.from({ length: 10 }, (_, i) => [{ kind: 'logged', message: `${i}` }]),
    );
    expect(other).not.toHaveBeenCalled();
    const late = vi.fn();
    bus.on('system-error', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('keeps field-errors and login-required too, each under its own name', () => {
    const bus = createPageEventBus();
    bus.emit('field-errors', { errors: { a: 'b' }, url: '/x' });
    bus.emit('login-required', { url: '/y' });
    const fields = vi.fn();
    const login = vi.fn();
    bus.on('login-required', login);
    bus.on('field-errors', fields);
    expect(fields.mock.calls).toEqual([[{ errors: { a: 'b' }, url: '/x' }]]);
    expect(login.mock.calls).toEqual([[{ url: '/y' }]]);
  });

  it('announces each kept event as buffered, and not one that was heard or not kept', () => {
    const bus = createPageEventBus();
    const announced = vi.fn();
    bus.on('buffered', announced);
    bus.emit('system-error', { kind: 'logged' });
    bus.emit('block-error', { name: 'x', element: null, error: 1 });
    bus.on('login-required', () => {});
    bus.emit('login-required', { url: '/y' });
    expect(announced.mock.calls).toEqual([['system-error']]);
  });

  it('keeps only the names it is given', () => {
    const bus = createPageEventBus(['block-error']);
    bus.emit('system-error', { kind: 'logged' });
    bus.emit('block-error', { name: 'x', element: null, error: 1 });
    const errors = vi.fn();
    const blocks = vi.fn();
    bus.on('system-error', errors);
    bus.on('block-error', blocks);
    expect(errors).not.toHaveBeenCalled();
    expect(blocks.mock.calls).toEqual([[{ name: 'x', element: null, error: 1 }]]);
  });

  it('clear forgets handlers and kept events', () => {
    const bus = createPageEventBus();
    bus.emit('system-error', { kind: 'logged' });
    bus.clear();
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
