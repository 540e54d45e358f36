/**
 * The form's states (spec 000 §4, 002 §4) wired to its markup: idle → submitting → success or
 * failure (which unlocks back to idle). Everything outside the DOM comes in through `deps`, so
 * the controller is tested with a fake data layer and a test captcha provider. Every side effect
 * goes into one cleanup store: destroy leaves the form as the server rendered it.
 */

import { createCleanupStore, visitorCookieField } from '@tessera/runtime';
import { attachFormCaptcha, type CaptchaDeps, type CaptchaSettings } from './attach-form-captcha';
import { formBackend } from './form-backend';
import { createFeedbackView } from './form-feedback';
import type { FormOptions } from './form-options';
import { createFormStatus, type FormState } from './form-status';
import { createFormSubmission } from './form-submission';
import { watchNewsletterSize } from './newsletter-size';
import { type PageFieldsContext, pageFields } from './page-fields';
import { recordFormRender } from './record-form-render';
import type { SuccessDeps } from './show-form-success';
import { findSubmitButton } from './submit-button';
import type { FormApi } from './submit-form';
import { attachTextareaCounter } from './textarea-counter';

export type { FormState } from './form-status';

export interface FormPageContext extends PageFieldsContext {
  websiteSettings?: { captchaSettings?: CaptchaSettings; [setting: string]: unknown };
  /** The server's signed render time of the page, sent back as `renderStamp` (issue 20). */
  formRenderStamp?: string;
  /** The forms' definitions by id: `minFillTimeMs` is the server's minimum fill time too. */
  forms?: unknown;
}

export interface FormControllerDeps extends SuccessDeps, CaptchaDeps {
  /** The runtime's data layer. */
  api: FormApi;
  pageContext: FormPageContext;
  readCookie: (name: string) => string | undefined;
  /** The query string hidden fields read (default location.search at each submission). */
  search?: string;
  /** Milliseconds since the page's load, for the minimum fill time (default performance.now). */
  now?: () => number;
}

export interface FormController {
  readonly state: FormState;
  /** Submits as the submit button would. Resolves when the attempt is over. */
  submit(): Promise<void>;
  destroy(): void;
}

export function createFormController(
  form: HTMLFormElement,
  options: FormOptions,
  deps: FormControllerDeps,
): FormController {
  const doc = form.ownerDocument;
  const store = createCleanupStore();
  const submitButton = findSubmitButton(form);
  const view = createFeedbackView(form, submitButton.element, store);
  // Our messages replace the browser's bubbles (spec 002 §5 messages are ours).
  store.attribute(form, 'novalidate', '');
  // Textarea counters (spec 002 §5).
  for (const textarea of form.querySelectorAll('textarea')) {
    const removeCounter = attachTextareaCounter(textarea);
    if (removeCounter) store.add(removeCounter);
  }
  const status = createFormStatus(form, submitButton, options.submittingText, store);
  const captcha = attachFormCaptcha(
    form,
    submitButton.element,
    options.captcha,
    deps,
    store,
    (solved) => {
      if (solved && status.locked) status.lock(false);
    },
  );
  // spec 002 §9: the newsletter small-container threshold.
  if (options.newsletter) store.add(watchNewsletterSize(form));

  const submit = createFormSubmission(
    form,
    options,
    deps,
    store,
    view,
    status,
    captcha,
    submitButton.text,
  );

  store.listen(form, 'submit', (event) => {
    event.preventDefault();
    // The button that submitted may carry its own formaction, formmethod and name.
    void submit((event as SubmitEvent).submitter);
  });

  const backend = formBackend(form, options.backend, deps.pageContext);
  if (backend === 'none') {
    console.warn(
      `[tessera] form "${options.formId}": no action and no Tessera backend (docs/markup.md, Forms).`,
      form,
    );
  }
  // spec 002 §7: the form-render census call when a form is shown, only with a Tessera backend.
  // Through the runtime's tracking gate: not before consent, not for a logged-in owner.
  if (backend === 'tessera')
    void recordFormRender(
      deps.api,
      {
        formId: options.formId,
        visitorCookie: visitorCookieField(deps.readCookie),
        ...pageFields(deps.pageContext, doc),
      },
      deps.pageContext,
    );

  return {
    get state() {
      return status.state;
    },
    submit: () => submit(),
    destroy: store.clear,
  };
}
