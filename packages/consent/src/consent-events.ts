import type { ConsentDecision, ConsentSource } from './consent-decision';
import type { CookieSettingsInput } from './cookie-settings';

/** What `consent:change` carries: the new decision, where it came from, and its effect. */
export interface ConsentChange {
  decision: ConsentDecision;
  source: ConsentSource;
  trackingAllowed: boolean;
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
  /** Records a decision made outside the banner (the public API). */
  'consent:decide': ConsentDecision;
  /** Raised after every decision. */
  'consent:change': ConsentChange;
}

export const CONSENT_EVENTS = {
  force: 'cookie-banner:force',
  update: 'cookie-banner:update',
  unforce: 'cookie-banner:unforce',
  open: 'cookie-banner:open',
  decide: 'consent:decide',
  change: 'consent:change',
} as const satisfies Record<string, keyof ConsentEvents>;

/** Marks a link or button that reopens the banner: `<a href="#" data-consent-open>`. */
export const OPEN_ATTRIBUTE = 'data-consent-open';
