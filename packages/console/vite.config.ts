import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served by @tessera/server at /config/ (packages/server, consoleDir): hashed
// files under /config/assets/, index.html for every other /config/ path (client routing). The
// `source` condition builds the @tessera packages from their TypeScript, as the tests do.
export default defineConfig({
  base: '/config/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'default'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline script or style may reach index.html: the server's CSP allows 'self' only.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
  },
});
