/**
 * The request and answer payloads of the HTTP contract (spec 000 §7, 002 §7) that both the
 * client packages and @tessera/server handle. Types only: nothing here reaches a bundle.
 */
import type { PageFields } from './page-fields';

/** Every failing answer: one message (`error`), or field id to message (`errors`, spec 000 §8). */
export interface ErrorAnswer {
  error?: string;
  errors?: Record<string, string>;
  loginRequired?: boolean;
  crumbFail?: boolean;
  authorizationFail?: boolean;
}

/** The answer of the calls whose answer the spec does not show. */
export interface SuccessAnswer {
  success: true;
}

/** POST /api/form/FormSubmissionKey: `data.key` is the one-time key (spec 000 §7). */
export interface FormSubmissionKeyAnswer {
  key: string;
}

/** POST /api/form/SaveFormSubmission, form-encoded (spec 000 §3, §7). */
export interface SaveFormSubmissionPayload extends PageFields {
  key: string;
  formId: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** The form values by field id, as JSON text. */
  form: string;
  /** Only when a captcha is present. */
  captchaKey?: string;
  /**
   * The page context's `formRenderStamp`, sent back as given: the server measures the form's
   * minimum fill time from it (issue 20). Absent when the page context has none.
   */
  renderStamp?: string;
  /** The census field: the visitor record cookie when valid, else '' (spec 000 §5). */
  visitorCookie: string;
}

export interface SaveFormSubmissionAnswer extends SuccessAnswer {
  submissionId: string;
}

/** POST /api/census/form-render (spec 002 §7). */
export interface FormRenderPayload extends PageFields {
  formId: string;
  visitorCookie: string;
}

/** POST /api/events/RecordEvent, url-encoded (spec 002 §7). */
export interface RecordEventPayload {
  crumb: string;
  event: string;
  /** JSON text. */
  data: string;
}

/** POST /api/census/RecordHit, form-encoded (spec 002 §7). */
export interface RecordHitPayload {
  event: string;
  /** JSON text. */
  data: string;
  ss_cvr: string;
}

/** One entry of POST /api/events/RecordJavascriptErrors (spec 000 §7). */
export interface JavascriptErrorReport {
  event: string;
  data: Record<string, unknown>;
  timestamp: number;
}

/** One entry of POST /api/1/performance/records (spec 002 §7). */
export interface PerformanceRecord {
  app: string;
  data: unknown;
  event: string;
  pageLoadId: string;
  timestamp: number;
}
