/**
 * What a returning visitor's browser holds, set on a Playwright context before its first page:
 *
 *   await rememberConsent(context, true); // accepted: no banner (false: declined)
 *   await rememberPopupClosed(context, { signedUp: true }); // the popup is not due
 *
 * The demo's popup is due 5 s into a page and its banner shows to a visitor who has not chosen;
 * a test of something else sets these so that neither covers what it clicks.
 */
import type { BrowserContext } from 'playwright-core';

/** The consent cookie (ss_cookieAllowed) of a visitor who chose; on `url`'s host, default 127.0.0.1. */
export function rememberConsent(
  context: BrowserContext,
  accepted: boolean,
  url = 'http://127.0.0.1/',
): Promise<void> {
  return context.addCookies([
    { name: 'ss_cookieAllowed', value: String(accepted), domain: new URL(url).hostname, path: '/' },
  ]);
}

/**
 * The popup's record (tessera-popup-overlay) of a visitor who closed version 1 on the page's
 * load: not due again within its displayFrequency; `signedUp`, never again under showUntilSignup.
 */
export async function rememberPopupClosed(
  context: BrowserContext,
  { signedUp }: { signedUp: boolean },
): Promise<void> {
  await context.addInitScript((submitted) => {
    const record = { 'date-closed': Date.now(), version: 1, submitted };
    localStorage.setItem('tessera-popup-overlay', JSON.stringify(record));
  }, signedUp);
}
