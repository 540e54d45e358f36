// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CaptchaProvider,
  createFormController,
  createTestCaptchaProvider,
  type FormController,
  type FormOptionsInput,
  resolveFormOptions,
} from '../src';
import { type Answer, fakeBackend } from './fake-backend';
import { contactFormHtml, mount, setValue } from './fixtures';

let controller: FormController | undefined;
afterEach(() => {
  controller?.destroy();
  controller = undefined;
  document.body.innerHTML = '';
  for (const name of ['ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

interface SetupOptions {
  html?: string;
  options?: Partial<FormOptionsInput>;
  captcha?: CaptchaProvider;
  siteKey?: string;
  visitorRecord?: string;
}

function setup({
  html = contactFormHtml,
  options = {},
  captcha,
  siteKey = 'site-key',
  visitorRecord = 'visitor|1|2|3|4',
}: SetupOptions = {}) {
  document.title = 'Contact us';
  history.replaceState(null, '', '/contact');
  const form = mount(html) as HTMLFormElement;
  const backend = fakeBackend();
  const navigate = vi.fn();
  const emitted: unknown[] = [];
  controller = createFormController(form, resolveFormOptions({ formId: 'contact', ...options }), {
    api: backend.api,
    emit: (name, detail) => emitted.push([name, detail]),
    pageContext: {
      collection: { id: 'col-1' },
      websiteSettings: captcha ? { captchaSettings: { siteKey, provider: captcha.name } } : {},
    },
    readCookie: (name) => (name === 'ss_cvr' ? visitorRecord : undefined),
    navigate,
    captchaProviders: captcha ? { [captcha.name]: captcha } : {},
  });
  return { form, backend, navigate, emitted, controller };
}

function fillValid() {
  setValue('input[name="fname"]', 'Ada');
  setValue('input[name="lname"]', 'Lovelace');
  setValue('#f-email', 'ada@example.com');
  setValue('#f-message', 'Hello there');
}

const values = () => ({
  fname: document.querySelector<HTMLInputElement>('input[name="fname"]')?.value,
  lname: document.querySelector<HTMLInputElement>('input[name="lname"]')?.value,
  email: document.querySelector<HTMLInputElement>('#f-email')?.value,
  message: document.querySelector<HTMLTextAreaElement>('#f-message')?.value,
});
const typed = { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', message: 'Hello there' };

const text = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());
const below = () => text('[data-form-message="below"] p');
const above = () => text('[data-form-message="above"] p');
const button = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

describe('form controller: idle (spec 000 §4)', () => {
  it('marks the form idle, takes over validation messages, and adds the counter', () => {
    const { form } = setup();
    expect(form.getAttribute('data-form-state')).toBe('idle');
    expect(form.noValidate).toBe(true);
    expect(text('[data-form-counter]')).toEqual(['0 / 20']);
  });

  it('makes the form-render census call with formId, visitorCookie and the page fields', async () => {
    // The tracking gate sends the record it keeps in the document's cookies (a living session).
    document.cookie = 'ss_cvr=visitor|1|2|3|4; path=/';
    document.cookie = `ss_cvt=${Date.now()}; path=/`;
    const { backend } = setup();
    await vi.waitFor(() => expect(backend.calls).toHaveLength(1));
    expect(backend.calls[0]).toMatchObject({
      path: '/api/census/form-render',
      body: {
        formId: 'contact',
        visitorCookie: 'visitor|1|2|3|4',
        pageTitle: 'Contact us',
        pageId: 'col-1',
        contentSource: 'c',
        pagePath: '/contact',
        pagePermissionTypeValue: '1',
      },
    });
  });

  it('an invalid visitor record cookie counts as absent (spec 000 §5): the census gets a new record, the submission ""', async () => {
    document.cookie = 'ss_cvr=<script>|1|2|3; path=/';
    const { backend, form } = setup({ visitorRecord: '<script>|1|2|3' });
    await vi.waitFor(() => expect(backend.calls).toHaveLength(1));
    expect(backend.calls[0]?.body.visitorCookie).toMatch(
      /^[0-9a-f]{32}\|[0-9]+\|[0-9]+\|[0-9]+\|1$/,
    );
    fillValid();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(backend.saves()).toHaveLength(1));
    expect(backend.saves()[0]?.body.visitorCookie).toBe('');
  });

  it('swallows a failing census call', async () => {
    const backend = fakeBackend();
    backend.answer('/api/census/form-render', { drop: true });
    const form = mount(contactFormHtml) as HTMLFormElement;
    // No page context: the block config says the Tessera backend is there.
    const options = resolveFormOptions({ formId: 'contact', backend: 'tessera' });
    controller = createFormController(form, options, {
      api: backend.api,
      pageContext: {},
      readCookie: () => undefined,
    });
    await vi.waitFor(() => expect(backend.calls).toHaveLength(1));
    expect(backend.routed).toEqual([]);
    expect(form.getAttribute('data-form-state')).toBe('idle');
  });
});

describe('form controller: success', () => {
  it('submits the serialised values and shows and focuses the post-submit message', async () => {
    const { form, backend } = setup();
    fillValid();
    await controller?.submit();
    const save = backend.saves()[0];
    expect(JSON.parse(save?.body.form ?? '')).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'Hello there',
    });
    expect(save?.body).toMatchObject({ formId: 'contact', submitButtonText: 'Send', key: 'key-1' });
    expect(form.getAttribute('data-form-state')).toBe('success');
    const message = document.querySelector<HTMLElement>('[data-form-post-submit-message]');
    expect(message?.textContent).toBe('Thanks, we will be in touch.');
    expect(document.activeElement).toBe(message);
    // All form content hidden, nothing the visitor typed lost.
    for (const child of form.children) {
      if (child !== message) expect(child.hasAttribute('hidden')).toBe(true);
    }
    expect(values()).toEqual(typed);
  });

  it('sends every payload field of spec 000 §3 from the options, the page and the cookie', async () => {
    const { backend } = setup({
      options: { collectionId: 'col-9', objectName: 'block-3', isOverlayForm: true },
    });
    fillValid();
    await controller?.submit();
    const { form: _form, ...body } = backend.saves()[0]?.body ?? {};
    expect(body).toEqual({
      key: 'key-1',
      formId: 'contact',
      collectionId: 'col-9',
      objectName: 'block-3',
      isOverlayForm: 'true',
      submitButtonText: 'Send',
      pageTitle: 'Contact us',
      pageId: 'col-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: '1',
      visitorCookie: 'visitor|1|2|3|4',
    });
  });

  it("hides the form content even where the site's CSS gives it a display", async () => {
    const { form } = setup();
    const style = document.createElement('style');
    style.textContent = 'button, div { display: block; }';
    document.head.append(style);
    fillValid();
    await controller?.submit();
    expect(form.getAttribute('data-form-state')).toBe('success');
    // The site's rule applies, yet the button and the fields stay out of sight.
    for (const child of form.children) {
      if (child.hasAttribute('data-form-post-submit-message')) continue;
      expect(getComputedStyle(child).display).toBe('none');
    }
    style.remove();
    expect(values()).toEqual(typed);
  });

  it('re-creates the scripts of the message as new elements (run by the browser, never eval)', async () => {
    const html = contactFormHtml.replace(
      '<p>Thanks, we will be in touch.</p>',
      '<p>Thanks</p><script data-owner="1">window.ownerScriptRan = true;</script><script src="/track.js"></script>',
    );
    setup({ html });
    fillValid();
    const template = document.querySelector('template')!;
    const original = template.content.querySelector('script');
    await controller?.submit();
    const scripts = document.querySelectorAll<HTMLScriptElement>(
      '[data-form-post-submit-message] script',
    );
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).not.toBe(original);
    expect(scripts[0]?.getAttribute('data-owner')).toBe('1');
    expect(scripts[0]?.textContent).toBe('window.ownerScriptRan = true;');
    expect(scripts[1]?.getAttribute('src')).toBe('/track.js');
    expect(scripts[1]?.async).toBe(false);
  });

  it('shows a thank-you when the markup has no post-submit template', async () => {
    setup({ html: contactFormHtml.replace(/<template[\s\S]*<\/template>/, '') });
    fillValid();
    await controller?.submit();
    expect(text('[data-form-post-submit-message]')).toEqual(['Thank you!']);
  });

  it('sends the visitor to the success URL instead', async () => {
    const { navigate } = setup({ options: { successUrl: '/thanks?from=contact' } });
    fillValid();
    await controller?.submit();
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/thanks?from=contact');
    expect(document.querySelector('[data-form-post-submit-message]')).toBe(null);
  });

  const withScript = (html: string) =>
    html.replace(
      '<p>Thanks, we will be in touch.</p>',
      '<p>Thanks, we will be in touch.</p><script>window.conversion = true;</script>',
    );
  const pageShow = (persisted: boolean) =>
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

  it('back from the bfcache after a success redirect: the success shows, not a stuck button', async () => {
    const { form, navigate } = setup({
      html: withScript(contactFormHtml),
      options: { successUrl: '/thanks' },
    });
    fillValid();
    await controller?.submit();
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/thanks');
    pageShow(false); // a normal load of some page: nothing to do
    expect(document.querySelector('[data-form-post-submit-message]')).toBe(null);
    pageShow(true);
    const message = document.querySelector<HTMLElement>('[data-form-post-submit-message]');
    expect(message?.textContent).toBe('Thanks, we will be in touch.');
    expect(document.activeElement).toBe(message);
    expect(button().hasAttribute('hidden')).toBe(true);
    // spec 002 §4: redirected, "otherwise the submission HTML is run": never its scripts here.
    expect(message?.querySelector('script')).toBe(null);
    expect(form.getAttribute('data-form-state')).toBe('success');
    pageShow(true);
    expect(document.querySelectorAll('[data-form-post-submit-message]')).toHaveLength(1);
    expect(values()).toEqual(typed);
  });

  it('a success URL in the same page (#…): the visitor is sent there and sees the success', async () => {
    const { navigate } = setup({
      html: withScript(contactFormHtml),
      options: { successUrl: '#thanks' },
    });
    fillValid();
    await controller?.submit();
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/contact#thanks');
    const message = document.querySelector('[data-form-post-submit-message]');
    expect(message?.textContent).toBe('Thanks, we will be in touch.');
    expect(message?.querySelector('script')).toBe(null);
  });

  it('destroy after a success redirect removes the pageshow listener', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    setup({ options: { successUrl: '/thanks' } });
    fillValid();
    await controller?.submit();
    controller?.destroy();
    controller = undefined;
    expect(remove.mock.calls.some(([type]) => type === 'pageshow')).toBe(true);
    pageShow(true);
    expect(document.querySelector('[data-form-post-submit-message]')).toBe(null);
    remove.mockRestore();
  });

  it('refuses a javascript: success URL and shows the message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { navigate } = setup({ options: { successUrl: 'javascript:alert(1)' } });
    fillValid();
    await controller?.submit();
    expect(navigate).not.toHaveBeenCalled();
    expect(document.querySelector('[data-form-post-submit-message]')).not.toBe(null);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a newsletter success records a newsletter-subscribe event', async () => {
    const { emitted } = setup({ options: { newsletter: true } });
    fillValid();
    await controller?.submit();
    expect(emitted).toEqual([['newsletter-subscribe', { formId: 'contact' }]]);
  });

  it('a newsletter success with a success URL records the event before the visitor leaves', async () => {
    const { emitted, navigate } = setup({ options: { newsletter: true, successUrl: '/welcome' } });
    const order: string[] = [];
    navigate.mockImplementation(() => order.push(`navigate:${emitted.length}`));
    fillValid();
    await controller?.submit();
    expect(emitted).toEqual([['newsletter-subscribe', { formId: 'contact' }]]);
    expect(order).toEqual(['navigate:1']);
  });

  it("hidden fields read the page's query string when submitted, not when set up", async () => {
    const html = contactFormHtml.replace(
      '<button type="submit">',
      '<input type="hidden" data-field-id="source" data-field-type="hidden" name="ref" value="site"><button type="submit">',
    );
    const { backend } = setup({ html });
    history.replaceState(null, '', '/contact?ref=spring-mail');
    fillValid();
    await controller?.submit();
    expect(JSON.parse(backend.saves()[0]?.body.form ?? '').source).toBe('spring-mail');
  });

  it('a form without a captcha sends no captchaKey (spec 002 §3: only when present)', async () => {
    const { backend } = setup();
    fillValid();
    await controller?.submit();
    expect(backend.saves()[0]?.body).not.toHaveProperty('captchaKey');
  });

  it('a contact form success records no newsletter event', async () => {
    const { emitted } = setup();
    fillValid();
    await controller?.submit();
    expect(emitted).toEqual([]);
  });

  it('ignores submissions after success', async () => {
    const { backend } = setup();
    fillValid();
    await controller?.submit();
    await controller?.submit();
    expect(backend.saves()).toHaveLength(1);
  });
});

describe('form controller: submitting', () => {
  it('sets the marker and in-progress text, and ignores a second submission', async () => {
    const { form, backend } = setup({ options: { submittingText: 'Sending…' } });
    let release = () => {};
    const wait = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.answer('/api/form/SaveFormSubmission', {
      wait,
      answer: { status: 200, body: { success: true } },
    });
    fillValid();
    const first = controller?.submit();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(backend.saves()).toHaveLength(1));
    expect(form.getAttribute('data-form-state')).toBe('submitting');
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button().textContent).toBe('Sending…');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    void controller?.submit();
    release();
    await first;
    expect(backend.saves()).toHaveLength(1);
    expect(form.getAttribute('data-form-state')).toBe('success');
  });

  it("uses the catalogue's in-progress text by default", async () => {
    const { backend } = setup();
    let release = () => {};
    backend.answer('/api/form/SaveFormSubmission', {
      wait: new Promise<void>((resolve) => {
        release = resolve;
      }),
      answer: { status: 500, body: {} },
    });
    fillValid();
    const done = controller?.submit();
    await vi.waitFor(() => expect(backend.saves()).toHaveLength(1));
    expect(button().textContent).toBe('Submitting…');
    release();
    await done;
    expect(button().textContent).toBe('Send');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it("restores the button's own markup after submitting", async () => {
    const html = contactFormHtml.replace(
      '<button type="submit">Send</button>',
      '<button type="submit"><svg aria-hidden="true"></svg> Send</button>',
    );
    const { backend } = setup({ html });
    backend.answer('/api/form/SaveFormSubmission', { status: 500, body: {} });
    fillValid();
    await controller?.submit();
    expect(button().innerHTML).toBe('<svg aria-hidden="true"></svg> Send');
  });

  it('a submit event never navigates the page', () => {
    const { form } = setup();
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('form controller: failure (spec 000 §8, 002 §8)', () => {
  const statusCases: Array<[string, Answer, string]> = [
    [
      '401',
      { status: 401, body: { error: 'Invalid key' } },
      'Unable to submit form. Please try again later.',
    ],
    [
      '404',
      { status: 404, body: { error: 'Unknown form' } },
      'This form has not been configured yet.',
    ],
    [
      '429',
      { status: 429, body: { error: 'Too many' } },
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ],
    ['500', { status: 500, body: {} }, 'Unable to send form. Please try again later.'],
    ['418 with data.error', { status: 418, body: { error: 'Teapot says no' } }, 'Teapot says no'],
    ['502 without data.error', { status: 502, body: {} }, 'Unknown error, please try again later.'],
    // spec 000 §8 (data layer): a response with an error field is a failure, even a 200.
    ['200 with an error field', { status: 200, body: { error: 'Form closed' } }, 'Form closed'],
    ['a dropped connection', { drop: true }, 'Unknown error, please try again later.'],
    [
      'an answer that is not JSON',
      { text: '<!doctype html>', status: 200 },
      'Error processing form submission. Please reload and try again.',
    ],
  ];

  it.each(statusCases)(
    '%s: the message by the button, the values intact, the form unlocked',
    async (_, answer, message) => {
      const { form, backend } = setup({ options: { retries: 0 } });
      backend.answer('/api/form/SaveFormSubmission', answer);
      fillValid();
      await controller?.submit();
      expect(form.getAttribute('data-form-state')).toBe('failure');
      expect(below()).toEqual([message]);
      expect(above()).toEqual([
        'Your form has encountered a problem. Please scroll down to review.',
      ]);
      expect(values()).toEqual(typed);
      expect(button().textContent).toBe('Send');
      expect(form.hasAttribute('aria-busy')).toBe(false);
      expect(backend.routed).toEqual([]);
      // Unlocked: the visitor can submit again, and it goes through.
      await controller?.submit();
      expect(form.getAttribute('data-form-state')).toBe('success');
    },
  );

  it('"Could not get a form submission key…" when the key call fails', async () => {
    const { backend } = setup();
    backend.answer('/api/form/FormSubmissionKey', { status: 503, body: {} });
    fillValid();
    await controller?.submit();
    expect(below()).toEqual(['Could not get a form submission key, please try again later.']);
    expect(backend.saves()).toHaveLength(0);
  });

  it('400 with data.errors: each message above its field title, the field styled and described', async () => {
    const { backend } = setup();
    backend.answer('/api/form/SaveFormSubmission', {
      status: 400,
      body: { errors: { email: 'This address is blocked.', name: 'Please give a full name.' } },
    });
    fillValid();
    await controller?.submit();
    const email = document.querySelector('#f-email')!;
    const emailError = document.getElementById(email.getAttribute('aria-describedby') ?? '')!;
    expect(emailError.textContent).toBe('This address is blocked.');
    // Above the title: the error comes right before the label.
    expect(emailError.nextElementSibling).toBe(document.querySelector('label[for="f-email"]'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.closest('[data-field-id]')?.classList.contains('tessera-field--error')).toBe(true);
    // A legend title: the message goes before its fieldset, so the legend stays first.
    const nameError = document.querySelector('[data-field-id="name"] > [data-field-error]');
    expect(nameError?.textContent).toBe('Please give a full name.');
    expect(nameError?.nextElementSibling?.tagName).toBe('FIELDSET');
    expect(below()).toEqual(['Your form has encountered a problem. Please scroll up to review.']);
    expect(above()).toEqual(['Your form has encountered a problem. Please scroll down to review.']);
    // Focus goes to the first invalid field in document order.
    expect(document.activeElement).toBe(document.querySelector('input[name="fname"]'));
    expect(values()).toEqual(typed);
    expect(backend.routed).toEqual([]);
  });

  it('400 messages are shown as text, never as HTML', async () => {
    const { backend } = setup();
    backend.answer('/api/form/SaveFormSubmission', {
      status: 400,
      body: { errors: { email: '<img src=x onerror="window.pwned=1">' } },
    });
    fillValid();
    await controller?.submit();
    expect(document.querySelector('img')).toBe(null);
    expect(text('[data-field-error]')).toEqual(['<img src=x onerror="window.pwned=1">']);
  });

  it("the server's data.error is shown as text too, never as HTML", async () => {
    const { backend } = setup({ options: { retries: 0 } });
    const hostile = '<img src=x onerror="window.pwned=1"><b>Closed</b>';
    backend.answer('/api/form/SaveFormSubmission', { status: 418, body: { error: hostile } });
    fillValid();
    await controller?.submit();
    expect(document.querySelector('[data-form-message] img, [data-form-message] b')).toBe(null);
    expect(below()).toEqual([hostile]);
  });

  it('gives each field message its own id, even for field ids that differ only in spaces', async () => {
    const html = `<form>
      <div data-field-id="a b" data-field-type="text"><label data-field-title for="x">X</label><input id="x"></div>
      <div data-field-id="a_b" data-field-type="text"><label data-field-title for="y">Y</label><input id="y"></div>
      <button>Go</button></form>`;
    const { backend } = setup({ html });
    backend.answer('/api/form/SaveFormSubmission', {
      status: 400,
      body: { errors: { 'a b': 'First.', a_b: 'Second.' } },
    });
    await controller?.submit();
    const ids = [...document.querySelectorAll('[data-field-error]')].map((error) => error.id);
    expect(new Set(ids).size).toBe(2);
    expect(
      document.getElementById(document.querySelector('#x')!.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('First.');
    expect(
      document.getElementById(document.querySelector('#y')!.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('Second.');
  });

  it('a 400 message for a field the markup lacks is shown with the form messages', async () => {
    const { backend } = setup();
    backend.answer('/api/form/SaveFormSubmission', {
      status: 400,
      body: { errors: { phone: 'Phone is required.' } },
    });
    fillValid();
    await controller?.submit();
    expect(below()).toEqual([
      'Phone is required.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
  });

  it('clears the last errors on the next attempt', async () => {
    const { backend } = setup();
    backend.answer('/api/form/SaveFormSubmission', {
      status: 400,
      body: { errors: { email: 'No.' } },
    });
    fillValid();
    await controller?.submit();
    await controller?.submit();
    expect(document.querySelectorAll('[data-field-error]')).toHaveLength(0);
    expect(document.querySelector('#f-email')?.hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelector('#f-email')?.hasAttribute('aria-describedby')).toBe(false);
  });

  it('newsletter forms skip the surrounding messages', async () => {
    const { backend } = setup({ options: { newsletter: true } });
    backend.answer(
      '/api/form/SaveFormSubmission',
      { status: 400, body: { errors: { email: 'Already subscribed.' } } },
      { status: 429, body: {} },
    );
    fillValid();
    await controller?.submit();
    expect(text('[data-field-error]')).toEqual(['Already subscribed.']);
    expect(below()).toEqual([]);
    expect(above()).toEqual([]);
    await controller?.submit();
    expect(below()).toEqual([
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ]);
    expect(above()).toEqual([]);
  });

  it('a retry after a dropped answer reuses the key: stored once', async () => {
    const { backend } = setup({ options: { retries: 0 } });
    backend.answer('/api/form/SaveFormSubmission', { drop: true });
    fillValid();
    await controller?.submit();
    await controller?.submit();
    expect(backend.saves().map((call) => call.body.key)).toEqual(['key-1', 'key-1']);
  });

  it('"Could not parse the form fields…" when the markup cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = contactFormHtml.replace('data-field-id="message"', 'data-field-id="email"');
    const { backend } = setup({ html });
    await controller?.submit();
    expect(below()).toEqual(['Could not parse the form fields, please check your entries.']);
    expect(backend.saves()).toHaveLength(0);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('form controller: field ids that are names on Object.prototype', () => {
  const html = `<form>
    <div data-field-id="constructor" data-field-type="text"><label data-field-title for="a">A</label><input id="a"></div>
    <div data-field-id="__proto__" data-field-type="name"><label data-field-title for="b">B</label><input id="b"><input id="c"></div>
    <div data-field-id="toString" data-field-type="likert"><span data-field-title>L</span>
      <fieldset data-likert-question="__proto__"><legend>Q</legend><input type="radio" name="q" value="5" aria-label="5" checked></fieldset></div>
    <button>Go</button></form>`;

  it('are submitted like any other field, and marked only by their own messages', async () => {
    const { backend } = setup({ html, options: { retries: 0 } });
    setValue('#a', 'one');
    setValue('#b', 'Ada');
    setValue('#c', 'Lovelace');
    backend.answer(
      '/api/form/SaveFormSubmission',
      { status: 500, body: {} },
      // JSON text: an object literal's __proto__ key would set its prototype instead.
      { status: 400, body: JSON.parse('{"errors":{"__proto__":"Name please."}}') },
    );
    await controller?.submit();
    // A failure without field messages marks no field.
    expect(text('[data-field-error]')).toEqual([]);
    expect(JSON.parse(backend.saves()[0]?.body.form ?? '')).toEqual(
      JSON.parse(
        '{"constructor":"one","__proto__":["Ada","Lovelace"],"toString":{"__proto__":"5"}}',
      ),
    );
    expect(Object.keys(JSON.parse(backend.saves()[0]?.body.form ?? ''))).toEqual([
      'constructor',
      '__proto__',
      'toString',
    ]);
    await controller?.submit();
    expect(text('[data-field-error]')).toEqual(['Name please.']);
    expect(document.querySelector('#b')?.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('form controller: validation (spec 000 §5)', () => {
  it('shows the field messages and the invalid-fields message, and makes no call', async () => {
    const { backend } = setup();
    setValue('input[name="fname"]', 'Ada');
    setValue('input[name="lname"]', 'Lovelace');
    setValue('#f-email', 'ada@example');
    setValue('#f-message', 'This message is far too long');
    await controller?.submit();
    expect(text('[data-field-error]')).toEqual([
      'Email is not valid. Email addresses should follow the format name@example.com.',
      'You have exceeded the character limit.',
    ]);
    expect(below()).toEqual([
      'One or more fields is invalid, please check your entries.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(backend.saves()).toHaveLength(0);
    expect(document.activeElement).toBe(document.querySelector('#f-email'));
    expect(text('[data-form-counter]')).toEqual(['28 / 20']);
    expect(
      document
        .querySelector('[data-form-counter]')
        ?.classList.contains('tessera-form-counter--over'),
    ).toBe(true);
  });

  it('uses the browser constraint for required controls, with our message', async () => {
    const { backend } = setup();
    // The name field is not empty as a whole: only the required last name's valueMissing fails it.
    setValue('input[name="fname"]', 'Ada');
    setValue('#f-email', 'ada@example.com');
    await controller?.submit();
    expect(text('[data-field-error]')).toEqual(['This field is required.']);
    expect(document.querySelector('input[name="lname"]')?.getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(backend.saves()).toHaveLength(0);
  });

  it("uses the browser's type check for url inputs, with our message; email keeps the spec grammar", async () => {
    const html = `<form>
      <div data-field-id="site" data-field-type="website">
        <label data-field-title for="w">Website</label><input id="w" type="url"></div>
      <div data-field-id="mail" data-field-type="email">
        <label data-field-title for="m">Email</label><input id="m" type="email"></div>
      <button>Go</button></form>`;
    const { backend } = setup({ html });
    setValue('#w', 'not a url');
    // The browser's email grammar rejects a non-ASCII local part; the spec's accepts it.
    setValue('#m', 'zoë@example.com');
    expect(document.querySelector<HTMLInputElement>('#w')?.validity.typeMismatch).toBe(true);
    await controller?.submit();
    expect(text('[data-field-error]')).toEqual(['This entry is not in the expected format.']);
    expect(backend.saves()).toHaveLength(0);
    setValue('#w', 'https://example.com/');
    await controller?.submit();
    expect(JSON.parse(backend.saves()[0]?.body.form ?? '')).toEqual({
      site: 'https://example.com/',
      mail: 'zoë@example.com',
    });
  });

  it('a number input the browser cannot read is named a format fault, not a missing value', async () => {
    const html = `<form><div data-field-id="n" data-field-type="number">
      <label data-field-title for="n">Guests</label><input id="n" type="number" required></div>
      <button>Go</button></form>`;
    setup({ html });
    // What Chromium reports for 'abc' typed into a number input (jsdom has no badInput).
    const input = document.querySelector<HTMLInputElement>('#n')!;
    Object.defineProperty(input, 'validity', {
      value: { ...input.validity, valueMissing: false, badInput: true, typeMismatch: false },
    });
    await controller?.submit();
    expect(text('[data-field-error]')).toEqual(['This entry is not in the expected format.']);
  });

  it('a required radio group needs a checked radio', async () => {
    const html = `<form><div data-field-id="r" data-field-type="radio" data-field-required>
      <fieldset><legend data-field-title>Pick</legend><input type="radio" name="r" value="a" aria-label="A"></fieldset></div>
      <button>Go</button></form>`;
    const { backend } = setup({ html });
    await controller?.submit();
    expect(text('[data-field-error]')).toEqual(['This field is required.']);
    document.querySelector<HTMLInputElement>('input[type="radio"]')!.checked = true;
    await controller?.submit();
    expect(JSON.parse(backend.saves()[0]?.body.form ?? '')).toEqual({ r: 'a' });
  });

  it('is skipped when validation is disabled', async () => {
    const { backend } = setup({ options: { disableValidation: true } });
    setValue('#f-email', 'not an email');
    await controller?.submit();
    expect(backend.saves()).toHaveLength(1);
  });
});

describe('form controller: captcha (spec 000 §4/§5)', () => {
  const withCaptcha = contactFormHtml.replace(
    '<button type="submit">',
    '<div data-form-captcha></div><button type="submit">',
  );

  it('renders with the site key; unsolved, fails with the captcha message and makes no call', async () => {
    const captcha = createTestCaptchaProvider();
    const { backend } = setup({ html: withCaptcha, captcha, siteKey: 'key-from-context' });
    await vi.waitFor(() => expect(captcha.renders).toBe(1));
    expect(captcha.lastSiteKey).toBe('key-from-context');
    fillValid();
    await controller?.submit();
    expect(below()).toEqual(['Complete CAPTCHA before submitting.']);
    expect(backend.saves()).toHaveLength(0);
    expect(
      backend.calls.filter((call) => call.path === '/api/form/FormSubmissionKey'),
    ).toHaveLength(0);
  });

  it('solved, sends the token as captchaKey', async () => {
    const captcha = createTestCaptchaProvider();
    const { backend } = setup({ html: withCaptcha, captcha });
    await vi.waitFor(() => expect(captcha.renders).toBe(1));
    captcha.solve('solved-token');
    fillValid();
    await controller?.submit();
    expect(backend.saves()[0]?.body.captchaKey).toBe('solved-token');
  });

  it('on failure: reset, and the submit disabled until solved again', async () => {
    const captcha = createTestCaptchaProvider();
    const { backend } = setup({ html: withCaptcha, captcha });
    await vi.waitFor(() => expect(captcha.renders).toBe(1));
    backend.answer('/api/form/SaveFormSubmission', { status: 500, body: {} });
    captcha.solve();
    fillValid();
    await controller?.submit();
    expect(captcha.resets).toBe(1);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await controller?.submit();
    expect(below()).toEqual(['Complete CAPTCHA before submitting.']);
    expect(backend.saves()).toHaveLength(1);
    captcha.solve('second');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    await controller?.submit();
    expect(backend.saves()[1]?.body.captchaKey).toBe('second');
    // spec 002 §4: the widget is rendered once; a failure resets it, never renders it again.
    expect(captcha.renders).toBe(1);
  });

  it('the real checkbox of the test provider solves it', async () => {
    const captcha = createTestCaptchaProvider();
    const { backend } = setup({ html: withCaptcha, captcha });
    await vi.waitFor(() => expect(captcha.renders).toBe(1));
    document.querySelector<HTMLInputElement>('[data-form-captcha] input')!.click();
    fillValid();
    await controller?.submit();
    expect(backend.saves()[0]?.body.captchaKey).toBe('test-captcha-token');
  });

  it('compact when the container is narrower than 320 px, normal otherwise', async () => {
    for (const [width, size] of [
      [319, 'compact'],
      [320, 'normal'],
    ] as const) {
      const spy = vi
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ width } as DOMRect);
      const captcha = createTestCaptchaProvider();
      setup({ html: withCaptcha, captcha });
      await vi.waitFor(() => expect(captcha.renders).toBe(1));
      expect(captcha.lastSize).toBe(size);
      spy.mockRestore();
      controller?.destroy();
    }
  });

  it('without a site key: a warning, and the form works without a captcha', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const captcha = createTestCaptchaProvider();
    const { backend } = setup({ html: withCaptcha, captcha, siteKey: '' });
    fillValid();
    await controller?.submit();
    expect(captcha.renders).toBe(0);
    expect(backend.saves()).toHaveLength(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/captchaSettings\.siteKey/);
    warn.mockRestore();
  });
});

describe('form controller: captcha settings', () => {
  const withCaptcha = contactFormHtml.replace(
    '<button type="submit">',
    '<div data-form-captcha></div><button type="submit">',
  );

  it.each(['constructor', '__proto__', 'toString'])(
    'a provider named %j is unknown (never a property of Object): a warning, the form works',
    async (provider) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const form = mount(withCaptcha) as HTMLFormElement;
      const backend = fakeBackend();
      controller = createFormController(form, resolveFormOptions({ formId: 'contact' }), {
        api: backend.api,
        pageContext: { websiteSettings: { captchaSettings: { siteKey: 'k', provider } } },
        readCookie: () => undefined,
        captchaProviders: { recaptcha: createTestCaptchaProvider('recaptcha') },
      });
      expect(warn.mock.calls[0]?.[0]).toContain(`unknown captcha provider "${provider}"`);
      fillValid();
      await controller.submit();
      expect(backend.saves()).toHaveLength(1);
      warn.mockRestore();
    },
  );

  it('settings naming no provider: reCAPTCHA, the default', async () => {
    const recaptcha = createTestCaptchaProvider('recaptcha');
    const hcaptcha = createTestCaptchaProvider('hcaptcha');
    const form = mount(withCaptcha) as HTMLFormElement;
    controller = createFormController(form, resolveFormOptions({ formId: 'contact' }), {
      api: fakeBackend().api,
      pageContext: { websiteSettings: { captchaSettings: { siteKey: 'k' } } },
      readCookie: () => undefined,
      captchaProviders: { hcaptcha, recaptcha },
    });
    await vi.waitFor(() => expect(recaptcha.renders).toBe(1));
    expect(recaptcha.lastSiteKey).toBe('k');
    expect(hcaptcha.renders).toBe(0);
  });

  it('a provider that throws while rendering: logged, the form still set up and guarded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing: CaptchaProvider = {
      name: 'broken',
      render() {
        throw new Error('widget exploded');
      },
    };
    const { form, backend } = setup({ html: withCaptcha, captcha: throwing });
    expect(form.getAttribute('data-form-state')).toBe('idle');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    fillValid();
    await controller?.submit();
    // Still a captcha form: nothing goes out unsolved.
    expect(below()).toEqual(['Complete CAPTCHA before submitting.']);
    expect(backend.saves()).toHaveLength(0);
    error.mockRestore();
  });
});

describe('form controller: destroy', () => {
  it('leaves no listener, counter, message or attribute behind', async () => {
    const captcha = createTestCaptchaProvider();
    const html = contactFormHtml.replace(
      '<button type="submit">',
      '<div data-form-captcha></div><button type="submit">',
    );
    const { form, backend } = setup({ html, captcha });
    await vi.waitFor(() => expect(captcha.renders).toBe(1));
    await controller?.submit(); // leaves a message on screen
    controller?.destroy();
    controller = undefined;
    expect(form.hasAttribute('data-form-state')).toBe(false);
    expect(form.noValidate).toBe(false);
    expect(document.querySelector('[data-form-counter]')).toBe(null);
    expect(document.querySelector('[data-form-message]')).toBe(null);
    expect(document.querySelector('[data-form-captcha]')?.children).toHaveLength(0);
    const before = backend.calls.length;
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await Promise.resolve();
    expect(backend.calls.length).toBe(before);
  });

  it('removes every listener it added to the form and its controls', async () => {
    const add = vi.spyOn(EventTarget.prototype, 'addEventListener');
    const remove = vi.spyOn(EventTarget.prototype, 'removeEventListener');
    try {
      const captcha = createTestCaptchaProvider();
      const html = contactFormHtml.replace(
        '<button type="submit">',
        '<div data-form-captcha></div><button type="submit">',
      );
      const { form } = setup({ html, captcha });
      await vi.waitFor(() => expect(captcha.renders).toBe(1));
      const ours = (spy: typeof add) =>
        spy.mock.contexts
          .map((target, index) => ({ target, call: spy.mock.calls[index] }))
          .filter(({ target }) => target instanceof Node && form.contains(target))
          // The test provider's own checkbox goes with the widget it renders.
          .filter(({ target }) => !(target as Element).closest?.('[data-form-captcha]'))
          .map(({ target, call }) => [target, call?.[0], call?.[1]]);
      const added = ours(add);
      expect(added.map(([, type]) => type).sort()).toEqual(['input', 'reset', 'submit']);
      controller?.destroy();
      controller = undefined;
      expect(ours(remove)).toEqual(expect.arrayContaining(added));
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });

  it('an answer arriving after destroy changes nothing', async () => {
    const { form, backend } = setup();
    let release = () => {};
    backend.answer('/api/form/SaveFormSubmission', {
      wait: new Promise<void>((resolve) => {
        release = resolve;
      }),
      answer: { status: 200, body: { success: true } },
    });
    fillValid();
    const done = controller?.submit();
    await vi.waitFor(() => expect(backend.saves()).toHaveLength(1));
    controller?.destroy();
    controller = undefined;
    release();
    await done;
    expect(document.querySelector('[data-form-post-submit-message]')).toBe(null);
    expect(form.hasAttribute('data-form-state')).toBe(false);
  });
});
