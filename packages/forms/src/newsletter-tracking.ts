import { type BlockContext, COMMERCE_EVENTS, trackCommerceEvent } from '@tessera/runtime';

/**
 * spec 002 §7: a newsletter sign-up is also a commerce tracking event (consent-gated). A chunk of
 * its own, fetched on a newsletter success only, so that a form block carries no commerce events.
 */
export function trackNewsletterSubscribe(formId: string, context: BlockContext): Promise<boolean> {
  return trackCommerceEvent(
    COMMERCE_EVENTS.newsletterSubscribe,
    { formId },
    { page: context.page, api: context.api },
  );
}
