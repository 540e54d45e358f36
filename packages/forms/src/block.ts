/**
 * The form block (docs/markup.md, "Forms"): `[data-block="form"]`, a form element or an element
 * holding one, configured by its data-block-config. Contact and newsletter forms alike.
 */
import {
  type BlockContext,
  checkPageContext,
  type Destroy,
  readBlockConfig,
  readCookie,
  recordEvent,
} from '@tessera/runtime';
import { lazyCaptchaProviders } from './captcha/lazy-captcha-provider';
import { formBackend } from './form-backend';
import { createFormController } from './form-controller';
import { mergeFormOptions } from './form-definition';
import { resolveFormOptions } from './form-options';

const noop: Destroy = () => {};

export function init(element: HTMLElement, context: BlockContext): Destroy {
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  // The configuration's own problem (bad JSON, not an object) goes into the one warning below.
  let problem = '';
  const input = mergeFormOptions(
    // The loader does not check the page context's field shapes; the blocks that read it do.
    checkPageContext(context.page),
    readBlockConfig(element, (text) => {
      problem = ` (${text})`;
    }),
    // A form sent to its own action (Formspree, Netlify) needs no formId: its name or id serves.
    // Attributes: a control named "name" or "id" shadows form.name and form.id.
    form && formBackend(form, 'auto', {}) === 'action'
      ? form.getAttribute('name') || form.getAttribute('id') || 'form'
      : undefined,
  );
  if (!form || !input) {
    // spec 002 §8: 'Could not render form' is a console warning; the markup stays as it is.
    console.warn(
      !form
        ? '[tessera] Could not render form: the form block holds no <form> element.'
        : `[tessera] Could not render form: data-block-config has no "formId" string${problem}.`,
      element,
    );
    return noop;
  }
  const options = resolveFormOptions(input);
  const controller = createFormController(form, options, {
    api: context.api,
    // spec 000 §4 (Form, success): a newsletter success records the event (on the server, for
    // the site owner), sends spec 002 §7's newsletter subscribe tracking event (consent-gated,
    // whatever the backend: it is the site's analytics) and raises it on the bus (for the popup
    // overlay and the page's scripts). The popup's newsletter forms are form blocks too.
    emit: (name, detail) => {
      if (formBackend(form, options.backend, context.page) === 'tessera') {
        void recordEvent(context.api, name, detail);
      }
      void import('./newsletter-tracking').then(({ trackNewsletterSubscribe }) =>
        trackNewsletterSubscribe(detail.formId, context),
      );
      context.events.emit(name, detail);
    },
    pageContext: context.page,
    readCookie: (name) => readCookie(name),
    captchaProviders: lazyCaptchaProviders(),
  });
  return () => controller.destroy();
}
