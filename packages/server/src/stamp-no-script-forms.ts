import { HTML_FORM_SUBMISSION_PATH } from '@tessera/runtime';
import { RENDER_STAMP_FIELD } from './form-spam-check';

/** The opening tag of a form whose action is the no-script route (any attribute order). */
const noScriptForm = new RegExp(
  `<form\\b[^>]*\\saction=(["'])${HTML_FORM_SUBMISSION_PATH.replaceAll('/', '\\/')}[?"'][^>]*>`,
  'gi',
);

/**
 * Adds the page's render stamp as a hidden input to every form posting to the no-script route
 * (/api/form/HtmlFormSubmission), so that a browser's own post carries it as the script's does
 * (issue 20: the minimum fill time checked on the server). The stamp is base-36 digits, a dot
 * and base64url: nothing in it needs escaping.
 */
export function stampNoScriptForms(html: string, stamp: string): string {
  return html.replace(
    noScriptForm,
    (tag) => `${tag}<input type="hidden" name="${RENDER_STAMP_FIELD}" value="${stamp}">`,
  );
}
