// @vitest-environment jsdom
/**
 * The account feature writes the owner redirect's and the editing-frame keys' rules out instead
 * of calling ownerRedirect and editingFrameKeyAction (account-feature.ts says why): it runs here
 * on a window of our own (address, frame, session storage), through every case of those
 * functions' tests and more, and must answer what they answer.
 */
import { type BlockContext, createEventBus, type PageContext } from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/account-feature';
import {
  type EditingFrameAction,
  type EditingFrameKey,
  editingFrameKeyAction,
} from '../src/editing-frame-keys';
import { ownerRedirect } from '../src/owner-redirect';
import { VIEWER_ROLE_CASES } from './viewer-role-cases';

// What the feature hands to its lazily imported actions: recorded, nothing shown.
const { run } = vi.hoisted(() => ({ run: vi.fn() }));
vi.mock('../src/account-actions', () => ({ run }));

interface Visit {
  page: PageContext;
  href: string;
  framed?: boolean;
  storage?: Storage;
}

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
  sessionStorage.clear();
  run.mockClear();
});

/** Starts the feature on a window whose address, frame and storage are `visit`'s. */
function start({ page, href, framed = false, storage = sessionStorage }: Visit) {
  const listeners: ((event: KeyboardEvent) => void)[] = [];
  const posted: unknown[][] = [];
  const location = { href };
  const win = {
    location,
    sessionStorage: storage,
    parent: { postMessage: (...args: unknown[]) => posted.push(args) },
    addEventListener: (type: string, listener: (event: KeyboardEvent) => void) => {
      if (type === 'keydown') listeners.push(listener);
    },
  } as Record<string, unknown>;
  win.top = framed ? {} : win;
  const doc = { defaultView: win, cookie: '', querySelector: () => null };
  const context = {
    name: 'account',
    page,
    api: { setDefaultHeader: () => undefined },
    events: createEventBus(),
  } as unknown as BlockContext;
  destroy = init({ ownerDocument: doc } as unknown as HTMLElement, context);
  return { location, doc, listeners, posted };
}

/** Where the feature sent the page of a new tab (no `to`: it stayed), and the cookie it set. */
function visit(input: Visit, tab: 'new' | 'same' = 'new') {
  if (tab === 'new') sessionStorage.clear();
  const { location, doc } = start(input);
  destroy?.();
  destroy = undefined;
  return location.href === input.href
    ? { cookie: doc.cookie }
    : { to: location.href, cookie: doc.cookie };
}

/** What ownerRedirect decides for the same visit, as `visit` reports it. */
function decided({ page, href, framed = false }: Visit, noredirectStored = false) {
  const decision = ownerRedirect({ page, url: new URL(href), topFrame: !framed, noredirectStored });
  return decision.redirect
    ? { to: decision.redirect, cookie: 'tessera-preview-frame=expanded;path=/;SameSite=Lax' }
    : { cookie: '' };
}

const owner: PageContext = {
  authenticatedAccount: { id: 'a1' },
  websiteRoles: { a1: [1] },
  website: { developerMode: false, cloneable: false },
};
const pages: PageContext[] = [
  owner,
  {},
  { ...owner, authenticatedAccount: null },
  { ...owner, website: { developerMode: true } },
  { ...owner, website: { cloneable: true } },
  {
    ...owner,
    website: { developerMode: 'true', cloneable: 1 } as unknown as PageContext['website'],
  },
  { ...owner, website: 'developerMode' as unknown as PageContext['website'] },
  { authenticatedAccount: { id: 'a1' } },
  ...VIEWER_ROLE_CASES.map((roles) => ({ ...owner, websiteRoles: { a1: roles } }) as PageContext),
  { ...owner, websiteRoles: { other: [10] } },
  { ...owner, websiteRoles: 'viewer' as unknown as PageContext['websiteRoles'] },
];
const hrefs = [
  'https://shop.example.com/gallery.html?tag=red&page=2#top',
  'https://shop.example.com/a b/ü.html?q=a+b&x=%26',
  'https://shop.example.com/config/',
  'https://shop.example.com/config/?frameUrl=%2F',
  'https://shop.example.com/?noredirect',
  'https://shop.example.com/?noredirect=1',
  'https://shop.example.com/?a=1&noredirect=',
  'https://shop.example.com/?noredirects=1',
  ...[
    'localhost',
    'app.localhost',
    'LOCALHOST',
    'localhost.',
    '127.0.0.1',
    '127.1.2.3',
    '[::1]',
  ].map((host) => `http://${host}:8080/`),
  ...['localhost.example.com', '128.0.0.1', '10.0.0.1', 'mylocalhost'].map(
    (host) => `http://${host}/`,
  ),
];

describe('the feature redirects exactly when ownerRedirect does', () => {
  it('for every page context and address, in the top frame and in a frame', () => {
    const cases = pages.flatMap((page) =>
      hrefs.flatMap((href) => [false, true].map((framed) => ({ page, href, framed }))),
    );
    expect(cases.map((input) => [input, visit(input)])).toEqual(
      cases.map((input) => [input, decided(input)]),
    );
    // Both answers among them: 20 pages are redirected from each of 7 addresses in the top frame.
    expect(cases.filter((input) => decided(input).to).length).toBe(140);
  });

  it('keeps the noredirect flag for the rest of the tab session, as storage text', () => {
    const page = owner;
    expect(visit({ page, href: 'https://shop.example.com/?noredirect' })).toEqual({ cookie: '' });
    expect(sessionStorage.getItem('tessera-noredirect')).toBe('true');
    expect(visit({ page, href: 'https://shop.example.com/store.html' }, 'same')).toEqual(
      decided({ page, href: 'https://shop.example.com/store.html' }, true),
    );
    sessionStorage.clear();
    expect(visit({ page, href: 'https://shop.example.com/store.html' })).toEqual({
      to: '/config/?frameUrl=%2Fstore.html',
      cookie: 'tessera-preview-frame=expanded;path=/;SameSite=Lax',
    });
  });

  it('with storage refused, the flag in the address still counts for that page', () => {
    const storage = {} as Storage;
    Object.defineProperty(storage, 'tessera-noredirect', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      set: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const page = owner;
    expect(visit({ page, href: 'https://shop.example.com/?noredirect', storage })).toEqual({
      cookie: '',
    });
    expect(visit({ page, href: 'https://shop.example.com/store.html', storage })).toEqual({
      to: '/config/?frameUrl=%2Fstore.html',
      cookie: 'tessera-preview-frame=expanded;path=/;SameSite=Lax',
    });
  });
});

/** What the feature did with `key`: the action it took (as editingFrameKeyAction names it). */
async function pressed(
  listener: (event: KeyboardEvent) => void,
  key: EditingFrameKey,
  seen: {
    location: { href: string };
    posted: unknown[][];
  },
) {
  const before = seen.location.href;
  let prevented = false;
  const event = {
    ...key,
    defaultPrevented: false,
    composedPath: () => [],
    preventDefault: () => {
      prevented = true;
    },
  };
  listener(event as unknown as KeyboardEvent);
  await vi.dynamicImportSettled();
  let action: EditingFrameAction | undefined;
  if (seen.posted.length) action = 'toggle-panel';
  if (seen.location.href !== before) action = 'return-to-admin';
  if (run.mock.calls.length) action = run.mock.calls[0]![0];
  const calls = seen.posted.length + run.mock.calls.length + +(seen.location.href !== before);
  return { action, prevented, calls };
}

describe('the feature takes the keys editingFrameKeyAction names, and no others', () => {
  const keys: EditingFrameKey[] = ['Escape', 'Enter', 'Esc', 'escape'].flatMap((name) =>
    Array.from({ length: 16 }, (_, bits) => ({
      key: name,
      shiftKey: !!(bits & 1),
      altKey: !!(bits & 2),
      ctrlKey: !!(bits & 4),
      metaKey: !!(bits & 8),
    })),
  );
  const states = [false, true].flatMap((loggedIn) =>
    [false, true].flatMap((framed) =>
      [false, true].map((useEscapeKeyToLogin) => ({ loggedIn, framed, useEscapeKeyToLogin })),
    ),
  );

  it.each(states)('%o', async (state) => {
    const page: PageContext = {
      websiteSettings: { useEscapeKeyToLogin: state.useEscapeKeyToLogin },
      ...(state.loggedIn ? { authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: [1] } } : {}),
    };
    // An owner on localhost stays (no redirect), so that Escape's return to the admin shows.
    const seen = start({ page, href: 'http://localhost:3000/contact.html', framed: state.framed });
    expect(seen.listeners.length).toBe(1);
    const took = [];
    const named = [];
    for (const key of keys) {
      seen.posted.length = 0;
      seen.location.href = 'http://localhost:3000/contact.html';
      run.mockClear();
      const { action, prevented, calls } = await pressed(seen.listeners[0]!, key, seen);
      took.push({ key, action, prevented, calls });
      const expected = editingFrameKeyAction(key, state);
      named.push({ key, action: expected, prevented: !!expected, calls: expected ? 1 : 0 });
    }
    expect(took).toEqual(named);
  });

  it('posts the panel toggle to the same origin only, and returns to the admin with the cookie', async () => {
    const page: PageContext = { authenticatedAccount: { id: 'a1' } };
    const escapeKey = {
      key: 'Escape',
      shiftKey: false,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
    };
    const framed = start({ page, href: 'https://shop.example.com/store.html?x=1', framed: true });
    await pressed(framed.listeners[0]!, escapeKey, framed);
    expect(framed.posted).toEqual([['tessera:toggle-panel', '/']]);
    destroy!();
    const live = start({ page, href: 'http://localhost/store.html?x=1' });
    await pressed(live.listeners[0]!, escapeKey, live);
    expect([live.location.href, live.doc.cookie]).toEqual([
      '/config/?frameUrl=%2Fstore.html%3Fx%3D1',
      'tessera-preview-frame=expanded;path=/;SameSite=Lax',
    ]);
  });
});
