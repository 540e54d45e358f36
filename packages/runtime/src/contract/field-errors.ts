import { isJsonObject } from '../is-json-object';

/**
 * An answer's `data.errors` (spec 000 §8: "status with data.errors (field id to message)") as
 * field id to message text; undefined unless a non-empty map. Object.fromEntries defines each
 * field as an own property, so a field id such as "__proto__" stays a field and never changes
 * the prototype.
 */
export function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  if (!isJsonObject(data) || !isJsonObject(data.errors)) return undefined;
  const entries = Object.entries(data.errors)
    .filter(([, message]) => message !== undefined && message !== null)
    .map(([field, message]) => [field, String(message)]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
