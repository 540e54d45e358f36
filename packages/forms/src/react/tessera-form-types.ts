/** The types of useTesseraForm: the form's definition, its options, and what the hook returns. */
import type { FormEvent, RefCallback } from 'react';
import type { FieldType } from '../field-types';
import type { FormMessages } from '../form-messages';

/** One field of the form: its id is the control's `name` and the key of the submitted values. */
export interface FormFieldDefinition {
  id: string;
  type: FieldType;
  /** Default false. */
  required?: boolean;
  /** The maximum length in characters (spec 000 §5); a live counter is available. */
  maxLength?: number;
}

/** The form's definition (as the site's form definitions hold it, with its fields). */
export interface FormDefinition {
  /** The form's id, sent with a Tessera submission. Default ''. */
  formId?: string;
  fields: readonly FormFieldDefinition[];
  /** A newsletter form: no surrounding messages (spec 000 §8). Default false. */
  newsletter?: boolean;
  /** Where the visitor goes on success (spec 000 §4). Default none. */
  successUrl?: string;
  /** The post-submit message. Default messages.thankYou. */
  successMessage?: string;
  /** Skips client-side validation (spec 000 §5). Default false. */
  disableValidation?: boolean;
}

/**
 * Where the form is sent: a URL (any endpoint: Formspree as JSON, Netlify and others as the
 * browser would post the form), or the origin of a server implementing the Tessera contract
 * ('' for this page's): FormSubmissionKey, then SaveFormSubmission.
 */
export type FormEndpoint = string | { tessera: string };

export interface TesseraFormOptions {
  endpoint: FormEndpoint;
  /** Sends to a URL endpoint as JSON. Default: true for formspree.io, else url-encoded. */
  json?: boolean;
  /** The strings shown (replace to translate). Default formMessages. */
  messages?: Partial<FormMessages>;
  /** Time-out of each call, ms. Default 15000. */
  timeoutMs?: number;
  /**
   * A submission sooner than this after the page's load is taken for a bot's: not sent, shown
   * as a success. Default 2000 for a URL endpoint, 0 for the Tessera contract.
   */
  minFillTimeMs?: number;
  /** Runs after a success (before any successUrl redirect). */
  onSuccess?(values: Record<string, unknown>): void;
}

/** spec 000 §4: idle, submitting, then succeeded or failed (a failed form submits again). */
export type TesseraFormState = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** The props a control takes from register(id). */
export interface RegisteredControl {
  name: string;
  required?: boolean;
  'data-field-required'?: '';
  'data-max-length'?: number;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface TesseraForm {
  state: TesseraFormState;
  /** Field id to message (spec 000 §5, §8): shown beside each field. */
  errors: Readonly<Record<string, string>>;
  /** The form-level messages (spec 000 §8): `above` the form and `below` it, by the button. */
  formErrors: { above: readonly string[]; below: readonly string[] };
  /** The post-submit message to show once `state` is 'succeeded'. */
  successMessage: string;
  /** Spread on each control of field `id` (every control of a list, radio or checkbox field). */
  register(id: string): RegisteredControl;
  /** The id to give the element showing `errors[id]` (register's aria-describedby points to it). */
  errorId(id: string): string;
  /** The live counter of a field with a maxLength (spec 002 §5): 'count / max', over or not. */
  counter(id: string): { text: string; over: boolean } | undefined;
  /** Spread on the <form>. */
  formProps: {
    ref: RefCallback<HTMLFormElement>;
    action?: string;
    method: 'post';
    noValidate: true;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    onChange(event: FormEvent<HTMLFormElement>): void;
  };
  /** Submits as the submit button does; resolves when the attempt is over. */
  submit(): Promise<void>;
}
