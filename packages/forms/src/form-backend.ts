/**
 * Where a form is sent (issue 20): the Tessera contract (FormSubmissionKey, then
 * SaveFormSubmission) only when the block config, the page context or the Tessera no-script
 * action says so; the form's own `action` (Formspree, Netlify, any endpoint) when it names
 * another place; nowhere when neither exists, so that no call goes to a backend that is not there.
 */

import { hasTesseraBackend } from '@tessera/runtime';

/** 'auto' decides from the markup and the page context (formBackend, below). */
export type FormBackendChoice = 'auto' | 'tessera' | 'action';
export type FormBackend = 'tessera' | 'action' | 'none';

/** The reference server's no-script route (docs/markup.md, Forms): the Tessera contract. */
const TESSERA_ACTION = /\/api\/form\/HtmlFormSubmission(?:[?#]|$)/;

/** A Netlify form (`data-netlify="true"` or `netlify`): Netlify takes it at any path. */
export function isNetlifyForm(form: HTMLFormElement): boolean {
  return form.hasAttribute('data-netlify') || form.hasAttribute('netlify');
}

export function formBackend(
  form: HTMLFormElement,
  choice: FormBackendChoice,
  page: object,
): FormBackend {
  if (choice === 'tessera' || choice === 'action') return choice;
  const action = form.getAttribute('action')?.trim();
  // The attribute, not form.action, which a control named "action" shadows; no URL parsing, so
  // a malformed action is simply another place.
  const tesseraAction = !!action && TESSERA_ACTION.test(action);
  if ((action && !tesseraAction) || isNetlifyForm(form)) return 'action';
  return tesseraAction || hasTesseraBackend(page) ? 'tessera' : 'none';
}
