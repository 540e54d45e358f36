/**
 * The DOM view of a failure (spec 000 §5/§8): each field message above its field title with
 * the field styled (aria-invalid, the message linked with aria-describedby), and the
 * form-level messages above and below the form. Text only: server text is never HTML.
 */
import { type CleanupStore, createCleanupStore } from '@tessera/runtime';
import { anatomy, classNames } from './form-anatomy';
import type { FormMessages } from './form-messages';
import { markFieldError } from './mark-field-error';
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
}

/** The feedback for a failure; spec 000 §8: newsletter forms skip the surrounding messages. */
export function failureFeedback(
  messages: Pick<FormMessages, 'problemAbove' | 'problemBelow'>,
  newsletter: boolean,
  failure: { message?: string; fieldErrors?: Record<string, string> },
): Feedback {
  const feedback: Feedback = { fieldErrors: failure.fieldErrors, below: [] };
  if (failure.message) feedback.below?.push(failure.message);
  if (!newsletter) {
    feedback.above = [messages.problemAbove];
    if (Object.keys(failure.fieldErrors ?? {}).length > 0) {
      feedback.below?.push(messages.problemBelow);
    }
  }
  return feedback;
}

let viewCount = 0;

function safeIdPart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** The view of `form`; `store.clear()` removes it and what it showed. */
export function createFeedbackView(
  form: HTMLFormElement,
  submitButton: Element | null,
  store: CleanupStore,
): FeedbackView {
  const doc = form.ownerDocument;
  const prefix = `tessera-form-${++viewCount}`;
  // What the last `show` wrote; cleared by the next one.
  const shown = createCleanupStore();

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
    store.add(() => element.remove());
    return element;
  }
  const above = region('above');
  const below = region('below');
  // The message by the button is announced; the one above is for sighted visitors who scroll.
  if (!below.getAttribute('role')) store.attribute(below, 'role', 'alert');
  store.add(shown.clear);

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
    shown.add(() => {
      element.replaceChildren();
      element.hidden = true;
    });
  }

  return {
    show(fields, feedback) {
      shown.clear();
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
        // The count keeps ids apart for field ids that differ only in dropped characters (a b, a_b).
        const id = `${prefix}-${safeIdPart(field.id)}-error-${shown.size + 1}`;
        const control = markFieldError(field, message, id, shown);
        first ??= control;
      }
      fill(above, feedback.above);
      fill(below, [...unmatched, ...(feedback.below ?? [])]);
      return first;
    },
    clear: shown.clear,
  };
}
