import { api as pageApi } from '../api/api';
import type { Api } from '../api/api-types';
import type { ConsentGateOptions } from '../consent/consent-gate';
import { mayTrack } from './may-track';
import { refreshVisitorCookies } from './visitor-cookies';

/** spec 000 §9, 002 §9: the tracking request time-out. */
export const TRACKING_TIMEOUT_MS = 2500;

/** The payload fields that carry the visitor record (spec 002 §7: census, RecordHit). */
const VISITOR_FIELDS = ['visitorCookie', 'ss_cvr'] as const;

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
 * (nothing is queued for later) and resolves false. Before sending it creates or renews the
 * visitor cookies, and a payload's `visitorCookie` or `ss_cvr` field carries the record just
 * written. Never throws and never opens an overlay (spec 000 §8: analytics failures are
 * swallowed); resolves true when the server took it.
 */
export async function track(
  path: string,
  payload: object,
  options: TrackOptions = {},
): Promise<boolean> {
  try {
    const page = mayTrack(options, options.pageView);
    if (!page) return false;
    const record = refreshVisitorCookies({ ...options, page });
    const sent: Record<string, unknown> = { ...payload };
    for (const field of VISITOR_FIELDS) if (Object.hasOwn(sent, field)) sent[field] = record;
    await (options.api ?? pageApi).post(path, sent, {
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
