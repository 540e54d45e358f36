/**
 * The pure rules of the value table (spec 000 §3, 002 §3) that do not need the DOM.
 */
import { type FieldType, LIST_FIELD_TYPES } from './field-types';

type ListFieldType = (typeof LIST_FIELD_TYPES)[number];

/** Types whose value is the list of their sub-inputs (spec 000 §3). */
export function isListType(type: string): type is ListFieldType {
  return (LIST_FIELD_TYPES as readonly string[]).includes(type);
}

/** A list field's value; a phone of 3 parts gets an empty first (country) element. */
export function listValue(type: FieldType | (string & {}), parts: readonly string[]): string[] {
  // spec 000 §3: with 3 parts an empty first element is prepended, so the parts line up with
  // the summary labels Country, Areacode, Prefix, Line.
  if (type === 'phone' && parts.length === 3) return ['', ...parts];
  return [...parts];
}

/**
 * A hidden field's value: the query-string parameter named like the field, else its own value
 * (spec 002 §3). A parameter present with an empty value counts as present.
 */
export function hiddenValue(name: string, ownValue: string, search: string): string {
  if (name === '') return ownValue;
  const fromQuery = new URLSearchParams(search).get(name);
  return fromQuery ?? ownValue;
}
