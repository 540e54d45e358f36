/**
 * The social follow button block (spec 001 §1, §7, §9): a link to the profile that the social
 * platform's script turns into its follow button. The script loads after consent (its
 * platform's cookies are marketing), with a 10 s time-out; on failure or time-out nothing
 * happens: the link stays a link.
 *
 *   <a data-block="follow" class="twitter-follow-button" href="https://x.com/tessera"
 *      data-block-config='{"script":"https://platform.twitter.com/widgets.js"}'>Follow @tessera</a>
 */
import { type BlockContext, type Destroy, loadScript, readBlockConfig } from '@tessera/runtime';

/** spec 001 §7, §9: the follow script's time-out. */
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;

/** The follow block's configuration. */
export interface FollowBlockConfig {
  /** The platform's script: an https address, or one on the page's own origin. Required. */
  script: string;
}

/** An https address, or one on the page's own origin (a site serving the script itself). */
function isScriptAddress(script: unknown): script is string {
  if (typeof script !== 'string' || script === '') return false;
  try {
    const url = new URL(script, location.href);
    return url.protocol === 'https:' || url.origin === location.origin;
  } catch {
    return false;
  }
}

export function init(element: HTMLElement, _context?: BlockContext): Destroy {
  let refused = false;
  const config = readBlockConfig<Partial<FollowBlockConfig>>(element, (problem) => {
    refused = true;
    console.warn(`[tessera] ${problem}`, element);
  });
  if (refused) return () => {};
  const script = config?.script;
  if (!isScriptAddress(script)) {
    console.warn(
      '[tessera] follow block: "script" must be an https URL or a path on this site',
      element,
    );
    return () => {};
  }
  const aborter = new AbortController();
  loadScript(script, {
    timeout: FOLLOW_SCRIPT_TIMEOUT_MS,
    purpose: 'marketing',
    signal: aborter.signal,
  }).catch(() => {
    // spec 001 §7: on failure or time-out nothing happens.
  });
  return () => aborter.abort();
}
