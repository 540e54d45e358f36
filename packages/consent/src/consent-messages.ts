/**
 * The cookie banner's and the gate's placeholder strings. The first three are the spec's
 * defaults word for word (spec 000 §5, spec 002 §5). Apart from the popup's strings, so that
 * the banner's chunks carry none of them (messages.ts joins both for the public catalogue).
 */
export const consentMessages = {
  ctaText: 'Accept',
  optOutCtaText: 'Decline',
  bannerText:
    'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
  /** The banner's button that opens the preferences dialog (not in the spec). */
  preferencesCta: 'Preferences',
  /** Accessible name of the banner region (not in the spec). */
  bannerLabel: 'Cookie banner',
  /** Placeholder of a gated iframe or script (not in the spec). */
  placeholderText: 'This content is blocked until you accept cookies.',
  placeholderLoad: 'Load content',
  placeholderAcceptAll: 'Accept cookies',
} as const;
