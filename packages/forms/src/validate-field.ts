/**
 * The per-field rules of spec 000 §5 / 002 §5 as a pure function of what the DOM shell read.
 * Order: section, maximum length, email, US zip, the control's type, then required.
 */
import type { FieldType, FieldValue } from './field-types';
import { type FormMessages, formMessages } from './form-messages';
import { isValidEmail } from './is-valid-email';

export interface FieldCheck {
  type: FieldType | (string & {});
  value: FieldValue;
  required: boolean;
  /** The maximum length in characters, when the field has one (0 or less: none). */
  maxLength?: number;
  /** The browser's constraint validation found a required control empty. */
  valueMissing?: boolean;
  /**
   * The browser's constraint validation cannot read the value as its control's type
   * (typeMismatch or badInput: 'abc' in a number input, 'not a url' in a url input).
   */
  typeMismatch?: boolean;
}

/** Address parts (summary labels Line1, Line2, City, State, Zip, Country): zip and country. */
const ZIP_PART = 4;
const COUNTRY_PART = 5;
const US_NAMES = new Set([
  'us',
  'u.s.',
  'usa',
  'u.s.a.',
  'united states',
  'united states of america',
]);
const FIVE_DIGITS = /^[0-9]{5}$/;

function isUnitedStates(country: string | undefined): boolean {
  return country !== undefined && US_NAMES.has(country.trim().toLowerCase());
}

/** spec 000 §5: a US zip is exactly 5 digits. */
export function isValidUsZip(zip: string): boolean {
  return FIVE_DIGITS.test(zip);
}

function isEmptyValue(value: FieldValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  // likert: a required likert needs every question answered.
  return Object.values(value).some((answer) => answer === '');
}

function textOf(value: FieldValue): string {
  return typeof value === 'string' ? value : '';
}

function fillEmailFormat(messages: FormMessages): string {
  return messages.invalidEmail.replace('{email}', messages.emailFormat);
}

/** The field's error message, or undefined when it is valid. */
export function validateField(
  check: FieldCheck,
  messages: FormMessages = formMessages,
): string | undefined {
  const { type, value, required } = check;
  // spec 000 §5: section items are always valid.
  if (type === 'section') return undefined;

  const text = textOf(value);
  // spec 000 §5: invalid if longer than the maximum; an empty optional field passes.
  const maxLength = check.maxLength ?? 0;
  if (maxLength > 0 && text.length > maxLength) {
    return messages.characterLimit;
  }
  // spec 000 §5: an email-class field must be valid unless optional and empty.
  if (type === 'email' && (required || text.trim() !== '') && !isValidEmail(text.trim())) {
    return fillEmailFormat(messages);
  }
  // spec 000 §5: a US zip is exactly 5 digits (an empty zip is left to the required rule).
  if (type === 'address' && Array.isArray(value)) {
    const zip = value[ZIP_PART]?.trim();
    if (zip && isUnitedStates(value[COUNTRY_PART]) && !isValidUsZip(zip)) {
      return messages.zipCode;
    }
  }
  // Issue 5: the browser's type check serves, with our message. An email-class field keeps the
  // spec's grammar alone (it differs from the browser's), and a number input with bad input
  // reads as '', so this comes before the required rule, which would misname the fault.
  if (check.typeMismatch && type !== 'email') return messages.invalidFormat;
  if ((required && isEmptyValue(value)) || check.valueMissing) return messages.required;
  return undefined;
}
