import { logoutDestination } from '@tessera/account';
import { ACCOUNT_SESSION_PATH } from '@tessera/runtime';
import type { ConsoleApi } from './console-api';
import { ConsoleApiError } from './console-api-error';

function isCrumbFail(error: unknown): boolean {
  const body = error instanceof ConsoleApiError ? error.body : undefined;
  return (
    body !== null &&
    typeof body === 'object' &&
    (body as { crumbFail?: unknown }).crumbFail === true
  );
}

/**
 * Shift+Escape and the Log out button (spec 000 §2, §7): DELETE the session, once more when the
 * answer reports crumbFail (the server has just set the crumb), then the site root with
 * logout=true, where the site shows 'Logout Successful'. A session that has already ended (401)
 * is logged out as well.
 */
export async function logOutOfConsole(
  api: ConsoleApi,
  navigateAway: (url: string) => void,
  here: URL,
): Promise<void> {
  try {
    await api.send('DELETE', ACCOUNT_SESSION_PATH);
  } catch (error) {
    if (isCrumbFail(error)) await api.send('DELETE', ACCOUNT_SESSION_PATH);
    else if (!(error instanceof ConsoleApiError && error.status === 401)) throw error;
  }
  navigateAway(logoutDestination(here, false));
}
