import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import '@tessera/gallery/gallery.css';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// StrictMode mounts every effect twice in development: the hooks must not send twice.
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
