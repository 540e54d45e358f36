import { isJsonObject } from '@tessera/runtime';
import { HttpError } from './http-error';
import { findUnstorableText } from './unstorable-text';

/**
 * The editor's messages for a settings form (spec 002 §5 "Form" and "Editor messages", 001 §9);
 * "This field is required." is the forms package's wording, the spec giving none for settings.
 */
export const settingMessages = {
  required: 'This field is required.',
  tooLong: 'You have exceeded the character limit.',
  notAnOption: (value: unknown) =>
    `${String(typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 100)} is not one of the expected options`,
  notAPage: (value: unknown) => `${String(value).slice(0, 100)} is not a valid page URL`,
  notBoolean: 'Must be true or false.',
  notText: 'Must be text.',
  notWholeNumber: (min: number, max: number) => `Must be a whole number from ${min} to ${max}.`,
  tooManyLanguages: (max: number) => `Choose at most ${max} languages.`,
  unstorable: 'This field contains a character that cannot be stored.',
  unknown: 'This is not a setting of this form.',
};

/**
 * Reads a settings object field by field, keeping the first message per field, so one answer
 * names every field to fix: 400 `{error, fieldErrors: {field: message}}`.
 */
export class SettingChecks {
  readonly errors: Record<string, string> = {};
  readonly fields: Record<string, unknown>;

  constructor(body: unknown, known: readonly string[]) {
    if (!isJsonObject(body)) {
      throw new HttpError(400, { error: 'The request body must be an object of settings.' });
    }
    this.fields = body;
    for (const name of Object.keys(body).slice(0, 50)) {
      if (!known.includes(name)) this.fail(name.slice(0, 64), settingMessages.unknown);
    }
  }

  fail(name: string, message: string): undefined {
    this.errors[name] ??= message;
    return undefined;
  }

  boolean(name: string): boolean | undefined {
    const value = this.fields[name];
    if (value === undefined) return this.fail(name, settingMessages.required);
    return typeof value === 'boolean' ? value : this.fail(name, settingMessages.notBoolean);
  }

  /** Text of at most `max` characters; `required` refuses empty text (and an empty paragraph). */
  text(name: string, max: number, required: boolean): string | undefined {
    const value = this.fields[name];
    if (value === undefined || value === null) {
      return required ? this.fail(name, settingMessages.required) : undefined;
    }
    if (typeof value !== 'string') return this.fail(name, settingMessages.notText);
    if (findUnstorableText(value)) return this.fail(name, settingMessages.unstorable);
    if (value.length > max) return this.fail(name, settingMessages.tooLong);
    const empty = value.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/gi, '').trim() === '';
    if (required && empty) return this.fail(name, settingMessages.required);
    return value;
  }

  oneOf<T extends string>(name: string, options: readonly T[]): T | undefined {
    const value = this.fields[name];
    if (value === undefined) return this.fail(name, settingMessages.required);
    if (typeof value === 'string' && (options as readonly string[]).includes(value)) {
      return value as T;
    }
    return this.fail(name, settingMessages.notAnOption(value));
  }

  wholeNumber(name: string, min: number, max: number): number | undefined {
    const value = this.fields[name];
    if (value === undefined) return this.fail(name, settingMessages.required);
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
      return value;
    }
    return this.fail(name, settingMessages.notWholeNumber(min, max));
  }

  /** Throws the 400 naming every field at fault, if any. */
  done(): void {
    const names = Object.keys(this.errors);
    if (names.length === 0) return;
    throw new HttpError(400, {
      error: `Some settings are not valid: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}.`,
      fieldErrors: this.errors,
    });
  }
}
