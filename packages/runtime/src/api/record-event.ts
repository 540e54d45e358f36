/**
 * spec 002 §7: `POST /api/events/RecordEvent`, url-encoded `crumb` (from the cookie, in the body
 * as the spec lists it; the data layer also adds it to the query), `event` and `data` as JSON; its answer is not shown. Recording is for the site owner, never
 * the visitor's problem: a failure opens no overlay and rejects nothing, and the call outlives
 * a page that unloads right after (a success redirect).
 */

import { CRUMB_COOKIE } from '../contract/cookie-names';
import { RECORD_EVENT_PATH } from '../contract/event-paths';
import type { RecordEventPayload } from '../contract/payloads';
import { readCookie } from '../cookies';
import type { Api } from './api-types';

export function recordEvent(
  api: Pick<Api, 'post'>,
  event: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  const payload: RecordEventPayload = {
    crumb: readCookie(CRUMB_COOKIE) ?? '',
    event,
    data: JSON.stringify(data),
  };
  return api
    .post(RECORD_EVENT_PATH, payload, { body: 'form', keepalive: true, onFailure: () => {} })
    .then(
      () => undefined,
      () => undefined,
    );
}
