/**
 * The form's states (spec 000 §4, 002 §4) wired to its markup: idle → submitting → success or
 * failure (which unlocks back to idle). Everything outside the DOM comes in through `deps`, so
 * the controller is tested with a fake data layer and a test captcha provider.
 */

import { visitorCookieField } from '@tessera/runtime';
import { isSameDocument, onReturnFromCache } from './after-redirect';
import type { CaptchaProvider } from './captcha/captcha-provider';
import type { FormValues } from './field-types';
import { anatomy } from './form-anatomy';
import { type FormCaptcha, mountCaptcha } from './form-captcha';
import { createFeedbackView, type Feedback } from './form-feedback';
import type { FormOptions } from './form-options';
import { watchNewsletterSize } from './newsletter-size';
import { type PageFieldsContext, pageFields } from './page-fields';
import { showPostSubmitMessage } from './post-submit-message';
import { type FormField, readFields } from './read-fields';
import { recordFormRender } from './record-form-render';
import { serializeField } from './serialize-form';
import { setOwn } from './set-own';
import { findSubmitButton } from './submit-button';
import { createSubmitter, type FormApi, type SubmissionResult } from './submit-form';
import { attachTextareaCounter } from './textarea-counter';
import { validateFields } from './validate-form';

export type FormState = 'idle' | 'submitting' | 'success' | 'failure';

export interface FormPageContext extends PageFieldsContext {
  websiteSettings?: {
    captchaSettings?: { siteKey?: string; provider?: string; [setting: string]: unknown };
    [setting: string]: unknown;
  };
}

export interface FormControllerDeps {
  /** The runtime's data layer. */
  api: FormApi;
  /** Receives 'newsletter-subscribe' on a newsletter success (the runtime's event bus). */
  emit?: (name: 'newsletter-subscribe', detail: { formId: string }) => void;
  pageContext: FormPageContext;
  readCookie: (name: string) => string | undefined;
  /** Sends the visitor to the success URL (default location.assign). */
  navigate?: (url: string) => void;
  /** Captcha providers by the name in the site's captcha settings. */
  captchaProviders?: Readonly<Record<string, CaptchaProvider>>;
  /** The query string hidden fields read (default location.search at each submission). */
  search?: string;
}

export interface FormController {
  readonly state: FormState;
  /** Submits as the submit button would. Resolves when the attempt is over. */
  submit(): Promise<void>;
  destroy(): void;
}

/** Only http(s) and relative URLs are followed: never javascript: or data:. */
export function safeSuccessUrl(url: string, base: string): string | undefined {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:'
      ? resolved.href
      : undefined;
  } catch {
    return undefined;
  }
}

export function createFormController(
  form: HTMLFormElement,
  options: FormOptions,
  deps: FormControllerDeps,
): FormController {
  const doc = form.ownerDocument;
  const { messages } = options;
  const cleanups: Array<() => void> = [];
  let state: FormState = 'idle';
  let destroyed = false;
  let captchaLocked = false;
  let current: Promise<void> | undefined;

  const submitButton = findSubmitButton(form);
  const button = submitButton.element;
  const view = createFeedbackView(form, button);
  cleanups.push(() => view.destroy());

  // Our messages replace the browser's bubbles (spec 002 §5 messages are ours).
  const hadNoValidate = form.noValidate;
  form.noValidate = true;
  cleanups.push(() => {
    form.noValidate = hadNoValidate;
  });

  const submitter = createSubmitter({
    api: deps.api,
    messages,
    timeoutMs: options.timeoutMs,
    retries: options.retries,
  });

  // Textarea counters (spec 002 §5).
  for (const textarea of form.querySelectorAll('textarea')) {
    const cleanup = attachTextareaCounter(textarea);
    if (cleanup) cleanups.push(cleanup);
  }

  const captcha = setUpCaptcha();

  // spec 002 §9: the newsletter small-container threshold.
  if (options.newsletter) cleanups.push(watchNewsletterSize(form));

  function setUpCaptcha(): FormCaptcha | undefined {
    let container = form.querySelector<HTMLElement>(`[${anatomy.captcha}]`);
    if (!container && options.captcha) {
      const created = doc.createElement('div');
      created.setAttribute(anatomy.captcha, '');
      if (button && form.contains(button)) button.before(created);
      else form.append(created);
      cleanups.push(() => created.remove());
      container = created;
    }
    if (!container) return undefined;
    const settings = deps.pageContext.websiteSettings?.captchaSettings;
    const siteKey = typeof settings?.siteKey === 'string' ? settings.siteKey : '';
    const providerName = typeof settings?.provider === 'string' ? settings.provider : 'recaptcha';
    // Own keys only: a provider named "constructor" or "__proto__" must not reach Object's.
    const providers = deps.captchaProviders ?? {};
    const provider = Object.hasOwn(providers, providerName) ? providers[providerName] : undefined;
    if (siteKey === '' || !provider) {
      console.warn(
        siteKey === ''
          ? '[tessera] form: a captcha container is present but the page context has no websiteSettings.captchaSettings.siteKey; the form goes without a captcha.'
          : `[tessera] form: unknown captcha provider "${providerName}"; the form goes without a captcha.`,
      );
      return undefined;
    }
    const mounted = mountCaptcha(container, provider, siteKey, (solved) => {
      if (solved && captchaLocked) setLocked(false);
    });
    cleanups.push(() => mounted.destroy());
    return mounted;
  }

  /** spec 000 §4: after a failure the submit stays disabled until the captcha is solved. */
  function setLocked(locked: boolean) {
    captchaLocked = locked;
    submitButton.setDisabled(locked || state === 'submitting');
  }

  function setState(next: FormState) {
    state = next;
    form.setAttribute(anatomy.state, next);
    if (next === 'submitting') form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    if (next === 'submitting') {
      submitButton.showProgress(options.submittingText);
      submitButton.setDisabled(true);
    } else if (next !== 'success') {
      submitButton.restore();
      submitButton.setDisabled(captchaLocked);
    }
  }

  /** spec 000 §8: newsletter forms skip the surrounding messages. */
  function fail(
    fields: readonly FormField[],
    failure: { message?: string; fieldErrors?: Record<string, string> },
  ) {
    const hasFieldErrors = Object.keys(failure.fieldErrors ?? {}).length > 0;
    const feedback: Feedback = { fieldErrors: failure.fieldErrors, below: [] };
    if (failure.message) feedback.below?.push(failure.message);
    if (!options.newsletter) {
      feedback.above = [messages.problemAbove];
      if (hasFieldErrors) feedback.below?.push(messages.problemBelow);
    }
    setState('failure');
    const first = view.show(fields, feedback);
    first?.focus();
  }

  function succeed() {
    setState('success');
    if (options.newsletter) deps.emit?.('newsletter-subscribe', { formId: options.formId });
    if (options.successUrl !== '') {
      const url = safeSuccessUrl(options.successUrl, doc.location?.href ?? 'http://localhost/');
      if (url) {
        (deps.navigate ?? ((target: string) => doc.location.assign(target)))(url);
        // The form may be seen again (a `#…` URL, or back from the bfcache): show the success.
        const showSuccess = () => {
          if (!destroyed) showPostSubmitMessage(form, successText(), false);
        };
        if (isSameDocument(url, doc.location?.href ?? '')) showSuccess();
        else cleanups.push(onReturnFromCache(doc.defaultView, showSuccess));
        return;
      }
      console.warn(
        `[tessera] form: successUrl "${options.successUrl}" is not an http(s) URL; showing the post-submit message instead.`,
      );
    }
    showPostSubmitMessage(form, successText());
  }

  function successText(): string {
    return options.successMessage || messages.thankYou;
  }

  async function attempt(): Promise<void> {
    view.clear();
    let fields: FormField[];
    try {
      fields = readFields(form);
    } catch (error) {
      console.error('[tessera] form:', error);
      fail([], { message: messages.parseError });
      return;
    }
    if (captcha && (captchaLocked || captcha.token() === '')) {
      // spec 000 §5: no call while the captcha is unsolved.
      fail(fields, { message: messages.captchaIncomplete });
      return;
    }
    // Read at each submission: the page's URL may have changed since the form was set up.
    const search = deps.search ?? doc.location?.search ?? '';
    if (!options.disableValidation) {
      const fieldErrors = validateFields(fields, messages, search);
      if (Object.keys(fieldErrors).length > 0) {
        fail(fields, { message: messages.invalidFields, fieldErrors });
        return;
      }
    }
    let formJson: string;
    try {
      const values: FormValues = {};
      for (const field of fields) {
        const value = serializeField(field, search);
        if (value !== undefined) setOwn(values, field.id, value);
      }
      formJson = JSON.stringify(values);
    } catch (error) {
      console.error('[tessera] form:', error);
      fail(fields, { message: messages.parseError });
      return;
    }

    setState('submitting');
    let result: SubmissionResult;
    try {
      result = await submitter({
        formId: options.formId,
        collectionId: options.collectionId,
        objectName: options.objectName,
        isOverlayForm: options.isOverlayForm,
        submitButtonText: submitButton.text,
        form: formJson,
        ...(captcha ? { captchaKey: captcha.token() } : {}),
        ...pageFields(deps.pageContext, doc),
        visitorCookie: visitorCookieField(deps.readCookie),
      });
    } catch (error) {
      console.error('[tessera] form:', error);
      result = { kind: 'message', message: messages.submitError };
    }
    if (destroyed) return;
    if (result.kind === 'success') {
      succeed();
      return;
    }
    // spec 000 §4: the server saw the captcha token: reset it, submit disabled until solved.
    if (captcha) {
      captcha.reset();
      setLocked(true);
    }
    fail(
      fields,
      result.kind === 'field-errors' ? { fieldErrors: result.errors } : { message: result.message },
    );
  }

  function submit(): Promise<void> {
    // spec 000 §4: a second submission while submitting is ignored; success is final.
    if (destroyed || state === 'submitting' || state === 'success')
      return current ?? Promise.resolve();
    current = attempt().finally(() => {
      current = undefined;
    });
    return current;
  }

  const onSubmit = (event: Event) => {
    event.preventDefault();
    void submit();
  };
  form.addEventListener('submit', onSubmit);
  cleanups.push(() => form.removeEventListener('submit', onSubmit));
  setState('idle');
  cleanups.push(() => {
    form.removeAttribute(anatomy.state);
    form.removeAttribute('aria-busy');
    if (state !== 'success') submitButton.restore();
    submitButton.setDisabled(false);
  });

  // spec 002 §7: the form-render census call when a form is shown.
  void recordFormRender(deps.api, {
    formId: options.formId,
    visitorCookie: visitorCookieField(deps.readCookie),
    ...pageFields(deps.pageContext, doc),
  });

  return {
    get state() {
      return state;
    },
    submit,
    destroy() {
      destroyed = true;
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    },
  };
}
