import { events as pageEvents } from '../events';
import type { ConsentPurpose } from './consent-purpose';
import { type ConsentGateOptions, isConsentGiven } from './is-consent-given';

/**
 * Resolves when isConsentGiven(purpose) becomes true: at once if it is, else at the first
 * `consent:change` on the bus after which it is. Never rejects, except with the signal's reason
 * when the signal aborts (an aborted signal rejects at once).
 */
export function whenConsentGiven(
  purpose: ConsentPurpose,
  signal?: AbortSignal,
  options: ConsentGateOptions = {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    if (isConsentGiven(purpose, options)) return resolve();
    const bus = options.events ?? pageEvents;
    const stop = () => {
      off();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    const off = bus.on('consent:change', (change) => {
      // The change itself counts: a page whose consent cookie could not be written still goes on.
      const accepted = (change as { decision?: unknown } | undefined)?.decision === 'accepted';
      if (!accepted && !isConsentGiven(purpose, options)) return;
      stop();
      resolve();
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
