/**
 * The Tessera contract for a React form (spec 000 §7): the block's submitter (FormSubmissionKey,
 * then SaveFormSubmission, the same key on a retry after a lost answer) on a data layer made for
 * the configured origin. A module of its own, imported on the first such submission, so that a
 * form sent elsewhere never bundles the data layer into its first load.
 */
import { createApi, pageFields, readCookie, visitorCookieField } from '@tessera/runtime';
import type { FormMessages } from '../form-messages';
import { createSubmitter, type SubmissionResult } from '../submit-form';

export interface TesseraSubmission {
  formId: string;
  submitButtonText: string;
  /** The `form` JSON text (field id to value). */
  formJson: string;
}

/** A submitter for `origin` ('' for the page's): one per form, it keeps a lost answer's key. */
export function createTesseraSender(
  origin: string,
  messages: FormMessages,
  timeoutMs: number,
): (submission: TesseraSubmission, doc: Document) => Promise<SubmissionResult> {
  const submit = createSubmitter({
    api: createApi({ baseUrl: origin || undefined }),
    messages,
    timeoutMs,
    retries: 1,
  });
  return ({ formId, submitButtonText, formJson }, doc) =>
    submit({
      formId,
      collectionId: '',
      objectName: '',
      isOverlayForm: false,
      submitButtonText,
      form: formJson,
      // No page context in an app: the document's title and path, a public page.
      ...pageFields({}, doc),
      visitorCookie: visitorCookieField((name) => readCookie(name, doc)),
    });
}
