/**
 * True when rich text shows nothing: missing, whitespace, or markup without visible text such
 * as an empty paragraph `<p></p>`, `<p><br></p>` or `<p>&nbsp;</p>` (spec 000 §5: "An empty
 * paragraph counts as empty text").
 */
export function isEmptyText(text: unknown): boolean {
  if (typeof text !== 'string') return true;
  const visible = text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b]+/g, '');
  return visible === '';
}
