import { createApi } from '@tessera/runtime';
import { useEffect, useRef } from 'react';
import { CONSENT_EVENTS } from '../consent-commands';
import type { CookieSettingsInput } from '../cookie-settings';
import { createCookieConsent } from '../create-cookie-consent';
import { consentBus, scriptTagBus } from './consent-bus';

export interface CookieBannerProps {
  /** The banner's settings (spec 000 §3); every key and value typed. Default: the spec's. */
  settings?: CookieSettingsInput;
  /**
   * The Tessera server that stores proof-of-consent records (POST /api/consent/record): its
   * origin, '' for this page's. Default none: no record is sent, no call is made.
   */
  endpoint?: { tessera: string };
}

/**
 * The page's consent controller with its cookie banner and preferences dialog, as the script
 * tag runs them (createCookieConsent): the banner shows in the overlay host while the settings
 * enable it and no choice is stored, or when useConsent().reopen() asks. Renders nothing in the
 * React tree (and nothing on the server). On a page that also runs the script tag, the script's
 * controller is the page's: this one stands aside, so that one controller writes the cookies.
 */
export function CookieBanner({ settings, endpoint }: CookieBannerProps): null {
  const given = useRef(settings);
  given.current = settings;
  const serialized = JSON.stringify(settings ?? {});
  const started = useRef<string | undefined>(undefined);
  const tessera = endpoint?.tessera;

  useEffect(() => {
    if (scriptTagBus()) {
      console.warn(
        '[tessera] <CookieBanner>: the page runs the script tag, whose consent controller serves useConsent; this one stays off.',
      );
      return;
    }
    const consent = createCookieConsent({
      settings: given.current ?? {},
      events: consentBus(),
      api: tessera === undefined ? undefined : createApi({ baseUrl: tessera || undefined }),
      loadBanner: () =>
        import('../banner/mount-cookie-banner').then((module) => module.mountCookieBanner),
      loadPreferences: () =>
        import('../preferences/mount-consent-preferences').then(
          (module) => module.mountConsentPreferences,
        ),
    });
    started.current = JSON.stringify(given.current ?? {});
    return () => {
      started.current = undefined;
      consent.destroy();
    };
  }, [tessera]);

  // New settings remount the banner with them (spec 000 §4's update event).
  useEffect(() => {
    if (started.current === undefined || started.current === serialized) return;
    started.current = serialized;
    consentBus().emit(CONSENT_EVENTS.update, given.current ?? {});
  }, [serialized]);
  return null;
}
