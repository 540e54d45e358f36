/**
 * One console warning per markup mistake (docs/markup.md "Markup warnings"): the message, the
 * element's selector path and the section of docs/markup.md that documents the markup. The same
 * mistake on the same element is logged once per page view, however often its block is
 * initialised again (a block removed and added back, the back/forward cache, a second scan).
 */
import { selectorPath } from './selector-path';

/** Where the markup reference lives; warnings name a section of it by its anchor. */
export const MARKUP_DOCS = 'docs/markup.md';

const logged = new Set<string>();

/**
 * Logs `[tessera] <message> (at <selector path>; see docs/markup.md#<anchor>)` unless the same
 * text was logged before on this page; returns whether it logged. The element goes along as the
 * console's second argument, so the devtools link to it.
 */
export function warnMarkup(element: Element, message: string, anchor: string): boolean {
  const text = `[tessera] ${message} (at ${selectorPath(element)}; see ${MARKUP_DOCS}#${anchor})`;
  if (logged.has(text)) return false;
  logged.add(text);
  console.warn(text, element);
  return true;
}

/** Forgets what was logged, so that tests see each warning again. */
export function resetMarkupWarnings(): void {
  logged.clear();
}
