import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { ContentEncoding, PreparedFile } from './static-file-cache';

/** The compressed forms the server sends, in its order of preference on a tie. */
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

interface Accepted {
  type: string;
  q: number;
}

/**
 * The browser's most wanted encoding among those the file has (`q` from Accept-Encoding, `*`
 * for the rest), brotli before gzip when they tie; the file as it is when none is accepted.
 */
function bestEncoding(list: Accepted[], config: { supports: string[]; default: string }) {
  const wildcard = list.find((accepted) => accepted.type === '*')?.q ?? 0;
  let best = config.default;
  let bestQuality = 0;
  for (const encoding of config.supports) {
    const named = list.find((accepted) => accepted.type.toLowerCase() === encoding);
    const quality = named ? named.q : wildcard;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

/**
 * A 200 answer with a prepared static file in the encoding the browser prefers: its content
 * type, `cacheControl`, an ETag per encoding (hono/etag answers 304 on a match) and, for a
 * compressible type, `Vary: Accept-Encoding` whether or not this answer is compressed.
 */
export function staticFileResponse(c: Context, file: PreparedFile, cacheControl: string) {
  const available = ENCODINGS.filter((encoding) => file.bodies[encoding]);
  const encoding = accepts(c, {
    header: 'Accept-Encoding',
    supports: [...available],
    default: 'identity',
    match: bestEncoding,
  }) as ContentEncoding;
  const body = file.bodies[encoding] ?? file.bodies.identity ?? new Uint8Array();
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': cacheControl,
    etag: encoding === 'identity' ? `"${file.hash}"` : `"${file.hash}-${encoding}"`,
  };
  if (file.compressible) headers.vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}
