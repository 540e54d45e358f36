/**
 * The fields of a React form as the block's DOM shell reads its markup (read-fields.ts): each
 * defined field with its controls, the form's controls named by the field's id in document
 * order, so that the block's validation and serialisation run unchanged on them. Read at
 * each submission from the DOM, controlled and uncontrolled inputs alike.
 */
import { CONTROL_SELECTOR, type FieldControl, type FormField } from '../read-fields';
import type { FormFieldDefinition } from './tessera-form-types';

export function registeredFields(
  form: HTMLFormElement,
  definitions: readonly FormFieldDefinition[],
): FormField[] {
  const controls = [...form.querySelectorAll<FieldControl>(CONTROL_SELECTOR)];
  return definitions.map(({ id, type }) => {
    const own = controls.filter((control) => control.name === id);
    return { id, type, element: own[0] ?? form, controls: own };
  });
}
