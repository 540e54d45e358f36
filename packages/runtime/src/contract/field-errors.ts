import { isJsonObject } from '../is-json-object';

/**
 * An answer's `data.errors` (spec 000 §8: "status with data.errors (field id to message)") as
 * field id to message text; undefined unless a non-empty map. Each field is set as an own
 * property, so a field id such as "__proto__" stays a field and never changes the prototype.
 */
export function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  if (!isJsonObject(data) || !isJsonObject(data.errors)) return undefined;
  const errors: Record<string, string> = {};
  let count = 0;
  for (const [field, message] of Object.entries(data.errors)) {
    if (message === undefined || message === null) continue;
    Object.defineProperty(errors, field, {
      value: String(message),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    count++;
  }
  return count > 0 ? errors : undefined;
}
