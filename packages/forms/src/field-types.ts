/**
 * The form field types of spec 002 §3 and the value shapes of spec 000 §3 / 002 §3.
 */
import type { FormFieldType } from '@tessera/runtime';

/** Field types that serialise as the list of their sub-inputs. */
export const LIST_FIELD_TYPES = ['name', 'date', 'time', 'address', 'phone'] as const;

/** The form field types of spec 002 §3, as the runtime's model lists them. */
export type FieldType = FormFieldType;

/** A serialised field value: one string, a list of strings, or (likert) question to value. */
export type FieldValue = string | string[] | Record<string, string>;

/** The `form` JSON object of the submission: field id to value (spec 002 §3). */
export type FormValues = Record<string, FieldValue>;

/** Summary labels by type, spec 000 §3. Likert and checkbox are listed without labels. */
export const SUMMARY_LABELS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  likert: [],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  checkbox: [],
} as const satisfies Partial<Record<FieldType, readonly string[]>>;
