import { PAGE_CONTEXT_ELEMENT_ID } from '../contract/page-context-element';
import { PAGE_CONTEXT_SOURCE, type PageContext, parsePageContextObject } from '../page-context';

/** The last parse of each context element, so a gate asked often parses (and warns) once. */
const parsed = new WeakMap<Element, { text: string | null; page: PageContext }>();

/**
 * The page context the consent and tracking gate reads when the caller passes none: the
 * document's `#tessera-context`, parsed again only when its text changes. A page without one
 * reads as `{}` without a warning (the gate is asked on every tracking call).
 */
export function gatePage(doc: Document | undefined): PageContext {
  const element = doc?.querySelector(`script[type="application/json"]#${PAGE_CONTEXT_ELEMENT_ID}`);
  if (!element) return {};
  const text = element.textContent;
  const known = parsed.get(element);
  if (known && known.text === text) return known.page;
  const page = parsePageContextObject(text, PAGE_CONTEXT_SOURCE);
  parsed.set(element, { text, page });
  return page;
}
