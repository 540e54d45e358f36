/**
 * The form-render census call (spec 002 §7): POST /api/census/form-render with formId,
 * visitorCookie and the page fields. Analytics failures are swallowed (spec 000 §8).
 */
import { FORM_RENDER_PATH, type FormRenderPayload } from '@tessera/runtime';
import type { FormApi } from './submit-form';

/** spec 002 §9: tracking request time-out. */
const CENSUS_TIMEOUT_MS = 2500;

const ignore = () => {};

export async function recordFormRender(api: FormApi, payload: FormRenderPayload): Promise<void> {
  try {
    await api.post(FORM_RENDER_PATH, payload, {
      body: 'form',
      timeoutMs: CENSUS_TIMEOUT_MS,
      onFailure: ignore,
    });
  } catch {
    // Swallowed: a census failure must never reach the visitor.
  }
}
