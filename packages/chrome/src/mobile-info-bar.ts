import { isJsonObject, MobileBarStyle } from '@tessera/runtime';

/** Spec 002 §2, §9: the mobile info bar shows at viewports of 1024 px or less. */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;
/** The media query of that rule (CSS pixels of the layout viewport, as a stylesheet's). */
export const MOBILE_INFO_BAR_QUERY = `(max-width: ${MOBILE_INFO_BAR_MAX_WIDTH}px)`;

export type MobileInfoBarLook = 'light' | 'dark';

/**
 * The bar's look from websiteSettings.mobileInfoBarSettings.style (spec 002 §3: none 1, light 2,
 * dark 3): undefined for none, a missing style or any other value (no bar).
 */
export function mobileInfoBarLook(settings: unknown): MobileInfoBarLook | undefined {
  const style = isJsonObject(settings) ? settings.style : undefined;
  if (style === MobileBarStyle.LIGHT) return 'light';
  if (style === MobileBarStyle.DARK) return 'dark';
  return undefined;
}
