/**
 * The banner text is the site owner's rich text. It is rendered as markup, so it is first cut
 * down to inline formatting, paragraphs, lists and links: no scripts, styles, handlers or
 * javascript: URLs, whatever the page context holds.
 */
const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'BR',
  'EM',
  'I',
  'LI',
  'OL',
  'P',
  'SPAN',
  'STRONG',
  'U',
  'UL',
]);
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'NOSCRIPT',
]);
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[/#?.]|[^:]*$)/i;

function clean(node: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) continue;
    if (child.nodeType !== 1) {
      child.remove();
      continue;
    }
    const element = child as Element;
    if (DROPPED_WITH_CONTENT.has(element.tagName)) {
      element.remove();
      continue;
    }
    clean(element, doc);
    if (!ALLOWED_TAGS.has(element.tagName)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      const keep =
        element.tagName === 'A' &&
        ((name === 'href' && SAFE_HREF.test(value.trim())) || name === 'target');
      if (!keep) element.removeAttribute(name);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** Returns `html` with only the allowed tags and attributes left. */
export function sanitizeRichText(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  clean(template.content, doc);
  return template.innerHTML;
}
