/**
 * serializeForm: the `form` JSON object of a submission, read from server-rendered markup per
 * the value table of spec 000 §3 / 002 §3.
 */

import type { FieldValue, FormValues } from './field-types';
import { hiddenValue, isListType, listValue } from './field-value';
import { anatomy } from './form-anatomy';
import { type FormField, readFields } from './read-fields';
import { setOwn } from './set-own';

export interface SerializeOptions {
  /** The query string hidden fields read (default `location.search`). */
  search?: string;
}

function checkedValues(field: FormField): string[] {
  return field.controls
    .filter((control): control is HTMLInputElement => control instanceof HTMLInputElement)
    .filter((input) => (input.type === 'checkbox' || input.type === 'radio') && input.checked)
    .map((input) => input.value);
}

/** A likert field: each row (`data-likert-question`) to the value of its checked radio. */
function likertValue(field: FormField): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const row of field.element.querySelectorAll<HTMLElement>(`[${anatomy.likertQuestion}]`)) {
    const question = row.getAttribute(anatomy.likertQuestion) ?? '';
    const checked = row.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    setOwn(answers, question, checked?.value ?? '');
  }
  return answers;
}

/** The value of one field, or undefined for a section (ignored, spec 000 §3). */
export function serializeField(field: FormField, search: string): FieldValue | undefined {
  const { type, controls } = field;
  if (type === 'section') return undefined;
  if (isListType(type))
    return listValue(
      type,
      controls.map((control) => control.value),
    );
  if (type === 'checkbox') return checkedValues(field);
  if (type === 'radio') return checkedValues(field)[0] ?? '';
  if (type === 'likert') return likertValue(field);
  const control = controls[0];
  if (type === 'hidden') {
    return control ? hiddenValue(control.name, control.value, search) : '';
  }
  // select (the chosen value) and the others (the single value).
  return control?.value ?? '';
}

/**
 * Reads every field inside `element` (a form or any container) into field id to value.
 * Throws FormMarkupError when a field has no id or two fields share one.
 */
export function serializeForm(element: ParentNode, options: SerializeOptions = {}): FormValues {
  const search = options.search ?? (typeof location === 'undefined' ? '' : location.search);
  const values: FormValues = {};
  for (const field of readFields(element)) {
    const value = serializeField(field, search);
    if (value !== undefined) setOwn(values, field.id, value);
  }
  return values;
}
