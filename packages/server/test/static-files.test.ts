/**
 * The site's files over HTTP (issue 21): every spelling of a private file's path is refused,
 * symbolic links never lead outside the site folder, and assets and the script are sent
 * compressed (brotli, gzip), with an ETag (304 on If-None-Match) and the cache lifetime of
 * their kind (a year for the hashed chunks).
 */

import { mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from '../src/server';
import { createStaticFileCache } from '../src/static-file-cache';
import { findStaticFile, siteRelativePath } from '../src/static-files';

vi.setConfig({ testTimeout: 30_000 });

const NOTIFY_EMAIL = 'private-notify@example.com';
const STYLES = `body { color: #222; }\n${'.block { margin: 0 auto; padding: 1rem; }\n'.repeat(60)}`;
const LOADER = `export const loader = ${JSON.stringify('tessera '.repeat(300))};\n`;
// The first bytes of a PNG and noise: not a type worth compressing.
const PNG = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  ...Array.from({ length: 600 }, (_, i) => i % 251),
]);

let folder: string;
let siteDir: string;
let scriptDir: string;
let server: RunningServer;

async function makeSite() {
  folder = await mkdtemp(join(tmpdir(), 'tessera-static-'));
  siteDir = join(folder, 'site');
  scriptDir = join(folder, 'dist');
  const outside = join(folder, 'outside');
  await mkdir(join(siteDir, 'sub'), { recursive: true });
  await mkdir(join(scriptDir, 'chunks'), { recursive: true });
  await mkdir(outside);
  await writeFile(join(outside, 'passwd'), 'root:x:0:0:root:/root:/bin/bash\n');
  const site = { forms: { contact: { fields: [], notifyEmails: [NOTIFY_EMAIL] } } };
  await writeFile(join(siteDir, 'site.json'), JSON.stringify(site));
  await writeFile(join(siteDir, 'README.md'), `# notes: ${NOTIFY_EMAIL}\n`);
  await writeFile(join(siteDir, 'package.json'), '{"private":true}');
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>Home</title>\n</head>');
  await writeFile(join(siteDir, 'contact.html'), '<!doctype html><title>Contact</title>\n</head>');
  await writeFile(join(siteDir, 'site.css'), STYLES);
  await writeFile(join(siteDir, 'photo.png'), PNG);
  await writeFile(join(siteDir, 'tiny.txt'), 'a');
  await writeFile(join(siteDir, '.hidden'), NOTIFY_EMAIL);
  await writeFile(join(siteDir, 'sub/inner.txt'), 'inner');
  await writeFile(join(siteDir, 'sub/.hidden'), NOTIFY_EMAIL);
  await symlink(join(outside, 'passwd'), join(siteDir, 'escape.txt'));
  await symlink(outside, join(siteDir, 'outdir'));
  await symlink(join(siteDir, 'site.css'), join(siteDir, 'link.css'));
  await symlink(join(siteDir, 'site.json'), join(siteDir, 'config.txt'));
  await symlink('sub', join(siteDir, 'alias'));
  await writeFile(join(scriptDir, 'tessera.js'), LOADER);
  await writeFile(join(scriptDir, 'chunks/gallery-abc123.js'), LOADER.replace('loader', 'chunk'));
}

beforeAll(async () => {
  await makeSite();
  server = await startServer({ dataDir: ':memory:', siteDir, scriptDir, port: 0, secret: 's' });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET (or HEAD) with the path sent exactly as written: no client-side normalising. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const call = request(
      { host: '127.0.0.1', port: server.port, path, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    call.on('error', fail);
    call.end();
  });
}

describe('private files and paths', () => {
  it('normalises every spelling of a path to one relative path', () => {
    const table: Array<[string, string | undefined]> = [
      ['/', ''],
      ['/site.json', 'site.json'],
      ['//site.json', 'site.json'],
      ['/site.json/', 'site.json'],
      ['/./site.json', 'site.json'],
      ['/%2Fsite.json', 'site.json'],
      ['/%2fsite.json', 'site.json'],
      ['/a/../site.json', 'site.json'],
      ['/a/%2e%2e/site.json', 'site.json'],
      ['/%5Csite.json', 'site.json'],
      ['/\\site.json', 'site.json'],
      ['///images//logo.svg//', 'images/logo.svg'],
      ['/../../etc/passwd', 'etc/passwd'],
      ['/..%2f..%2fetc/passwd', 'etc/passwd'],
      ['/Site.JSON', 'Site.JSON'],
      ['/%00', undefined],
      ['/a%00.css', undefined],
      ['/%E0%A4%A', undefined],
    ];
    for (const [path, expected] of table) expect(siteRelativePath(path), path).toBe(expected);
  });

  it('refuses site.json, README.md and package.json however the path is written', async () => {
    for (const path of [
      '/site.json',
      '//site.json',
      '/site.json/',
      '/./site.json',
      '/%2Fsite.json',
      '/%2fsite.json',
      '/a/../site.json',
      '/sub/%2e%2e/site.json',
      '/%5Csite.json',
      '///site.json//',
      '/SITE.JSON',
      '/Site.Json/',
      '/site.json%2F',
      '/README.md',
      '/readme.md',
      '//README.md/',
      '/package.json',
      '/Package.JSON',
      '/.hidden',
      '/%2ehidden',
      '/sub/.hidden',
      '/alias/.hidden',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain(NOTIFY_EMAIL);
      expect(answer.body.toString(), path).not.toContain('private');
    }
    // A raw backslash does not even parse as a URL (Node's server answers 400).
    expect((await get('/\\site.json')).status).toBe(400);
  });

  it('follows a symbolic link only when its target stays inside the site folder and is public', async () => {
    // Out of the folder: a file, and a folder.
    expect((await get('/escape.txt')).status).toBe(404);
    expect((await get('/outdir/passwd')).status).toBe(404);
    // Inside, to a private file.
    expect((await get('/config.txt')).status).toBe(404);
    // Inside, to public files.
    const linked = await get('/link.css');
    expect(linked.status).toBe(200);
    expect(linked.body.toString()).toBe(STYLES);
    const aliased = await get('/alias/inner.txt');
    expect(aliased.status).toBe(200);
    expect(aliased.body.toString()).toBe('inner');
    expect((await get('/sub/inner.txt')).body.toString()).toBe('inner');
  });

  it('answers a page, with its context, for every spelling of its path; never the raw file', async () => {
    for (const path of ['/', '//', '/./index.html', '//contact.html', '/contact/', '/%63ontact']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(answer.body.toString(), path).toContain('id="tessera-context"');
    }
  });

  it('finds regular, public files under the root only', async () => {
    expect(await findStaticFile(siteDir, '/site.json', new Set(['site.json']))).toBeUndefined();
    expect(await findStaticFile(siteDir, '/site.json')).toMatchObject({
      type: 'application/json; charset=utf-8',
    });
    expect(await findStaticFile(siteDir, '/')).toBeUndefined();
    expect(await findStaticFile(siteDir, '/sub')).toBeUndefined();
    expect(await findStaticFile(siteDir, '/site.css%00.png')).toBeUndefined();
    expect(await findStaticFile(join(siteDir, 'sub'), '/../site.css')).toBeUndefined();
  });
});

describe('compression, ETag and cache lifetimes', () => {
  it('sends brotli when the browser takes it (Chromium sends gzip first), gzip otherwise, each decoding to the file', async () => {
    const cases: Array<[string | undefined, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['*', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.2, *;q=0.5', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const answer = await get(
        '/site.css',
        accept === undefined ? {} : { 'accept-encoding': accept },
      );
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(answer.headers['content-type'], accept).toBe('text/css; charset=utf-8');
      const decoded =
        encoding === 'br'
          ? brotliDecompressSync(answer.body)
          : encoding === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(decoded.toString(), accept).toBe(STYLES);
      expect(Number(answer.headers['content-length']), accept).toBe(answer.body.length);
    }
    const br = await get('/tessera/chunks/gallery-abc123.js', { 'accept-encoding': 'br' });
    expect(br.body.length).toBeLessThan(LOADER.length / 10);
  });

  it('never compresses images, nor a file compression would make larger', async () => {
    const image = await get('/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.equals(PNG)).toBe(true);
    const tiny = await get('/tiny.txt', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBe('Accept-Encoding');
    expect(tiny.body.toString()).toBe('a');
  });

  it('gives each encoding its own ETag and answers 304 to a matching If-None-Match', async () => {
    const plain = await get('/site.css');
    const br = await get('/site.css', { 'accept-encoding': 'br' });
    const gzip = await get('/site.css', { 'accept-encoding': 'gzip' });
    const tag = plain.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    expect(br.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    expect(gzip.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
    const again = await get('/site.css', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['content-encoding']).toBeUndefined();
    // A list, and a weak form of the tag, match too.
    for (const ifNoneMatch of [`"other", ${br.headers.etag}`, `W/${br.headers.etag}`]) {
      expect(
        (await get('/site.css', { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch })).status,
      ).toBe(304);
    }
    // The identity tag does not stand for the brotli bytes, nor a stale tag for the file.
    for (const ifNoneMatch of [tag, '"stale"']) {
      const full = await get('/site.css', {
        'accept-encoding': 'br',
        'if-none-match': ifNoneMatch,
      });
      expect(full.status, ifNoneMatch).toBe(200);
      expect(brotliDecompressSync(full.body).toString()).toBe(STYLES);
    }
    const script = await get('/tessera/tessera.js', { 'accept-encoding': 'gzip' });
    const revalidated = await get('/tessera/tessera.js', {
      'accept-encoding': 'gzip',
      'if-none-match': script.headers.etag as string,
    });
    expect(revalidated.status).toBe(304);
  });

  it('caches the hashed chunks for a year, revalidates the loader every time, assets for 5 minutes', async () => {
    const lifetimes: Array<[string, string]> = [
      ['/tessera/chunks/gallery-abc123.js', 'public, max-age=31536000, immutable'],
      ['/tessera/tessera.js', 'no-cache'],
      ['/site.css', 'public, max-age=300'],
      ['/photo.png', 'public, max-age=300'],
      ['/', 'no-store'],
    ];
    for (const [path, cacheControl] of lifetimes) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(cacheControl);
    }
    const head = await get('/tessera/tessera.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect((await get('/tessera/chunks/nope-abc123.js')).status).toBe(404);
    expect((await get('/tessera/..%2fsite%2fsite.json')).status).toBe(404);
  });

  it('sends a file edited on disk anew, with a new ETag', async () => {
    const file = join(siteDir, 'sub/edited.css');
    await writeFile(file, STYLES);
    const before = await get('/sub/edited.css', { 'accept-encoding': 'br' });
    await writeFile(file, `${STYLES}a { color: red; }\n`);
    await utimes(file, new Date(), new Date(Date.now() + 60_000));
    const after = await get('/sub/edited.css', {
      'accept-encoding': 'br',
      'if-none-match': before.headers.etag as string,
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.body).toString()).toBe(`${STYLES}a { color: red; }\n`);
  });
});

describe('the static file cache', () => {
  /** Rewrites a file with other bytes of the same size and the same modification time. */
  async function swapBytes(path: string, text: string) {
    const found = (await findStaticFile(siteDir, path))!;
    await writeFile(found.path, text);
    const seconds = found.mtimeMs / 1000;
    await utimes(found.path, seconds, seconds);
    return found;
  }

  it('prepares a file once per version, and drops the least recently used beyond its budget', async () => {
    await writeFile(join(siteDir, 'sub/a.txt'), 'first');
    await writeFile(join(siteDir, 'sub/b.txt'), 'others');
    const cache = createStaticFileCache(10);
    const a = (await findStaticFile(siteDir, '/sub/a.txt'))!;
    expect((await cache.get(a))?.bodies.identity?.toString()).toBe('first');
    // Kept (5 bytes of 10): same version, so the old bytes come from memory.
    await swapBytes('/sub/a.txt', 'FIRST');
    expect((await cache.get(a))?.bodies.identity?.toString()).toBe('first');
    // b's 6 bytes push a out (11 > 10), so a is read again.
    await cache.get((await findStaticFile(siteDir, '/sub/b.txt'))!);
    await cache.get((await findStaticFile(siteDir, '/sub/b.txt'))!);
    expect((await cache.get(a))?.bodies.identity?.toString()).toBe('FIRST');
    expect(await readFile(a.path, 'utf8')).toBe('FIRST');
    // A file gone since it was found is not found.
    await rm(a.path);
    expect(await createStaticFileCache().get(a)).toBeUndefined();
  });
});
