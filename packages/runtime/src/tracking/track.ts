import { api as pageApi } from '../api/api';
import type { Api } from '../api/api-types';
import { gatePage } from '../consent/gate-page';
import { type ConsentGateOptions, isConsentGiven } from '../consent/is-consent-given';
import { currentDocument } from '../read-cookie';
import { trackingExclusion } from './tracking-exclusion';

/** spec 000 §9, 002 §9: the tracking request time-out. */
export const TRACKING_TIMEOUT_MS = 2500;

export interface TrackOptions extends ConsentGateOptions {
  /** Sends the payload url-encoded (the census calls) instead of as JSON. */
  form?: boolean;
  /** A page view: also dropped on the /search page (counted as a site search there). */
  pageView?: boolean;
  /** The data layer (default: the page's `api`; a block passes its context's). */
  api?: Pick<Api, 'post'>;
}

const ignore = () => {};

/**
 * THE tracking gate (issue 16): sends one tracking call (census, hit, event, ...) through the
 * data layer with the 2,500 ms time-out, kept alive past an unload, only when consent
 * ('analytics') is given and no tracking exclusion of spec 002 §6 applies; otherwise drops it
 * (nothing is queued for later) and resolves false. Never throws and never opens an overlay
 * (spec 000 §8: analytics failures are swallowed); resolves true when the server took it.
 */
export async function track(
  path: string,
  payload: object,
  options: TrackOptions = {},
): Promise<boolean> {
  try {
    const doc = options.document ?? currentDocument();
    const page = options.page ?? gatePage(doc);
    const pathname = doc?.defaultView?.location.pathname ?? '/';
    if (trackingExclusion(page, pathname, options.pageView)) return false;
    if (!isConsentGiven('analytics', { ...options, page })) return false;
    await (options.api ?? pageApi).post(path, payload, {
      body: options.form ? 'form' : 'json',
      timeoutMs: TRACKING_TIMEOUT_MS,
      keepalive: true,
      onFailure: ignore,
    });
    return true;
  } catch {
    return false;
  }
}
