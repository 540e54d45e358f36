import { consentMessages } from './consent-messages';
import { popupMessages } from './popup/popup-messages';

/**
 * Every string the consent package shows, in one catalogue (replaceable for translation): the
 * banner's and placeholders' (consent-messages.ts) and the popup's (popup/popup-messages.ts).
 */
export const messages = { ...consentMessages, ...popupMessages } as const;

export type Messages = { [K in keyof typeof messages]: string };
