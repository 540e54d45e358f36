import { adoptStyles, mountOverlay } from '@tessera/ui';
import type { CookieSettings } from '../cookie-settings';
import type { CookieBannerHandlers, MountCookieBanner } from '../create-cookie-consent';
import { CookieBanner } from './cookie-banner';
import { cookieBannerStyles } from './cookie-banner-styles';

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
