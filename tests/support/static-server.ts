/**
 * A tiny static server on 127.0.0.1 for browser tests that need no backend: it serves the built
 * script from dist/ at /tessera/ and pages given by the test (or files under a root folder).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.map': 'application/json',
};

export interface StaticServer {
  url: string;
  /** Serves `body` at `path` (e.g. a test page). */
  page(path: string, body: string, contentType?: string, headers?: Record<string, string>): void;
  /** Every path requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startStaticServer(root?: string): Promise<StaticServer> {
  const pages = new Map<string, { body: string; type: string; headers: Record<string, string> }>();
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    const page = pages.get(path);
    if (page) {
      res.writeHead(200, { 'content-type': page.type, ...page.headers });
      res.end(page.body);
      return;
    }
    const file = path.startsWith('/tessera/')
      ? join(repoRoot, 'dist', normalize(path.slice('/tessera/'.length)))
      : root
        ? join(root, normalize(path === '/' ? 'index.html' : path))
        : undefined;
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    page(path, body, contentType = 'text/html; charset=utf-8', headers = {}) {
      pages.set(path, { body, type: contentType, headers });
    },
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
