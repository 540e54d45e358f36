import type {
  CookieBannerBarPosition,
  CookieBannerPopupPosition,
  CookieBannerPosition,
  CookieBannerVariant,
} from './cookie-settings';

const BAR_POSITIONS: readonly string[] = ['TOP', 'BOTTOM'];
const POPUP_POSITIONS: readonly string[] = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'];

/**
 * The position the banner takes for its variant (spec 000 §4): a bar keeps TOP or BOTTOM and
 * maps a popup position to the bar on the same edge; a popup keeps its corner and maps a bar
 * position to the left-hand corner on that edge. Missing or unknown: BOTTOM for a bar,
 * BOTTOM_LEFT for a popup.
 */
export function bannerPosition(variant: 'BAR', position: unknown): CookieBannerBarPosition;
export function bannerPosition(variant: 'POPUP', position: unknown): CookieBannerPopupPosition;
export function bannerPosition(
  variant: CookieBannerVariant,
  position: unknown,
): CookieBannerPosition;
export function bannerPosition(
  variant: CookieBannerVariant,
  position: unknown,
): CookieBannerPosition {
  const value = typeof position === 'string' ? position.trim().toUpperCase() : '';
  const known = BAR_POSITIONS.includes(value) || POPUP_POSITIONS.includes(value);
  const edge = known && value.startsWith('TOP') ? 'TOP' : 'BOTTOM';
  if (variant === 'BAR') return edge;
  if (POPUP_POSITIONS.includes(value)) return value as CookieBannerPopupPosition;
  return edge === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT';
}
