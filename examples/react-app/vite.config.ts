// The example app: Vite + React 19. In development `/api` goes to the reference server that
// `npm start` runs (127.0.0.1:3000, or TESSERA_SERVER), so the form and the cart reach it on the
// page's own origin, as they do when that server serves the built app (tests/e2e/react-app.test.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.TESSERA_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', proxy: { '/api': server } },
  build: { outDir: 'dist', emptyOutDir: true },
});
