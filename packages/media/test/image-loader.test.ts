// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetMarkupWarnings } from '@tessera/runtime/testing';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { IMAGE_BLOCK_DOCS, imageBlockConfigKeys } from '../src/image-block-keys';
import { defaultImageConfig } from '../src/image-config';
import type { ImageBlockConfig } from '../src/image-lightbox-item';
import { resolveImageLoader, siteImageUrlBuilder } from '../src/image-loader';
import { IMAGE_LOADER_DOCS, siteImageLoader } from '../src/image-loader-setting';
import { buildSrcset } from '../src/image-url';
import { isPriorityImage, loadImage } from '../src/load-image';
import { loadWhenNear } from '../src/load-when-near';

const base = 'https://blog.example/posts/harbour/';
const at = (setting: string, source: string, width = 500) =>
  resolveImageLoader(setting, 'queryString', base).url?.(source, width);

describe('resolveImageLoader: Tessera, none, the CDNs and templates', () => {
  it('tessera (also empty): ?format=, or -500w with sizeFormat filename', () => {
    expect(at('tessera', '/img/a.jpg?v=2#x')).toBe('/img/a.jpg?v=2&format=500w#x');
    expect(at('', '/img/a.jpg')).toBe('/img/a.jpg?format=500w');
    expect(resolveImageLoader('tessera', 'filename').url?.('/img/a.jpg', 300)).toBe(
      '/img/a-300w.jpg',
    );
  });

  it('none: no builder, no problem', () => {
    expect(resolveImageLoader(' none ')).toEqual({ url: null });
  });

  it('cloudinary: a delivery URL gets its transformation after /upload/', () => {
    expect(
      at('cloudinary', 'https://res.cloudinary.com/demo/image/upload/v1712/harbour.jpg', 750),
    ).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_750,c_limit,f_auto,q_auto/v1712/harbour.jpg',
    );
  });

  it('cloudinary:<cloud>: fetch mode, the source made absolute', () => {
    expect(at('cloudinary:demo', '../../images/harbour.jpg', 300)).toBe(
      'https://res.cloudinary.com/demo/image/fetch/w_300,c_limit,f_auto,q_auto/https://blog.example/images/harbour.jpg',
    );
  });

  it('imgix: w and auto=format on the query (replacing a w), or on another origin', () => {
    expect(at('imgix', 'https://acme.imgix.net/harbour.jpg?w=10&sat=20#top', 1000)).toBe(
      'https://acme.imgix.net/harbour.jpg?sat=20&w=1000&auto=format#top',
    );
    expect(at('imgix:https://acme.imgix.net/', '/images/harbour.jpg?v=1', 100)).toBe(
      'https://acme.imgix.net/images/harbour.jpg?v=1&w=100&auto=format',
    );
    expect(resolveImageLoader('imgix:http://acme.imgix.net/path')).toEqual({
      url: null,
      problem:
        'Image loader "imgix:http://acme.imgix.net/path": the imgix origin must be https://<domain>',
    });
  });

  it('netlify and vercel: their image endpoints with the source encoded', () => {
    expect(at('netlify', '/images/a b.jpg', 750)).toBe(
      '/.netlify/images?url=%2Fimages%2Fa%20b.jpg&w=750',
    );
    expect(at('vercel', '/images/a.jpg', 1500)).toBe(
      '/_vercel/image?url=%2Fimages%2Fa.jpg&w=1500&q=75',
    );
  });

  it('a template: {width}, {src}, {url}, {src-encoded}, {url-encoded}; another name stays', () => {
    expect(at('https://cdn.example/{width}/{src}', '/images/a.jpg')).toBe(
      'https://cdn.example/500//images/a.jpg',
    );
    expect(at('/img?u={url-encoded}&s={src-encoded}&w={width}&x={other}', 'a.jpg', 100)).toBe(
      '/img?u=https%3A%2F%2Fblog.example%2Fposts%2Fharbour%2Fa.jpg&s=a.jpg&w=100&x={other}',
    );
    expect(at('https://cdn.example/{url}?w={width}', 'a.jpg', 100)).toBe(
      'https://cdn.example/https://blog.example/posts/harbour/a.jpg?w=100',
    );
  });

  it('an unknown name is refused with a suggestion, and the images show their plain source', () => {
    expect(resolveImageLoader('cloudinery')).toEqual({
      url: null,
      problem: 'Unknown image loader "cloudinery": did you mean "cloudinary"?',
    });
    expect(resolveImageLoader('fastly')).toEqual({
      url: null,
      problem:
        'Unknown image loader "fastly": expected tessera, none, cloudinary, imgix, netlify, vercel or a template with {width}',
    });
  });

  it('buildSrcset takes a builder: every width up to the cap, in order', () => {
    const url = resolveImageLoader('netlify').url!;
    expect(buildSrcset('/a.jpg', 750, url)).toBe(
      '/.netlify/images?url=%2Fa.jpg&w=100 100w, /.netlify/images?url=%2Fa.jpg&w=300 300w, /.netlify/images?url=%2Fa.jpg&w=500 500w, /.netlify/images?url=%2Fa.jpg&w=750 750w',
    );
  });
});

describe('the site’s loader (the script tag’s data-image-loader)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    resetMarkupWarnings();
  });
  afterEach(() => vi.restoreAllMocks());

  const environment = { devicePixelRatio: 1, saveData: false };
  function image(attributes: Record<string, string>) {
    const img = document.createElement('img');
    for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
    img.getBoundingClientRect = () => ({ width: 400, height: 300 }) as DOMRect;
    document.body.append(img);
    return img;
  }
  const scriptTag = (loader: string) =>
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="module" src="/tessera/tessera.js" data-image-loader="${loader}"></script>`,
    );

  it('is read from the script tag; siteImageUrlBuilder follows it, none and sizeFormat too', () => {
    expect(siteImageLoader()).toBeUndefined();
    expect(siteImageUrlBuilder()?.('/a.jpg', 100)).toBe('/a.jpg?format=100w');
    expect(siteImageUrlBuilder('filename')?.('/a.jpg', 100)).toBe('/a-100w.jpg');
    expect(siteImageUrlBuilder('none')).toBeNull();
    scriptTag('netlify');
    expect(siteImageLoader()).toBe('netlify');
    expect(siteImageUrlBuilder()?.('/a.jpg', 100)).toBe('/.netlify/images?url=%2Fa.jpg&w=100');
    expect(siteImageUrlBuilder('none')).toBeNull();
  });

  it('loadImage writes the CDN srcset and src', async () => {
    scriptTag('imgix');
    const img = image({ 'data-src': 'https://acme.imgix.net/a.jpg' });
    void loadImage(img, { environment });
    await vi.waitFor(() => expect(img.getAttribute('data-image-state')).toBe('loading'));
    expect(img.getAttribute('src')).toBe('https://acme.imgix.net/a.jpg?w=500&auto=format');
    expect(img.getAttribute('srcset')).toBe(
      'https://acme.imgix.net/a.jpg?w=100&auto=format 100w, https://acme.imgix.net/a.jpg?w=300&auto=format 300w, https://acme.imgix.net/a.jpg?w=500&auto=format 500w',
    );
    expect(img.getAttribute('sizes')).toBe('400px');
  });

  it('an image’s own imageLoader wins over the site’s', async () => {
    scriptTag('netlify');
    const img = image({ 'data-src': '/a.jpg', 'data-image-config': '{"imageLoader":"vercel"}' });
    void loadImage(img, { environment });
    await vi.waitFor(() =>
      expect(img.getAttribute('src')).toBe('/_vercel/image?url=%2Fa.jpg&w=500&q=75'),
    );
  });

  it('none: the plain source, the markup’s data-srcset and data-sizes, loaded once', async () => {
    scriptTag('none');
    const img = image({
      'data-src': '/a.jpg',
      'data-srcset': '/a-small.jpg 480w, /a.jpg 1200w',
      'data-sizes': '(max-width: 600px) 100vw, 600px',
    });
    const first = loadImage(img, { environment });
    await vi.waitFor(() => expect(img.getAttribute('src')).toBe('/a.jpg'));
    expect(img.getAttribute('srcset')).toBe('/a-small.jpg 480w, /a.jpg 1200w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 600px');
    img.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('loaded');
    img.getBoundingClientRect = () => ({ width: 1400, height: 900 }) as DOMRect;
    await expect(loadImage(img, { environment })).resolves.toBe('kept');
    const plain = image({ 'data-src': '/b.jpg' });
    void loadImage(plain, { environment });
    await vi.waitFor(() => expect(plain.getAttribute('src')).toBe('/b.jpg'));
    expect([plain.hasAttribute('srcset'), plain.hasAttribute('sizes')]).toEqual([false, false]);
  });

  it('a misspelled site loader: one warning on the script tag, plain sources', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scriptTag('cloudinery');
    const images = [image({ 'data-src': '/a.jpg' }), image({ 'data-src': '/b.jpg' })];
    for (const img of images) void loadImage(img, { environment });
    await vi.waitFor(() => expect(images[1]!.getAttribute('src')).toBe('/b.jpg'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(images[0]!.getAttribute('src')).toBe('/a.jpg');
    expect(warn.mock.calls).toEqual([
      [
        '[tessera] Unknown image loader "cloudinery": did you mean "cloudinary"? (at html > head > script; see docs/markup.md#image-loaders)',
        document.querySelector('script'),
      ],
    ]);
  });
});

describe('the priority image (LCP)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('is an img with fetchpriority="high" (any case) and a src', () => {
    const make = (html: string) => {
      document.body.innerHTML = html;
      return document.querySelector('img')!;
    };
    expect(isPriorityImage(make('<img src="/a.jpg" fetchpriority="high">'))).toBe(true);
    expect(isPriorityImage(make('<img src="/a.jpg" fetchpriority="HIGH">'))).toBe(true);
    expect(isPriorityImage(make('<img data-src="/a.jpg" fetchpriority="high">'))).toBe(false);
    expect(isPriorityImage(make('<img src="" fetchpriority="high">'))).toBe(false);
    expect(isPriorityImage(make('<img src="/a.jpg" fetchpriority="low">'))).toBe(false);
    expect(isPriorityImage(make('<img src="/a.jpg">'))).toBe(false);
  });

  it('is left as served: src, srcset and sizes untouched, its state from the browser', async () => {
    document.body.innerHTML =
      '<img src="/hero.jpg?format=1000w" srcset="/hero.jpg?format=500w 500w" sizes="100vw" data-src="/hero.jpg" fetchpriority="high" alt="">';
    const img = document.querySelector('img')!;
    const served = img.outerHTML;
    const result = loadImage(img, { environment: { devicePixelRatio: 2, saveData: false } });
    expect(img.getAttribute('data-image-state')).toBe('loading');
    img.dispatchEvent(new Event('load'));
    await expect(result).resolves.toBe('loaded');
    img.removeAttribute('data-image-state');
    expect(img.outerHTML).toBe(served);
  });

  it('is never made lazy, where the other images are (no IntersectionObserver)', () => {
    document.body.innerHTML =
      '<img src="/hero.jpg" fetchpriority="high" alt=""><img data-src="/b.jpg" alt="">';
    const [hero, other] = document.querySelectorAll('img');
    Object.defineProperty(HTMLImageElement.prototype, 'loading', {
      configurable: true,
      get() {
        return this.getAttribute('loading') ?? 'auto';
      },
      set(value: string) {
        this.setAttribute('loading', value);
      },
    });
    const loaded: Element[] = [];
    loadWhenNear([hero!, other!], (element) => loaded.push(element), {
      IntersectionObserver: undefined,
    });
    expect(loaded).toEqual([hero, other]);
    expect([hero!.getAttribute('loading'), other!.getAttribute('loading')]).toEqual([null, 'lazy']);
  });
});

describe('the docs sections the warnings name exist', () => {
  it('docs/markup.md has the anchors image-block and image-loaders', () => {
    const markup = readFileSync(join(import.meta.dirname, '../../../docs/markup.md'), 'utf8');
    for (const anchor of [IMAGE_BLOCK_DOCS, IMAGE_LOADER_DOCS]) {
      expect(markup).toContain(`<a id="${anchor}"></a>`);
    }
    expect([IMAGE_BLOCK_DOCS, IMAGE_LOADER_DOCS]).toEqual(['image-block', 'image-loaders']);
  });
});

describe('the image block’s known keys and ImageBlockConfig agree', () => {
  it('the table has exactly the keys of ImageBlockConfig (checked by tsc)', () => {
    expectTypeOf<keyof typeof imageBlockConfigKeys>().toEqualTypeOf<keyof ImageBlockConfig>();
  });

  it('lists every image config field, lightbox and lightboxTheme, and nothing else', () => {
    // The type side is `satisfies ConfigKeys<ImageBlockConfig>` (a type error on drift); this
    // checks the same against the defaults object, which is typed ImageConfig.
    expect(Object.keys(imageBlockConfigKeys).sort()).toEqual(
      [...Object.keys(defaultImageConfig), 'lightbox', 'lightboxTheme'].sort(),
    );
  });
});
