/**
 * Image loaders: how an image's address at a given width is written, per site (the script tag's
 * `data-image-loader`) or per image (the image config's `imageLoader`). Tessera's own
 * `?format=500w` convention is the default; `none` leaves the source as it is (a static host:
 * the plain src, and the site's own srcset); the named image CDNs and a template with a
 * `{width}` placeholder cover the rest. Small templates rather than a CDN-detecting library:
 * each loader is a few lines, and the script build carries all of them in well under 1 kB.
 *
 *   tessera                    photo.jpg?format=500w (or photo-500w.jpg with sizeFormat "filename")
 *   none                       photo.jpg, no srcset written (data-srcset and data-sizes are copied)
 *   cloudinary                 …/image/upload/w_500,c_limit,f_auto,q_auto/… (a Cloudinary URL)
 *   cloudinary:<cloud name>    https://res.cloudinary.com/<cloud>/image/fetch/w_500,c_limit,f_auto,q_auto/<absolute url>
 *   imgix                      photo.jpg?w=500&auto=format (the source on an imgix domain)
 *   imgix:<https origin>       <origin>/<path of the source>?w=500&auto=format
 *   netlify                    /.netlify/images?url=<source>&w=500 (Netlify Image CDN)
 *   vercel                     /_vercel/image?url=<source>&w=500&q=75 (Vercel image optimisation)
 *   any text with {width}      {width}, {src}, {url} (absolute), {src-encoded}, {url-encoded}
 */
import { didYouMean } from '@tessera/runtime';
import type { SizeFormat } from './image-config';
import { IMAGE_LOADER_ATTRIBUTE, IMAGE_LOADER_DOCS, siteImageLoader } from './image-loader-setting';
import { imageUrl } from './image-url';

/** The address of `source` at `width` pixels. */
export type ImageUrlBuilder = (source: string, width: number) => string;

/** The loader names a setting may start with (a template is the other form). */
export const IMAGE_LOADER_NAMES = [
  'tessera',
  'none',
  'cloudinary',
  'imgix',
  'netlify',
  'vercel',
] as const;

export interface ResolvedImageLoader {
  /** The builder, or null for `none` (the source as it is, no srcset). */
  url: ImageUrlBuilder | null;
  /** Why the setting was refused (it then falls back to none, which shows every image). */
  problem?: string;
}

/** Resolves a relative source against the page, for CDNs that fetch the original themselves. */
function absolute(source: string, base: string): string {
  try {
    return new URL(source, base).href;
  } catch {
    return source;
  }
}

/** Sets (or replaces) query parameters on an address, keeping its other parameters and hash. */
function withQuery(source: string, parameters: Record<string, string>): string {
  const hashAt = source.indexOf('#');
  const hash = hashAt >= 0 ? source.slice(hashAt) : '';
  const [path = '', query = ''] = (hashAt >= 0 ? source.slice(0, hashAt) : source).split('?', 2);
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && !(pair.split('=')[0]! in parameters));
  for (const [name, value] of Object.entries(parameters)) kept.push(`${name}=${value}`);
  return `${path}?${kept.join('&')}${hash}`;
}

function template(pattern: string, base: string): ImageUrlBuilder {
  return (source, width) => {
    const url = absolute(source, base);
    const values: Record<string, string> = {
      width: String(width),
      src: source,
      url,
      'src-encoded': encodeURIComponent(source),
      'url-encoded': encodeURIComponent(url),
    };
    return pattern.replace(/\{([a-z-]+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

const CLOUDINARY_TRANSFORM = 'w_{width},c_limit,f_auto,q_auto';

function cloudinary(cloud: string, base: string): ImageUrlBuilder {
  if (cloud) {
    return template(
      `https://res.cloudinary.com/${encodeURIComponent(cloud)}/image/fetch/${CLOUDINARY_TRANSFORM}/{url}`,
      base,
    );
  }
  // A Cloudinary delivery URL: the transformation goes right after /upload/.
  return (source, width) =>
    source.replace(
      /\/(image|video)\/upload\//,
      `/$1/upload/${CLOUDINARY_TRANSFORM.replace('{width}', String(width))}/`,
    );
}

function imgix(origin: string): ImageUrlBuilder {
  return (source, width) => {
    let address = source;
    if (origin) {
      const parsed = new URL(source, 'http://relative.invalid');
      address = origin.replace(/\/$/, '') + parsed.pathname + parsed.search + parsed.hash;
    }
    return withQuery(address, { w: String(width), auto: 'format' });
  };
}

/**
 * The builder for a setting (`tessera`, `none`, a CDN name with its argument after a colon, or
 * a template with `{width}`); `sizeFormat` is the Tessera loader's. `base` resolves relative
 * sources for `{url}` (default: the document's address).
 */
export function resolveImageLoader(
  setting: string,
  sizeFormat: SizeFormat = 'queryString',
  base: string = globalThis.document?.baseURI ?? 'http://localhost/',
): ResolvedImageLoader {
  const trimmed = setting.trim();
  if (trimmed.includes('{width}')) return { url: template(trimmed, base) };
  const colon = trimmed.indexOf(':');
  const name = (colon >= 0 ? trimmed.slice(0, colon) : trimmed).toLowerCase();
  const argument = colon >= 0 ? trimmed.slice(colon + 1).trim() : '';
  switch (name) {
    case '':
    case 'tessera':
      return { url: (source, width) => imageUrl(source, width, sizeFormat) };
    case 'none':
      return { url: null };
    case 'cloudinary':
      return { url: cloudinary(argument, base) };
    case 'imgix':
      if (argument && !/^https:\/\/[^/?#]+\/?$/.test(argument)) {
        return {
          url: null,
          problem: `Image loader "${trimmed}": the imgix origin must be https://<domain>`,
        };
      }
      return { url: imgix(argument) };
    case 'netlify':
      return { url: template('/.netlify/images?url={src-encoded}&w={width}', base) };
    case 'vercel':
      return { url: template('/_vercel/image?url={src-encoded}&w={width}&q=75', base) };
    default: {
      const nearest = didYouMean(name, IMAGE_LOADER_NAMES);
      const hint = nearest
        ? `did you mean "${nearest}"?`
        : 'expected tessera, none, cloudinary, imgix, netlify, vercel or a template with {width}';
      return { url: null, problem: `Unknown image loader "${trimmed}": ${hint}` };
    }
  }
}

/**
 * The builder the site's images use outside the image loader (the lightbox's srcset and
 * thumbnails): null for `none` (given, or the site's), else the site's loader, else Tessera's
 * in `sizeFormat`. A refused site setting is none, as for the images themselves.
 */
export function siteImageUrlBuilder(
  sizeFormat: SizeFormat | 'none' = 'queryString',
  doc: Document | undefined = globalThis.document,
): ImageUrlBuilder | null {
  if (sizeFormat === 'none') return null;
  const setting = siteImageLoader(doc) ?? 'tessera';
  return resolveImageLoader(setting, sizeFormat, doc?.baseURI).url;
}

/**
 * The builder for `img` under `setting` (loadImage's, when the setting is not Tessera's): a
 * refused setting is none, and its warning is logged once, on the element that carries it (the
 * script tag for the site's setting, else the image).
 */
export function imageLoaderOf(
  img: HTMLImageElement,
  setting: string,
  sizeFormat: SizeFormat,
  fromSite: boolean,
): ImageUrlBuilder | null {
  const doc = img.ownerDocument;
  const { url, problem } = resolveImageLoader(setting, sizeFormat, doc.baseURI);
  if (problem) {
    const on = (fromSite && doc.querySelector(`script[${IMAGE_LOADER_ATTRIBUTE}]`)) || img;
    void import('@tessera/runtime/report-markup').then(({ warnMarkup }) =>
      warnMarkup(on, problem, IMAGE_LOADER_DOCS),
    );
  }
  return url;
}
