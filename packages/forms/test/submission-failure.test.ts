import { fieldErrorsOf } from '@tessera/runtime';
import { describe, expect, it } from 'vitest';
import { describeSubmissionFailure, formMessages } from '../src';

const describe_ = (error: unknown) => describeSubmissionFailure(error, formMessages);
// Shaped as the data layer's ApiError: fieldErrors is data.errors as the data layer reads it.
const http = (status: number, data: unknown = {}) => ({
  code: 'http',
  status,
  data,
  fieldErrors: fieldErrorsOf(data),
});

describe('describeSubmissionFailure (spec 000 §8, 002 §8)', () => {
  it('400 with data.errors: the field messages', () => {
    expect(describe_(http(400, { errors: { email: 'Taken.', name: 'Too short.' } }))).toEqual({
      kind: 'field-errors',
      errors: { email: 'Taken.', name: 'Too short.' },
    });
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('%i: %s', (status, message) => {
    expect(describe_(http(status, { error: 'server words' }))).toEqual({
      kind: 'message',
      message,
    });
  });

  it('other statuses: data.error when present', () => {
    expect(describe_(http(418, { error: 'I am a teapot' }))).toEqual({
      kind: 'message',
      message: 'I am a teapot',
    });
  });

  it('other statuses without data.error: the unknown error', () => {
    expect(describe_(http(503))).toEqual({
      kind: 'message',
      message: 'Unknown error, please try again later.',
    });
    expect(describe_(http(502, { error: '' }))).toEqual({
      kind: 'message',
      message: 'Unknown error, please try again later.',
    });
  });

  it('400 without data.errors is an "other" status', () => {
    expect(describe_(http(400, { error: 'Bad body' }))).toEqual({
      kind: 'message',
      message: 'Bad body',
    });
    expect(describe_(http(400, { errors: {} }))).toEqual({
      kind: 'message',
      message: 'Unknown error, please try again later.',
    });
  });

  it('a 200 carrying an error field: its text', () => {
    expect(describe_(http(200, { error: 'Form closed' }))).toEqual({
      kind: 'message',
      message: 'Form closed',
    });
  });

  it('a lost connection or a time-out: the unknown error', () => {
    for (const code of ['network', 'timeout']) {
      expect(describe_({ code, status: 0, data: undefined })).toEqual({
        kind: 'message',
        message: 'Unknown error, please try again later.',
      });
    }
  });

  it('an answer that is not JSON, or an exception: the submit error', () => {
    const submitError = 'Error processing form submission. Please reload and try again.';
    expect(describe_({ code: 'parse', status: 200 })).toEqual({
      kind: 'message',
      message: submitError,
    });
    expect(describe_(new TypeError('boom'))).toEqual({ kind: 'message', message: submitError });
    expect(describe_(undefined)).toEqual({ kind: 'message', message: submitError });
  });

  it('server field messages are kept as text, whatever they contain', () => {
    const result = describe_(
      http(400, { errors: { email: '<img src=x onerror=alert(1)>', n: 5 } }),
    );
    expect(result).toEqual({
      kind: 'field-errors',
      errors: { email: '<img src=x onerror=alert(1)>', n: '5' },
    });
  });
});
