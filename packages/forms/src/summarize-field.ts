/**
 * Summary labels (spec 000 §3): a field value as labelled parts, for a readable summary of a
 * submission (e-mails, listings, confirmation screens).
 */
import { type FieldType, type FieldValue, SUMMARY_LABELS } from './field-types';

export interface SummaryPart {
  /** The spec's label for the part ('First', 'Zip', …), the likert question, or ''. */
  label: string;
  value: string;
}

function labelsFor(type: string): readonly string[] | undefined {
  return Object.hasOwn(SUMMARY_LABELS, type)
    ? SUMMARY_LABELS[type as keyof typeof SUMMARY_LABELS]
    : undefined;
}

/** Pairs a value's parts with the summary labels of its type. */
export function summarizeField(type: FieldType | (string & {}), value: FieldValue): SummaryPart[] {
  if (typeof value === 'string') return [{ label: '', value }];
  if (!Array.isArray(value)) {
    // likert: the labels are the questions.
    return Object.entries(value).map(([label, answer]) => ({ label, value: answer }));
  }
  const labels = labelsFor(type) ?? [];
  return value.map((part, index) => ({ label: labels[index] ?? '', value: part }));
}

/** One line of text: 'First: Ada, Last: Lovelace'; parts without a label show their value. */
export function summaryText(type: FieldType | (string & {}), value: FieldValue): string {
  return summarizeField(type, value)
    .map((part) => (part.label === '' ? part.value : `${part.label}: ${part.value}`))
    .join(', ');
}
