import { isJsonObject } from '@tessera/runtime';
import { badRequest } from './http-error';
import { rejectUnstorableText } from './unstorable-text';

/**
 * Reading fields out of a parsed body (JSON object, or form fields where every value is text)
 * with clear 400s: wrong types, over-long strings, unknown fields and text the database cannot
 * store (NUL, lone surrogates: unstorable-text.ts) are refused by name.
 */
export type Fields = Record<string, unknown>;

/** The body as an object of fields, or a 400 naming what came instead. */
export function asFields(body: unknown, what = 'The request body'): Fields {
  if (!isJsonObject(body)) throw badRequest(`${what} must be an object of fields.`);
  return body;
}

/** Refuses fields the call does not know, naming the first few. */
export function rejectUnknown(fields: Fields, known: ReadonlySet<string>): void {
  const unknown = Object.keys(fields).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const names = unknown
      .slice(0, 5)
      .map((name) => JSON.stringify(name.slice(0, 64)))
      .join(', ');
    throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${names}.`);
  }
}

export interface StringRule {
  required?: boolean;
  maxLength?: number;
}

export function readString(
  fields: Fields,
  name: string,
  rule: StringRule = {},
): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') {
    if (rule.required) throw badRequest(`Field "${name}" is required.`);
    return undefined;
  }
  // A number or boolean in a JSON body stands for its text (a form body would send text).
  const text =
    (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean'
      ? String(value)
      : value;
  if (typeof text !== 'string') throw badRequest(`Field "${name}" must be a string.`);
  const max = rule.maxLength ?? 2000;
  if (text.length > max) throw badRequest(`Field "${name}" is longer than ${max} characters.`);
  rejectUnstorableText(text, name);
  return text;
}

/** true/false, or their text in a form body; absent answers `fallback`. */
export function readBoolean(fields: Fields, name: string, fallback = false): boolean {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw badRequest(`Field "${name}" must be true or false.`);
}

/**
 * A field holding JSON text (form bodies) or the JSON value itself (JSON bodies). Text in it that
 * the database cannot store answers 400 naming its path ("data.label"), unless `checkText` is
 * false: the caller then checks it with messages of its own (form values, per field).
 */
export function readJson(fields: Fields, name: string, error?: string, checkText = true): unknown {
  const value = fields[name];
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest(error ?? `Field "${name}" must hold valid JSON.`);
    }
  }
  if (checkText) rejectUnstorableText(parsed, name);
  return parsed;
}
