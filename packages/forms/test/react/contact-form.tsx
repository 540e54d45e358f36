/**
 * The form the React tests render (unit, server rendering and Chromium): a required name
 * (uncontrolled), a required email (controlled), a message with a maximum length and its
 * counter, and the form's messages where the spec places them.
 */
import { useState } from 'react';
import { type FormDefinition, type TesseraFormOptions, useTesseraForm } from '../../src/react';

export const contactDefinition: FormDefinition = {
  formId: 'contact',
  fields: [
    { id: 'name', type: 'text', required: true },
    { id: 'email', type: 'email', required: true },
    { id: 'message', type: 'textarea', maxLength: 10 },
  ],
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message === undefined ? null : (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

export function ContactForm(props: { options: TesseraFormOptions }) {
  const form = useTesseraForm(contactDefinition, props.options);
  const [email, setEmail] = useState('');
  if (form.state === 'succeeded') {
    return <p role="status">{form.successMessage}</p>;
  }
  const counter = form.counter('message');
  return (
    <form {...form.formProps} aria-label="Contact">
      {form.formErrors.above.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <FieldError id={form.errorId('name')} message={form.errors.name} />
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} defaultValue="" />
      <FieldError id={form.errorId('email')} message={form.errors.email} />
      <label htmlFor="email">Email</label>
      <input
        id="email"
        type="email"
        {...form.register('email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FieldError id={form.errorId('message')} message={form.errors.message} />
      <label htmlFor="message">Message</label>
      <textarea id="message" {...form.register('message')} />
      <p data-over={counter?.over}>{counter?.text}</p>
      <button type="submit" disabled={form.state === 'submitting'}>
        {form.state === 'submitting' ? 'Submitting…' : 'Send'}
      </button>
      <div role="alert">
        {form.formErrors.below.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </form>
  );
}
