import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { StaticFile } from './static-files';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** A file ready to send: its bytes as they are and compressed, and a validator of its bytes. */
export interface PreparedFile {
  type: string;
  /** Text, JSON, JavaScript or SVG: sent compressed when the browser accepts it. */
  compressible: boolean;
  /** The bytes by content encoding; br and gzip only when they make the file smaller. */
  bodies: Partial<Record<ContentEncoding, Uint8Array>>;
  /** A hash of the file's bytes: the ETag is `"<hash>"`, `"<hash>-br"` or `"<hash>-gzip"`. */
  hash: string;
}

interface StaticFileCache {
  /** The file prepared once per version (path, modification time and size); undefined if gone. */
  get(file: StaticFile): Promise<PreparedFile | undefined>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Images, fonts and archives are compressed already; brotli would only cost time.
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/;
/** Brotli's best quality costs about 1 s a megabyte; bigger files get a faster setting. */
const BEST_QUALITY_LIMIT = 1024 * 1024;

async function compressions(body: Uint8Array): Promise<Partial<Record<ContentEncoding, Buffer>>> {
  const quality = body.length <= BEST_QUALITY_LIMIT ? constants.BROTLI_MAX_QUALITY : 5;
  const [br, gzip] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A tiny file can grow when compressed: then it is only sent as it is.
  return {
    ...(br.length < body.length ? { br } : {}),
    ...(gzip.length < body.length ? { gzip } : {}),
  };
}

async function prepare(file: StaticFile): Promise<PreparedFile | undefined> {
  let body: Buffer;
  try {
    body = await readFile(file.path);
  } catch {
    return undefined;
  }
  const compressible = COMPRESSIBLE.test(file.type);
  return {
    type: file.type,
    compressible,
    bodies: { identity: body, ...(compressible ? await compressions(body) : {}) },
    hash: createHash('sha256').update(body).digest('base64url').slice(0, 32),
  };
}

function sizeOf(prepared: PreparedFile | undefined): number {
  return Object.values(prepared?.bodies ?? {}).reduce((sum, body) => sum + body.length, 0);
}

interface Entry {
  version: string;
  prepared: Promise<PreparedFile | undefined>;
  bytes: number;
}

/**
 * Static files read, hashed and compressed (brotli at its best quality, gzip at level 9) once
 * per version of the file, kept in memory up to `maxBytes` (all encodings counted), the least
 * recently used dropped first. A file edited on disk is prepared again on its next request.
 */
export function createStaticFileCache(maxBytes = 64 * 1024 * 1024): StaticFileCache {
  const entries = new Map<string, Entry>();
  let total = 0;

  function forget(path: string): void {
    const entry = entries.get(path);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(path);
  }

  function keep(path: string, entry: Entry, prepared: PreparedFile | undefined): void {
    // Another version may have replaced this one while it was being prepared.
    if (entries.get(path) !== entry) return;
    if (!prepared) {
      forget(path);
      return;
    }
    entry.bytes = sizeOf(prepared);
    total += entry.bytes;
    for (const [oldest] of entries) {
      if (total <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    async get(file) {
      const version = `${file.mtimeMs}:${file.size}`;
      const found = entries.get(file.path);
      if (found?.version === version) {
        // Most recently used last, so eviction takes the oldest first.
        entries.delete(file.path);
        entries.set(file.path, found);
        return found.prepared;
      }
      forget(file.path);
      const entry: Entry = { version, prepared: prepare(file), bytes: 0 };
      entries.set(file.path, entry);
      const prepared = await entry.prepared;
      keep(file.path, entry, prepared);
      return prepared;
    },
  };
}
