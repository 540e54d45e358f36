/**
 * What the account feature imports only when it has work: the login dialog, the logout, the
 * logout confirmation and the login buttons of a refused page (a chunk of its own in the script
 * build, so that a visitor with a session fetches it only when there is a dialog or a call).
 */
import type { Api } from '@tessera/runtime';
import { createDialog } from '@tessera/ui';
import { isLogoutConfirmationUrl, logOut, logoutDestination } from './log-out';
import { accountMessages } from './messages';
import { showLoginDialog } from './show-login-dialog';

/** What the feature hands over: the data layer, the window, whether it is framed, its end. */
interface AccountEnvironment {
  api: Api;
  win: Window;
  framed: boolean;
  /** Aborted when the feature is destroyed: open dialogs go, listeners end. */
  signal: AbortSignal;
}

/**
 * What the feature asks for: 'log-in' (Escape with useEscapeKeyToLogin: reloads after the login,
 * so the page context holds the session), 'log-out' (Shift+Escape), 'login-required' (a call
 * answered loginRequired: no reload, the caller tries again with the header) and 'page' (the
 * logout confirmation and the login buttons of a refused page).
 */
export type AccountAction = 'log-in' | 'log-out' | 'login-required' | 'page';

/**
 * Does `action` for the feature.
 * @public (the feature calls it through its lazy import, which knip does not follow)
 */
export function run(action: AccountAction, api: Api, win: Window, signal: AbortSignal): unknown {
  const environment = { api, win, framed: win.top !== win, signal };
  if (action === 'page') return startPage(environment);
  return action === 'log-out'
    ? logOutAndLeave(environment)
    : logIn(environment, action === 'log-in');
}

/** Opens the login dialog; with `reload`, reloads after a login (the context gets the session). */
async function logIn(environment: AccountEnvironment, reload: boolean): Promise<void> {
  const { api, win, signal } = environment;
  const session = await showLoginDialog(api, { document: win.document, signal });
  if (session && reload) win.location.reload();
}

/** Logs out, then goes to the site root (or the framed page) with logout=true. */
async function logOutAndLeave(environment: AccountEnvironment): Promise<void> {
  const { api, win, framed } = environment;
  await logOut(api);
  win.location.assign(logoutDestination(new URL(win.location.href), framed));
}

/**
 * The page's own work: the logout confirmation on a logout=true address (spec 000 §2), and the
 * `[data-account-login]` buttons (a refused member-only or locked page) opening the login.
 */
function startPage(environment: AccountEnvironment): void {
  const { win, signal } = environment;
  const doc = win.document;
  doc.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest?.('[data-account-login]'))
        void logIn(environment, true);
    },
    { signal },
  );
  if (!isLogoutConfirmationUrl(new URL(win.location.href))) return;
  const dialog = createDialog({
    title: accountMessages.logoutTitle,
    message: accountMessages.logoutMessage,
    style: 'confirm-only',
    document: doc,
  });
  signal.addEventListener('abort', () => dialog.destroy(), { once: true });
  void dialog.show();
}
