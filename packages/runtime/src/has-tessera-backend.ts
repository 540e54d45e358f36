/**
 * Whether a Tessera backend serves this page (issue 20): it always renders a page context, so a
 * context with any field says yes; a page without one (a static host, markup only) has no
 * backend, and no call goes to its routes (a form's key and census, the proof-of-consent record).
 * The one rule the forms and the consent record follow.
 */
export function hasTesseraBackend(page: object): boolean {
  return Object.keys(page).length > 0;
}
