/**
 * The page load's id for its performance records: GET /api/1/performance/settings, answered
 * with `pageLoadId`, within 30 s (spec 002 §7, §9), with the spec's three messages (002 §9).
 */
import { type Api, ApiError, PERFORMANCE_SETTINGS_PATH } from '@tessera/runtime';

/** spec 002 §9: the performance settings request times out after 30 s. */
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;

/** spec 002 §9, word for word. */
export const PERFORMANCE_MESSAGES = {
  noPageLoadId: 'Unable to resolve pageLoadId',
  timeout: 'Metric settings request timeout',
  status: 'XHR request DONE with unexpected status',
} as const;

const ignore = () => {};

/** The id, or undefined after warning with the spec's message; never throws. */
export async function requestPageLoadId(api: Pick<Api, 'get'>): Promise<string | undefined> {
  try {
    const answer = await api.get<{ pageLoadId?: unknown }>(PERFORMANCE_SETTINGS_PATH, {
      timeoutMs: PERFORMANCE_SETTINGS_TIMEOUT_MS,
      onFailure: ignore,
    });
    const id = answer?.pageLoadId;
    if (typeof id === 'string' && id !== '') return id;
    console.warn(PERFORMANCE_MESSAGES.noPageLoadId);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'timeout') {
      console.warn(PERFORMANCE_MESSAGES.timeout);
    } else if (error instanceof ApiError && error.status !== 0) {
      console.warn(PERFORMANCE_MESSAGES.status, error.status);
    } else {
      console.warn(PERFORMANCE_MESSAGES.noPageLoadId, error);
    }
  }
  return undefined;
}
