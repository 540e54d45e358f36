/** The page's document, where there is one (not on the server). */
export function currentDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** The value of cookie `name`, decoded; undefined when absent or undecodable. */
export function readCookie(
  name: string,
  doc: Document | undefined = currentDocument(),
): string | undefined {
  if (!doc) return undefined;
  for (const part of doc.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A cookie set by another script with a stray '%' is treated as absent, not thrown.
      return undefined;
    }
  }
  return undefined;
}
