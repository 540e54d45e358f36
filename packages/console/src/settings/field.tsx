import type { ReactNode } from 'react';

export interface FieldProps {
  /** The setting's name: the control's id and the key of its server field error. */
  name: string;
  label: string;
  /** The server's message for this field (fieldErrors), shown beside it. */
  error?: string | undefined;
  hint?: ReactNode;
  children(describedBy: string | undefined, invalid: boolean): ReactNode;
}

/**
 * A labelled control with its hint and its error beside it: the error is tied to the control
 * by aria-describedby and marks it aria-invalid, so a screen reader reads it with the field.
 */
export function Field({ name, label, error, hint, children }: FieldProps) {
  const ids = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p id={`${name}-hint`} className="hint">
          {hint}
        </p>
      )}
      {children(ids || undefined, Boolean(error))}
      {error && (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label after it, and its server error beside it. */
export function CheckboxField(props: {
  name: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  onChange(checked: boolean): void;
}) {
  return (
    <div className={props.error ? 'field check field-invalid' : 'field check'}>
      <input
        type="checkbox"
        id={props.name}
        checked={props.checked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.name}-error` : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.name}>{props.label}</label>
      {props.error && (
        <p id={`${props.name}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A set of radio buttons in a fieldset whose legend names the setting. */
export function RadioField<Value extends string>(props: {
  name: string;
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  error?: string | undefined;
  onChange(value: Value): void;
}) {
  return (
    <fieldset
      className={props.error ? 'field radios field-invalid' : 'field radios'}
      aria-describedby={props.error ? `${props.name}-error` : undefined}
    >
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
      {props.error && (
        <p id={`${props.name}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
