// The calls' paths are the runtime's wire contract, re-exported here (as `export … from`, so a
// bundle that does not use them keeps no import of them).
export {
  FORM_RENDER_PATH,
  FORM_SUBMISSION_KEY_PATH,
  SAVE_FORM_SUBMISSION_PATH,
} from '@tessera/runtime';
export type {
  CaptchaProvider,
  CaptchaRenderOptions,
  CaptchaSize,
  CaptchaWidget,
} from './captcha/captcha-provider';
export {
  CAPTCHA_PROVIDER_NAMES,
  lazyCaptchaProvider,
  lazyCaptchaProviders,
} from './captcha/lazy-captcha-provider';
export {
  captchaProviders,
  createScriptCaptchaProvider,
  hcaptchaProvider,
  recaptchaProvider,
  type ScriptCaptchaProviderOptions,
  turnstileProvider,
} from './captcha/script-captcha-provider';
export {
  createTestCaptchaProvider,
  type TestCaptchaProvider,
} from './captcha/test-captcha-provider';
export { type FieldType, type FieldValue, type FormValues, SUMMARY_LABELS } from './field-types';
export { anatomy, classNames } from './form-anatomy';
export { type FormBackend, type FormBackendChoice, formBackend } from './form-backend';
export { CAPTCHA_COMPACT_BELOW_PX, captchaSize } from './form-captcha';
export {
  createFormController,
  type FormController,
  type FormControllerDeps,
  type FormPageContext,
  type FormState,
} from './form-controller';
export { type FormMessages, formMessages } from './form-messages';
export {
  FORM_DEFAULTS,
  type FormOptions,
  type FormOptionsInput,
  readFormOptions,
  resolveFormOptions,
} from './form-options';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  isValidEmail,
  TLD_MAX_LENGTH,
  TLD_MIN_LENGTH,
} from './is-valid-email';
export {
  isSmallNewsletter,
  NEWSLETTER_SMALL_BELOW_PX,
  watchNewsletterSize,
} from './newsletter-size';
export { type PageFields, pageFields } from './page-fields';
export { type FormField, FormMarkupError, readFields } from './read-fields';
export { recordFormRender } from './record-form-render';
export { type SerializeOptions, serializeForm } from './serialize-form';
export { MIN_FILL_TIME_MS } from './spam-defence';
export { describeSubmissionFailure, type SubmissionFailure } from './submission-failure';
export {
  createSubmitter,
  type FormApi,
  RETRY_DELAY_MS,
  type SubmissionPayload,
  type SubmissionResult,
} from './submit-form';
export { type SummaryPart, summarizeField, summaryText } from './summarize-field';
export { attachTextareaCounter, counterText, parseMaxLength } from './textarea-counter';
export { type FieldCheck, isValidUsZip, validateField } from './validate-field';
export { type FieldErrors, validateForm } from './validate-form';
