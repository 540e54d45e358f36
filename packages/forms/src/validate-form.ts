/**
 * The DOM side of validation: reads each field's value, required state and maximum length,
 * asks the browser's constraint validation where it serves (required controls, the control's
 * type), and runs the pure rules (validate-field.ts). The messages are ours, never the browser's.
 */
import { anatomy } from './form-anatomy';
import type { FormMessages } from './form-messages';
import { type FormField, readFields } from './read-fields';
import { serializeField } from './serialize-form';
import { setOwn } from './set-own';
import { readMaxLength } from './textarea-counter';
import { validateField } from './validate-field';

/** Field id to message, in document order. */
export type FieldErrors = Record<string, string>;

function isRequired(field: FormField): boolean {
  return (
    field.element.hasAttribute(anatomy.fieldRequired) ||
    field.element.getAttribute('aria-required') === 'true' ||
    field.controls.some((control) => control.required)
  );
}

function maxLengthOf(field: FormField): number | undefined {
  const control = field.controls[0];
  if (!control || field.controls.length !== 1) return undefined;
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement) {
    return readMaxLength(control);
  }
  return undefined;
}

export function validateFields(
  fields: readonly FormField[],
  messages: FormMessages,
  search: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = serializeField(field, search);
    // Stryker disable next-line ConditionalExpression: equivalent, only a section has no value and validateField passes sections
    if (value === undefined) continue;
    const message = validateField(
      {
        type: field.type,
        value,
        required: isRequired(field),
        maxLength: maxLengthOf(field),
        // Radio and checkbox groups are judged as a whole by the rule above, not per box.
        valueMissing: field.controls.some(
          (control) =>
            control.validity?.valueMissing === true &&
            !(
              control instanceof HTMLInputElement &&
              (control.type === 'radio' || control.type === 'checkbox')
            ),
        ),
        typeMismatch: field.controls.some(
          (control) =>
            control.validity?.typeMismatch === true || control.validity?.badInput === true,
        ),
      },
      messages,
    );
    if (message !== undefined) setOwn(errors, field.id, message);
  }
  return errors;
}

/** Validates every field inside `root`. */
export function validateForm(root: ParentNode, messages: FormMessages, search = ''): FieldErrors {
  return validateFields(readFields(root), messages, search);
}
