import { adoptStyles, mountOverlay } from '@tessera/ui';
import { type CookieSettingsInput, normalizeCookieSettings } from '../cookie-settings';
import type { CookieBannerHandlers, MountCookieBanner } from '../create-consent-controller';
import { CookieBanner } from './cookie-banner';
import { cookieBannerStyles } from './cookie-banner-styles';

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
  adoptStyles('cookie-banner', cookieBannerStyles, options.document);
  return mountOverlay(
    <CookieBanner
      {...handlers}
      settings={normalizeCookieSettings(settings)}
      focus={options.focus}
    />,
    { name: 'cookie-banner', document: options.document },
  );
};
