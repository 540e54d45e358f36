// @vitest-environment jsdom
/**
 * The order account block (docs/markup.md, "Order account"): the form sent through the data
 * layer without leaving the page, the result said as text, the session's xsrfToken applied,
 * commerce_account_creation recorded through the tracking gate only with consent, refusals in
 * the server's words, and the server's markup back on destroy.
 */
import { type Api, ApiError, type BlockContext, type PageContext } from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init, ORDER_ACCOUNT_MESSAGES as messages } from '../src/blocks/order-account-block';

const markup = `<section data-block="order-account" data-block-config='{"orderId":"o 1"}'>
<h2>Create an account</h2>
<p role="status" tabindex="-1" data-order-account-status></p>
<form method="post" action="/commerce/orders/o%201/confirmed" data-order-account-form>
<label for="p">Password</label>
<input id="p" name="password" type="password" aria-describedby="hint e" data-order-account-password>
<p id="e" role="alert" data-order-account-error></p>
<button type="submit">Create account</button>
</form></section>`;

// The demo's policy: nothing is tracked before the visitor accepts.
const page = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } } as PageContext;

function mount(answer: (path: string) => Promise<unknown>) {
  document.body.innerHTML = markup;
  // The markup as the DOM serialises it, before the block ran.
  const before = document.body.innerHTML;
  const element = document.querySelector<HTMLElement>('[data-block]')!;
  const post = vi.fn((path: string, _body?: unknown, _options?: unknown) => answer(path));
  const setDefaultHeader = vi.fn();
  const api = { post, setDefaultHeader } as unknown as Api;
  const destroy = init(element, { name: 'order-account', page, api } as unknown as BlockContext);
  const password = element.querySelector<HTMLInputElement>('input')!;
  const form = element.querySelector('form')!;
  const error = element.querySelector('[data-order-account-error]')!;
  // Settled when the page shows the answer: the form hidden (created) or the refusal's words
  // (the submit empties them first, so words there are this answer's).
  const submit = async (value: string) => {
    password.value = value;
    form.requestSubmit();
    expect(post).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(form.hidden || error.textContent !== '').toBe(true));
  };
  return { element, before, post, setDefaultHeader, destroy, password, submit };
}

const refusal = (status: number, data: unknown) =>
  new ApiError('HTTP', { code: 'http', status, url: '/api/commerce/orders/o%201/account', data });
const text = (element: HTMLElement, part: string) =>
  element.querySelector(`[data-order-account-${part}]`)!.textContent;

afterEach(() => {
  document.cookie = 'ss_cookieAllowed=; Max-Age=0; Path=/';
  document.body.innerHTML = '';
});

describe('order account block', () => {
  it('creates the account on the page: the words, the focus, the xsrfToken; no event without consent', async () => {
    const answer = { accountId: 'a1', email: 'ada@example.com', xsrfToken: 'x'.repeat(32) };
    const view = mount(async () => answer);
    await view.submit('a long enough password');
    expect(view.post.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      ['/api/commerce/orders/o%201/account', { password: 'a long enough password' }],
    ]);
    expect([
      text(view.element, 'status'),
      view.element.querySelector('form')!.hidden,
      document.activeElement?.hasAttribute('data-order-account-status'),
      view.password.value,
      view.setDefaultHeader.mock.calls,
    ]).toEqual([
      'Your account is created: you are logged in as ada@example.com.',
      true,
      true,
      '',
      [['X-XSRF-Token', 'x'.repeat(32)]],
    ]);
    view.destroy();
    expect(document.body.innerHTML).toBe(view.before);
  });

  it('says the address as the server gave it: every {email} filled, `$&` and `$1` kept', async () => {
    const worded = messages.accountCreated;
    messages.accountCreated = 'Logged in as {email}. Receipts go to {email}.';
    try {
      const view = mount(async () => ({ email: "a$&b$1c$'d@example.com" }));
      await view.submit('a long enough password');
      expect(text(view.element, 'status')).toBe(
        "Logged in as a$&b$1c$'d@example.com. Receipts go to a$&b$1c$'d@example.com.",
      );
      view.destroy();
    } finally {
      messages.accountCreated = worded;
    }
  });

  it('records commerce_account_creation with { orderId } when analytics consent is given', async () => {
    document.cookie = 'ss_cookieAllowed=true; Path=/';
    const view = mount(async () => ({ email: 'ada@example.com', xsrfToken: 'x'.repeat(32) }));
    await view.submit('a long enough password');
    await vi.waitFor(() => expect(view.post).toHaveBeenCalledTimes(2));
    const [path, body] = view.post.mock.calls[1]!;
    expect([path, body]).toEqual([
      '/api/events/RecordEvent',
      { crumb: '', event: 'commerce_account_creation', data: '{"orderId":"o 1"}' },
    ]);
    view.destroy();
  });

  it("says a refusal in the server's words, marks and focuses the password on a 400", async () => {
    const weak = mount(async () => {
      throw refusal(400, { error: 'The new password must be at least 12 characters long.' });
    });
    await weak.submit('🔑🔑🔑🔑🔑🔑');
    expect([
      text(weak.element, 'error'),
      weak.password.getAttribute('aria-invalid'),
      document.activeElement,
      weak.element.querySelector('form')!.hidden,
    ]).toEqual([
      'The new password must be at least 12 characters long.',
      'true',
      weak.password,
      false,
    ]);
    weak.destroy();
    expect(document.body.innerHTML).toBe(weak.before);
    const taken = mount(async () => {
      throw refusal(409, {
        error: 'An account with this email already exists. Please log in with its password.',
      });
    });
    await taken.submit('a long enough password');
    expect([text(taken.element, 'error'), taken.password.getAttribute('aria-invalid')]).toEqual([
      'An account with this email already exists. Please log in with its password.',
      null,
    ]);
    taken.destroy();
  });

  it('says the catalogue words when the server gave none (a 500, no answer)', async () => {
    for (const error of [refusal(500, { error: 'Internal' }), new TypeError('Failed to fetch')]) {
      const view = mount(async () => {
        throw error;
      });
      await view.submit('a long enough password');
      expect(text(view.element, 'error')).toBe(
        'Unable to create the account. Please try again later.',
      );
      view.destroy();
    }
  });

  it('leaves a section without its form alone (the page after the account was made)', () => {
    document.body.innerHTML =
      '<section data-block="order-account"><p role="status" data-order-account-status>Done.</p></section>';
    const element = document.querySelector<HTMLElement>('[data-block]')!;
    const before = element.outerHTML;
    const warn = vi.spyOn(console, 'warn');
    init(element)();
    expect([warn.mock.calls, element.outerHTML]).toEqual([[], before]);
  });
});
