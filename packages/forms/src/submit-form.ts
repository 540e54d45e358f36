import {
  FORM_SUBMISSION_KEY_PATH,
  isJsonObject,
  SAVE_FORM_SUBMISSION_PATH,
  type SaveFormSubmissionPayload,
} from '@tessera/runtime';
/**
 * The submission calls (spec 000 §7, 002 §7): POST /api/form/FormSubmissionKey for a one-time
 * key, then POST /api/form/SaveFormSubmission, form-encoded with credentials, through the
 * runtime's data layer with our own failure handler (so form errors never reach the system
 * error overlay).
 *
 * A retry after a lost answer (no response, time-out) reuses the key when the payload is
 * unchanged: the server answers a reused key with the same 200 and stores nothing new, so a
 * submission is never stored twice.
 */
import type { FormMessages } from './form-messages';
import { describeSubmissionFailure, type SubmissionFailure } from './submission-failure';

/** The part of the runtime's data layer (`api` of @tessera/runtime) the forms use. */
export interface FormApi {
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: {
      body?: 'json' | 'form';
      secure?: boolean;
      retries?: number;
      timeoutMs?: number;
      onFailure?: (error: never) => void;
    },
  ): Promise<T>;
}

/** Everything of the SaveFormSubmission payload but the key (spec 000 §3 "Form submission"). */
export type SubmissionPayload = Omit<SaveFormSubmissionPayload, 'key'>;

export type SubmissionResult = { kind: 'success'; submissionId?: string } | SubmissionFailure;

export interface SubmitterOptions {
  api: FormApi;
  messages: FormMessages;
  /** Per-attempt time-out of each call, ms. */
  timeoutMs: number;
  /** Extra attempts of SaveFormSubmission after a lost connection (safe: same key). */
  retries: number;
  /** Spacing of those attempts, ms (spec 000 §9: 200). */
  retryDelayMs?: number;
}

/** spec 000 §9: data-layer retry spacing. */
export const RETRY_DELAY_MS = 200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const ignore = () => {};

/** True when the request may have reached the server but its answer was lost. */
function answerLost(error: unknown): boolean {
  return isJsonObject(error) && (error.code === 'network' || error.code === 'timeout');
}

/** The payload without what changes between retries of the same submission. */
function signature(payload: SubmissionPayload): string {
  const { captchaKey: _captcha, ...rest } = payload;
  return JSON.stringify(rest);
}

export function createSubmitter(options: SubmitterOptions) {
  const { api, messages } = options;
  // The key of a submission whose answer was lost, kept for a retry of the same payload.
  let pending: { key: string; signature: string } | undefined;
  // Every call: credentials, one attempt (retries are ours, below), failures answered here.
  const callOptions = {
    secure: true,
    retries: 0,
    timeoutMs: options.timeoutMs,
    onFailure: ignore,
  };

  async function fetchKey(): Promise<string | undefined> {
    try {
      const data = await api.post<unknown>(FORM_SUBMISSION_KEY_PATH, undefined, callOptions);
      return isJsonObject(data) && typeof data.key === 'string' && data.key !== ''
        ? data.key
        : undefined;
    } catch {
      return undefined;
    }
  }

  return async function submit(payload: SubmissionPayload): Promise<SubmissionResult> {
    const thisSignature = signature(payload);
    const key = pending && pending.signature === thisSignature ? pending.key : await fetchKey();
    if (key === undefined) return { kind: 'message', message: messages.keyError };

    let data: unknown;
    // Only a lost answer is retried here (the same key makes it safe); a definite answer such
    // as 429 or 404 is never sent again, so the data layer's own retries stay off.
    for (let attempt = 0; ; attempt++) {
      try {
        data = await api.post<unknown>(
          SAVE_FORM_SUBMISSION_PATH,
          { key, ...payload },
          { ...callOptions, body: 'form' },
        );
        break;
      } catch (error) {
        const lost = answerLost(error);
        if (lost && attempt < options.retries) {
          await wait(options.retryDelayMs ?? RETRY_DELAY_MS);
          continue;
        }
        pending = lost ? { key, signature: thisSignature } : undefined;
        return describeSubmissionFailure(error, messages);
      }
    }
    pending = undefined;
    if (isJsonObject(data) && data.success === true) {
      return {
        kind: 'success',
        submissionId: typeof data.submissionId === 'string' ? data.submissionId : undefined,
      };
    }
    // A 200 that is not a success is an answer we cannot read.
    return { kind: 'message', message: messages.submitError };
  };
}
