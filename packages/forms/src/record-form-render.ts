/**
 * The form-render census call (spec 002 §7): POST /api/census/form-render with formId,
 * visitorCookie and the page fields, url-encoded, through the runtime's tracking gate: sent only
 * with consent ('analytics') and when no tracking exclusion applies (a logged-in owner, ...),
 * with the 2,500 ms tracking time-out; failures are swallowed (spec 000 §8).
 */
import {
  FORM_RENDER_PATH,
  type FormRenderPayload,
  type PageContext,
  track,
} from '@tessera/runtime';
import type { FormApi } from './submit-form';

/** Resolves true when the census was sent, false when the gate dropped it or it failed. */
export function recordFormRender(
  api: FormApi,
  payload: FormRenderPayload,
  page?: PageContext,
): Promise<boolean> {
  return track(FORM_RENDER_PATH, payload, { form: true, api, page });
}
