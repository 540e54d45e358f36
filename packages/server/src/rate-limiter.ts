/**
 * A sliding-window limit per visitor: at most `max` hits in any `windowSeconds`. In memory, per
 * server process (several processes behind a load balancer each count their own share).
 */
export interface RateLimiter {
  /** Records a hit for `visitor` and answers whether it is within the limit. */
  hit(visitor: string, now?: number): boolean;
  /** Forgets visitors whose last hit has left the window (called on a timer). */
  sweep(now?: number): void;
  readonly size: number;
}

export function createRateLimiter(max: number, windowSeconds: number): RateLimiter {
  const windowMs = windowSeconds * 1000;
  // Times of each visitor's last `max` hits, oldest first.
  const hits = new Map<string, number[]>();
  return {
    hit(visitor, now = Date.now()) {
      if (max <= 0) return true; // 0 turns the limit off
      const times = hits.get(visitor);
      if (!times) {
        hits.set(visitor, [now]);
        return true;
      }
      while (times.length > 0 && times[0]! <= now - windowMs) times.shift();
      if (times.length >= max) return false;
      times.push(now);
      return true;
    },
    sweep(now = Date.now()) {
      for (const [visitor, times] of hits) {
        if (times.length === 0 || times[times.length - 1]! <= now - windowMs) hits.delete(visitor);
      }
    },
    get size() {
      return hits.size;
    },
  };
}
