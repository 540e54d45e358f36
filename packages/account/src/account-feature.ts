/**
 * The account page feature (declared in this package's package.json): loaded when the page
 * context holds a session (authenticatedAccount), the site turns useEscapeKeyToLogin on, the
 * page follows a logout (logoutConfirmation), the page has a `[data-account-login]` button, or a
 * data-layer call answers loginRequired. This chunk is what a visitor with a session pays for
 * (923 B brotli, importing no other chunk; README "Size"), so it holds only what has to run at
 * once: the session's header, the owner redirect and the editing-frame keys' decision (the
 * default of a key this page handles is prevented while the event is dispatched). What a decided
 * action does with a dialog or a call (login, logout, the confirmation, login buttons) is in the
 * account-actions chunk, imported when there is one. The `#region` comments mark the two parts
 * issue 18 sizes (the redirect and the keys at most 0.5 kB): bench/account builds the chunk
 * without each.
 */
import type { BlockContext, Destroy } from '@tessera/runtime';
import type { AccountAction } from './account-actions';
import {
  NOREDIRECT_PARAMETER,
  NOREDIRECT_STORAGE_KEY,
  PREVIEW_FRAME_COOKIE,
  SESSION_TOKEN_HEADER,
  TOGGLE_PANEL_MESSAGE,
} from './account-constants';
import { keyAction } from './editing-frame-keys';
import { configUrl, skipIndex } from './owner-redirect';

/** Keeps the noredirect flag of the address in session storage; answers whether it is kept. */
function keepNoredirect(win: Window, url: URL): boolean {
  try {
    if (url.searchParams.has(NOREDIRECT_PARAMETER)) {
      win.sessionStorage.setItem(NOREDIRECT_STORAGE_KEY, 'true');
    }
    return win.sessionStorage.getItem(NOREDIRECT_STORAGE_KEY) === 'true';
  } catch {
    return false; // storage disabled: the query flag still counts for this page
  }
}

/** A key the page has a use for: typed into a field, or handled by an open dialog. */
function isTakenKey(event: KeyboardEvent): boolean {
  return (
    event.defaultPrevented ||
    event.isComposing ||
    event
      .composedPath()
      .some(
        (node) =>
          (node as HTMLElement).isContentEditable ||
          !!(node as Element).matches?.('input,textarea,select,dialog'),
      )
  );
}

export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  // Not checkPageContext (a chunk of its own for a page without a form): each field read here is
  // compared with `=== true`, tested for a string or indexed by the account's id, so one of the
  // wrong shape reads as absent (test/owner-redirect.test.ts).
  const page = context.page;
  const account = page.authenticatedAccount;
  const url = new URL(win.location.href);
  const framed = win.top !== win;
  // Aborted on destroy: the key listener ends, an open dialog goes, a pending action is dropped.
  const stop = new AbortController();
  const { signal } = stop;
  // A chunk that fails to load rejects with its address in the console: nothing to add here.
  const later = (action: AccountAction) =>
    import('./account-actions').then(
      (m) => signal.aborted || m.run(action, context.api, win, signal),
    );

  // A reloaded page goes on making the session's calls with its token (spec 000 §7).
  if (typeof account?.xsrfToken === 'string') {
    context.api.setDefaultHeader(SESSION_TOKEN_HEADER, account.xsrfToken);
  }
  const toConsole = () => {
    doc.cookie = `${PREVIEW_FRAME_COOKIE}=expanded;path=/;SameSite=Lax`; // before leaving (spec 000 §2)
    win.location.assign(configUrl(url));
  };
  // #region owner redirect
  if (skipIndex(page, url, !framed, keepNoredirect(win, url)) < 0) toConsole();
  // #endregion
  const off = context.events.on('login-required', () => later('login-required'));
  if (page.logoutConfirmation || doc.querySelector('[data-account-login]')) {
    later('page');
  }

  // #region editing-frame keys
  win.addEventListener(
    'keydown',
    (event) => {
      const action =
        !isTakenKey(event) &&
        keyAction(event, !!account, framed, page.websiteSettings?.useEscapeKeyToLogin === true);
      if (!action) return;
      event.preventDefault();
      if (action === 'toggle-panel') win.parent.postMessage(TOGGLE_PANEL_MESSAGE, url.origin);
      else if (action === 'return-to-admin') toConsole();
      else later(action);
    },
    { signal },
  );
  // #endregion
  return () => {
    off();
    stop.abort();
  };
}
