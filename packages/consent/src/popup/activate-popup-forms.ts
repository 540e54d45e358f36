import {
  type CleanupStore,
  type EventBus,
  readBlockConfig,
  type TesseraEvents,
} from '@tessera/runtime';

export interface PopupFormsOptions {
  /** Activates one form block (the forms package's block init); its destroy joins `cleanup`. */
  activateForm?: (
    element: HTMLElement,
  ) => (() => void) | undefined | Promise<(() => void) | undefined>;
  /** The page's event bus, where the forms block raises `newsletter-subscribe`. */
  events?: Pick<EventBus<TesseraEvents>, 'on'>;
  cleanup: CleanupStore;
  destroyed: () => boolean;
  /** Called once, on the first sign-up through one of the popup's forms. */
  onSignUp: () => void;
}

/** The formId a form block signs visitors up with, read quietly (the forms block warns). */
const formIdOf = (form: HTMLElement): unknown => readBlockConfig(form, () => {})?.formId;

/**
 * Activates the form blocks in the popup's content and learns of a sign-up from the bus: the
 * forms block's `newsletter-subscribe` for one of these forms (no longer the form's state
 * attribute). Every effect joins `cleanup`.
 */
export function activatePopupForms(container: ParentNode, options: PopupFormsOptions): void {
  const forms = Array.from(container.querySelectorAll<HTMLElement>('[data-block="form"]'));
  for (const form of forms) {
    Promise.resolve(options.activateForm?.(form)).then(
      (destroy) => {
        if (!destroy) return;
        if (options.destroyed()) destroy();
        else options.cleanup.add(destroy);
      },
      (error: unknown) => console.error('[tessera] popup overlay: the form failed', error),
    );
  }
  const formIds = new Set(forms.map(formIdOf));
  if (!options.events) return;
  const stop = options.cleanup.add(
    options.events.on('newsletter-subscribe', ({ formId }) => {
      if (!formIds.has(formId)) return;
      stop();
      options.onSignUp();
    }),
  );
}
