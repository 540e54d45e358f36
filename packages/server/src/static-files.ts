import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticFile {
  body: Uint8Array;
  type: string;
}

/**
 * Reads a file under `root` for a URL path, refusing anything that would leave the root
 * (`..`, encoded or not) and anything that is not a regular file. Undefined means 404.
 */
export async function readStaticFile(
  root: string,
  urlPath: string,
): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  const name = relative(base, file);
  // Hidden files and the site's configuration are not served.
  if (name.split(sep).some((part) => part.startsWith('.'))) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    return {
      body: await readFile(file),
      type: contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    };
  } catch {
    return undefined;
  }
}

/** Every HTML page directly under `root`, by file name, read once at start. */
export async function readPages(root: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const name of await readdir(root)) {
    if (name.endsWith('.html')) pages.set(name, await readFile(join(root, name), 'utf8'));
  }
  return pages;
}
