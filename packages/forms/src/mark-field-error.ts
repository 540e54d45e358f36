/**
 * One field's error (spec 000 §5/§8): the message above the field's title, the field styled,
 * its controls marked aria-invalid and described by the message.
 */
import type { CleanupStore } from '@tessera/runtime';
import { addDescribedBy, removeDescribedBy } from './described-by';
import { anatomy, classNames } from './form-anatomy';
import type { FormField } from './read-fields';

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

/** Shows `message` on `field` under the element id `id`, undone by `store.clear()`; returns the
 * field's first control, for focus. */
export function markFieldError(
  field: FormField,
  message: string,
  id: string,
  store: CleanupStore,
): HTMLElement | undefined {
  const error = field.element.ownerDocument.createElement('p');
  error.id = id;
  error.className = classNames.fieldError;
  error.setAttribute(anatomy.fieldError, '');
  error.textContent = message;
  const anchor = errorAnchor(field);
  if ('before' in anchor) anchor.before.before(error);
  else anchor.prepend.prepend(error);
  field.element.classList.add(classNames.fieldInvalid);
  store.add(() => {
    error.remove();
    field.element.classList.remove(classNames.fieldInvalid);
  });
  const controls = field.controls.filter((control) => control.type !== 'hidden');
  for (const control of controls) {
    store.attribute(control, 'aria-invalid', 'true');
    addDescribedBy(control, id);
    store.add(() => removeDescribedBy(control, id));
  }
  return controls[0];
}
