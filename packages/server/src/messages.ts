/**
 * Every message the server answers with. Form messages are word for word from spec 000 §5/§8 and
 * 002 §5/§8 (the same words the forms package shows); the rest are ours (the spec shows no server
 * side) and are listed in the README.
 */
export const messages = {
  /** spec 000 §8 (404) */
  formNotConfigured: 'This form has not been configured yet.',
  /** spec 000 §8 (429) */
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  /** spec 000 §8 */
  formParse: 'Could not parse the form fields, please check your entries.',
  /** spec 000 §5, 002 §5 */
  characterLimit: 'You have exceeded the character limit.',
  /** spec 000 §5, 002 §5: `{email}` filled with the format, as the forms package does. */
  invalidEmail: 'Email is not valid. Email addresses should follow the format name@example.com.',
  /** Not shown in the spec (the forms package uses the same words). */
  required: 'This field is required.',
  /** spec 000 §5 rule "US zip must be exactly 5 digits"; wording not shown (as the forms package). */
  zipCode: 'Zip code must be exactly 5 digits.',
  /** spec 000 §8 "Other form messages": a submission refused as spam (form-spam-check.ts). */
  submitError: 'Error processing form submission. Please reload and try again.',
  /** Not shown in the spec. */
  invalidKey: 'Invalid or expired form submission key.',
  /** Not shown in the spec. */
  captchaFailed: 'Complete CAPTCHA before submitting.',
  /** Not shown in the spec: a value of the wrong shape for its field type (spec 000 §3). */
  wrongValueType: 'This field has a value of the wrong type.',
  /** Not shown in the spec: a value holding NUL or a lone surrogate, which no database stores. */
  unstorableText: 'This field contains a character that cannot be stored.',
  /** Not shown in the spec: a field id the form does not define. */
  unknownField: 'This form has no such field.',
  invalidCredentials: 'The email or password is incorrect.',
  /** PUT /api/site-users/account/password (ours: the spec has no password change). */
  currentPasswordIncorrect: 'The current password is incorrect.',
  passwordTooShort: (min: number) => `The new password must be at least ${min} characters long.`,
  passwordUnchanged: 'The new password must differ from the current one.',
  /** DELETE /api/site-users/account/sessions/{id}: no session of this account has that id. */
  sessionNotFound: 'No such session.',
  /** Not in the spec: a login refused by the throttle (429, with Retry-After in seconds). */
  loginThrottled: 'Too many login attempts. Please wait before trying again.',
  crumbFail: 'crumbFail',
  xsrfFail: 'Missing or wrong X-XSRF-Token header for this session.',
  bodyTooLarge: (limit: number) => `The request body is larger than the limit of ${limit} bytes.`,
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: (type: string) =>
    `Unsupported content type "${type}": send application/json or application/x-www-form-urlencoded.`,
  notFound: 'Not found.',
  /** spec 001 §9, 002 §6: a locked page, to anyone but a contributor. */
  pageLocked: 'This page is locked',
  /** spec 001 §9, 002 §6 (sic): a member-only page, to a visitor who is not logged in. */
  membersOnly: 'This page available only site members',
  internal: 'Internal server error. Please try again later.',
} as const;
