/**
 * The popup overlay's strings (not in the spec), apart from the banner's so that each page
 * feature's chunks carry only their own; messages.ts joins both for the public catalogue.
 */
export const popupMessages = {
  /** Accessible name of the popup overlay's dialog and its close button (not in the spec). */
  popupLabel: 'Newsletter',
  popupClose: 'Close',
  popupEmailLabel: 'Email Address',
  popupSubmit: 'Sign Up',
  popupTitle: 'Subscribe',
  popupThanks: 'Thank you!',
} as const;
