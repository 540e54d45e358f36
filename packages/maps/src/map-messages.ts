/** spec 002 §9: map option updates are debounced by 60 ms. */
export const MAP_OPTION_DEBOUNCE_MS = 60;

/**
 * The map block's strings, replaceable for translation (none is in the spec). The consent
 * strings are the consent gate's placeholder strings word for word (@tessera/consent), so a map
 * waiting for consent reads like every other gated embed.
 */
export const mapMessages = {
  /** The button of a map that loads on interaction. */
  show: 'Show the interactive map',
  consentText: 'This content is blocked until you accept cookies.',
  consentLoad: 'Load content',
  consentAcceptAll: 'Accept cookies',
};
