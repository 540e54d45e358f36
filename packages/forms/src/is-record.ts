/** A plain object read from an untrusted answer (a parsed JSON body, an error's fields). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
