// @vitest-environment jsdom
/**
 * useTesseraForm under React 19 (unit project) and React 18 (react18 project): the block's
 * validation and messages, controlled and uncontrolled inputs, submit states, the error routing,
 * the any-endpoint and Tessera submissions, and no call nor warning the app did not ask for.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

let fetchSpy: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fill(name: string, email: string, message = '') {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
}

/**
 * Submits, then waits for the attempt to end: the submitting state begins at once (the checks
 * are synchronous); the send's code is imported on first use, so its end is awaited.
 */
async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
  await waitFor(() => expect(screen.queryByText('Submitting…')).toBeNull());
}

const texts = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent);

describe('useTesseraForm: validation (spec 000 §5)', () => {
  it('shows the spec’s messages beside the fields and at the form, sends nothing, focuses the first', async () => {
    render(<ContactForm options={{ endpoint: 'https://formspree.io/f/abc', minFillTimeMs: 0 }} />);
    fill('', 'ann@example', 'more than ten');
    await send();
    expect(texts('.field-error')).toEqual([
      'This field is required.',
      'Email is not valid. Email addresses should follow the format name@example.com.',
      'You have exceeded the character limit.',
    ]);
    expect(texts('form > p:not(.field-error):not([data-over])')).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
    ]);
    expect(texts('[role="alert"] p')).toEqual([
      'One or more fields is invalid, please check your entries.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toEqual('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toEqual(
      'This field is required.',
    );
    expect(fetchSpy.mock.calls).toEqual([]);
  });

  it('counts the message live (spec 002 §5), over the maximum or not', () => {
    render(<ContactForm options={{ endpoint: 'https://formspree.io/f/abc' }} />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello' } });
    expect(texts('[data-over]')).toEqual(['5 / 10']);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello world' } });
    expect(document.querySelector('[data-over]')?.getAttribute('data-over')).toEqual('true');
  });

  it('takes a field’s message away as soon as its entry is fixed', async () => {
    render(<ContactForm options={{ endpoint: 'https://formspree.io/f/abc', minFillTimeMs: 0 }} />);
    fill('', 'ann@example.com');
    await send();
    expect(texts('.field-error')).toEqual(['This field is required.']);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    expect(texts('.field-error')).toEqual([]);
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('useTesseraForm: any endpoint', () => {
  it('sends Formspree JSON from controlled and uncontrolled inputs, then succeeds', async () => {
    fetchSpy.mockResolvedValue(json(200, { ok: true }));
    render(<ContactForm options={{ endpoint: 'https://formspree.io/f/abc', minFillTimeMs: 0 }} />);
    fill('Ann', 'ann@example.com', 'Hi');
    await send();
    expect(fetchSpy.mock.calls.length).toEqual(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(init.body as string)]).toEqual([
      'https://formspree.io/f/abc',
      'POST',
      { name: 'Ann', email: 'ann@example.com', message: 'Hi' },
    ]);
    expect(screen.getByRole('status').textContent).toEqual('Thank you!');
  });

  it('routes the endpoint’s field errors beside the field, and the rest at the form', async () => {
    fetchSpy.mockResolvedValue(
      json(422, {
        errors: [{ field: 'email', message: 'should be an email' }, { message: 'Form is closed' }],
      }),
    );
    render(<ContactForm options={{ endpoint: 'https://formspree.io/f/abc', minFillTimeMs: 0 }} />);
    fill('Ann', 'ann@example.com');
    await send();
    expect(texts('.field-error')).toEqual(['should be an email']);
    expect(texts('[role="alert"] p')).toEqual([
      'Form is closed',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
  });

  it('is submitting while the answer is awaited, and ignores a second submission', async () => {
    let answer: (response: Response) => void = () => {};
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    render(<ContactForm options={{ endpoint: 'https://formspree.io/f/abc', minFillTimeMs: 0 }} />);
    fill('Ann', 'ann@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    await waitFor(() => expect(fetchSpy.mock.calls.length).toEqual(1));
    const button = screen.getByRole('button', { name: 'Submitting…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => {
      fireEvent.submit(screen.getByRole('form'));
    });
    await act(async () => answer(json(500, {})));
    await waitFor(() => expect(screen.queryByText('Submitting…')).toBeNull());
    expect(fetchSpy.mock.calls.length).toEqual(1);
    expect(texts('[role="alert"] p')).toEqual(['Unable to send form. Please try again later.']);
  });

  it('sends nothing sooner than the minimum fill time and shows a success (spam defence)', async () => {
    render(
      <ContactForm options={{ endpoint: 'https://formspree.io/f/abc', minFillTimeMs: 1e9 }} />,
    );
    fill('Ann', 'ann@example.com');
    await send();
    expect(fetchSpy.mock.calls).toEqual([]);
    expect(screen.getByRole('status').textContent).toEqual('Thank you!');
    expect(warn.mock.calls.length).toEqual(1);
  });
});

describe('useTesseraForm: the Tessera contract, only when configured', () => {
  it('asks for a key, then saves the submission with the key and the form JSON', async () => {
    fetchSpy
      .mockResolvedValueOnce(json(200, { key: 'k1' }))
      .mockResolvedValueOnce(json(200, { success: true }));
    render(<ContactForm options={{ endpoint: { tessera: 'https://site.example' } }} />);
    fill('Ann', 'ann@example.com');
    await send();
    const urls = fetchSpy.mock.calls.map(([url]) => String(url).replace(/\?.*$/, ''));
    expect(urls).toEqual([
      'https://site.example/api/form/FormSubmissionKey',
      'https://site.example/api/form/SaveFormSubmission',
    ]);
    const body = new URLSearchParams(
      String((fetchSpy.mock.calls[1] as [string, RequestInit])[1].body),
    );
    expect([body.get('key'), body.get('formId'), body.get('form')]).toEqual([
      'k1',
      'contact',
      JSON.stringify({ name: 'Ann', email: 'ann@example.com', message: '' }),
    ]);
    expect(screen.getByRole('status').textContent).toEqual('Thank you!');
  });

  it('shows a 400’s data.errors beside the fields, and 429 as the spec words it', async () => {
    fetchSpy
      .mockResolvedValueOnce(json(200, { key: 'k1' }))
      .mockResolvedValueOnce(json(400, { errors: { email: 'Already subscribed.' } }))
      .mockResolvedValueOnce(json(200, { key: 'k2' }))
      .mockResolvedValueOnce(json(429, {}));
    render(<ContactForm options={{ endpoint: { tessera: '' } }} />);
    fill('Ann', 'ann@example.com');
    await send();
    expect(texts('.field-error')).toEqual(['Already subscribed.']);
    await send();
    expect(texts('[role="alert"] p')).toEqual([
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ]);
  });
});

describe('useTesseraForm: nothing the app did not ask for', () => {
  it('renders and types without any call or warning', () => {
    render(<ContactForm options={{ endpoint: { tessera: '' } }} />);
    fill('Ann', 'ann@example.com', 'Hi');
    expect(fetchSpy.mock.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
  });
});
