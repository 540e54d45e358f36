/**
 * One submission attempt of a React form (spec 000 §4, §5, §8), as the block's: the fields
 * validated by the block's rules (validateFields), serialised (serializeField), sent to the
 * endpoint (the block's send-to-endpoint, or the Tessera contract), and the answer turned into
 * what the form shows (failureFeedback: field errors beside fields, the form's messages above
 * and below). Pure of React: the hook applies the outcome.
 */
import type { FormValues } from '../field-types';
import { failureFeedback } from '../form-feedback';
import type { FormMessages } from '../form-messages';
import type { FormField } from '../read-fields';
import { serializeField } from '../serialize-form';
import { setOwn } from '../set-own';
import { MIN_FILL_TIME_MS, spamReason } from '../spam-defence';
import type { SubmissionResult } from '../submit-form';
import { validateFields } from '../validate-form';
import type { TesseraSubmission } from './send-to-tessera';
import type { FormDefinition, TesseraFormOptions } from './tessera-form-types';

export type SubmissionOutcome =
  | { kind: 'succeeded'; values: FormValues }
  | {
      kind: 'failed';
      errors: Record<string, string>;
      above: string[];
      below: string[];
    };

export interface SubmissionContext {
  form: HTMLFormElement;
  fields: FormField[];
  definition: FormDefinition;
  options: TesseraFormOptions;
  messages: FormMessages;
  submitter: Element | null | undefined;
  /** The Tessera contract's sender, created on first use (send-to-tessera.ts). */
  tessera: (submission: TesseraSubmission) => Promise<SubmissionResult>;
  /** Milliseconds since the page's load (default performance.now). */
  now?: () => number;
  /** Called once the values passed the checks, as the call starts (the submitting state). */
  onSending(): void;
}

/** The failure view of `failure`; a message for a field the form lacks goes below. */
function failed(
  context: SubmissionContext,
  failure: { message?: string; fieldErrors?: Record<string, string> },
): SubmissionOutcome {
  const known = new Set(context.fields.map((field) => field.id));
  const errors: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const [id, message] of Object.entries(failure.fieldErrors ?? {})) {
    if (known.has(id)) setOwn(errors, id, message);
    else unmatched.push(message);
  }
  const { messages, definition } = context;
  const feedback = failureFeedback(messages, definition.newsletter === true, failure);
  return {
    kind: 'failed',
    errors,
    above: feedback.above ?? [],
    below: [...unmatched, ...(feedback.below ?? [])],
  };
}

/** The `form` values, or the refusal (spec 000 §5: every field valid, unless disabled). */
function readValues(
  context: SubmissionContext,
  search: string,
): { values: FormValues } | { refused: SubmissionOutcome } {
  const { fields, messages } = context;
  if (!context.definition.disableValidation) {
    const fieldErrors = validateFields(fields, messages, search);
    if (Object.keys(fieldErrors).length > 0) {
      return { refused: failed(context, { message: messages.invalidFields, fieldErrors }) };
    }
  }
  const values: FormValues = {};
  for (const field of fields) {
    const value = serializeField(field, search);
    if (value !== undefined) setOwn(values, field.id, value);
  }
  return { values };
}

function send(context: SubmissionContext, values: FormValues): Promise<SubmissionResult> {
  const { endpoint } = context.options;
  if (typeof endpoint !== 'string') {
    const button = context.submitter;
    return context.tessera({
      formId: context.definition.formId ?? '',
      submitButtonText:
        button?.textContent?.trim() || (button as HTMLInputElement | null)?.value || '',
      formJson: JSON.stringify(values),
    });
  }
  const { options, messages } = context;
  return import('../send-to-endpoint').then((module) =>
    module.sendToEndpoint(
      context.form,
      context.submitter,
      options.json,
      context.fields,
      messages,
      options.timeoutMs ?? 15_000,
    ),
  );
}

export async function runSubmission(context: SubmissionContext): Promise<SubmissionOutcome> {
  const { form, options, messages } = context;
  const read = readValues(context, form.ownerDocument.location?.search ?? '');
  if ('refused' in read) return read.refused;
  const formValues = read.values;
  const tessera = typeof options.endpoint !== 'string';
  const minFill = options.minFillTimeMs ?? (tessera ? 0 : MIN_FILL_TIME_MS);
  const spam = spamReason(form, minFill, (context.now ?? (() => performance.now()))());
  if (spam) {
    // A bot sees a success and learns nothing; nothing is sent.
    console.warn(`[tessera] form "${context.definition.formId ?? ''}": spam, not sent: ${spam}.`);
    return { kind: 'succeeded', values: formValues };
  }
  context.onSending();
  let result: SubmissionResult;
  try {
    result = await send(context, formValues);
  } catch (error) {
    console.error('[tessera] form:', error);
    result = { kind: 'message', message: messages.submitError };
  }
  if (result.kind === 'success') return { kind: 'succeeded', values: formValues };
  return failed(
    context,
    result.kind === 'field-errors'
      ? { fieldErrors: result.errors, message: result.message }
      : { message: result.message },
  );
}
