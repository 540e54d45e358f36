/**
 * What the account feature imports only when it has work: the login dialog, the logout and the
 * logout confirmation (a chunk of its own in the script build, so the feature itself stays
 * within 0.5 kB).
 */
import type { Api } from '@tessera/runtime';
import { createDialog } from '@tessera/ui';
import { logOut, logoutDestination } from './log-out';
import { accountMessages } from './messages';

export { showLoginDialog } from './show-login-dialog';

/** Logs out, then goes to the site root (or the framed page) with logout=true. */
export async function logOutAndLeave(api: Api, win: Window, framed: boolean): Promise<void> {
  await logOut(api);
  win.location.assign(logoutDestination(new URL(win.location.href), framed));
}

/** The confirmation a logout=true address shows (spec 000 §2); aborting removes it. */
export function showLogoutConfirmation(doc: Document, signal: AbortSignal): Promise<unknown> {
  const dialog = createDialog({
    title: accountMessages.logoutTitle,
    message: accountMessages.logoutMessage,
    style: 'confirm-only',
    document: doc,
  });
  signal.addEventListener('abort', () => dialog.destroy(), { once: true });
  return dialog.show();
}
