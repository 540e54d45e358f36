/**
 * Sends the social-advertising pixel (social-pixel.ts) of the page context's
 * `websiteSettings.socialPixel` for the page's browser events through the
 * tracking gate, consent-gated to 'marketing': the page view when started (the analytics feature
 * starts it once that consent is given, so a visitor who accepts on this page counts it then), a
 * newsletter sign-up, and every `social-pixel` event on the page bus. Events before consent are
 * not sent later (the gate drops, it never queues).
 */
import { type EventBus, type PixelOptions, sendPixel, type TesseraEvents } from '@tessera/runtime';
import {
  readSocialPixelSettings,
  SOCIAL_PIXEL_BUS_EVENT,
  SOCIAL_PIXEL_EVENTS,
  type SocialPixelEvent,
  socialPixelUrl,
} from './social-pixel';
import { SOCIAL_PIXEL_PURPOSE } from './social-pixel-purpose';

export function startSocialPixel(
  page: { websiteSettings?: unknown },
  doc: Document,
  events: Pick<EventBus<TesseraEvents>, 'on'>,
  gate: Omit<PixelOptions, 'purpose'>,
  now: () => number = Date.now,
): () => void {
  const settings = readSocialPixelSettings(page);
  if (!settings) return () => {};
  const options = { ...gate, document: doc, purpose: SOCIAL_PIXEL_PURPOSE };
  const send = (event: SocialPixelEvent) => {
    const url = socialPixelUrl(settings, event, doc, now());
    return url !== undefined && sendPixel(url, options);
  };
  send({ event: SOCIAL_PIXEL_EVENTS.pageView });
  const offs = [
    events.on('newsletter-subscribe', ({ formId }) =>
      send({ event: SOCIAL_PIXEL_EVENTS.newsletterSubscribe, data: { form_id: formId } }),
    ),
    events.on(SOCIAL_PIXEL_BUS_EVENT, (detail) => {
      if (detail && typeof detail === 'object') send(detail as SocialPixelEvent);
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
