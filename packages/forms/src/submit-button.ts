/**
 * The form's submit button (spec 000 §4): its own text is sent as submitButtonText, it shows the
 * in-progress text while submitting, and it is disabled while submitting or while a reset
 * captcha waits to be solved again. Disabled means aria-disabled, not `disabled`: the button
 * keeps focus and its place in the tab order, and the controller ignores what it submits.
 */

const SUBMIT_BUTTON_SELECTOR = 'button[type="submit"],button:not([type]),input[type="submit"]';

export interface SubmitButton {
  /** The first submit button of the form, if it has one. */
  readonly element: HTMLButtonElement | HTMLInputElement | null;
  /** The button's own text, trimmed, as the markup wrote it. */
  readonly text: string;
  /** Replaces the button's content with `text` (the in-progress text). */
  showProgress(text: string): void;
  /** Puts the button's own content back (an icon and markup included). */
  restore(): void;
  setDisabled(disabled: boolean): void;
}

export function findSubmitButton(form: HTMLFormElement): SubmitButton {
  const element = form.querySelector<HTMLButtonElement | HTMLInputElement>(SUBMIT_BUTTON_SELECTOR);
  const isInput = element instanceof HTMLInputElement;
  const text = (isInput ? element.value : (element?.textContent ?? '')).trim();
  const ownContent = element && !isInput ? [...element.childNodes] : [];

  function write(value: string) {
    if (isInput) element.value = value;
    else if (element) element.textContent = value;
  }

  return {
    element,
    text,
    showProgress: write,
    restore() {
      if (isInput) write(text);
      else element?.replaceChildren(...ownContent);
    },
    setDisabled(disabled) {
      if (disabled) element?.setAttribute('aria-disabled', 'true');
      else element?.removeAttribute('aria-disabled');
    },
  };
}
