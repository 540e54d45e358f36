/**
 * The account page feature (declared in this package's package.json): loaded when the page
 * context holds a session (authenticatedAccount), the site turns useEscapeKeyToLogin on, the
 * page follows a logout (logoutConfirmation), the page has a `[data-account-login]` button, or a
 * data-layer call answers loginRequired. This chunk is what a visitor with a session pays for
 * (771 B brotli, importing no other chunk; README "Size"), so it holds only what has to run at
 * once: the session's header, the owner redirect and the editing-frame keys' decision (the
 * default of a key this page handles is prevented while the event is dispatched). What a decided
 * action does with a dialog or a call (login, logout, the confirmation, login buttons) is in the
 * account-actions chunk, imported when there is one. The `#region` comments mark the two parts
 * issue 18 sizes (the redirect and the keys at most 0.5 kB): bench/account builds the chunk
 * without each; they add 468-471 B.
 *
 * The redirect's rules and the keys' are written out here rather than called through
 * ownerRedirectSkipIndex and editingFrameKeyAction, which state the same rules for the console
 * and for other code: a call with arguments costs the chunk 30-36 B each (terser inlines it with
 * a variable per argument), 7% of issue 18's 0.5 kB. test/account-feature-rules.test.ts runs this
 * feature through every case of those functions and holds the two to the same answers.
 */
import type { BlockContext, Destroy } from '@tessera/runtime';
import type { AccountAction } from './account-actions';
import {
  CONFIG_PATH,
  NOREDIRECT_PARAMETER,
  NOREDIRECT_STORAGE_KEY,
  PREVIEW_FRAME_COOKIE,
  SESSION_TOKEN_HEADER,
  TOGGLE_PANEL_MESSAGE,
} from './account-constants';
import { LOCAL_HOST } from './is-local-host';
import { FRAME_URL_PREFIX, VIEWER } from './owner-redirect';

export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  // Not checkPageContext (a chunk of its own): each field read here is compared with `=== true`,
  // tested for a string or indexed by the account's id, so one of the wrong shape reads as absent.
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
    win.location.href = FRAME_URL_PREFIX + encodeURIComponent(url.pathname + url.search);
  };
  // #region owner redirect
  let noredirect = url.searchParams.has(NOREDIRECT_PARAMETER);
  // Kept for the rest of the tab's session (spec 002 §2), as 'true'; with storage disabled, the
  // query flag still counts for this page.
  try {
    if (noredirect) win.sessionStorage[NOREDIRECT_STORAGE_KEY] = true;
    else noredirect = !!win.sessionStorage[NOREDIRECT_STORAGE_KEY];
  } catch {}
  // ownerRedirectSkipIndex's rules. An account the roles map does not list is the owner (1); an
  // empty list (a site member, no role) is every() of nothing: it stays, as a viewer-only one does.
  const stays =
    !account ||
    url.pathname.startsWith(CONFIG_PATH) ||
    noredirect ||
    LOCAL_HOST.test(url.hostname) ||
    page.website?.developerMode === true ||
    page.website?.cloneable === true ||
    [page.websiteRoles?.[account.id as string] ?? 1]
      .flat()
      .every((role) => VIEWER.test(role as string)) ||
    framed;
  if (!stays) toConsole();
  // #endregion
  const off = context.events.on('login-required', () => later('login-required'));
  if (page.logoutConfirmation || doc.querySelector('[data-account-login]')) {
    later('page');
  }
  // #region editing-frame keys
  win.addEventListener(
    'keydown',
    (event) => {
      // editingFrameKeyAction's rules (the panel's message goes to a parent of this origin only).
      // Left alone: a key another handler took, one typed into a field or handled by a dialog.
      if (
        event.key !== 'Escape' ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.defaultPrevented ||
        event
          .composedPath()
          .some(
            (node) =>
              (node as HTMLElement).isContentEditable ||
              (node as Element).matches?.('input,textarea,select,dialog'),
          )
      ) {
        return;
      }
      if (account) {
        event.preventDefault();
        if (event.shiftKey) later('log-out');
        else if (framed) win.parent.postMessage(TOGGLE_PANEL_MESSAGE, '/');
        else toConsole();
      } else if (!event.shiftKey && page.websiteSettings?.useEscapeKeyToLogin === true) {
        event.preventDefault();
        later('log-in');
      }
    },
    { signal },
  );
  // #endregion
  return () => {
    off();
    stop.abort();
  };
}
