import { messages } from './messages';
import type { FormDefinition, FormFieldDefinition, FormFieldType } from './site-config';
import { findUnstorableText } from './unstorable-text';

/**
 * Server-side rules for a submission's `form` values (spec 000 §3 value shapes, §5 rules): each
 * value must have its field type's shape, required fields must be filled, maxLength and email
 * rules as the page applies them, and no text the database cannot store (NUL, a lone surrogate),
 * so one visitor's value never fails another's write. Pure: (definition, values) -> field errors
 * or clean values.
 */
export type FormValue = string | string[] | Record<string, string | string[]>;

export type FormCheck =
  | { ok: true; values: Record<string, FormValue> }
  | { ok: false; errors: Record<string, string> };

const listTypes = new Set<FormFieldType>(['name', 'date', 'time', 'address', 'phone', 'checkbox']);

/** Longest text value and longest list we store (beyond any field's own maxLength). */
const MAX_VALUE_LENGTH = 10_000;
const MAX_LIST_LENGTH = 100;

// spec 000 §5: 3 to 256 characters, local part @ domain . top-level domain of 2 to 4 alphanumerics.
const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z0-9]{2,4}$/;
export function isValidEmail(text: string): boolean {
  return text.length >= 3 && text.length <= 256 && emailPattern.test(text);
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_VALUE_LENGTH;
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= MAX_LIST_LENGTH && value.every(isText);

function hasShape(type: FormFieldType, value: unknown): value is FormValue {
  if (listTypes.has(type)) return isTextList(value);
  if (type === 'likert') {
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length <= MAX_LIST_LENGTH &&
      Object.values(value).every((answer) => isText(answer) || isTextList(answer))
    );
  }
  return isText(value);
}

function isEmpty(value: FormValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return Object.values(value).every((answer) => isEmpty(answer));
}

function textOf(value: FormValue): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(' ');
  return '';
}

// spec 000 §5: a US zip must be exactly 5 digits (address parts: Line1, Line2, City, State, Zip, Country).
function zipError(field: FormFieldDefinition, value: FormValue): string | undefined {
  if (field.type !== 'address' || !Array.isArray(value)) return undefined;
  const zip = value[4]?.trim() ?? '';
  const country = value[5]?.trim().toLowerCase() ?? '';
  const isUs = ['us', 'usa', 'united states', 'united states of america'].includes(country);
  return isUs && zip !== '' && !/^\d{5}$/.test(zip) ? messages.zipCode : undefined;
}

function fieldError(field: FormFieldDefinition, value: FormValue | undefined): string | undefined {
  if (value === undefined || isEmpty(value)) return field.required ? messages.required : undefined;
  const max = field.maxLength;
  // A missing, invalid or 0 maximum means no limit (spec 002 §5, as for the counter).
  if (typeof max === 'number' && max > 0 && textOf(value).length > max) {
    return messages.characterLimit;
  }
  if (field.type === 'email' && !isValidEmail(textOf(value).trim())) return messages.invalidEmail;
  return zipError(field, value);
}

export function checkFormValues(form: FormDefinition, values: unknown): FormCheck {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return { ok: false, errors: {} };
  }
  const given = values as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const clean: Record<string, FormValue> = {};
  const known = new Map(form.fields.map((field) => [field.id, field]));
  for (const id of Object.keys(given)) {
    if (!known.has(id)) errors[id.slice(0, 64)] = messages.unknownField;
  }
  for (const field of form.fields) {
    if (field.type === 'section') continue; // spec 000 §3: sections are ignored
    const raw = given[field.id];
    if (raw !== undefined && raw !== null && !hasShape(field.type, raw)) {
      errors[field.id] = messages.wrongValueType;
      continue;
    }
    if (findUnstorableText(raw)) {
      errors[field.id] = messages.unstorableText;
      continue;
    }
    const value = raw === null ? undefined : (raw as FormValue | undefined);
    const error = fieldError(field, value);
    if (error) errors[field.id] = error;
    else if (value !== undefined) clean[field.id] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: clean };
}
