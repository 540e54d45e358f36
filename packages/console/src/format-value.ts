/**
 * A submitted value as one line of text (spec 000 §3 "Form field value shapes"): a list of
 * sub-inputs or checked values joined by commas, a likert map as 'question: answer' pairs.
 * Text only: the console never renders a visitor's value as HTML.
 */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value
      .map(formatValue)
      .filter((part) => part !== '')
      .join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, answer]) => `${key}: ${formatValue(answer)}`)
      .join('; ');
  }
  return String(value);
}
