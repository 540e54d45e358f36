import { describe, expect, it } from 'vitest';
import { formMessages } from '../src';

// Every string the spec gives, word for word (spec 000 §5/§8, 002 §5/§8).
describe('the message catalogue', () => {
  it.each([
    ['captchaIncomplete', 'Complete CAPTCHA before submitting.'],
    ['characterLimit', 'You have exceeded the character limit.'],
    ['invalidEmail', 'Email is not valid. Email addresses should follow the format {email}.'],
    ['invalidFields', 'One or more fields is invalid, please check your entries.'],
    ['unauthorized', 'Unable to submit form. Please try again later.'],
    ['notConfigured', 'This form has not been configured yet.'],
    [
      'rateLimited',
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ],
    ['serverError', 'Unable to send form. Please try again later.'],
    ['unknownError', 'Unknown error, please try again later.'],
    ['submitError', 'Error processing form submission. Please reload and try again.'],
    ['keyError', 'Could not get a form submission key, please try again later.'],
    ['parseError', 'Could not parse the form fields, please check your entries.'],
    ['problemAbove', 'Your form has encountered a problem. Please scroll down to review.'],
    ['problemBelow', 'Your form has encountered a problem. Please scroll up to review.'],
  ] as const)('%s', (key, text) => {
    expect(formMessages[key]).toBe(text);
  });
});
