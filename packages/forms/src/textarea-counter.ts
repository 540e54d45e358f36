/**
 * The live counter of a textarea with a maximum length (spec 000 §5, 002 §5): 'count / max',
 * with an error class when over. A missing, invalid or 0 maximum means no counter.
 */

import { createCleanupStore } from '@tessera/runtime';
import { addDescribedBy, removeDescribedBy } from './described-by';
import { anatomy, classNames } from './form-anatomy';

const WHOLE_NUMBER = /^\s*[0-9]+\s*$/;

/** Parses a maximum-length attribute value: a positive whole number, else undefined. */
export function parseMaxLength(text: string | null | undefined): number | undefined {
  if (text == null || !WHOLE_NUMBER.test(text)) return undefined;
  const max = Number(text);
  return max > 0 && Number.isSafeInteger(max) ? max : undefined;
}

/** A control's maximum length from `data-max-length`, else `maxlength`. */
export function readMaxLength(control: Element): number | undefined {
  return parseMaxLength(
    control.getAttribute(anatomy.maxLength) ?? control.getAttribute('maxlength'),
  );
}

/** The counter text, spec 002 §5: 'count / max'. */
export function counterText(count: number, max: number): string {
  return `${count} / ${max}`;
}

let counterIds = 0;

/**
 * Adds the counter after `textarea` and keeps it live. Returns the cleanup, or undefined when
 * the textarea has no valid maximum (no counter).
 */
export function attachTextareaCounter(textarea: HTMLTextAreaElement): (() => void) | undefined {
  const max = readMaxLength(textarea);
  if (max === undefined) return undefined;
  const store = createCleanupStore();
  const counter = textarea.ownerDocument.createElement('span');
  counter.className = classNames.counter;
  counter.setAttribute(anatomy.counter, '');
  counter.id = `tessera-counter-${++counterIds}`;
  textarea.after(counter);
  addDescribedBy(textarea, counter.id);
  store.add(() => {
    removeDescribedBy(textarea, counter.id);
    counter.remove();
  });

  const update = () => {
    const count = textarea.value.length;
    counter.textContent = counterText(count, max);
    counter.classList.toggle(classNames.counterOver, count > max);
  };
  update();
  store.listen(textarea, 'input', update);
  // A form reset changes the value without an input event, and only after the reset event's
  // listeners have run: read it once the reset is done.
  let cancelRead = () => {};
  if (textarea.form) {
    store.listen(textarea.form, 'reset', () => {
      cancelRead();
      cancelRead = store.timeout(update, 0);
    });
  }
  return store.clear;
}
