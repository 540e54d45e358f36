// @vitest-environment jsdom
/** The heartbeat hit (spec 002 §3: heartbeat 10): the visible time, sent when the page hides. */
import type { Api } from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_EVENT, startHeartbeat } from '../src/heartbeat';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  document.cookie = 'ss_cvr=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'ss_cvt=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('startHeartbeat', () => {
  it('sends each visible stretch once, as RecordHit event heartbeat with engagedTime', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const sent: { path: string; body: Record<string, string> }[] = [];
    const api = {
      post: async (path: string, body: Record<string, string>) => {
        sent.push({ path, body });
        return {};
      },
    } as unknown as Pick<Api, 'post'>;
    const stop = startHeartbeat({ website: { id: 'w' } }, document, api);
    vi.advanceTimersByTime(12_345);
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(2_000);
    setVisibility('hidden');
    await vi.runAllTimersAsync();
    expect(HEARTBEAT_EVENT).toBe('heartbeat');
    expect(
      sent.map(({ path, body }) => [path, body.event, JSON.parse(String(body.data)).engagedTime]),
    ).toEqual([
      ['/api/census/RecordHit', 'heartbeat', 12_345],
      ['/api/census/RecordHit', 'heartbeat', 2_000],
    ]);
    expect(JSON.parse(String(sent[0]!.body.data)).websiteId).toBe('w');
    stop();
    setVisibility('visible');
    vi.advanceTimersByTime(1_000);
    setVisibility('hidden');
    expect(sent).toHaveLength(2);
  });
});
