import { type ConsentGateOptions, loadScript } from '@tessera/runtime';
import { COMMENT_COUNT_SCRIPT_ID } from './comment-counts';

/**
 * Loads the comment service's count script (spec 002 §7) through the runtime's third-party gate:
 * after consent (purpose 'functional') under a restrictive policy, once per page, with the time-out
 * of loadScript; a failure is logged. `signal` gives up the wait for consent (destroy).
 */
export function startCommentCounts(
  url: string,
  gate: ConsentGateOptions,
  signal: AbortSignal,
): void {
  loadScript(url, {
    purpose: 'functional',
    attributes: { id: COMMENT_COUNT_SCRIPT_ID },
    signal,
    gate,
  }).catch((error: unknown) => {
    if (!signal.aborted) console.error('[tessera] site-chrome: comment counts', error);
  });
}
