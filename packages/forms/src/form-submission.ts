/**
 * One submission attempt (spec 000 §4/§5): prepared and checked, then sent; its answer becomes
 * the success or the failure view. A second submission while one runs is ignored, and success
 * is final.
 */
import { type CleanupStore, visitorCookieField } from '@tessera/runtime';
import { formBackend } from './form-backend';
import type { FormCaptcha } from './form-captcha';
import type { FormControllerDeps } from './form-controller';
import { type FeedbackView, failureFeedback } from './form-feedback';
import type { FormOptions } from './form-options';
import type { FormStatus } from './form-status';
import { pageFields } from './page-fields';
import { showPostSubmitMessage } from './post-submit-message';
import { prepareSubmission, type Refusal } from './prepare-submission';
import type { FormField } from './read-fields';
import { showFormSuccess } from './show-form-success';
import { MIN_FILL_TIME_MS, spamReason } from './spam-defence';
import { createSubmitter, type SubmissionPayload, type SubmissionResult } from './submit-form';

/** What SaveFormSubmission sends besides its key (spec 000 §3 "Form submission"). */
function submissionPayload(
  form: HTMLFormElement,
  options: FormOptions,
  deps: FormControllerDeps,
  captcha: FormCaptcha | undefined,
  submitButtonText: string,
  formJson: string,
): SubmissionPayload {
  return {
    formId: options.formId,
    collectionId: options.collectionId,
    objectName: options.objectName,
    isOverlayForm: options.isOverlayForm,
    submitButtonText,
    form: formJson,
    ...(captcha ? { captchaKey: captcha.token() } : {}),
    ...(typeof deps.pageContext.formRenderStamp === 'string'
      ? { renderStamp: deps.pageContext.formRenderStamp }
      : {}),
    ...pageFields(deps.pageContext, form.ownerDocument),
    visitorCookie: visitorCookieField(deps.readCookie),
  };
}

/**
 * The Tessera path's minimum fill time: the form definition's `minFillTimeMs` in the page
 * context, the one the server checks against the page's render stamp; none without it.
 */
function definedMinFillTime(context: FormControllerDeps['pageContext'], formId: string): number {
  const forms = context.forms as Record<string, { minFillTimeMs?: unknown } | undefined> | null;
  const value = forms && Object.hasOwn(forms, formId) ? forms[formId]?.minFillTimeMs : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** What `send` needs of the form's submission. */
interface Route {
  form: HTMLFormElement;
  options: FormOptions;
  deps: FormControllerDeps;
  captcha: FormCaptcha | undefined;
  submitButtonText: string;
  tessera: ReturnType<typeof createSubmitter>;
  /** The any-endpoint code, a lazy chunk (send-to-endpoint.ts). */
  endpoint: () => Promise<typeof import('./send-to-endpoint')>;
}

/**
 * Sends to where the form goes (form-backend.ts). A spam-looking submission goes nowhere: the
 * returned text says why.
 */
function send(
  route: Route,
  fields: FormField[],
  formJson: string,
  submitterElement: Element | null | undefined,
): Promise<SubmissionResult> | string {
  const { form, options, deps } = route;
  const backend = formBackend(form, options.backend, deps.pageContext);
  const minFillTime =
    options.minFillTimeMs ??
    (backend === 'tessera'
      ? definedMinFillTime(deps.pageContext, options.formId)
      : MIN_FILL_TIME_MS);
  const spam = spamReason(form, minFillTime, (deps.now ?? (() => performance.now()))());
  if (spam) return `spam, not sent: ${spam}`;
  if (backend === 'tessera') {
    const { captcha, submitButtonText } = route;
    return route.tessera(
      submissionPayload(form, options, deps, captcha, submitButtonText, formJson),
    );
  }
  const { messages } = options;
  if (backend === 'action') {
    return route.endpoint().then(
      (module) =>
        module.sendToEndpoint(
          form,
          submitterElement,
          options.json,
          fields,
          messages,
          options.timeoutMs,
        ),
      (error) => {
        console.error('[tessera] form:', error);
        return { kind: 'message', message: messages.unreachable };
      },
    );
  }
  // The controller has warned at activation (no action, no page context, no backend option).
  return Promise.resolve({ kind: 'message', message: messages.notConfigured });
}

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
): (submitter?: Element | null) => Promise<void> {
  const { messages } = options;
  const doc = form.ownerDocument;
  let endpoint: Promise<typeof import('./send-to-endpoint')> | undefined;
  const route: Route = {
    // Imported once, at activation for a form sent to its action, so a submit does not wait.
    endpoint: () => {
      endpoint ??= import('./send-to-endpoint');
      return endpoint;
    },
    form,
    options,
    deps,
    captcha,
    submitButtonText,
    tessera: createSubmitter({
      api: deps.api,
      messages,
      timeoutMs: options.timeoutMs,
      retries: options.retries,
    }),
  };
  if (formBackend(form, options.backend, deps.pageContext) === 'action') {
    route.endpoint().catch(() => {});
  }
  let stopped = false;
  let current: Promise<void> | undefined;
  store.add(() => {
    stopped = true;
  });

  function fail(fields: readonly FormField[], failure: Partial<Refusal>) {
    status.set('failure');
    view.show(fields, failureFeedback(messages, options.newsletter, failure))?.focus();
  }

  async function attempt(submitterElement?: Element | null): Promise<void> {
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
    const sending = send(route, fields, formJson, submitterElement);
    if (typeof sending === 'string') {
      // A bot sees a success; its message's scripts (conversion tags, …) do not run.
      console.warn(`[tessera] form "${options.formId}": ${sending}.`);
      status.set('success');
      showPostSubmitMessage(form, options.successMessage || messages.thankYou, false);
      return;
    }
    status.set('submitting');
    let result: SubmissionResult;
    try {
      result = await sending;
    } catch (error) {
      console.error('[tessera] form:', error);
      result = { kind: 'message', message: messages.submitError };
    }
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
      result.kind === 'field-errors'
        ? { fieldErrors: result.errors, message: result.message }
        : { message: result.message },
    );
  }

  return (submitterElement) => {
    // spec 000 §4: a second submission while submitting is ignored; success is final.
    if (stopped || status.state === 'submitting' || status.state === 'success') {
      return current ?? Promise.resolve();
    }
    current = attempt(submitterElement).finally(() => {
      current = undefined;
    });
    return current;
  };
}
