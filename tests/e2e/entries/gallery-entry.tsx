/** Hydrates tests/e2e/entries/gallery-app.tsx, with the stylesheet the gallery needs. */
import '@tessera/gallery/gallery.css';
import { hydrateRoot } from 'react-dom/client';
import { GalleryApp } from './gallery-app';

hydrateRoot(document.getElementById('root')!, <GalleryApp />);
