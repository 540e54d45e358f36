import { useEffect, useMemo, useRef } from 'react';
import { allowsDecline } from '../consent-decision';
import { consentMessages } from '../consent-messages';
import type { CookieSettings } from '../cookie-settings';
import { sanitizeRichText } from '../sanitize-rich-text';

export interface CookieBannerProps {
  settings: CookieSettings;
  onAccept(): void;
  onDecline(): void;
  /** Opens the preferences dialog; without it the banner has no Preferences button. */
  onPreferences?(): void;
  /** The Preferences button's text. Default 'Preferences'. */
  preferencesText?: string;
  /** Move focus to the first button (when the visitor reopened the banner). */
  focus?: boolean;
  /** Accessible name of the region. Default 'Cookie banner'. */
  label?: string;
}

/** Accept as a tick, decline as a cross: the ICON variant (names come from aria-label). */
const ICONS = {
  accept: 'M4 12.5l5 5L20 6.5',
  decline: 'M6 6l12 12M18 6L6 18',
} as const;

function CtaButton(props: {
  kind: 'accept' | 'decline';
  text: string;
  variant: CookieSettings['cookieBannerCtaVariant'];
  onClick(): void;
}) {
  const icon = props.variant === 'ICON';
  return (
    <button
      type="button"
      data-part={props.kind}
      onClick={props.onClick}
      aria-label={icon ? props.text : undefined}
      title={icon ? props.text : undefined}
    >
      {icon ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={ICONS[props.kind]} />
        </svg>
      ) : (
        props.text
      )}
    </button>
  );
}

/**
 * The cookie banner (spec 000 §2, §4): a non-modal region, a bar at the top or bottom or a
 * corner popup, in the light or dark theme, with the accept button and, for OPT_IN_AND_OUT,
 * the decline button of equal weight (same size and style), and a Preferences button when the
 * preferences dialog is available. It never traps focus: the page stays usable.
 */
export function CookieBanner({
  settings,
  onAccept,
  onDecline,
  onPreferences,
  preferencesText,
  focus,
  label,
}: CookieBannerProps) {
  const region = useRef<HTMLElement>(null);
  const html = useMemo(
    () => sanitizeRichText(settings.cookieBannerText, region.current?.ownerDocument ?? document),
    [settings.cookieBannerText],
  );
  useEffect(() => {
    if (focus) region.current?.querySelector('button')?.focus();
  }, [focus]);
  const variant = settings.cookieBannerCtaVariant;
  return (
    <section
      ref={region}
      aria-label={label ?? consentMessages.bannerLabel}
      data-part="cookie-banner"
      data-theme={settings.cookieBannerTheme.toLowerCase()}
      data-variant={settings.cookieBannerVariant.toLowerCase()}
      data-position={settings.cookieBannerPosition.toLowerCase()}
      data-cta={variant.toLowerCase()}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText */}
      <div data-part="text" dangerouslySetInnerHTML={{ __html: html }} />
      <div data-part="actions">
        {onPreferences && (
          <button type="button" data-part="preferences" onClick={onPreferences}>
            {preferencesText ?? consentMessages.preferencesCta}
          </button>
        )}
        {allowsDecline(settings) && (
          <CtaButton
            kind="decline"
            text={settings.cookieBannerOptOutCtaText}
            variant={variant}
            onClick={onDecline}
          />
        )}
        <CtaButton
          kind="accept"
          text={settings.cookieBannerCtaText}
          variant={variant}
          onClick={onAccept}
        />
      </div>
    </section>
  );
}
