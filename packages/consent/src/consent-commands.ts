import type { EventBus, TesseraEvents } from '@tessera/runtime';
import type { ConsentDecision, ConsentSource } from './consent-decision';
import type { CookieSettingsInput } from './cookie-settings';

/*
 * The consent events on the page's event bus (the commands the controller answers, and the
 * change it raises), and the one listener for the commands.
 */

/** What `consent:change` carries: the new decision, where it came from, and its effect. */
export interface ConsentChange {
  /** 'accepted' when every purpose is granted (ss_cookieAllowed=true), else 'declined'. */
  decision: ConsentDecision;
  /** The purposes granted besides 'necessary': 'all' after an accept of everything. */
  purposes: readonly string[] | 'all';
  source: ConsentSource;
  /** Whether the visitor-tracking cookies may be set (the 'analytics' purpose). */
  trackingAllowed: boolean;
}

/**
 * A choice: everything ('accepted'), nothing but 'necessary' ('declined'), or the purposes the
 * visitor granted (a choice that grants every offered purpose counts as 'accepted').
 */
export type ConsentChoice = ConsentDecision | { purposes: readonly string[] };

/** Whether a `consent:decide` detail is a choice (anything else from a page script is ignored). */
export function isConsentChoice(detail: unknown): detail is ConsentChoice {
  if (detail === 'accepted' || detail === 'declined') return true;
  const purposes = (detail as { purposes?: unknown } | null)?.purposes;
  return Array.isArray(purposes) && purposes.every((purpose) => typeof purpose === 'string');
}

/**
 * The consent events on the page's event bus. The force, update and unforce events are the
 * spec's (spec 000 §4); their names are our choice (the spec does not show them).
 */
export interface ConsentEvents {
  /** Mounts the banner forced (shown whatever the cookie holds), with optional new settings. */
  'cookie-banner:force': CookieSettingsInput | undefined;
  /** Remounts the banner with new settings. */
  'cookie-banner:update': CookieSettingsInput;
  /** Removes the forced state and remounts with the supplied settings. */
  'cookie-banner:unforce': CookieSettingsInput;
  /** Reopens the banner so the visitor can change a decision ("Cookie settings" link). */
  'cookie-banner:open': undefined;
  /** Opens the preferences dialog (purposes one by one). */
  'consent:preferences': undefined;
  /** Records a choice made outside the banner (the public API). */
  'consent:decide': ConsentChoice;
  /** Raised after every decision. */
  'consent:change': ConsentChange;
}

export const CONSENT_EVENTS = {
  force: 'cookie-banner:force',
  update: 'cookie-banner:update',
  unforce: 'cookie-banner:unforce',
  open: 'cookie-banner:open',
  preferences: 'consent:preferences',
  decide: 'consent:decide',
  change: 'consent:change',
} as const satisfies Record<string, keyof ConsentEvents>;

/**
 * Marks a link or button that reopens the banner: `<a href="#" data-consent-open>`; with the
 * value `preferences` it opens the preferences dialog.
 */
export const OPEN_ATTRIBUTE = 'data-consent-open';

/** The bus events the consent controller answers (all of CONSENT_EVENTS but the change). */
type ConsentCommand = Exclude<keyof ConsentEvents, 'consent:change'>;

/** One command with its detail, as raised. */
export type ConsentCommandCall = { [K in ConsentCommand]: [K, ConsentEvents[K]] }[ConsentCommand];

/**
 * Hands every consent command to `answer`: the spec's banner events and the public API's decide
 * on the bus (spec 000 §4), and a click on a "Cookie settings" link (`[data-consent-open]`) as
 * an open. Returns the function that stops listening. One abort signal carries every listener,
 * so the waiting page feature needs no more code than this to clean up.
 */
export function listenForConsentCommands(
  bus: Pick<EventBus<TesseraEvents>, 'on'> | undefined,
  doc: Document,
  answer: (call: ConsentCommandCall) => void,
): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  // Every consent event but the change, which the controller raises itself.
  for (const name of bus ? Object.values(CONSENT_EVENTS) : []) {
    if (name === CONSENT_EVENTS.change) continue;
    const off = bus!.on(name, (detail) => answer([name, detail] as ConsentCommandCall));
    signal.addEventListener('abort', off, { once: true });
  }
  doc.addEventListener(
    'click',
    (event) => {
      const opener = (event.target as Element | null)?.closest?.(`[${OPEN_ATTRIBUTE}]`);
      if (!opener) return;
      event.preventDefault();
      const preferences = opener.getAttribute(OPEN_ATTRIBUTE) === 'preferences';
      answer([preferences ? CONSENT_EVENTS.preferences : CONSENT_EVENTS.open, undefined]);
    },
    { signal },
  );
  return () => listening.abort();
}
