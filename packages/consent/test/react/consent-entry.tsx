/** The Chromium entry (tests/e2e/react-forms-consent.test.ts): the banner and a gated map. */
import { createRoot } from 'react-dom/client';
import { appSettings, ConsentApp } from './consent-app';

createRoot(document.getElementById('root')!).render(<ConsentApp settings={appSettings} />);
