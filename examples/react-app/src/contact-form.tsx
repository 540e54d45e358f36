/**
 * A contact form rendered by the app and run by @tessera/forms/react's useTesseraForm: the
 * spec's validation and messages, then the Tessera contract on the page's own server
 * (`endpoint: { tessera: '' }`: FormSubmissionKey, then SaveFormSubmission). The definition is
 * the demo site's 'contact' form (examples/site/site.json), which the server checks against.
 */
import { type FormDefinition, useTesseraForm } from '@tessera/forms/react';
import type { ReactNode } from 'react';

const contact: FormDefinition = {
  formId: 'contact',
  fields: [
    { id: 'name', type: 'name', required: true },
    { id: 'email', type: 'email', required: true },
    { id: 'message', type: 'textarea', maxLength: 500 },
  ],
  successMessage: 'Thank you! We will write back within two working days.',
};

function FieldError({ id, message }: { id: string; message: string | undefined }): ReactNode {
  return message === undefined ? null : (
    <p id={id} className="failure">
      {message}
    </p>
  );
}

export function ContactForm(): ReactNode {
  const form = useTesseraForm(contact, { endpoint: { tessera: '' } });
  const counter = form.counter('message');
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">Write to us</h2>
      {form.state === 'succeeded' ? (
        <p role="status">{form.successMessage}</p>
      ) : (
        <form {...form.formProps} aria-labelledby="contact-heading" className="contact">
          {form.formErrors.above.map((line) => (
            <p key={line} className="failure">
              {line}
            </p>
          ))}
          <fieldset aria-describedby={form.errorId('name')}>
            <legend>Name</legend>
            <FieldError id={form.errorId('name')} message={form.errors.name} />
            <label>
              First name <input {...form.register('name')} autoComplete="given-name" />
            </label>
            <label>
              Last name <input {...form.register('name')} autoComplete="family-name" />
            </label>
          </fieldset>
          <FieldError id={form.errorId('email')} message={form.errors.email} />
          <label>
            Email <input type="email" {...form.register('email')} autoComplete="email" />
          </label>
          <FieldError id={form.errorId('message')} message={form.errors.message} />
          <label>
            Message <textarea {...form.register('message')} rows={4} />
          </label>
          <p className={counter?.over ? 'failure' : undefined}>{counter?.text}</p>
          <button type="submit" disabled={form.state === 'submitting'}>
            {form.state === 'submitting' ? 'Sending…' : 'Send'}
          </button>
          <div role="alert">
            {form.formErrors.below.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </form>
      )}
    </section>
  );
}
