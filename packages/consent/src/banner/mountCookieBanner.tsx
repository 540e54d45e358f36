import { adoptStyles, mountOverlay } from '@tessera/ui';
import type { CookieSettings } from '../cookieSettings';
import type { CookieBannerHandlers, MountCookieBanner } from '../createCookieConsent';
import { CookieBanner } from './CookieBanner';
import { cookieBannerStyles } from './cookieBannerStyles';

/**
 * Renders the banner into the overlay host (the lazily loaded UI of the consent controller);
 * returns the function that removes it.
 */
export const mountCookieBanner: MountCookieBanner = (
  settings: CookieSettings,
  handlers: CookieBannerHandlers,
  options: { focus: boolean; document?: Document },
) => {
  adoptStyles('cookie-banner', cookieBannerStyles, options.document);
  return mountOverlay(
    <CookieBanner
      settings={settings}
      onAccept={handlers.onAccept}
      onDecline={handlers.onDecline}
      focus={options.focus}
    />,
    { name: 'cookie-banner', document: options.document },
  );
};
