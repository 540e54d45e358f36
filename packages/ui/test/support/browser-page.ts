/**
 * Builds the Chromium test page: the kit bundled by esbuild with react -> preact/compat (as the
 * script-tag build does) and served on 127.0.0.1 by tests/support/static-server.ts.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { type StaticServer, startStaticServer } from '../../../../tests/support/static-server';

const entry = resolve(import.meta.dirname, '../browser/page.tsx');

export async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['source'],
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no output for the test page');
  return file.text;
}

export const pageHtml = (extraHead = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Overlay kit test page</title>
${extraHead}
</head>
<body>
<main>
  <h1>Overlay kit</h1>
  <p>Site content behind the overlays.</p>
  <button type="button" id="opener">Open</button>
  <button type="button" id="behind">Behind</button>
  <a href="#x" id="link">A link</a>
  <button type="button" id="anchor" style="margin-left:4px">Help</button>
</main>
<script type="module" src="/ui.js"></script>
</body>
</html>`;

export async function startPageServer(): Promise<StaticServer> {
  const server = await startStaticServer();
  server.page('/ui.js', await bundlePage(), 'text/javascript; charset=utf-8');
  server.page('/', pageHtml());
  return server;
}
