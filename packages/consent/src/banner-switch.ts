import type { ConsentDecision } from './consent-decision';
import { shouldShowCookieBanner } from './consent-decision';
import type { CookiePolicy } from './cookie-policy';
import type { CookieSettingsInput } from './cookie-settings';

/** What the banner's buttons do. */
export interface CookieBannerHandlers {
  onAccept(): void;
  onDecline(): void;
}

/**
 * Renders the banner from the settings (raw or resolved: the banner resolves them in its own
 * chunk); returns the function that removes it (the lazily loaded UI module).
 */
export type MountCookieBanner = (
  settings: CookieSettingsInput,
  handlers: CookieBannerHandlers,
  options: { focus: boolean },
) => () => void;

export interface BannerSwitchOptions {
  document: Document;
  /** Loads the banner UI on first need. Without one, the banner logic runs headless. */
  loadBanner?: () => Promise<MountCookieBanner>;
  policy: {
    input(): unknown;
    policy(): CookiePolicy;
    decision(): ConsentDecision | undefined;
    decide(next: ConsentDecision, source: 'banner'): void;
  };
}

export interface BannerSwitch {
  /** Whether the banner should be on screen now. */
  visible(): boolean;
  /**
   * Remounts the banner with the current settings, or removes it (spec 000 §4 events); with
   * `forced`, first mounts it forced or lifts the forced state.
   */
  remount(forced?: boolean): void;
  /** Shows the banner again so the visitor can change a decision; focus returns after. */
  open(): void;
  /** A decision was made: the banner goes, forced or reopened, and focus returns. */
  decided(): void;
  destroy(): void;
}

/**
 * When the cookie banner is on screen (spec 000 §4): shown while the settings enable it and no
 * decision is stored, forced, or reopened; its UI chunk is imported the first time it shows.
 */
export function createBannerSwitch(options: BannerSwitchOptions): BannerSwitch {
  const doc = options.document;
  const { policy } = options;
  let forced = false;
  let reopened = false;
  let destroyed = false;
  let unmount: (() => void) | undefined;
  let mountToken = 0;
  let opener: HTMLElement | undefined;

  const visible = () =>
    reopened || shouldShowCookieBanner(policy.policy(), policy.decision(), forced);

  const hide = () => {
    mountToken++;
    unmount?.();
    unmount = undefined;
  };

  const show = (focus: boolean) => {
    const token = ++mountToken;
    options.loadBanner?.().then(
      (mount) => {
        if (destroyed || token !== mountToken) return;
        const handlers = {
          onAccept: () => policy.decide('accepted', 'banner'),
          onDecline: () => policy.decide('declined', 'banner'),
        };
        unmount = mount(policy.input() as CookieSettingsInput, handlers, { focus });
      },
      (error: unknown) => console.error('[tessera] the cookie banner failed to load', error),
    );
  };

  if (visible()) show(false);

  return {
    visible,
    remount(next) {
      if (next !== undefined) forced = next;
      hide();
      if (visible()) show(false);
    },
    open() {
      // Focus goes back here after the choice (the banner took it to its first button).
      const active = doc.activeElement;
      opener =
        active instanceof (doc.defaultView ?? globalThis).HTMLElement && active !== doc.body
          ? active
          : undefined;
      reopened = true;
      hide();
      show(true);
    },
    decided() {
      forced = false;
      reopened = false;
      hide();
      if (opener?.isConnected) opener.focus();
      opener = undefined;
    },
    destroy() {
      destroyed = true;
      hide();
    },
  };
}
