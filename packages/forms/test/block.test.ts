// @vitest-environment jsdom
import type { BlockContext } from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/block';
import { fakeBackend } from './fake-backend';
import { mount, setValue } from './fixtures';

const form = (config: string, extra = '') => `
<form data-block="form" data-block-config='${config}'>
  <div data-field-id="email" data-field-type="email">
    <label data-field-title for="e">Email</label><input id="e" type="email" required>
  </div>
  ${extra}
  <button type="submit">Subscribe</button>
</form>`;

function context(page: Record<string, unknown>) {
  const backend = fakeBackend();
  const emitted: unknown[] = [];
  backend.events.on('newsletter-subscribe', (detail) => emitted.push(detail));
  const blockContext: BlockContext = {
    name: 'form',
    page,
    api: backend.api,
    events: backend.events,
  };
  return { backend, emitted, blockContext };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the form block', () => {
  it('reads the form definition from the page context: newsletter and success message', async () => {
    const element = mount(form('{"formId":"newsletter"}'));
    const { backend, emitted, blockContext } = context({
      forms: {
        newsletter: {
          id: 'newsletter',
          newsletter: true,
          successUrl: null,
          successMessage: 'Thank you! Your first letter is on its way.',
          submitButtonText: 'Subscribe',
          fields: [{ id: 'email', type: 'email', required: true }],
        },
      },
    });
    const destroy = init(element, blockContext);
    setValue('#e', 'ada@example.com');
    element.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() =>
      expect(document.querySelector('[data-form-post-submit-message]')?.textContent).toBe(
        'Thank you! Your first letter is on its way.',
      ),
    );
    expect(emitted).toEqual([{ formId: 'newsletter' }]);
    expect(backend.saves()[0]?.body.formId).toBe('newsletter');
    // spec 000 §4: the success records the event on the server too (spec 002 §7 RecordEvent).
    await vi.waitFor(() =>
      expect(
        backend.calls
          .filter((call) => call.path === '/api/events/RecordEvent')
          .map(({ path, body, credentials }) => ({ path, body, credentials })),
      ).toEqual([
        {
          path: '/api/events/RecordEvent',
          body: { crumb: '', event: 'newsletter-subscribe', data: '{"formId":"newsletter"}' },
          credentials: 'same-origin',
        },
        // spec 002 §7: the commerce tracking event, through the tracking gate (consent given).
        {
          path: '/api/events/RecordEvent',
          body: {
            crumb: '',
            event: 'commerce_newsletter_subscribe',
            data: '{"formId":"newsletter"}',
          },
          credentials: 'same-origin',
        },
      ]),
    );
    destroy();
  });

  it('under a restrictive cookie policy with no consent, the sign-up is recorded, not tracked', async () => {
    const element = mount(form('{"formId":"newsletter","newsletter":true}'));
    const { backend, emitted, blockContext } = context({
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    const destroy = init(element, blockContext);
    setValue('#e', 'ada@example.com');
    element.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(emitted).toEqual([{ formId: 'newsletter' }]));
    await vi.waitFor(() =>
      expect(
        backend.calls
          .filter((call) => call.path === '/api/events/RecordEvent')
          .map((call) => call.body),
      ).toEqual([{ crumb: '', event: 'newsletter-subscribe', data: '{"formId":"newsletter"}' }]),
    );
    destroy();
  });

  it('the markup config wins over the definition, key by key', async () => {
    const element = mount(
      form('{"formId":"contact","newsletter":false,"successMessage":"Got it"}'),
    );
    const { backend, emitted, blockContext } = context({
      forms: { contact: { newsletter: true, successMessage: 'From the definition' } },
    });
    init(element, blockContext);
    setValue('#e', 'ada@example.com');
    element.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() =>
      expect(document.querySelector('[data-form-post-submit-message]')?.textContent).toBe('Got it'),
    );
    expect(emitted).toEqual([]);
    expect(backend.calls.some((call) => call.path === '/api/events/RecordEvent')).toBe(false);
  });

  it('a definition asking for a captcha adds its container before the submit button', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount(form('{"formId":"contact"}'));
    const { blockContext } = context({ forms: { contact: { captcha: true } } });
    const destroy = init(element, blockContext);
    const container = document.querySelector('[data-form-captcha]');
    expect(container?.nextElementSibling?.tagName).toBe('BUTTON');
    destroy();
    expect(document.querySelector('[data-form-captcha]')).toBe(null);
  });

  it('wrongly typed settings are dropped with a warning naming them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount(form('{"formId":"contact","newsletter":"yes"}'));
    init(element, context({}).blockContext);
    expect(warn).toHaveBeenCalledWith(
      '[tessera] form: data-block-config "newsletter" must be a boolean, got "yes"; using the default.',
    );
  });

  it('a block element that holds the form works too', () => {
    const element = mount(
      `<div data-block="form" data-block-config='{"formId":"contact"}'>${form('{}')}</div>`,
    );
    const destroy = init(element, context({}).blockContext);
    expect(element.querySelector('form')?.getAttribute('data-form-state')).toBe('idle');
    destroy();
    expect(element.querySelector('form')?.hasAttribute('data-form-state')).toBe(false);
  });

  it.each([
    ['no formId', form('{"objectName":"x"}'), 'data-block-config has no "formId" string'],
    ['malformed JSON', form('{formId:'), 'data-block-config has no "formId" string'],
    [
      'no form element',
      `<div data-block="form" data-block-config='{"formId":"x"}'></div>`,
      'holds no <form>',
    ],
  ])("%s: 'Could not render form' and the markup stays as it is", (_, html, detail) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount(html);
    const before = element.outerHTML;
    const destroy = init(element, context({}).blockContext);
    expect(
      warn.mock.calls.some(([message]) => String(message).includes('Could not render form')),
    ).toBe(true);
    expect(warn.mock.calls.some(([message]) => String(message).includes(detail))).toBe(true);
    expect(element.outerHTML).toBe(before);
    destroy();
  });
});
