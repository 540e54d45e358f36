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
 * address is still counted. A new cookie is a new second key but the same first one. The
 * visitor count may be kept in this process alone (`visitorCounter`): a client changes its cookie
 * at will, so that count bounds nothing an attacker controls; the address count is the bound.
 */
export function createFormRateLimiter(
  limit: RateLimit,
  counter: HitCounter,
  visitorCounter: HitCounter = counter,
  /** The keys' prefix: another action (the demo's test orders) counts apart from the forms. */
  scope = 'form',
): FormRateLimiter {
  const addressMax = limit.addressMax ?? limit.max;
  // Each limiter knows its own maximum: whether a shared counter may answer from its process's
  // view (large limits) or must ask the database (small ones) depends on it.
  const byAddressLimiter = createRateLimiter({ ...limit, max: addressMax }, counter);
  const byVisitorLimiter = createRateLimiter(limit, visitorCounter);
  return {
    async allows(address, visitorId, now = Date.now()) {
      if (limit.max <= 0) return true;
      const [byAddress, byVisitor] = await Promise.all([
        addressMax > 0 ? byAddressLimiter.count(`${scope}:ip:${addressKey(address)}`, 1, now) : 0,
        visitorId ? byVisitorLimiter.count(`${scope}:cvr:${visitorId}`, 1, now) : 0,
      ]);
      return byAddress <= addressMax && byVisitor <= limit.max;
    },
  };
}
