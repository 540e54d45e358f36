/**
 * spec 002 §7: `POST /api/events/RecordEvent`, url-encoded `crumb` (from the cookie, in the body
 * as the spec lists it; the data layer also adds it to the query), `event` and `data` as JSON; its answer is not shown. Recording is for the site owner, never
 * the visitor's problem: a failure opens no overlay and rejects nothing, and the call outlives
 * a page that unloads right after (a success redirect).
 */
import { readCookie } from '../cookies';
import { API_DEFAULTS, type Api } from './api';

export const RECORD_EVENT_PATH = '/api/events/RecordEvent';

export function recordEvent(
  api: Pick<Api, 'post'>,
  event: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  return api
    .post(
      RECORD_EVENT_PATH,
      { crumb: readCookie(API_DEFAULTS.crumbCookie) ?? '', event, data: JSON.stringify(data) },
      { body: 'form', keepalive: true, onFailure: () => {} },
    )
    .then(
      () => undefined,
      () => undefined,
    );
}
