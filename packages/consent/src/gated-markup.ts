/** Marks a script or iframe that waits for consent; its value names the purpose. */
export const CONSENT_ATTRIBUTE = 'data-consent';
/** On a gated iframe: the src held back until consent. */
export const HELD_SOURCE_ATTRIBUTE = 'data-src';
/** On a gated script: the type it runs as once released (default: a classic script). */
export const HELD_TYPE_ATTRIBUTE = 'data-type';
/** On a gated script: ask for a placeholder (its value, when not empty, is the placeholder text). */
export const PLACEHOLDER_ATTRIBUTE = 'data-consent-placeholder';

/** A gated script or iframe (docs/markup.md, "Consent"). */
const GATED_SELECTOR = `script[type="text/plain"][${CONSENT_ATTRIBUTE}], iframe[${CONSENT_ATTRIBUTE}][${HELD_SOURCE_ATTRIBUTE}]`;

/** Every gated element under `root` (itself included). */
export function findGatedElements(root: ParentNode): Element[] {
  const found = Array.from(root.querySelectorAll(GATED_SELECTOR));
  if (root instanceof Element && root.matches(GATED_SELECTOR)) found.unshift(root);
  return found;
}
