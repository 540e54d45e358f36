/**
 * The DOM view of a failure (spec 000 §5/§8): each field message above its field title with
 * the field styled (aria-invalid, the message linked with aria-describedby), and the
 * form-level messages above and below the form. Text only: server text is never HTML.
 */
import { addDescribedBy, removeDescribedBy } from './described-by';
import { anatomy, classNames } from './form-anatomy';
import type { FormField } from './read-fields';
import { getOwn } from './set-own';

export interface Feedback {
  /** Field id to message. */
  fieldErrors?: Record<string, string>;
  /** Lines shown above the form. */
  above?: string[];
  /** Lines shown below the form, by the submit button. */
  below?: string[];
}

export interface FeedbackView {
  /** Shows `feedback` (after clearing the last one). Returns the first invalid field's control. */
  show(fields: readonly FormField[], feedback: Feedback): HTMLElement | undefined;
  clear(): void;
  destroy(): void;
}

let viewCount = 0;

function safeIdPart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Where a field's message goes: before its title, or before a legend's fieldset. */
function errorAnchor(field: FormField): { before: Element } | { prepend: Element } {
  const title = field.element.querySelector(`[${anatomy.fieldTitle}]`);
  if (title) {
    const fieldset = title.tagName === 'LEGEND' ? title.parentElement : null;
    // A legend must stay the first child of its fieldset, so the message goes before it.
    return { before: fieldset && field.element.contains(fieldset) ? fieldset : title };
  }
  if (field.controls.length === 1 && field.controls[0] === field.element) {
    return { before: field.element };
  }
  return { prepend: field.element };
}

export function createFeedbackView(
  form: HTMLFormElement,
  submitButton: Element | null,
): FeedbackView {
  const doc = form.ownerDocument;
  const prefix = `tessera-form-${++viewCount}`;
  const created: Element[] = [];
  const shown: Array<() => void> = [];

  function region(where: 'above' | 'below'): HTMLElement {
    const existing = form.querySelector<HTMLElement>(`[${anatomy.message}="${where}"]`);
    if (existing) return existing;
    const element = doc.createElement('div');
    element.setAttribute(anatomy.message, where);
    element.className = classNames.message;
    element.hidden = true;
    if (where === 'above') form.prepend(element);
    else if (submitButton?.parentElement && form.contains(submitButton))
      submitButton.after(element);
    else form.append(element);
    created.push(element);
    return element;
  }
  const above = region('above');
  const below = region('below');
  // The message by the button is announced; the one above is for sighted visitors who scroll.
  const hadRole = below.getAttribute('role');
  if (!hadRole) below.setAttribute('role', 'alert');

  function fill(element: HTMLElement, lines: readonly string[] | undefined) {
    if (!lines || lines.length === 0) return;
    element.replaceChildren(
      ...lines.map((line) => {
        const paragraph = doc.createElement('p');
        paragraph.textContent = line;
        return paragraph;
      }),
    );
    element.hidden = false;
    shown.push(() => {
      element.replaceChildren();
      element.hidden = true;
    });
  }

  function markField(field: FormField, message: string): HTMLElement | undefined {
    const error = doc.createElement('p');
    // The count keeps ids apart for field ids that differ only in dropped characters (a b, a_b).
    error.id = `${prefix}-${safeIdPart(field.id)}-error-${shown.length + 1}`;
    error.className = classNames.fieldError;
    error.setAttribute(anatomy.fieldError, '');
    error.textContent = message;
    const anchor = errorAnchor(field);
    if ('before' in anchor) anchor.before.before(error);
    else anchor.prepend.prepend(error);
    field.element.classList.add(classNames.fieldInvalid);
    const controls = field.controls.filter((control) => control.type !== 'hidden');
    for (const control of controls) {
      control.setAttribute('aria-invalid', 'true');
      addDescribedBy(control, error.id);
    }
    shown.push(() => {
      error.remove();
      field.element.classList.remove(classNames.fieldInvalid);
      for (const control of controls) {
        control.removeAttribute('aria-invalid');
        removeDescribedBy(control, error.id);
      }
    });
    return controls[0];
  }

  const view: FeedbackView = {
    show(fields, feedback) {
      view.clear();
      let first: HTMLElement | undefined;
      const unmatched: string[] = [];
      const errors = feedback.fieldErrors ?? {};
      const byId = new Map(fields.map((field) => [field.id, field]));
      for (const [id, message] of Object.entries(errors)) {
        const field = byId.get(id);
        // A message for a field the markup does not have is shown with the form's messages.
        if (!field || field.type === 'section') unmatched.push(message);
      }
      for (const field of fields) {
        const message = getOwn(errors, field.id);
        if (message === undefined || field.type === 'section') continue;
        const control = markField(field, message);
        first ??= control;
      }
      fill(above, feedback.above);
      fill(below, [...unmatched, ...(feedback.below ?? [])]);
      return first;
    },
    clear() {
      for (const undo of shown.splice(0).reverse()) undo();
    },
    destroy() {
      view.clear();
      if (!hadRole) below.removeAttribute('role');
      for (const element of created) element.remove();
    },
  };
  return view;
}
