/** The Chromium entry (tests/e2e/react-forms-consent.test.ts): the contact form, posting to /api/contact. */
import { createRoot } from 'react-dom/client';
import { ContactForm } from './contact-form';

createRoot(document.getElementById('root')!).render(
  <>
    <h1>Contact</h1>
    <ContactForm options={{ endpoint: '/api/contact', minFillTimeMs: 0 }} />
  </>,
);
