// @vitest-environment jsdom
/**
 * Forms with any backend (issue 20), unit level: where a form goes, the request its endpoint
 * expects, how the answer reads, the spam defence. The block in Chromium against fake endpoints
 * is in any-endpoint.browser.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEndpointAnswer } from '../src/endpoint-answer';
import { endpointRequest } from '../src/endpoint-request';
import { formBackend } from '../src/form-backend';
import { formMessages } from '../src/form-messages';
import { readFormOptions } from '../src/form-options';
import { readFields } from '../src/read-fields';
import { sendToEndpoint } from '../src/send-to-endpoint';
import { MIN_FILL_TIME_MS, spamReason } from '../src/spam-defence';
import { mount } from './fixtures';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const formHtml = (attributes: string, inner = '') =>
  `<form ${attributes}>
  <div data-field-id="email" data-field-type="email">
    <label data-field-title for="e">Email</label><input id="e" name="email" value="ada@example.com">
  </div>
  <div data-field-id="topics" data-field-type="checkbox">
    <span data-field-title>Topics</span>
    <input type="checkbox" name="topic" value="art" checked><input type="checkbox" name="topic" value="maps" checked>
  </div>
  ${inner}<button type="submit">Send</button></form>`;

const asForm = (html: string) => mount(html) as HTMLFormElement;

describe('formBackend: where a form goes', () => {
  it.each([
    ['a Formspree action, no page context', 'action="https://formspree.io/f/abc"', {}, 'action'],
    [
      'a Formspree action, with a page context',
      'action="https://formspree.io/f/abc"',
      { website: {} },
      'action',
    ],
    ['a relative action', 'action="/thanks"', {}, 'action'],
    ['a Netlify form without action', 'name="contact" data-netlify="true"', {}, 'action'],
    ['a Netlify form (netlify attribute)', 'name="contact" netlify', {}, 'action'],
    [
      "Tessera's no-script action, no page context",
      'action="/api/form/HtmlFormSubmission?formId=c"',
      {},
      'tessera',
    ],
    [
      "Tessera's action under a sub-path",
      'action="/blog/api/form/HtmlFormSubmission"',
      {},
      'tessera',
    ],
    ['no action, a page context', '', { website: { id: 'w' } }, 'tessera'],
    ['an empty action, a page context', 'action=" "', { collection: {} }, 'tessera'],
    ['no action, no page context', '', {}, 'none'],
    ['an empty action, no page context', 'action=""', {}, 'none'],
  ])('%s: %s', (_, attributes, page, expected) => {
    expect(formBackend(asForm(formHtml(attributes)), 'auto', page)).toBe(expected);
  });

  it('an unknown backend value is dropped with a warning naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readFormOptions({ formId: 'c', backend: 'formspree' })).toEqual({ formId: 'c' });
    expect(readFormOptions({ formId: 'c', backend: 'action' })).toEqual({
      formId: 'c',
      backend: 'action',
    });
    expect(warn.mock.calls).toEqual([
      [
        '[tessera] form: data-block-config "backend" must be "auto", "tessera" or "action", got "formspree"; using "auto".',
      ],
    ]);
  });

  it('controls named action, method, enctype, name or id do not shadow the form attributes', () => {
    const shadowing =
      '<input type="hidden" name="action" value="subscribe"><input name="method" value="x"><input name="enctype" value="text/plain"><input name="name" value="Ada"><input name="id" value="7">';
    const form = asForm(
      formHtml('action="https://formspree.io/f/abc" method="post" data-block="form"', shadowing),
    );
    expect(formBackend(form, 'auto', {})).toBe('action');
    const request = endpointRequest(form, null, undefined);
    expect([request.url, request.init.method]).toEqual(['https://formspree.io/f/abc', 'POST']);
    const tessera = asForm(formHtml('action="/api/form/HtmlFormSubmission?formId=c"', shadowing));
    expect(formBackend(tessera, 'auto', {})).toBe('tessera');
    const malformed = asForm(formHtml('action="http://[::1"'));
    expect(formBackend(malformed, 'auto', {})).toBe('action');
  });

  it('the config decides over the markup and the page context', () => {
    const form = asForm(formHtml('action="https://formspree.io/f/abc"'));
    expect(formBackend(form, 'tessera', {})).toBe('tessera');
    const plain = asForm(formHtml(''));
    expect(formBackend(plain, 'action', { website: {} })).toBe('action');
  });
});

describe('endpointRequest: what the endpoint expects', () => {
  it('Formspree: JSON of the control names, repeated names as a list, Accept: application/json', () => {
    const form = asForm(formHtml('action="https://formspree.io/f/abc" method="post"'));
    expect(endpointRequest(form, undefined, undefined)).toEqual({
      url: 'https://formspree.io/f/abc',
      init: {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{"email":"ada@example.com","topic":["art","maps"]}',
      },
    });
  });

  it('a name like __proto__ is an own key of the JSON', () => {
    const form = asForm(
      '<form action="https://formspree.io/f/x" method="post"><input name="__proto__" value="p"><input name="constructor" value="c"></form>',
    );
    expect(endpointRequest(form, undefined, undefined).init.body).toBe(
      '{"__proto__":"p","constructor":"c"}',
    );
  });

  it('Netlify: url-encoded with form-name, to the page itself when there is no action', () => {
    history.replaceState(null, '', '/contact/');
    const form = asForm(formHtml('name="contact" method="POST" data-netlify="true"'));
    const request = endpointRequest(form, undefined, undefined);
    expect(request.url).toBe(`${location.origin}/contact/`);
    expect(request.init.method).toBe('POST');
    expect(request.init.headers).toEqual({ Accept: 'application/json' });
    expect(String(request.init.body)).toBe(
      'email=ada%40example.com&topic=art&topic=maps&form-name=contact',
    );
  });

  it("Netlify: the markup's own form-name input is kept, not doubled", () => {
    const form = asForm(
      formHtml(
        'name="a" method="post" netlify',
        '<input type="hidden" name="form-name" value="b">',
      ),
    );
    expect([...(endpointRequest(form, undefined, undefined).init.body as URLSearchParams)]).toEqual(
      [
        ['email', 'ada@example.com'],
        ['topic', 'art'],
        ['topic', 'maps'],
        ['form-name', 'b'],
      ],
    );
  });

  it('any other endpoint: the form enctype (url-encoded by default, multipart, text/plain)', () => {
    const plain = endpointRequest(
      asForm(formHtml('action="/send" method="post"')),
      null,
      undefined,
    );
    expect(plain.init.body).toBeInstanceOf(URLSearchParams);
    expect(plain.init.headers).toEqual({ Accept: 'application/json' });
    const multipart = endpointRequest(
      asForm(formHtml('action="/send" method="post" enctype="multipart/form-data"')),
      null,
      undefined,
    );
    expect(multipart.init.body).toBeInstanceOf(FormData);
    expect([...(multipart.init.body as FormData)]).toEqual([
      ['email', 'ada@example.com'],
      ['topic', 'art'],
      ['topic', 'maps'],
    ]);
    const text = endpointRequest(
      asForm(formHtml('action="/send" method="post" enctype="text/plain"')),
      null,
      undefined,
    );
    expect(text.init).toEqual({
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'text/plain' },
      body: 'email=ada@example.com\r\ntopic=art\r\ntopic=maps\r\n',
    });
  });

  it('the json option sends JSON to any endpoint; json: false keeps the enctype for Formspree', () => {
    const form = asForm(formHtml('action="https://forms.example/x" method="post"'));
    expect(endpointRequest(form, null, true).init.headers['Content-Type']).toBe('application/json');
    const formspree = asForm(formHtml('action="https://formspree.io/f/abc" method="post"'));
    expect(endpointRequest(formspree, null, false).init.body).toBeInstanceOf(URLSearchParams);
  });

  it('GET: the fields replace the query of the action, no body', () => {
    const form = asForm(formHtml('action="https://search.example/find?old=1"'));
    expect(endpointRequest(form, null, undefined)).toEqual({
      url: 'https://search.example/find?email=ada%40example.com&topic=art&topic=maps',
      init: { method: 'GET', headers: { Accept: 'application/json' } },
    });
  });

  it("the submit button's formaction, formmethod, formenctype and name win, as in the browser", () => {
    const form = asForm(
      formHtml(
        'action="/a" method="get"',
        '<button id="b" name="choice" value="yes" formaction="/b" formmethod="post" formenctype="text/plain">B</button>',
      ),
    );
    const request = endpointRequest(form, form.querySelector('#b'), undefined);
    expect(request.url).toBe(`${location.origin}/b`);
    expect(request.init.method).toBe('POST');
    expect(request.init.body).toBe(
      'email=ada@example.com\r\ntopic=art\r\ntopic=maps\r\nchoice=yes\r\n',
    );
  });
});

describe('readEndpointAnswer: the answer as the visitor sees it', () => {
  const fields = () => readFields(asForm(formHtml('action="/x"')));
  const answer = (status: number, data: unknown, statusText = '') =>
    readEndpointAnswer(
      new Response(null, { status, statusText }),
      data,
      fields(),
      formMessages,
      'POST /x',
    );

  it('2xx is a success, whatever the body; ok: false or success: false is not', () => {
    expect(answer(200, undefined)).toEqual({ kind: 'success' });
    expect(answer(201, { ok: true, next: '/thanks' })).toEqual({ kind: 'success' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(answer(200, { ok: false, error: 'Spam' })).toEqual({ kind: 'message', message: 'Spam' });
    expect(answer(200, { success: false })).toEqual({
      kind: 'message',
      message: formMessages.unknownError,
    });
  });

  it("Formspree's errors: by the field whose control has that name; the rest shown below", () => {
    expect(
      answer(422, {
        error: 'Validation errors',
        errors: [
          { code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' },
          { field: 'topic', message: 'pick one' },
          { field: 'phone', message: 'is required' },
          { code: 'EMPTY', message: 'form is empty' },
          { field: 'email', message: 42 },
          'not an object',
        ],
      }),
    ).toEqual({
      kind: 'field-errors',
      errors: { email: 'should be an email', topics: 'pick one' },
      message: 'phone is required form is empty',
    });
  });

  it('errors as a map of names, and a field named like an Object.prototype member', () => {
    const form = asForm(
      '<form><div data-field-id="toString" data-field-type="text"><input name="constructor"></div></form>',
    );
    const result = readEndpointAnswer(
      new Response(null, { status: 400 }),
      { errors: { constructor: 'too short' } },
      readFields(form),
      formMessages,
      'POST /x',
    );
    expect(result).toEqual({ kind: 'field-errors', errors: { toString: 'too short' } });
  });

  it.each([
    [404, formMessages.notConfigured],
    [405, formMessages.notConfigured],
    [501, formMessages.notConfigured],
    [401, formMessages.unauthorized],
    [403, formMessages.unauthorized],
    [429, formMessages.rateLimited],
    [500, formMessages.serverError],
    [502, formMessages.serverError],
    [503, formMessages.serverError],
  ])(
    'status %i without field errors: the spec message, the console names the endpoint',
    (status, message) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(answer(status, { error: 'internal detail' }, 'Status Text')).toEqual({
        kind: 'message',
        message,
      });
      expect(error.mock.calls).toEqual([
        [`[tessera] form: POST /x answered ${status}`, 'internal detail'],
      ]);
    },
  );

  it("other statuses: the endpoint's text as text, else the unknown error", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(answer(400, { error: '<b>Form is closed</b>' })).toEqual({
      kind: 'message',
      message: '<b>Form is closed</b>',
    });
    expect(answer(418, '<html>teapot</html>')).toEqual({
      kind: 'message',
      message: formMessages.unknownError,
    });
    expect(answer(422, { errors: [] })).toEqual({
      kind: 'message',
      message: formMessages.unknownError,
    });
  });
});

describe('sendToEndpoint: no backend answering', () => {
  const send = (timeoutMs: number) =>
    sendToEndpoint(
      asForm(formHtml('action="https://formspree.io/f/abc" method="post"')),
      null,
      undefined,
      [],
      formMessages,
      timeoutMs,
    );

  it('a network error: the visitor reads the spec string, the console says which endpoint and why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await send(15_000)).toEqual({
      kind: 'message',
      message: 'Unable to connect. Please try again',
    });
    expect(error.mock.calls[0]?.[0]).toBe(
      '[tessera] form: no answer from POST https://formspree.io/f/abc: network error, or no CORS',
    );
  });

  it('no answer within timeoutMs: the request is aborted, same message, the console names the time-out', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      }),
    );
    const sent = send(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toEqual({ kind: 'message', message: formMessages.unreachable });
    expect(error.mock.calls[0]?.[0]).toBe(
      '[tessera] form: no answer from POST https://formspree.io/f/abc: time-out (5000 ms)',
    );
  });

  it('reads a JSON answer, and an HTML one by its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }))
        .mockResolvedValueOnce(new Response('<p>Thanks</p>', { status: 200 })),
    );
    expect(await send(5000)).toEqual({ kind: 'success' });
    expect(await send(5000)).toEqual({ kind: 'success' });
  });
});

describe('spamReason: honeypot and minimum fill time', () => {
  it.each([
    [
      'data-form-honeypot on a wrapper',
      '<p data-form-honeypot hidden><input name="website"></p>',
      'website',
    ],
    ['data-form-honeypot on the input', '<input data-form-honeypot name="trap">', 'trap'],
    ["Formspree's _gotcha", '<input name="_gotcha" hidden>', '_gotcha'],
    ["Netlify's netlify-honeypot name", '<input name="bot-field">', 'bot-field'],
  ])('%s: filled is spam, empty is not', (_, inner, name) => {
    const form = asForm(formHtml('netlify-honeypot="bot-field"', inner));
    expect(spamReason(form, 0, 10_000)).toBe(undefined);
    const trap = form.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
    trap.value = 'http://spam.example';
    expect(spamReason(form, 0, 10_000)).toBe(`honeypot "${name}" filled`);
  });

  it('ordinary fields, and a checkbox in a honeypot wrapper, are not traps', () => {
    const form = asForm(
      formHtml(
        '',
        '<div data-form-honeypot><input type="checkbox" name="c" checked></div><input name="bot-field" value="x">',
      ),
    );
    expect(spamReason(form, 0, 10_000)).toBe(undefined);
  });

  it('a submission sooner than the minimum after the page load', () => {
    const form = asForm(formHtml(''));
    expect(MIN_FILL_TIME_MS).toBe(2000);
    expect(spamReason(form, 2000, 1999.6)).toBe('sent 2000 ms after load (minFillTimeMs 2000)');
    expect(spamReason(form, 2000, 2000)).toBe(undefined);
    expect(spamReason(form, 0, 0)).toBe(undefined);
  });
});
