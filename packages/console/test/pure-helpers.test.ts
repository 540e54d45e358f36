import { describe, expect, it, vi } from 'vitest';
import { openAdminChannel } from '../src/admin-channel';
import { formatVital, vitalRating } from '../src/analytics/vital-thresholds';
import { formatValue } from '../src/format-value';
import { formatCents } from '../src/orders/format-cents';

describe('vitalRating', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['TTFB', 1801, 'poor'],
    ['XYZ', 1, null],
  ])('%s %d is %s', (metric, value, rating) => {
    expect(vitalRating(metric, value)).toBe(rating);
  });

  it('formats CLS without a unit and the others in whole milliseconds', () => {
    expect([formatVital('CLS', 0.1234), formatVital('LCP', 2499.6)]).toEqual(['0.12', '2,500 ms']);
  });
});

describe('formatValue', () => {
  it.each([
    ['text', 'text'],
    [['Ada', '', 'Lovelace'], 'Ada, Lovelace'],
    [{ Quality: ['Good'], Speed: 'Fast' }, 'Quality: Good; Speed: Fast'],
    [null, ''],
    [undefined, ''],
    [3, '3'],
    [true, 'true'],
  ])('%j reads %j', (value, text) => {
    expect(formatValue(value)).toBe(text);
  });
});

describe('formatCents', () => {
  it('formats minor units as the site formats money, and digits for an unknown code', () => {
    expect([formatCents(123450, 'USD'), formatCents(1234, 'JPY'), formatCents(500, 'XXX')]).toEqual(
      ['$1,234.50', '¥1,234', '500 XXX'],
    );
  });
});

describe('openAdminChannel', () => {
  it('posts editor events with the user and website on the tessera-admin channel', () => {
    const posted: unknown[] = [];
    const names: string[] = [];
    const close = vi.fn();
    class FakeChannel {
      constructor(name: string) {
        names.push(name);
      }
      postMessage(message: unknown) {
        posted.push(message);
      }
      close = close;
    }
    const channel = openAdminChannel(
      {
        userId: 'u1',
        websiteId: 'w1',
        BroadcastChannel: FakeChannel as unknown as typeof BroadcastChannel,
        now: () => 42,
      },
      true,
    );
    channel.broadcast('setting-saved', 'popup');
    channel.broadcast('panel-opened');
    channel.close();
    expect(names).toEqual(['tessera-admin']);
    expect(posted).toEqual([
      { event: 'setting-saved', userId: 'u1', websiteId: 'w1', timestamp: 42, detail: 'popup' },
      { event: 'panel-opened', userId: 'u1', websiteId: 'w1', timestamp: 42 },
    ]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('opens no channel for an account without admin access (a viewer)', () => {
    const Channel = vi.fn();
    const channel = openAdminChannel(
      {
        userId: 'u1',
        websiteId: 'w1',
        BroadcastChannel: Channel as unknown as typeof BroadcastChannel,
      },
      false,
    );
    channel.broadcast('console-opened');
    channel.close();
    expect(Channel).not.toHaveBeenCalled();
  });
});
