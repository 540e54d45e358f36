/**
 * The social-advertising pixel (spec 002 §7: "a social-advertising pixel call is made for
 * browser events"; the spec names neither the network nor the fields). Ours speaks the image
 * pixel of the most common one, Meta's (`<img src="https://www.facebook.com/tr?id=…&ev=PageView">`
 * is its documented no-script form): `id` the pixel id, `ev` the standard event, `dl` the page,
 * `rl` the referrer, `ts` the time in ms, and `cd[<name>]` the event's custom data. Its consent
 * purpose is 'marketing' (advertising that follows the visitor across sites).
 */

/** The page context's `websiteSettings.socialPixel`, checked. */
export interface SocialPixelSettings {
  pixelId: string;
  /** Where the image is requested. Default SOCIAL_PIXEL_ENDPOINT. */
  endpoint: string;
}

/** Meta's image pixel endpoint. */
export const SOCIAL_PIXEL_ENDPOINT = 'https://www.facebook.com/tr';

/** The page bus event a block or the page's script emits to send a pixel event. */
export const SOCIAL_PIXEL_BUS_EVENT = 'social-pixel';

/** Standard event names (Meta's) our browser events map to; a site may send others. */
export const SOCIAL_PIXEL_EVENTS = {
  pageView: 'PageView',
  newsletterSubscribe: 'Subscribe',
} as const;

/** What `events.emit('social-pixel', …)` carries. */
export interface SocialPixelEvent {
  /** A standard event name (AddToCart, Purchase, Lead, …) or the site's own. */
  event: string;
  /** Custom data, sent as `cd[<name>]`: text, numbers and booleans only. */
  data?: Record<string, string | number | boolean>;
}

const PIXEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** The pixel's settings, or undefined when the site has none (or they are not usable). */
export function readSocialPixelSettings(page: {
  websiteSettings?: unknown;
}): SocialPixelSettings | undefined {
  const raw = (page.websiteSettings as { socialPixel?: unknown } | undefined)?.socialPixel;
  if (!raw || typeof raw !== 'object') return undefined;
  const { pixelId, endpoint } = raw as { pixelId?: unknown; endpoint?: unknown };
  if (typeof pixelId !== 'string' || !PIXEL_ID.test(pixelId)) {
    console.warn('[tessera] websiteSettings.socialPixel has no usable pixelId:', pixelId);
    return undefined;
  }
  const usable = typeof endpoint === 'string' && /^https:\/\/[^\s"'<>]+$/.test(endpoint);
  return { pixelId, endpoint: usable ? endpoint : SOCIAL_PIXEL_ENDPOINT };
}

/**
 * The pixel's URL for `event` on `doc`'s page at `now`, or undefined for an event name that is
 * not a name (warned). Custom data of another type than text, number or boolean is left out.
 */
export function socialPixelUrl(
  settings: SocialPixelSettings,
  { event, data = {} }: SocialPixelEvent,
  doc: Document,
  now: number,
): string | undefined {
  if (typeof event !== 'string' || !EVENT_NAME.test(event)) {
    console.warn('[tessera] social pixel: not an event name:', event);
    return undefined;
  }
  const query = new URLSearchParams({
    id: settings.pixelId,
    ev: event,
    dl: doc.defaultView?.location.href ?? '',
    rl: doc.referrer,
    ts: String(Math.round(now)),
  });
  for (const [name, value] of Object.entries(data)) {
    if (['string', 'number', 'boolean'].includes(typeof value))
      query.set(`cd[${name}]`, String(value));
  }
  return `${settings.endpoint}?${query}`;
}
