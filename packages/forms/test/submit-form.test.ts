// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createSubmitter, formMessages, RETRY_DELAY_MS, type SubmissionPayload } from '../src';
import { fakeBackend } from './fake-backend';

const payload: SubmissionPayload = {
  formId: 'contact',
  collectionId: 'c1',
  objectName: 'block-1',
  isOverlayForm: false,
  submitButtonText: 'Send',
  form: JSON.stringify({ email: 'ada@example.com' }),
  pageTitle: 'Contact',
  pageId: 'c1',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
  visitorCookie: 'v1|1|1|1|1',
};

function setup(retries = 0) {
  const backend = fakeBackend();
  const submit = createSubmitter({
    api: backend.api,
    messages: formMessages,
    timeoutMs: 5000,
    retries,
  });
  return { backend, submit };
}

describe('createSubmitter (spec 000 §7)', () => {
  it('gets a key, then saves the form-encoded payload with credentials', async () => {
    const { backend, submit } = setup();
    expect(await submit(payload)).toEqual({ kind: 'success', submissionId: 's1' });
    expect(backend.calls.map((call) => call.path)).toEqual([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    expect(backend.calls.every((call) => call.credentials === 'include')).toBe(true);
    // spec 000 §7: the key call has an empty body.
    expect(backend.calls[0]?.rawBody ?? undefined).toBe(undefined);
    expect(backend.calls[1]?.body).toEqual({
      key: 'key-1',
      formId: 'contact',
      collectionId: 'c1',
      objectName: 'block-1',
      isOverlayForm: 'false',
      submitButtonText: 'Send',
      form: '{"email":"ada@example.com"}',
      pageTitle: 'Contact',
      pageId: 'c1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: '1',
      visitorCookie: 'v1|1|1|1|1',
    });
  });

  it('sends captchaKey only when given', async () => {
    const { backend, submit } = setup();
    await submit({ ...payload, captchaKey: 'token' });
    expect(backend.saves()[0]?.body.captchaKey).toBe('token');
  });

  it.each([
    ['a failing key call', { status: 500, body: {} }],
    ['a key answer without a key', { status: 200, body: {} }],
    ['a lost key call', { drop: true } as const],
  ])('%s: "Could not get a form submission key…" and no save', async (_, answer) => {
    const { backend, submit } = setup();
    backend.answer('/api/form/FormSubmissionKey', answer);
    expect(await submit(payload)).toEqual({
      kind: 'message',
      message: 'Could not get a form submission key, please try again later.',
    });
    expect(backend.saves()).toHaveLength(0);
    expect(backend.routed).toEqual([]);
  });

  it('a 200 that is not a success: the submit error', async () => {
    const { backend, submit } = setup();
    backend.answer('/api/form/SaveFormSubmission', { status: 200, body: { ok: 1 } });
    expect(await submit(payload)).toEqual({
      kind: 'message',
      message: 'Error processing form submission. Please reload and try again.',
    });
  });

  it('an answer that is not JSON: the submit error, never the system overlay', async () => {
    const { backend, submit } = setup();
    backend.answer('/api/form/SaveFormSubmission', { text: '<html>oops' });
    expect(await submit(payload)).toEqual({
      kind: 'message',
      message: 'Error processing form submission. Please reload and try again.',
    });
    expect(backend.routed).toEqual([]);
  });

  it('a 400 with field errors is not routed to the field-errors dialog', async () => {
    const { backend, submit } = setup();
    backend.answer('/api/form/SaveFormSubmission', {
      status: 400,
      body: { errors: { email: 'Bad.' } },
    });
    expect(await submit(payload)).toEqual({ kind: 'field-errors', errors: { email: 'Bad.' } });
    expect(backend.routed).toEqual([]);
  });

  it('after a lost answer, a retry of the same payload reuses the key (stored once)', async () => {
    const { backend, submit } = setup();
    backend.answer('/api/form/SaveFormSubmission', { drop: true });
    expect(await submit(payload)).toEqual({
      kind: 'message',
      message: 'Unknown error, please try again later.',
    });
    expect(await submit({ ...payload, captchaKey: 'new token' })).toMatchObject({
      kind: 'success',
    });
    expect(backend.saves().map((call) => call.body.key)).toEqual(['key-1', 'key-1']);
    expect(
      backend.calls.filter((call) => call.path === '/api/form/FormSubmissionKey'),
    ).toHaveLength(1);
  });

  it('after a lost answer, a changed payload gets a fresh key', async () => {
    const { backend, submit } = setup();
    backend.answer('/api/form/SaveFormSubmission', { drop: true });
    await submit(payload);
    await submit({ ...payload, form: '{"email":"other@example.com"}' });
    expect(backend.saves().map((call) => call.body.key)).toEqual(['key-1', 'key-2']);
  });

  it('after a definite answer (e.g. 429), the next attempt gets a fresh key', async () => {
    const { backend, submit } = setup();
    backend.answer('/api/form/SaveFormSubmission', { status: 429, body: { error: 'slow down' } });
    expect(await submit(payload)).toEqual({
      kind: 'message',
      message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
    await submit(payload);
    expect(backend.saves().map((call) => call.body.key)).toEqual(['key-1', 'key-2']);
  });

  it.each([
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [503, 'Unknown error, please try again later.'],
  ])(
    'a definite answer (%i) is never sent again, even with retries allowed',
    async (status, message) => {
      const { backend, submit } = setup(1);
      backend.answer('/api/form/SaveFormSubmission', { status, body: {} });
      expect(await submit(payload)).toEqual({ kind: 'message', message });
      expect(backend.saves()).toHaveLength(1);
    },
  );

  it('the retry after a lost answer comes 200 ms later (spec 000 §9 retry spacing)', async () => {
    vi.useFakeTimers();
    try {
      expect(RETRY_DELAY_MS).toBe(200);
      const { backend, submit } = setup(1);
      backend.answer('/api/form/SaveFormSubmission', { drop: true });
      const done = submit(payload);
      await vi.advanceTimersByTimeAsync(199);
      expect(backend.saves()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(backend.saves()).toHaveLength(2);
      expect(await done).toMatchObject({ kind: 'success' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a dropped save with the same key when retries are allowed', async () => {
    const { backend, submit } = setup(1);
    backend.answer('/api/form/SaveFormSubmission', { drop: true });
    expect(await submit(payload)).toMatchObject({ kind: 'success' });
    expect(backend.saves().map((call) => call.body.key)).toEqual(['key-1', 'key-1']);
  });
});
