import { addressKey } from './client-address';
import type { HitCounter } from './hit-counter';
import { createRateLimiter } from './rate-limiter';
import type { RateLimit } from './site-config';

/** Whether a SaveFormSubmission attempt is within the site's rate limit (spec 000 §8: 429). */
export interface FormRateLimiter {
  allows(address: string, visitorId: string | undefined, now?: number): Promise<boolean>;
}

/**
 * The form rate limit, keyed on what a client cannot choose: its address (behind trusted
 * proxies, the address the nearest untrusted hop was seen from), at most `addressMax` attempts a
 * window; and, as a second key, the ss_cvr visitor id, at most `max`, so a visitor who changes
 * address is still counted. A new cookie is a new second key but the same first one.
 */
export function createFormRateLimiter(limit: RateLimit, counter: HitCounter): FormRateLimiter {
  const limiter = createRateLimiter(limit, counter);
  const addressMax = limit.addressMax ?? limit.max;
  return {
    async allows(address, visitorId, now = Date.now()) {
      if (limit.max <= 0) return true;
      const [byAddress, byVisitor] = await Promise.all([
        addressMax > 0 ? limiter.count(`form:ip:${addressKey(address)}`, 1, now) : 0,
        visitorId ? limiter.count(`form:cvr:${visitorId}`, 1, now) : 0,
      ]);
      return byAddress <= addressMax && byVisitor <= limit.max;
    },
  };
}
