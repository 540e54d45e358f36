/**
 * One submission attempt (spec 000 §4/§5): prepared and checked, then sent; its answer becomes
 * the success or the failure view. A second submission while one runs is ignored, and success
 * is final.
 */
import { type CleanupStore, visitorCookieField } from '@tessera/runtime';
import type { FormCaptcha } from './form-captcha';
import type { FormControllerDeps } from './form-controller';
import type { Feedback, FeedbackView } from './form-feedback';
import type { FormOptions } from './form-options';
import type { FormStatus } from './form-status';
import { pageFields } from './page-fields';
import { prepareSubmission, type Refusal } from './prepare-submission';
import type { FormField } from './read-fields';
import { showFormSuccess } from './show-form-success';
import { createSubmitter, type SubmissionResult } from './submit-form';

/**
 * Returns the submit of `form`: it resolves when the attempt is over. The parts are the
 * controller's: `store.clear()` (destroy) stops everything, so that an answer still on its way
 * changes nothing; `submitButtonText` is the button's own text, sent as submitButtonText.
 */
export function createFormSubmission(
  form: HTMLFormElement,
  options: FormOptions,
  deps: FormControllerDeps,
  store: CleanupStore,
  view: FeedbackView,
  status: FormStatus,
  captcha: FormCaptcha | undefined,
  submitButtonText: string,
): () => Promise<void> {
  const { messages } = options;
  const doc = form.ownerDocument;
  const submitter = createSubmitter({
    api: deps.api,
    messages,
    timeoutMs: options.timeoutMs,
    retries: options.retries,
  });
  let stopped = false;
  let current: Promise<void> | undefined;
  store.add(() => {
    stopped = true;
  });

  /** spec 000 §8: newsletter forms skip the surrounding messages. */
  function fail(fields: readonly FormField[], failure: Partial<Refusal>) {
    const feedback: Feedback = { fieldErrors: failure.fieldErrors, below: [] };
    if (failure.message) feedback.below?.push(failure.message);
    if (!options.newsletter) {
      feedback.above = [messages.problemAbove];
      if (Object.keys(failure.fieldErrors ?? {}).length > 0) {
        feedback.below?.push(messages.problemBelow);
      }
    }
    status.set('failure');
    view.show(fields, feedback)?.focus();
  }

  async function send(formJson: string): Promise<SubmissionResult> {
    status.set('submitting');
    try {
      return await submitter({
        formId: options.formId,
        collectionId: options.collectionId,
        objectName: options.objectName,
        isOverlayForm: options.isOverlayForm,
        submitButtonText,
        form: formJson,
        ...(captcha ? { captchaKey: captcha.token() } : {}),
        ...pageFields(deps.pageContext, doc),
        visitorCookie: visitorCookieField(deps.readCookie),
      });
    } catch (error) {
      console.error('[tessera] form:', error);
      return { kind: 'message', message: messages.submitError };
    }
  }

  async function attempt(): Promise<void> {
    view.clear();
    // Read at each submission: the page's URL may have changed since the form was set up.
    const search = deps.search ?? doc.location?.search ?? '';
    const validate = !options.disableValidation;
    const [fields, formJson] = prepareSubmission(
      form,
      messages,
      validate,
      captcha,
      status.locked,
      search,
    );
    if (typeof formJson !== 'string') return fail(fields, formJson);
    const result = await send(formJson);
    if (stopped) return;
    if (result.kind === 'success') {
      status.set('success');
      return showFormSuccess(form, options, deps, store);
    }
    // spec 000 §4: the server saw the captcha token: reset it, submit disabled until solved.
    if (captcha) {
      captcha.reset();
      status.lock(true);
    }
    fail(
      fields,
      result.kind === 'field-errors' ? { fieldErrors: result.errors } : { message: result.message },
    );
  }

  return () => {
    // spec 000 §4: a second submission while submitting is ignored; success is final.
    if (stopped || status.state === 'submitting' || status.state === 'success') {
      return current ?? Promise.resolve();
    }
    current = attempt().finally(() => {
      current = undefined;
    });
    return current;
  };
}
