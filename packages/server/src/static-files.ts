import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, posix, relative, sep } from 'node:path';

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
  '.wav': 'audio/wav',
};

/** A file under a served folder, found for a URL path and checked, not yet read. */
export interface StaticFile {
  /** The file's real path (symbolic links resolved). */
  path: string;
  type: string;
  size: number;
  mtimeMs: number;
}

/**
 * A URL path as a path relative to the served folder, in the one form every spelling of it
 * shares: percent-decoded, backslashes as slashes, repeated slashes collapsed, `.` and `..`
 * resolved (never above the folder), no leading or trailing slash. `//site.json`,
 * `/site.json/`, `/./site.json`, `/%2Fsite.json` and `/a/../site.json` are all `site.json`;
 * the folder itself is `''`. Undefined for a path that cannot be decoded or holds a NUL.
 */
export function siteRelativePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // A leading slash first, so `..` stops at the folder instead of leaving it.
  const normalised = posix.normalize(`/${decoded.replaceAll('\\', '/')}`);
  return normalised.replace(/^\/+|\/+$/g, '');
}

/**
 * True when a relative path (slash-separated) must not be served: a hidden file or folder, or
 * one of `privateNames`, compared without case (a case-insensitive file system would serve
 * `SITE.JSON` for `site.json`).
 */
function isRefused(path: string, privateNames: ReadonlySet<string>): boolean {
  const parts = path.split('/');
  return parts.some((part) => part.startsWith('.')) || privateNames.has(path.toLowerCase());
}

/**
 * Finds the regular file under `root` for a URL path, or undefined (404): paths are
 * normalised first (siteRelativePath), hidden files and `privateNames` (relative paths, lower
 * case) are refused whatever their spelling, and a symbolic link is followed only when its
 * target's real path stays within the root's real path and is not private or hidden itself.
 */
export async function findStaticFile(
  root: string,
  urlPath: string,
  privateNames: ReadonlySet<string> = new Set(),
): Promise<StaticFile | undefined> {
  const name = siteRelativePath(urlPath);
  if (!name || isRefused(name, privateNames)) return undefined;
  try {
    const base = await realpath(root);
    const path = await realpath(join(base, name));
    const inside = relative(base, path);
    const outside = inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside);
    if (inside === '' || outside) return undefined;
    if (isRefused(inside.split(sep).join('/'), privateNames)) return undefined;
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    const type = contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
    return { path, type, size: info.size, mtimeMs: info.mtimeMs };
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
