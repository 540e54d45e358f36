import { DAY_MS, MOBILE_MAX_WIDTH } from './popup-constants';
import type { PopupRecord } from './popup-record';
import type { PopupSettings } from './popup-settings';

/**
 * Whether the popup overlay shows (spec 000 §4, spec 002 §4), in the spec's order:
 * no stored record, shown; stored version older than the configured one, shown again;
 * submitted with showUntilSignup, not shown; displayFrequency -1, never again; otherwise shown
 * once displayFrequency days have passed since the closed date. A record without a closed
 * date (it was shown, never closed) shows again. Pure: `now` is milliseconds since the epoch.
 */
export function shouldShowPopup(
  settings: Pick<PopupSettings, 'version' | 'showUntilSignup' | 'displayFrequency'>,
  record: PopupRecord | undefined,
  now: number,
): boolean {
  if (!record) return true;
  if (record.version < settings.version) return true;
  if (record.submitted && settings.showUntilSignup) return false;
  if (settings.displayFrequency === -1) return false;
  const closed = record['date-closed'];
  if (closed === undefined) return true;
  return now >= closed + settings.displayFrequency * DAY_MS;
}

/** Whether the popup may show at this viewport width (enableMobile; mobile is ≤ 432 px). */
export function popupAllowedOnViewport(
  settings: Pick<PopupSettings, 'enableMobile'>,
  width: number,
): boolean {
  return settings.enableMobile || width > MOBILE_MAX_WIDTH;
}

/**
 * Whether the popup may show on the page at `pathname` (showOnPages, beyond the spec): an entry
 * matches the path itself or its last segment; '/' also answers to 'index.html'.
 */
export function popupAllowedOnPage(
  settings: Pick<PopupSettings, 'showOnPages'>,
  pathname: string,
): boolean {
  if (!settings.showOnPages) return true;
  const path = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return settings.showOnPages.some((page) => {
    const entry = page.trim();
    return entry === last || entry === path || `/${entry.replace(/^\/+/, '')}` === path;
  });
}
