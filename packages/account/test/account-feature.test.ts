// @vitest-environment jsdom
import {
  type BlockContext,
  createApi,
  createEventBus,
  type PageContext,
  type TesseraEvents,
  XSRF_TOKEN_HEADER,
} from '@tessera/runtime';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';
import { SESSION_TOKEN_HEADER } from '../src/account-constants';
import { init } from '../src/account-feature';

installDialogShim();
// The feature imports its dialogs lazily; the first import's transform took more than waitFor's
// second on a loaded machine (load 12), so the first test failed alone: warm it once here.
beforeAll(() => import('../src/account-actions'), 30_000);

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

/** Starts the feature on a page with `page` as its context and a fake server. */
function start(page: PageContext, answers: [number, unknown][] = []) {
  const sent: Sent[] = [];
  const events = createEventBus<TesseraEvents>();
  const api = createApi({
    baseUrl: 'http://localhost:3000/',
    events,
    fetch: async (input, requestInit) => {
      const request = new Request(input, requestInit);
      const text = await request.text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        headers: Object.fromEntries(request.headers),
        ...(text ? { body: JSON.parse(text) } : {}),
      });
      const [status, body] = answers.shift() ?? [200, {}];
      return new Response(JSON.stringify(body), { status });
    },
  });
  const context: BlockContext = { name: 'account', page, api, events };
  destroy = init(document.body, context);
  return { sent, events, api };
}

const shadow = () => document.querySelector('tessera-overlays')?.shadowRoot;
const dialog = () => shadow()?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
const pressEscape = (options: KeyboardEventInit = {}, target: EventTarget = document.body) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...options }),
  );

async function submitLogin(email: string, password: string, rememberMe = false) {
  await vi.waitFor(() => expect(dialog()?.querySelector('form') ?? null).not.toBeNull());
  const form = dialog()!.querySelector('form')!;
  form.querySelector<HTMLInputElement>('input[name="email"]')!.value = email;
  form.querySelector<HTMLInputElement>('input[name="password"]')!.value = password;
  form.querySelector<HTMLInputElement>('input[name="rememberMe"]')!.checked = rememberMe;
  form.requestSubmit();
}

describe('account feature: login', () => {
  it('a loginRequired answer opens the login dialog; the token goes on the next call', async () => {
    const { sent, api } = start({}, [
      [401, { loginRequired: true, error: 'Login required.' }],
      [200, { xsrfToken: 'tok-9', accountId: 'a1' }],
      [200, { rows: [] }],
    ]);
    await expect(api.get('/api/form/submissions')).rejects.toThrow();
    await submitLogin('owner@example.com', 'right', true);
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await api.get('/api/form/submissions');
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/api/form/submissions', body: undefined },
      {
        method: 'POST',
        path: '/api/site-users/account/session',
        body: { email: 'owner@example.com', password: 'right', rememberMe: true },
      },
      { method: 'GET', path: '/api/form/submissions', body: undefined },
    ]);
    expect(sent[2]!.headers['x-xsrf-token']).toBe('tok-9');
  });

  it('wrong credentials show the server message in an alert, keep the email and stay open', async () => {
    const { events } = start({}, [
      [401, { error: 'The email or password is incorrect.' }],
      [429, { error: 'Too many login attempts. Please wait before trying again.' }],
    ]);
    events.emit('login-required', { url: '/api/x' });
    await submitLogin('owner@example.com', 'wrong');
    const alert = () => dialog()?.querySelector('[role="alert"]')?.textContent;
    await vi.waitFor(() => expect(alert()).toBe('The email or password is incorrect.'));
    expect(dialog()!.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(
      'owner@example.com',
    );
    dialog()!.querySelector('form')!.requestSubmit();
    await vi.waitFor(() =>
      expect(alert()).toBe('Too many login attempts. Please wait before trying again.'),
    );
  });

  it('an empty field is refused before anything is sent', async () => {
    const { events, sent } = start({});
    events.emit('login-required', { url: '/api/x' });
    await submitLogin('owner@example.com', '');
    await vi.waitFor(() =>
      expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(
        'Enter your email and password.',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('the dialog is named by its title and holds labelled fields', async () => {
    const { events } = start({});
    events.emit('login-required', { url: '/api/x' });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const title = dialog()!.querySelector('h2')!;
    expect(dialog()!.getAttribute('aria-labelledby')).toBe(title.id);
    expect(title.textContent).toBe('Log In');
    const labels = [...dialog()!.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Email', 'Password', ' Remember me']);
    expect(
      [...dialog()!.querySelectorAll('input')].map((input) => input.getAttribute('autocomplete')),
    ).toEqual(['username', 'current-password', null]);
  });

  it('destroy removes an open dialog', async () => {
    const { events } = start({});
    events.emit('login-required', { url: '/api/x' });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    destroy!();
    destroy = undefined;
    expect(document.querySelector('tessera-overlays')).toBeNull();
  });
});

describe('account feature: Escape to log in (useEscapeKeyToLogin)', () => {
  it('nobody logged in: Escape opens the login only when the setting is on', async () => {
    start({ websiteSettings: { useEscapeKeyToLogin: false } });
    expect(pressEscape()).toBe(true);
    await Promise.resolve();
    expect(dialog()).toBeNull();
    destroy!();
    start({ websiteSettings: { useEscapeKeyToLogin: true } });
    expect(pressEscape()).toBe(false); // handled: default prevented
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
  });

  it('leaves Escape alone in a text field, with Ctrl, or when something else handled it', async () => {
    document.body.innerHTML =
      '<input id="q"><textarea id="t"></textarea><select id="s"></select>' +
      '<dialog open><button id="d">OK</button></dialog>';
    start({ websiteSettings: { useEscapeKeyToLogin: true } });
    // Typed into a field or inside a dialog: not the page's key (editable text in Chromium,
    // tests/e2e/owner.test.ts: jsdom has no isContentEditable).
    expect(['q', 't', 's', 'd'].map((id) => pressEscape({}, document.getElementById(id)!))).toEqual(
      [true, true, true, true],
    );
    expect(pressEscape({ ctrlKey: true })).toBe(true);
    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog()).toBeNull();
    document.body.innerHTML = '';
  });
});

describe('account feature: a reloaded session page', () => {
  it('applies the page context xsrfToken to the data layer calls', async () => {
    const { api, sent } = start({
      authenticatedAccount: { id: 'a1', xsrfToken: 'from-context' },
      websiteRoles: { a1: [1] },
    });
    await api.get('/api/site-users/account/sessions');
    expect(sent[0]!.headers['x-xsrf-token']).toBe('from-context');
  });

  it('writes the header name the runtime exports (kept out of a chunk of its own)', () => {
    expect(SESSION_TOKEN_HEADER).toBe(XSRF_TOKEN_HEADER);
  });
});
