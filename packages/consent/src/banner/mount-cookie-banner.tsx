import { adoptStyles, getOverlayHost, mountOverlay, returnFocus } from '@tessera/ui';
import { type CookieSettingsInput, normalizeCookieSettings } from '../cookie-settings';
import type { CookieBannerHandlers, MountCookieBanner } from '../create-consent-controller';
import { CookieBanner } from './cookie-banner';

/**
 * The banner's stylesheet, adopted into the overlay host's shadow root. Colours come from the
 * site's custom properties (--tessera-* for light, --tessera-dark-* for dark) with fallbacks
 * that meet WCAG AA contrast (axe in the Chromium tests). Positions per spec 000 §4.
 */
const cookieBannerStyles = `[data-part=cookie-banner]{--_bg:var(--tessera-bg,#fff);--_fg:var(--tessera-fg,#1b1b1f);--_accent:var(--tessera-accent,#1a56db);--_accent-fg:var(--tessera-accent-fg,#fff);--_border:var(--tessera-border,#c9c9d0);position:fixed;box-sizing:border-box;display:flex;align-items:center;gap:12px 24px;padding:16px 24px;background:var(--_bg);color:var(--_fg);border:1px solid var(--_border);box-shadow:0 4px 24px #0003;font:inherit;pointer-events:auto}
[data-part=cookie-banner][data-theme=dark]{--_bg:var(--tessera-dark-bg,#1e1e22);--_fg:var(--tessera-dark-fg,#f2f2f5);--_accent:var(--tessera-dark-accent,#8ab4f8);--_accent-fg:var(--tessera-dark-accent-fg,#111114);--_border:var(--tessera-dark-border,#4a4a52)}
[data-variant=bar]{left:0;right:0;border-width:1px 0}
[data-position=top]{top:0}[data-position=bottom]{bottom:0}
[data-variant=popup]{flex-direction:column;align-items:stretch;width:min(400px,calc(100vw - 32px));border-radius:8px}
[data-position^=top_]{top:16px}[data-position^=bottom_]{bottom:16px}
[data-position$=_left]{left:16px}[data-position$=_right]{right:16px}
[data-part=text]{flex:1;min-width:0}[data-part=text] p{margin:0 0 .5em}[data-part=text] p:last-child{margin:0}
[data-part=text] a{color:inherit;text-decoration:underline}
[data-part=actions]{display:flex;gap:8px;justify-content:flex-end;flex-shrink:0}
[data-part=cookie-banner] button{font:inherit;cursor:pointer;border-radius:4px;min-height:44px;min-width:44px;padding:8px 16px;border:1px solid var(--_accent);background:var(--_accent);color:var(--_accent-fg)}
[data-cta=text] button{background:none;border-color:transparent;color:var(--_fg);text-decoration:underline}
[data-cta=icon] button{display:inline-flex;align-items:center;justify-content:center;padding:8px;background:none;border-color:transparent;color:var(--_fg)}
[data-cta=icon] svg{fill:none;stroke:currentColor;stroke-width:2.5;stroke-linecap:round}
[data-part=preferences]{order:-1}[data-part=cookie-banner] [data-part=preferences]{background:none;color:var(--_fg);border-color:var(--_border);padding:8px 12px}
[data-part=cookie-banner] button:focus-visible{outline:3px solid var(--_accent);outline-offset:2px}
[data-cta=text] button:focus-visible,[data-cta=icon] button:focus-visible{outline-color:var(--_fg)}
@media (max-width:432px){[data-part=cookie-banner]{flex-direction:column;align-items:stretch}[data-variant=popup]{left:8px;right:8px;width:auto}}`;

/**
 * Renders the banner into the overlay host (the lazily loaded UI of the consent controller);
 * returns the function that removes it. The settings are resolved here, so that the policy's
 * chunk never carries the banner's texts and layout rules.
 */
export const mountCookieBanner: MountCookieBanner = (
  settings: CookieSettingsInput,
  handlers: CookieBannerHandlers,
  options: { focus: boolean; document?: Document },
) => {
  const doc = options.document ?? document;
  adoptStyles('cookie-banner', cookieBannerStyles, doc);
  const given = (settings as { messages?: { preferencesCta?: unknown } }).messages?.preferencesCta;
  // The element that had focus before focus entered the banner (null: none, or the page's start).
  let from: Element | null = null;
  const { onPreferences } = handlers;
  const unmount = mountOverlay(
    <CookieBanner
      {...handlers}
      onPreferences={onPreferences && (() => onPreferences(from))}
      preferencesText={typeof given === 'string' && given.trim() ? given.trim() : undefined}
      settings={normalizeCookieSettings(settings)}
      focus={options.focus}
    />,
    { name: 'cookie-banner', document: doc },
  );
  const { root } = getOverlayHost(doc);
  const banner = root.querySelector('[data-part=cookie-banner]');
  const onFocusIn = (event: Event) => {
    const previous = (event as FocusEvent).relatedTarget as Element | null;
    if (!banner?.contains(previous)) from = previous;
  };
  banner?.addEventListener('focusin', onFocusIn);
  return () => {
    // A choice made from the keyboard removes the focused button: focus goes back (APG).
    const hadFocus = banner?.contains(root.activeElement) ?? false;
    banner?.removeEventListener('focusin', onFocusIn);
    unmount();
    if (hadFocus) returnFocus(from, doc);
  };
};
