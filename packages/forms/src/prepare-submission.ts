/**
 * Everything a submission checks before any call (spec 000 §5): the fields read from the
 * markup, the captcha solved, every field valid (unless validation is disabled), the values
 * serialised as the `form` JSON.
 */
import type { FormValues } from './field-types';
import type { FormCaptcha } from './form-captcha';
import type { FormMessages } from './form-messages';
import { type FormField, readFields } from './read-fields';
import { serializeField } from './serialize-form';
import { setOwn } from './set-own';
import { validateFields } from './validate-form';

/** Why a submission stops before its call: a message below the form, field messages. */
export interface Refusal {
  message: string;
  fieldErrors?: Record<string, string>;
}

/** The fields read, and the `form` JSON text or why the submission stops. */
export type PreparedSubmission = [fields: FormField[], formJson: string | Refusal];

export function prepareSubmission(
  form: HTMLFormElement,
  messages: FormMessages,
  validate: boolean,
  captcha: FormCaptcha | undefined,
  captchaLocked: boolean,
  search: string,
): PreparedSubmission {
  let fields: FormField[] = [];
  try {
    fields = readFields(form);
    if (captcha && (captchaLocked || captcha.token() === '')) {
      // spec 000 §5: no call while the captcha is unsolved.
      return [fields, { message: messages.captchaIncomplete }];
    }
    const fieldErrors = validate ? validateFields(fields, messages, search) : {};
    if (Object.keys(fieldErrors).length > 0) {
      return [fields, { message: messages.invalidFields, fieldErrors }];
    }
    const values: FormValues = {};
    for (const field of fields) {
      const value = serializeField(field, search);
      if (value !== undefined) setOwn(values, field.id, value);
    }
    return [fields, JSON.stringify(values)];
  } catch (error) {
    console.error('[tessera] form:', error);
    return [fields, { message: messages.parseError }];
  }
}
