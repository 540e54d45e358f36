/**
 * DOM getters: the fields of a form as the markup declares them (docs/markup.md, "Forms").
 */

import type { FieldType } from './field-types';
import { anatomy } from './form-anatomy';

export type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormField {
  id: string;
  /** The declared type; an unknown type is read as a single value ("others"). */
  type: FieldType | (string & {});
  element: HTMLElement;
  /** The field's value-holding controls, in document order (buttons left out). */
  controls: FieldControl[];
}

/** Thrown when the markup cannot be read as a form: the message names what and where. */
export class FormMarkupError extends Error {
  override name = 'FormMarkupError';
}

export const CONTROL_SELECTOR =
  'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"]),select,textarea';

function isControl(element: Element): element is FieldControl {
  return element.matches(CONTROL_SELECTOR);
}

/** The fields inside `root`, in document order. A wrapper may itself be the control (hidden). */
export function readFields(root: ParentNode): FormField[] {
  const fields: FormField[] = [];
  const seen = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${anatomy.fieldType}]`)) {
    const type = element.getAttribute(anatomy.fieldType) ?? '';
    const id = element.getAttribute(anatomy.fieldId) ?? '';
    if (id === '') {
      throw new FormMarkupError(
        `A form field (${anatomy.fieldType}="${type}") has no ${anatomy.fieldId} attribute.`,
      );
    }
    if (seen.has(id)) {
      throw new FormMarkupError(`Two form fields share ${anatomy.fieldId}="${id}".`);
    }
    seen.add(id);
    const controls = isControl(element)
      ? [element]
      : [...element.querySelectorAll<FieldControl>(CONTROL_SELECTOR)];
    fields.push({ id, type, element, controls });
  }
  return fields;
}
