/**
 * The form markup (docs/markup.md, "Forms"): the attribute names the DOM shell reads and
 * writes, in one place so the markup contract is visible at a glance.
 */
export const anatomy = {
  /** On each field wrapper: the field id of the form definition (the key in `form` JSON). */
  fieldId: 'data-field-id',
  /** On each field wrapper: one of the spec's field types. */
  fieldType: 'data-field-type',
  /** On a field wrapper: the field is required (for groups such as radio and checkbox). */
  fieldRequired: 'data-field-required',
  /** The field's title (a label or legend); its error is shown above it. */
  fieldTitle: 'data-field-title',
  /** On a likert row (a fieldset): the question its checked radio answers. */
  likertQuestion: 'data-likert-question',
  /** On a textarea: the maximum length; `maxlength` is read too. */
  maxLength: 'data-max-length',
  /** A message region: `above` (start of the form) or `below` (by the submit button). */
  message: 'data-form-message',
  /** The container a captcha widget renders into. */
  captcha: 'data-form-captcha',
  /** The template holding the post-submit message. */
  postSubmit: 'data-form-post-submit',
  /** The post-submit message shown on success. */
  postSubmitMessage: 'data-form-post-submit-message',
  /** A field's error message, inserted above its title. */
  fieldError: 'data-field-error',
  /** The textarea counter. */
  counter: 'data-form-counter',
  /** A honeypot: an input, or an element holding inputs, that people never fill. */
  honeypot: 'data-form-honeypot',
  /** On the form: idle, submitting, success or failure (spec 000 §4). */
  state: 'data-form-state',
} as const;

/** Class names, for site CSS. */
export const classNames = {
  /** On a field wrapper with an error. */
  fieldInvalid: 'tessera-field--error',
  /** The error text above a field title. */
  fieldError: 'tessera-field-error',
  /** The textarea counter; `--over` when past the maximum (spec 002 §5). */
  counter: 'tessera-form-counter',
  counterOver: 'tessera-form-counter--over',
  /** A form-level message. */
  message: 'tessera-form-message',
  /** On a newsletter form narrower than 320 px (spec 002 §9). */
  newsletterSmall: 'tessera-newsletter--small',
} as const;
