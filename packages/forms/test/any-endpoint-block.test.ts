// @vitest-environment jsdom
/**
 * The form block with no Tessera backend (issue 20): sent to its own action by fetch, the
 * endpoint's success and errors shown in the spec's places, nothing lost when no backend answers,
 * no Tessera call at all (no key, no census, no RecordEvent), the spam defence.
 */
import type { BlockContext } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/block';
import { fakeBackend } from './fake-backend';
import { mount, setValue } from './fixtures';

const formspreeForm = (config = '', extra = '') => `
<form data-block="form" ${config} action="https://formspree.io/f/xyz" method="POST">
  <div data-field-id="email" data-field-type="email">
    <label data-field-title for="e">Email</label><input id="e" name="email" type="email" required>
  </div>
  <div data-field-id="message" data-field-type="textarea">
    <label data-field-title for="m">Message</label><textarea id="m" name="message"></textarea>
  </div>
  <p data-form-honeypot hidden><label>Leave empty <input name="_gotcha" tabindex="-1" autocomplete="off"></label></p>
  ${extra}
  <button type="submit">Send</button>
  <template data-form-post-submit><p>Thanks, we got it.</p><script>window.conversions = (window.conversions ?? 0) + 1</script></template>
</form>`;

function setup(html: string, page: Record<string, unknown> = {}) {
  const backend = fakeBackend();
  const element = mount(html);
  const context: BlockContext = { name: 'form', page, api: backend.api, events: backend.events };
  const destroy = init(element, context);
  return { backend, element, destroy, form: element as HTMLFormElement };
}

const submit = (form: Element) => form.dispatchEvent(new Event('submit', { cancelable: true }));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const below = () =>
  [...document.querySelectorAll('[data-form-message="below"] p')].map((p) => p.textContent);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The page has been open 10 s: past the minimum fill time.
  vi.spyOn(performance, 'now').mockReturnValue(10_000);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the form block, sent to its own action', () => {
  it('Formspree: validated, sent as JSON, the success shown; no Tessera call; no formId needed', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, next: 'https://formspree.io/thanks' }));
    const { backend, form } = setup(formspreeForm());
    setValue('#e', 'ada@example');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('failure'));
    expect(document.querySelector('[data-field-error]')?.textContent).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    setValue('#e', 'ada@example.com');
    setValue('#m', 'Hello');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('success'));
    expect(fetchMock.mock.calls).toEqual([
      [
        'https://formspree.io/f/xyz',
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: '{"email":"ada@example.com","message":"Hello","_gotcha":""}',
          signal: expect.any(AbortSignal),
        },
      ],
    ]);
    expect(document.querySelector('[data-form-post-submit-message] p')?.textContent).toBe(
      'Thanks, we got it.',
    );
    expect(backend.calls).toEqual([]);
  });

  it("the endpoint's field errors above the field titles, its other errors below", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        error: 'Validation errors',
        errors: [
          { field: 'message', code: 'TOO_SHORT', message: 'is too short' },
          { code: 'INACTIVE', message: 'Form is inactive' },
        ],
      }),
    );
    const { form } = setup(formspreeForm());
    setValue('#e', 'ada@example.com');
    setValue('#m', 'Hi');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('failure'));
    const error = document.querySelector('[data-field-error]');
    expect(error?.textContent).toBe('is too short');
    expect(error?.nextElementSibling?.getAttribute('for')).toBe('m');
    expect(document.querySelector('#m')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('m');
    expect(below()).toEqual([
      'Form is inactive',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect((document.querySelector('#m') as HTMLTextAreaElement).value).toBe('Hi');
  });

  it('no backend answering: the message, every value kept, the console names the endpoint; a retry works', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { form } = setup(formspreeForm());
    setValue('#e', 'ada@example.com');
    setValue('#m', 'Every word of this stays.');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('failure'));
    expect(below()).toEqual(['Unable to connect. Please try again']);
    expect((document.querySelector('#e') as HTMLInputElement).value).toBe('ada@example.com');
    expect((document.querySelector('#m') as HTMLTextAreaElement).value).toBe(
      'Every word of this stays.',
    );
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(
      'no answer from POST https://formspree.io/f/xyz: network error',
    );
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('success'));
  });

  it('a newsletter to its own action raises newsletter-subscribe on the bus; the only Tessera call is the analytics event', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const { backend, form } = setup(
      formspreeForm(`name="letters" data-block-config='{"newsletter":true}'`),
    );
    const emitted: unknown[] = [];
    backend.events.on('newsletter-subscribe', (detail) => emitted.push(detail));
    setValue('#e', 'ada@example.com');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('success'));
    expect(emitted).toEqual([{ formId: 'letters' }]);
    // No newsletter-subscribe record (that is the Tessera backend's), but spec 002 §7's commerce
    // tracking event, which is the page's analytics whatever the form's backend.
    await vi.waitFor(() => expect(backend.calls).toHaveLength(1));
    expect(backend.calls).toEqual([
      {
        path: '/api/events/RecordEvent',
        body: {
          crumb: '',
          event: 'commerce_newsletter_subscribe',
          data: '{"formId":"letters"}',
        },
        rawBody: expect.any(URLSearchParams),
        credentials: 'same-origin',
      },
    ]);
  });

  it('a form with a control named "name" takes its formId from the name attribute', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const { backend, form } = setup(
      formspreeForm(
        `name="letters" data-block-config='{"newsletter":true}'`,
        '<input type="hidden" name="name" value="Ada">',
      ),
    );
    const emitted: unknown[] = [];
    backend.events.on('newsletter-subscribe', (detail) => emitted.push(detail));
    setValue('#e', 'ada@example.com');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('success'));
    expect(emitted).toEqual([{ formId: 'letters' }]);
  });

  it('a page context does not turn an action to another place into the Tessera contract', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const { backend, form } = setup(formspreeForm(`data-block-config='{"formId":"c"}'`), {
      website: { id: 'w' },
    });
    setValue('#e', 'ada@example.com');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(backend.calls).toEqual([]);
  });

  it('"backend": "tessera" in the config: the Tessera contract, whatever the action', async () => {
    const { backend, form } = setup(
      formspreeForm(`data-block-config='{"formId":"contact","backend":"tessera"}'`),
    );
    setValue('#e', 'ada@example.com');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('success'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(backend.saves()).toHaveLength(1);
  });
});

describe('the form block with nowhere to go', () => {
  it('no action, no page context: a warning at once, the spec 404 message on submit, no call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { backend, form } = setup(
      formspreeForm(`data-block-config='{"formId":"contact"}'`).replace(
        ' action="https://formspree.io/f/xyz"',
        '',
      ),
    );
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      '[tessera] form "contact": no action and no Tessera backend (docs/markup.md, Forms).',
    );
    setValue('#e', 'ada@example.com');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('failure'));
    expect(below()).toEqual(['This form has not been configured yet.']);
    expect((document.querySelector('#e') as HTMLInputElement).value).toBe('ada@example.com');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(backend.calls).toEqual([]);
  });
});

describe('spam defence in the block', () => {
  it('a filled honeypot: not sent, the success shown without its scripts, a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form } = setup(formspreeForm());
    setValue('#e', 'bot@example.com');
    setValue('[name="_gotcha"]', 'http://spam.example');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('success'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('[data-form-post-submit-message]')?.innerHTML).toBe(
      '<p>Thanks, we got it.</p>',
    );
    expect(warn.mock.calls).toEqual([
      ['[tessera] form "form": spam, not sent: honeypot "_gotcha" filled.'],
    ]);
  });

  it('sooner than 2 s after the page load: not sent; minFillTimeMs changes the minimum', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(performance.now).mockReturnValue(800);
    const { form } = setup(formspreeForm());
    setValue('#e', 'bot@example.com');
    submit(form);
    await vi.waitFor(() => expect(form.getAttribute('data-form-state')).toBe('success'));
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const quick = setup(formspreeForm(`data-block-config='{"minFillTimeMs":500}'`));
    setValue('#e', 'ada@example.com');
    submit(quick.form);
    await vi.waitFor(() => expect(quick.form.getAttribute('data-form-state')).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the Tessera path has no minimum by default, but honours the honeypot', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(performance.now).mockReturnValue(100);
    const tessera = `data-block-config='{"formId":"contact","backend":"tessera"}'`;
    const first = setup(formspreeForm(tessera));
    setValue('#e', 'ada@example.com');
    submit(first.form);
    await vi.waitFor(() => expect(first.form.getAttribute('data-form-state')).toBe('success'));
    expect(first.backend.saves()).toHaveLength(1);

    const second = setup(formspreeForm(tessera));
    setValue('#e', 'bot@example.com');
    setValue('[name="_gotcha"]', 'x');
    submit(second.form);
    await vi.waitFor(() => expect(second.form.getAttribute('data-form-state')).toBe('success'));
    expect(second.backend.calls.filter((call) => call.path.startsWith('/api/form'))).toEqual([]);
  });

  it("the Tessera path takes the definition's minFillTimeMs and sends back the render stamp", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tessera = `data-block-config='{"formId":"contact","backend":"tessera"}'`;
    const page = {
      formRenderStamp: 'm1abc.signature',
      forms: { contact: { minFillTimeMs: 3000 } },
    };
    vi.mocked(performance.now).mockReturnValue(2999);
    const early = setup(formspreeForm(tessera), page);
    setValue('#e', 'bot@example.com');
    submit(early.form);
    await vi.waitFor(() => expect(early.form.getAttribute('data-form-state')).toBe('success'));
    expect(early.backend.saves()).toEqual([]);

    vi.mocked(performance.now).mockReturnValue(3000);
    const late = setup(formspreeForm(tessera), page);
    setValue('#e', 'ada@example.com');
    submit(late.form);
    await vi.waitFor(() => expect(late.form.getAttribute('data-form-state')).toBe('success'));
    expect(late.backend.saves().map((save) => save.body.renderStamp)).toEqual(['m1abc.signature']);
  });
});
