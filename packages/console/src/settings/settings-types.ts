import type { CookieSettings, PopupSettings } from '@tessera/consent';

/**
 * GET /api/console/settings: what the next page load will use (site.json merged with what the
 * owner saved). Fields beyond the typed ones are kept and sent back unchanged.
 */
export interface ConsoleSettings {
  cookieSettings: CookieSettings & Record<string, unknown>;
  popupOverlaySettings: PopupSettings & Record<string, unknown>;
  headerFooter: { header: string; footer: string };
}
