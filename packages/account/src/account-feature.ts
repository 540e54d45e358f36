/**
 * The account page feature (declared in this package's package.json): loaded when the page
 * context holds a session (authenticatedAccount), the site turns useEscapeKeyToLogin on, the
 * page follows a logout (logoutConfirmation), the page has a `[data-account-login]` button, or a
 * data-layer call answers loginRequired. This
 * chunk decides the owner redirect and listens for the editing-frame keys; the dialogs and the
 * logout come from one chunk imported when there is work for them.
 */
import {
  type BlockContext,
  checkPageContext,
  createCleanupStore,
  type Destroy,
  writeCookie,
  XSRF_TOKEN_HEADER,
} from '@tessera/runtime';
import {
  NOREDIRECT_PARAMETER,
  NOREDIRECT_STORAGE_KEY,
  PREVIEW_FRAME_COOKIE,
  TOGGLE_PANEL_MESSAGE,
} from './account-constants';
import { type EditingFrameState, editingFrameKeyAction } from './editing-frame-keys';
import { isLogoutConfirmationUrl } from './log-out';
import { configUrl, ownerRedirect } from './owner-redirect';

type Actions = typeof import('./account-actions');

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
  if (event.defaultPrevented || event.isComposing) return true;
  return event.composedPath().some((node) => {
    const element = node as HTMLElement;
    return (
      element.isContentEditable ||
      /^(INPUT|TEXTAREA|SELECT|DIALOG)$/.test(element.nodeName ?? '') ||
      element.getAttribute?.('aria-modal') === 'true'
    );
  });
}

export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const page = checkPageContext(context.page);
  const account = page.authenticatedAccount;
  const url = new URL(win.location.href);
  const framed = win.top !== win;
  const store = createCleanupStore();
  const dialogs = new AbortController();
  store.add(() => dialogs.abort());
  let destroyed = false;
  const actions = (run: (module: Actions) => unknown) =>
    import('./account-actions').then(
      (module) => destroyed || run(module),
      (error: unknown) => console.error('[tessera] account: the dialogs failed to load', error),
    );

  // A reloaded page goes on making the session's calls with its token (spec 000 §7).
  if (typeof account?.xsrfToken === 'string') {
    context.api.setDefaultHeader(XSRF_TOKEN_HEADER, account.xsrfToken);
  }
  const decision = ownerRedirect({
    page,
    url,
    topFrame: !framed,
    noredirectStored: keepNoredirect(win, url),
  });
  const toConsole = (address: string) => {
    writeCookie(PREVIEW_FRAME_COOKIE, 'expanded', {}, doc); // before leaving (spec 000 §2)
    win.location.assign(address);
  };
  if (decision.redirect) toConsole(decision.redirect);
  const logIn = (reload: boolean) =>
    actions(async (module) => {
      if (
        (await module.showLoginDialog(context.api, { document: doc, signal: dialogs.signal })) &&
        reload
      ) {
        win.location.reload(); // the page context now has the session (and its redirect)
      }
    });
  store.add(context.events.on('login-required', () => logIn(false)));
  // A refused member-only or locked page offers a login button (the server renders it).
  store.listen(doc, 'click', (event) => {
    if ((event.target as Element).closest?.('[data-account-login]')) logIn(true);
  });
  if (isLogoutConfirmationUrl(url))
    actions((module) => module.showLogoutConfirmation(doc, dialogs.signal));

  const state: EditingFrameState = {
    loggedIn: !!account,
    framed,
    useEscapeKeyToLogin: page.websiteSettings?.useEscapeKeyToLogin === true,
  };
  store.listen(win, 'keydown', (event) => {
    const action = isTakenKey(event) ? undefined : editingFrameKeyAction(event, state);
    if (!action) return;
    event.preventDefault();
    if (action === 'toggle-panel') win.parent.postMessage(TOGGLE_PANEL_MESSAGE, url.origin);
    else if (action === 'return-to-admin') toConsole(configUrl(url));
    else if (action === 'log-in') logIn(true);
    else actions((module) => module.logOutAndLeave(context.api, win, framed));
  });
  return () => {
    destroyed = true;
    store.clear();
  };
}
