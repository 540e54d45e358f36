// @vitest-environment jsdom
/**
 * Slide images and captions from markup (spec 001 §3, §4, §9): `data-src` slides load through
 * @tessera/media's queue by viewport (static designs) or by proximity to the current index
 * (preload 1; the carousel a group), 16 at once on desktop and 1 on mobile, with srcset, sizes and
 * the focal point; lazyLoad false loads all; auto-crop false fits; a caption over 90 % of its
 * slide is cut to 40 %. jsdom loads no image: a test settles one by dispatching its load event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/block';
import { GALLERY_PRELOAD, META_OVERFLOW_HEIGHT, META_OVERFLOW_LIMIT } from '../src/slide-content';
import { fakeWidth } from './fixtures';

/** A fake IntersectionObserver: the test says which elements come near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static near(elements: Element[]) {
    for (const observer of FakeObserver.all) {
      const entries = elements
        .filter((element) => observer.watched.has(element))
        .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

let restoreWidth: () => void;
beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.stubGlobal('devicePixelRatio', 1);
  restoreWidth = fakeWidth(900);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 400,
  } as DOMRect);
});
afterEach(() => {
  restoreWidth();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function markup(config: Record<string, unknown>, count: number, slideAttributes = ''): string {
  const slides = Array.from(
    { length: count },
    (_, index) =>
      `<figure data-slide data-src="/images/s${index}.jpg" data-image-dimensions="1200x800" ${slideAttributes} style="--gallery-aspect:1.5"><img alt="Slide ${index}" width="1200" height="800"></figure>`,
  ).join('');
  return `<div data-block="gallery" data-block-config='${JSON.stringify(config)}'><div data-part="viewport"><div data-part="track">${slides}</div></div></div>`;
}

async function start(html: string) {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>('[data-block="gallery"]')!;
  const server = element.outerHTML;
  const destroy = init(element, {});
  await vi.dynamicImportSettled();
  await Promise.resolve();
  const images = [...element.querySelectorAll('img')];
  /** Indexes of the slides whose image was requested, in slide order. */
  const requested = () => images.flatMap((img, index) => (img.hasAttribute('src') ? [index] : []));
  return { element, server, destroy, images, requested };
}

/** Lets the queue's microtasks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('slide images (spec 001 §4 "Image loading")', () => {
  it('static designs load by viewport: only slides reported near it, with srcset and focal point', async () => {
    const { images, requested } = await start(
      markup({ design: 'grid' }, 8, 'data-image-focal-point="0.25,0.75"'),
    );
    await flush();
    expect(requested()).toEqual([]);
    FakeObserver.near([images[2]!.closest('figure')!, images[5]!.closest('figure')!]);
    await flush();
    expect(requested()).toEqual([2, 5]);
    const img = images[2]!;
    expect([
      img.getAttribute('src'),
      img.getAttribute('srcset'),
      img.getAttribute('sizes'),
      img.getAttribute('data-image-state'),
      img.style.objectFit,
      img.style.objectPosition,
    ]).toEqual([
      '/images/s2.jpg?format=750w',
      '/images/s2.jpg?format=100w 100w, /images/s2.jpg?format=300w 300w, /images/s2.jpg?format=500w 500w, /images/s2.jpg?format=750w 750w',
      '600px',
      'loading',
      'cover',
      '25% 75%',
    ]);
    // The observer watches with the spec's 200 px margin.
    expect(FakeObserver.all[0]?.options.rootMargin).toBe('200px');
  });

  it('an img[data-src] inside the slide loads the same way; video slides and src images are left alone', async () => {
    const { images, requested } = await start(
      `<div data-block="gallery" data-block-config='{"design":"grid"}'><div data-part="viewport"><div data-part="track">
        <figure data-slide style="--gallery-aspect:1.5"><img data-src="/a.jpg" alt="A"></figure>
        <figure data-slide style="--gallery-aspect:1.5"><img src="/b.jpg" alt="B"></figure>
        <figure data-slide data-type="video" data-src="/c.jpg"><img alt="C"></figure>
      </div></div></div>`,
    );
    FakeObserver.near(images.map((img) => img.closest('figure')!));
    await flush();
    expect(requested()).toEqual([0, 1]);
    expect([images[0]!.getAttribute('src'), images[1]!.getAttribute('src')]).toEqual([
      '/a.jpg?format=750w',
      '/b.jpg',
    ]);
    expect(images[2]!.hasAttribute('src')).toBe(false);
  });

  it('designs with a current slide wait for the gallery to come near, then load it and 1 on each side', async () => {
    expect(GALLERY_PRELOAD).toBe(1);
    const { element, requested } = await start(markup({ design: 'slideshow' }, 10));
    await flush();
    expect(requested()).toEqual([]);
    FakeObserver.near([element]);
    await flush();
    // The slideshow loops: the neighbour before the first is the last.
    expect(requested()).toEqual([0, 1, 9]);
  });

  it('more fill in as the index moves, nearest the current index first', async () => {
    const { element, images, requested } = await start(
      markup({ design: 'slider', loop: false }, 12),
    );
    FakeObserver.near([element]);
    await flush();
    expect(requested()).toEqual([0, 1]);
    const { galleryOf } = await import('../src/block');
    galleryOf(element)!.goTo(6);
    await flush();
    expect(requested()).toEqual([0, 1, 5, 6, 7]);
    expect(images[6]!.getAttribute('data-image-state')).toBe('loading');
  });

  it('the carousel loads its group and one group on each side', async () => {
    const { element, requested } = await start(markup({ design: 'carousel', slidesPerRow: 3 }, 12));
    FakeObserver.near([element]);
    await flush();
    expect(requested()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('16 at once on desktop, 1 on mobile (max-width 432px)', async () => {
    const desktop = await start(markup({ design: 'grid' }, 20));
    FakeObserver.near(desktop.images.map((img) => img.closest('figure')!));
    await flush();
    expect(desktop.requested().length).toBe(16);
    desktop.images[0]!.dispatchEvent(new Event('load'));
    await flush();
    expect(desktop.requested().length).toBe(17);
    expect(desktop.images[0]!.getAttribute('data-image-state')).toBe('loaded');
    desktop.destroy();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 432px)' }));
    FakeObserver.all = [];
    const mobile = await start(markup({ design: 'grid' }, 20));
    FakeObserver.near(mobile.images.map((img) => img.closest('figure')!));
    await flush();
    expect(mobile.requested()).toEqual([0]);
    mobile.images[0]!.dispatchEvent(new Event('error'));
    await flush();
    expect(mobile.requested()).toEqual([0, 1]);
  });

  it('lazyLoad false loads every image at once, near the viewport or not', async () => {
    const { requested } = await start(markup({ design: 'grid', lazyLoad: false }, 20));
    await flush();
    expect(requested()).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(FakeObserver.all).toEqual([]);
  });

  it('auto-crop false fits the image in its box', async () => {
    const { images } = await start(markup({ design: 'grid', 'auto-crop': false }, 2));
    FakeObserver.near([images[0]!.closest('figure')!]);
    await flush();
    expect([images[0]!.style.objectFit, images[0]!.style.objectPosition]).toEqual([
      'contain',
      '50% 50%',
    ]);
  });

  it('a box that grew gets a larger source on relayout; a smaller one keeps it', async () => {
    const { element, images } = await start(markup({ design: 'grid' }, 1));
    FakeObserver.near([images[0]!.closest('figure')!]);
    await flush();
    images[0]!.dispatchEvent(new Event('load'));
    await flush();
    const { galleryOf } = await import('../src/block');
    vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockReturnValue({
      width: 1200,
      height: 800,
    } as DOMRect);
    galleryOf(element)!.relayout();
    expect(images[0]!.getAttribute('src')).toBe('/images/s0.jpg?format=1500w');
    images[0]!.dispatchEvent(new Event('load'));
    await flush();
    vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockReturnValue({
      width: 300,
      height: 200,
    } as DOMRect);
    galleryOf(element)!.relayout();
    expect(images[0]!.getAttribute('src')).toBe('/images/s0.jpg?format=1500w');
  });

  it('destroy puts every image back as the server sent it and stops the queue', async () => {
    const html = markup({ design: 'grid' }, 20);
    const { element, server, destroy, images } = await start(html);
    FakeObserver.near(images.map((img) => img.closest('figure')!));
    await flush();
    destroy();
    expect(element.outerHTML).toBe(server);
    images[0]!.dispatchEvent(new Event('load'));
    await flush();
    expect(images.filter((img) => img.hasAttribute('src'))).toEqual([]);
    expect(FakeObserver.all.every((observer) => observer.watched.size === 0)).toBe(true);
  });

  it('a gallery destroyed before its slide-content chunk arrives is left alone', async () => {
    document.body.innerHTML = markup({ design: 'grid', lazyLoad: false }, 3);
    const element = document.querySelector<HTMLElement>('[data-block="gallery"]')!;
    const before = element.outerHTML;
    init(element, {})();
    await vi.dynamicImportSettled();
    await flush();
    expect(element.outerHTML).toBe(before);
  });
});

describe('captions (spec 001 §9 "Meta overflow")', () => {
  function sized(caption: HTMLElement, height: number) {
    Object.defineProperty(caption, 'offsetHeight', { configurable: true, get: () => height });
    Object.defineProperty(caption, 'scrollHeight', { configurable: true, get: () => height });
  }

  it('a caption over 90 % of its slide is cut to 40 % and focusable; at 90 % it is not', async () => {
    expect([META_OVERFLOW_LIMIT, META_OVERFLOW_HEIGHT]).toEqual([0.9, 0.4]);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    document.body.innerHTML = `<div data-block="gallery" data-block-config='{"design":"grid","meta-position":"top-left"}'><div data-part="viewport"><div data-part="track">
      <figure data-slide style="--gallery-aspect:1.5"><img src="/a.jpg" alt=""><figcaption>Long</figcaption></figure>
      <figure data-slide style="--gallery-aspect:1.5"><img src="/b.jpg" alt=""><figcaption>Exactly</figcaption></figure>
      <figure data-slide style="--gallery-aspect:1.5"><img src="/c.jpg" alt=""><p data-slide-meta tabindex="-1">Meta</p></figure>
    </div></div></div>`;
    const captions = [...document.querySelectorAll<HTMLElement>('figcaption,[data-slide-meta]')];
    sized(captions[0]!, 361);
    sized(captions[1]!, 360);
    sized(captions[2]!, 500);
    const element = document.querySelector<HTMLElement>('[data-block="gallery"]')!;
    const before = element.outerHTML;
    const destroy = init(element, {});
    await vi.dynamicImportSettled();
    await flush();
    const state = () =>
      captions.map((caption) => [
        caption.hasAttribute('data-meta-overflow'),
        caption.getAttribute('tabindex'),
      ]);
    expect(state()).toEqual([
      [true, '0'],
      [false, null],
      [true, '-1'],
    ]);
    // A taller slide after a resize: 361 px is no longer over 90 % of 500 px.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    const { galleryOf } = await import('../src/block');
    galleryOf(element)!.relayout();
    expect(state()).toEqual([
      [false, null],
      [false, null],
      [true, '-1'],
    ]);
    destroy();
    expect(element.outerHTML).toBe(before);
  });

  it('a figure slide with a figcaption keeps its own role in the carousel pattern; others are groups', async () => {
    document.body.innerHTML = `<div data-block="gallery" data-block-config='{"design":"slideshow"}'><div data-part="viewport"><div data-part="track">
      <figure data-slide style="--gallery-aspect:1.5"><img src="/a.jpg" alt="A"><figcaption>A</figcaption></figure>
      <figure data-slide style="--gallery-aspect:1.5"><img src="/b.jpg" alt="B"></figure>
    </div></div></div>`;
    const element = document.querySelector<HTMLElement>('[data-block="gallery"]')!;
    const destroy = init(element, {});
    await vi.dynamicImportSettled();
    await flush();
    const slides = [...element.querySelectorAll('[data-slide]')];
    expect(
      slides.map((slide) => [
        slide.getAttribute('role'),
        slide.getAttribute('aria-roledescription'),
      ]),
    ).toEqual([
      [null, 'slide'],
      ['group', 'slide'],
    ]);
    destroy();
  });
});
