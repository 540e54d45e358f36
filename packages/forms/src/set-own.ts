/**
 * Sets `record[key]` as an own, enumerable property, whatever the key: a plain assignment to
 * "__proto__" changes the prototype instead, and the field (a field id from the markup, a
 * likert question, a key of the server's data.errors) would vanish from the submission.
 */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** `record[key]` if it is the record's own property (never Object.prototype's "toString"). */
export function getOwn<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
