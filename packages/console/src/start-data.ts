import { CONSOLE_BOOTSTRAP_ELEMENT_ID } from '@tessera/runtime';

type ConsoleRole = 'owner' | 'viewer';

/** What the server tells the console about the session and the site, once per page load. */
export interface ConsoleStartData {
  account: { id: string; email: string; role: ConsoleRole };
  /** false for a viewer: every setting is read-only and no write is offered. */
  canEdit: boolean;
  /** Sent as X-XSRF-Token with every call (spec 000 §7). */
  xsrfToken: string;
  /** The same-site path and search the preview frame shows ("/" when none was asked for). */
  frameUrl: string;
  siteTitle: string;
  websiteId: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A same-site path: the server reduces frameUrl to one; anything else falls back to "/". */
function framePath(value: unknown): string {
  return isText(value) && value.startsWith('/') && !/^\/[/\\]/.test(value) ? value : '/';
}

/**
 * Reads the start data from `<script type="application/json" id="tessera-console">`. Returns
 * undefined when it is missing or malformed (the console then shows its load error instead of
 * calling the server with no token).
 */
export function readStartData(doc: Document): ConsoleStartData | undefined {
  const element = doc.getElementById(CONSOLE_BOOTSTRAP_ELEMENT_ID);
  if (element?.getAttribute('type') !== 'application/json') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
  if (raw === null || typeof raw !== 'object') return undefined;
  const data = raw as Record<string, unknown>;
  const account = data.account as Record<string, unknown> | null | undefined;
  if (!account || !isText(account.id) || !isText(account.email) || !isText(data.xsrfToken)) {
    return undefined;
  }
  if (account.role !== 'owner' && account.role !== 'viewer') return undefined;
  return {
    account: { id: account.id, email: account.email, role: account.role },
    // Only an owner may write, whatever the flag says: the server refuses a viewer anyway.
    canEdit: data.canEdit === true && account.role === 'owner',
    xsrfToken: data.xsrfToken,
    frameUrl: framePath(data.frameUrl),
    siteTitle: isText(data.siteTitle) ? data.siteTitle : '',
    websiteId: isText(data.websiteId) ? data.websiteId : '',
  };
}
