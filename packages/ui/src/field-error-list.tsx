import type { ReactNode } from 'react';

export interface FieldErrorListProps {
  /** Field id mapped to its message (the runtime's `field-errors` detail). */
  errors: Record<string, string>;
}

/** The field messages of a `field-errors` event, one list item per field, in the server's order. */
export function FieldErrorList({ errors }: FieldErrorListProps): ReactNode {
  return (
    <ul className="list" part="list">
      {Object.entries(errors).map(([field, message]) => (
        <li key={field} data-field={field}>
          {message}
        </li>
      ))}
    </ul>
  );
}
