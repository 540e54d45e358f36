/**
 * Every string the forms package shows, word for word from spec 000 §5/§8 and 002 §5/§8.
 * Replace entries (the `messages` option) to translate. Entries marked "not shown" are strings
 * the spec names without giving their wording; ours are in the README.
 */
export const formMessages = {
  /** spec 000 §5, 002 §5 */
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  /** spec 000 §5, 002 §5 */
  characterLimit: 'You have exceeded the character limit.',
  /** spec 000 §5, 002 §5; `{email}` is filled with `emailFormat`. */
  invalidEmail: 'Email is not valid. Email addresses should follow the format {email}.',
  /** What `{email}` shows (the spec gives the shape: local part, at sign, domain, TLD). */
  emailFormat: 'name@example.com',
  /** spec 000 §5, 002 §5 */
  invalidFields: 'One or more fields is invalid, please check your entries.',
  /** spec 000 §8: status 401 */
  unauthorized: 'Unable to submit form. Please try again later.',
  /** spec 000 §8: status 404 */
  notConfigured: 'This form has not been configured yet.',
  /** spec 000 §8: status 429 */
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  /** spec 000 §8: status 500 */
  serverError: 'Unable to send form. Please try again later.',
  /** spec 000 §8: other statuses without data.error */
  unknownError: 'Unknown error, please try again later.',
  /** spec 000 §8: the submit error, on an exception */
  submitError: 'Error processing form submission. Please reload and try again.',
  /**
   * spec 001 §8, 002 §8 (a UI string, trigger not shown): a form's own endpoint (its `action`)
   * gave no answer: a network error or the time-out.
   */
  unreachable: 'Unable to connect. Please try again',
  /** spec 000 §8 */
  keyError: 'Could not get a form submission key, please try again later.',
  /** spec 000 §8 */
  parseError: 'Could not parse the form fields, please check your entries.',
  /** spec 000 §8: shown above the form */
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  /** spec 000 §8: shown below the form; it is the 'errors above' message of spec 000 §5 */
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  /** The post-submit message when the markup has no template: wording not shown. */
  thankYou: 'Thank you!',
  /** The in-progress button text: wording not shown. */
  submitting: 'Submitting…',
  /** A required field left empty: wording not shown. */
  required: 'This field is required.',
  /** A value the browser cannot read as its control's type (url, number): wording not shown. */
  invalidFormat: 'This entry is not in the expected format.',
  /** spec 000 §5 rule "US zip must be exactly 5 digits": wording not shown. */
  zipCode: 'Zip code must be exactly 5 digits.',
};

export type FormMessages = typeof formMessages;
