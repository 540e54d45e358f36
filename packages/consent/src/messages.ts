/**
 * Every string the consent package shows, in one catalogue (replaceable for translation).
 * The first three are the spec's defaults word for word (spec 000 §5, spec 002 §5).
 */
export const messages = {
  ctaText: 'Accept',
  optOutCtaText: 'Decline',
  bannerText:
    'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
  /** Accessible name of the banner region (not in the spec). */
  bannerLabel: 'Cookie banner',
  /** Placeholder of a gated iframe or script (not in the spec). */
  placeholderText: 'This content is blocked until you accept cookies.',
  placeholderLoad: 'Load content',
  placeholderAcceptAll: 'Accept cookies',
  /** Accessible name of the popup overlay's dialog and its close button (not in the spec). */
  popupLabel: 'Newsletter',
  popupClose: 'Close',
  popupEmailLabel: 'Email Address',
  popupSubmit: 'Sign Up',
  popupTitle: 'Subscribe',
  popupThanks: 'Thank you!',
} as const;

export type Messages = { [K in keyof typeof messages]: string };
