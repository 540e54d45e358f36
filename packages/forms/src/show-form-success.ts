/**
 * A submission's success (spec 000 §4, Form): a newsletter raises `newsletter-subscribe`; with a
 * success URL the visitor is sent there, else the post-submit message is shown.
 */
import type { CleanupStore } from '@tessera/runtime';
import { isSameDocument, onReturnFromCache } from './after-redirect';
import type { FormOptions } from './form-options';
import { showPostSubmitMessage } from './post-submit-message';

export interface SuccessDeps {
  /** Receives 'newsletter-subscribe' on a newsletter success (the runtime's event bus). */
  emit?: (name: 'newsletter-subscribe', detail: { formId: string }) => void;
  /** Sends the visitor to the success URL (default location.assign). */
  navigate?: (url: string) => void;
}

/** Only http(s) and relative URLs are followed: never javascript: or data:. */
function safeSuccessUrl(url: string, base: string): string | undefined {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:'
      ? resolved.href
      : undefined;
  } catch {
    return undefined;
  }
}

export function showFormSuccess(
  form: HTMLFormElement,
  options: FormOptions,
  deps: SuccessDeps,
  store: CleanupStore,
): void {
  const doc = form.ownerDocument;
  const text = options.successMessage || options.messages.thankYou;
  if (options.newsletter) deps.emit?.('newsletter-subscribe', { formId: options.formId });
  if (options.successUrl !== '') {
    const here = doc.location?.href ?? '';
    const url = safeSuccessUrl(options.successUrl, here || 'http://localhost/');
    if (url) {
      (deps.navigate ?? ((target: string) => doc.location.assign(target)))(url);
      // The form may be seen again (a `#…` URL, or back from the bfcache): show the success.
      // Store cleanups stop on destroy, so a destroyed form is never written to.
      const showSuccess = () => showPostSubmitMessage(form, text, false);
      if (isSameDocument(url, here)) showSuccess();
      else onReturnFromCache(doc.defaultView, showSuccess, store);
      return;
    }
    console.warn(
      `[tessera] form: successUrl "${options.successUrl}" is not an http(s) URL; showing the post-submit message instead.`,
    );
  }
  showPostSubmitMessage(form, text);
}
