/**
 * useTesseraForm(definition, { endpoint }): the form block's behaviour for a form a React app
 * renders (README "React"): the spec's validation rules and messages, the submit states, the
 * error routing, and the submission to any endpoint or to the Tessera contract, all by the
 * block's own functions (run-submission.ts). Controls are read from the DOM at each submission,
 * so controlled and uncontrolled inputs work alike.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FormMessages, formMessages } from '../form-messages';
import type { SubmissionResult } from '../submit-form';
import { counterText } from '../textarea-counter';
import { validateFields } from '../validate-form';
import { registeredFields } from './registered-fields';
import { runSubmission, type SubmissionOutcome } from './run-submission';
import type { TesseraSubmission } from './send-to-tessera';
import type {
  FormDefinition,
  FormFieldDefinition,
  RegisteredControl,
  TesseraForm,
  TesseraFormOptions,
  TesseraFormState,
} from './tessera-form-types';

interface FormView {
  state: TesseraFormState;
  errors: Record<string, string>;
  above: string[];
  below: string[];
}

const IDLE: FormView = { state: 'idle', errors: {}, above: [], below: [] };
/** List fields (name, address, …) are required as a whole: not every part is. */
const GROUP_TYPES = new Set(['checkbox', 'name', 'date', 'time', 'address', 'phone', 'likert']);

type Latest = { definition: FormDefinition; options: TesseraFormOptions; messages: FormMessages };
type TesseraSender = (submission: TesseraSubmission, doc: Document) => Promise<SubmissionResult>;

function registerProps(
  field: FormFieldDefinition | undefined,
  id: string,
  error: string | undefined,
  errorId: string,
): RegisteredControl {
  const props: RegisteredControl = { name: id };
  if (field?.required && GROUP_TYPES.has(field.type)) props['data-field-required'] = '';
  else if (field?.required) props.required = true;
  if (field?.maxLength) props['data-max-length'] = field.maxLength;
  if (error !== undefined) {
    props['aria-invalid'] = true;
    props['aria-describedby'] = errorId;
  }
  return props;
}

/** The Tessera contract's sender, imported and created on the first submission that needs it. */
function useTesseraSender(latest: { current: Latest }) {
  const sender = useRef<Promise<TesseraSender> | undefined>(undefined);
  return (submission: TesseraSubmission, doc: Document) => {
    const { options, messages } = latest.current;
    const origin = typeof options.endpoint === 'string' ? '' : options.endpoint.tessera;
    sender.current ??= import('./send-to-tessera').then((module) =>
      module.createTesseraSender(origin, messages, options.timeoutMs ?? 15_000),
    );
    return sender.current.then((send) => send(submission, doc));
  };
}

/** What an outcome does: the view, focus on the first invalid field, onSuccess, successUrl. */
function applyOutcome(
  outcome: SubmissionOutcome,
  form: HTMLFormElement,
  latest: Latest,
  setView: (view: FormView) => void,
) {
  if (outcome.kind === 'succeeded') {
    setView({ ...IDLE, state: 'succeeded' });
    latest.options.onSuccess?.(outcome.values);
    const url = latest.definition.successUrl;
    if (url) form.ownerDocument.defaultView?.location.assign(url);
    return;
  }
  setView({ state: 'failed', errors: outcome.errors, above: outcome.above, below: outcome.below });
  const first = registeredFields(form, latest.definition.fields).find(
    (field) => outcome.errors[field.id] !== undefined,
  );
  first?.controls[0]?.focus();
}

export function useTesseraForm(
  definition: FormDefinition,
  options: TesseraFormOptions,
): TesseraForm {
  const messages: FormMessages = { ...formMessages, ...options.messages };
  const latest = useRef<Latest>({ definition, options, messages });
  latest.current = { definition, options, messages };
  const [view, setView] = useState<FormView>(IDLE);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const form = useRef<HTMLFormElement | null>(null);
  const state = useRef<TesseraFormState>('idle');
  const running = useRef<Promise<void> | undefined>(undefined);
  const mounted = useRef(true);
  const sendToTessera = useTesseraSender(latest);
  const baseId = useId();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = useCallback((next: FormView) => {
    state.current = next.state;
    if (mounted.current) setView(next);
  }, []);

  const submit = (submitter?: Element | null): Promise<void> => {
    const element = form.current;
    // spec 000 §4: a second submission while submitting is ignored; success is final.
    if (!element || state.current === 'submitting' || state.current === 'succeeded') {
      return running.current ?? Promise.resolve();
    }
    const { definition: current } = latest.current;
    running.current = runSubmission({
      ...latest.current,
      form: element,
      fields: registeredFields(element, current.fields),
      submitter,
      tessera: (submission) => sendToTessera(submission, element.ownerDocument),
      onSending: () => show({ ...IDLE, state: 'submitting' }),
    })
      .then((outcome) => {
        if (mounted.current) applyOutcome(outcome, element, latest.current, show);
      })
      .finally(() => {
        running.current = undefined;
      });
    return running.current;
  };

  const errorId = (id: string) => `${baseId}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}-error`;
  const fieldOf = (id: string) => latest.current.definition.fields.find((field) => field.id === id);
  const onChange = useFormChange(form, latest, view, setCounts, show);
  return {
    state: view.state,
    errors: view.errors,
    formErrors: { above: view.above, below: view.below },
    successMessage: definition.successMessage || messages.thankYou,
    register: (id) => registerProps(fieldOf(id), id, view.errors[id], errorId(id)),
    errorId,
    counter(id) {
      const max = fieldOf(id)?.maxLength;
      if (!max || max <= 0) return undefined;
      const count = counts[id] ?? 0;
      return { text: counterText(count, max), over: count > max };
    },
    formProps: {
      ref: useFormRef(form, latest, setCounts),
      action: typeof options.endpoint === 'string' ? options.endpoint : undefined,
      method: 'post',
      noValidate: true,
      onSubmit(event) {
        event.preventDefault();
        void submit((event.nativeEvent as SubmitEvent).submitter);
      },
      onChange,
    },
    submit: () => submit(),
  };
}

/** The lengths of the fields that have a counter (spec 002 §5), read from the form's controls. */
function lengths(element: HTMLFormElement, definition: FormDefinition): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const field of registeredFields(element, definition.fields)) {
    const def = definition.fields.find((entry) => entry.id === field.id);
    if (def?.maxLength) counts[field.id] = field.controls[0]?.value.length ?? 0;
  }
  return counts;
}

function useFormRef(
  form: { current: HTMLFormElement | null },
  latest: { current: Latest },
  setCounts: (counts: Record<string, number>) => void,
) {
  return useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      // Default values count from the start.
      if (element) setCounts(lengths(element, latest.current.definition));
    },
    [form, latest, setCounts],
  );
}

/**
 * Any input: the counters follow, and a field shown invalid is checked again, so that its
 * message goes as soon as the entry is fixed (the others wait for the next submission).
 */
function useFormChange(
  form: { current: HTMLFormElement | null },
  latest: { current: Latest },
  view: FormView,
  setCounts: (counts: Record<string, number>) => void,
  show: (view: FormView) => void,
) {
  return (event: { target: EventTarget }) => {
    const element = form.current;
    const name = (event.target as { name?: unknown }).name;
    if (!element || typeof name !== 'string') return;
    const { definition, messages } = latest.current;
    setCounts(lengths(element, definition));
    if (view.errors[name] === undefined) return;
    const field = registeredFields(element, definition.fields).find((entry) => entry.id === name);
    if (!field) return;
    const search = element.ownerDocument.location?.search ?? '';
    const message = validateFields([field], messages, search)[name];
    const errors = { ...view.errors };
    if (message === undefined) delete errors[name];
    else errors[name] = message;
    show({ ...view, errors });
  };
}
